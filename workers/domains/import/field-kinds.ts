/**
 * The kinds of field a book file holds, each a valibot schema of what is accepted as is, and
 * the normalisation of anything else: numbers where the field is text become text, lists and
 * objects where text belongs are cleared, numbers that are not finite are reset, references
 * (ids) become the app's string ids. Every change is returned with the note that tells it.
 */
import * as v from 'valibot';
import { cleanLocationType } from '../../contract/atlas';
import type { ImportNoteCode } from './import-notes';

/** Longest plain-text field kept (titles, names, colours…); page content is not limited. */
export const MAX_TEXT_LENGTH = 10_000;

const finiteNumber = v.pipe(v.number(), v.finite());
const text = v.string();
const collaborator = v.looseObject({
  role: v.optional(v.unknown()),
  name: v.optional(v.unknown()),
});

export type FieldKind =
  | { kind: 'text'; fallback: string; long?: true }
  | { kind: 'reference' }
  | { kind: 'number'; fallback: number }
  | { kind: 'flag' }
  | { kind: 'boolean'; fallback: boolean }
  | { kind: 'choice'; options: readonly string[]; fallback: string }
  | { kind: 'textList' }
  /** One text or a list of them (a note's badge colours: one or several). */
  | { kind: 'textOrList'; fallback: string }
  | { kind: 'collaborators' }
  /** A location's type: `{category, subcategory}` (or older "category:subcategory" text). */
  | { kind: 'locationType' };

export interface FieldNote {
  code: ImportNoteCode;
  params: Record<string, string | number>;
}

export interface Normalised {
  value: unknown;
  note?: FieldNote;
}

const shown = (value: unknown): string => {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 39)}…` : value;
  return String(value);
};

const reset = (value: unknown): Normalised => ({
  value,
  note: { code: 'value_reset', params: { value: value === null ? 'null' : shown(value) } },
});

function normaliseText(value: unknown, fallback: string, long: boolean): Normalised {
  if (value === null || value === undefined) return { value: fallback };
  if (v.is(text, value)) {
    if (long || value.length <= MAX_TEXT_LENGTH) return { value };
    return {
      value: value.slice(0, MAX_TEXT_LENGTH),
      note: { code: 'text_truncated', params: { limit: MAX_TEXT_LENGTH } },
    };
  }
  if (v.is(finiteNumber, value)) {
    return { value: String(value), note: { code: 'number_to_text', params: { value } } };
  }
  return { value: fallback, note: { code: 'value_cleared', params: {} } };
}

/** A reference to another record (parent, page): the app's ids are text. */
function normaliseReference(value: unknown): Normalised {
  if (value === null || value === undefined || value === '') return { value: null };
  if (v.is(text, value)) return { value };
  if (v.is(finiteNumber, value)) return { value: String(value) };
  return reset(null);
}

function normaliseNumber(value: unknown, fallback: number): Normalised {
  if (v.is(finiteNumber, value)) return { value };
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return { value: Number(value) };
  }
  if (value === undefined) return { value: fallback };
  return reset(fallback);
}

function normaliseFlag(value: unknown): Normalised {
  if (value === 0 || value === 1) return { value };
  if (value === undefined || value === null || value === false) return { value: 0 };
  if (value === true) return { value: 1 };
  return reset(0);
}

function normaliseBoolean(value: unknown, fallback: boolean): Normalised {
  if (v.is(v.boolean(), value)) return { value };
  if (value === undefined || value === null) return { value: fallback };
  if (value === 0 || value === 1) return { value: value === 1 };
  return reset(fallback);
}

function normaliseTextList(value: unknown): Normalised {
  if (value === undefined || value === null) return { value: [] };
  if (v.is(text, value) || v.is(finiteNumber, value)) return { value: [String(value)] };
  if (!Array.isArray(value)) return { value: [], note: { code: 'value_cleared', params: {} } };
  const items = value.map((item) => normaliseText(item, '', false));
  const kept = items.filter((item) => typeof item.value === 'string' && item.value !== '');
  const note = items.find((item) => item.note)?.note;
  return note ? { value: kept.map((i) => i.value), note } : { value: kept.map((i) => i.value) };
}

function normaliseCollaborators(value: unknown): Normalised {
  if (value === undefined || value === null) return { value: [] };
  if (!Array.isArray(value)) return { value: [], note: { code: 'value_cleared', params: {} } };
  let note: FieldNote | undefined;
  const out: Array<{ role: string; name: string }> = [];
  for (const item of value) {
    if (!v.is(collaborator, item)) {
      note ??= { code: 'value_cleared', params: {} };
      continue;
    }
    const role = normaliseText(item.role, '', false);
    const name = normaliseText(item.name, '', false);
    note ??= role.note ?? name.note;
    out.push({ ...item, role: role.value as string, name: name.value as string });
  }
  return note ? { value: out, note } : { value: out };
}

/** A location's type as the atlas reads it; a category the app does not know is reported. */
function normaliseLocationType(value: unknown): Normalised {
  const type = cleanLocationType(value);
  if (value === undefined || value === null || value === '') return { value: type };
  const given =
    typeof value === 'string'
      ? value.split(/[:/]/)[0]
      : typeof value === 'object'
        ? (value as { category?: unknown }).category
        : value;
  if (type.category === 'uncategorized' && given !== 'uncategorized') return reset(type);
  return { value: type };
}

/** The field's value in its kind, with the note telling what changed (if anything did). */
export function normaliseField(kind: FieldKind, value: unknown): Normalised {
  switch (kind.kind) {
    case 'text':
      return normaliseText(value, kind.fallback, kind.long === true);
    case 'reference':
      return normaliseReference(value);
    case 'number':
      return normaliseNumber(value, kind.fallback);
    case 'flag':
      return normaliseFlag(value);
    case 'boolean':
      return normaliseBoolean(value, kind.fallback);
    case 'choice':
      if (v.is(v.picklist(kind.options), value)) return { value };
      return value === undefined ? { value: kind.fallback } : reset(kind.fallback);
    case 'textList':
      return normaliseTextList(value);
    case 'textOrList':
      return Array.isArray(value)
        ? normaliseTextList(value)
        : normaliseText(value, kind.fallback, false);
    case 'collaborators':
      return normaliseCollaborators(value);
    case 'locationType':
      return normaliseLocationType(value);
  }
}
