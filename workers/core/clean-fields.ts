/**
 * Fields that are neither plain text nor page HTML, made safe on their way to storage: lists
 * (traits, relationships, inhabitants, ISBNs…) hold plain strings only; collaborators are plain
 * role and name pairs; colours come from the spec's palettes; image URLs are http(s) only (or a
 * picture the app itself stored). Whatever cannot be kept is dropped or set to its default.
 */
import {
  DEFAULT_LABEL_COLORS,
  NOTE_BACKGROUNDS,
  NOTE_BADGE_COLORS,
  NOTE_DEFAULTS,
} from '../contract/constants';
import { isSafeImageSrc } from '../contract/sanitize-rules';
import { toPlainText } from './sanitize-html';

/** Longest list entry kept (a tag, a trait, an ISBN…). */
export const MAX_LIST_ITEM = 1000;
/** Most entries a list keeps. */
export const MAX_LIST_ITEMS = 5000;

/** Fields holding lists of plain strings, wherever they appear. */
export const LIST_FIELDS = new Set<string>([
  'traits',
  'relationships',
  'inhabitants',
  'connected_locations',
  'practitioners',
  'involved_entities',
  'tags',
  'aliases',
  'isbn',
]);

/** Fields holding the URL of a picture. */
const URL_FIELDS = new Set<string>(['image_url']);

const BADGES: ReadonlySet<string> = new Set([...NOTE_BADGE_COLORS, NOTE_DEFAULTS.color]);
const BACKGROUNDS: ReadonlySet<string> = new Set(NOTE_BACKGROUNDS);
const LABEL_HEX: ReadonlyMap<string, string> = new Map(DEFAULT_LABEL_COLORS);
const LABEL_COLORS: ReadonlySet<string> = new Set(LABEL_HEX.values());

/** Text a browser would read as markup: a tag, a comment, a declaration. */
const MARKUP = /<[a-z!/?]/i;

/** Most passes of the plain-text reading (each undoes one level of escaping). */
const MAX_PLAIN_PASSES = 8;

/**
 * `value` with no markup, read again until nothing changes (issue 23): one reading turns
 * `&lt;script&gt;` or a `<textarea>`'s raw text into `<script>`, which a second reading would
 * remove, so what is stored is already what any later save stores. With `entities`, `&…;` is
 * decoded too (plain fields); otherwise text without a tag is left as it is.
 */
export function plainTextOf(value: string, entities: boolean): string {
  let out = value;
  for (let pass = 0; pass < MAX_PLAIN_PASSES; pass += 1) {
    if (!MARKUP.test(out) && !(entities && /[<&]/.test(out))) return out;
    const next = toPlainText(out);
    if (next === out) return out;
    out = next;
  }
  return out.replace(/</g, '');
}

const plain = (value: string): string => plainTextOf(value, true).trim().slice(0, MAX_LIST_ITEM);

/** A list of plain strings: numbers become text, anything else is dropped, markup removed. */
export function cleanList(value: unknown): string[] {
  if (!Array.isArray(value)) return typeof value === 'string' && value.trim() ? [plain(value)] : [];
  const out: string[] = [];
  for (const item of value.slice(0, MAX_LIST_ITEMS)) {
    const text =
      typeof item === 'string'
        ? plain(item)
        : typeof item === 'number' && Number.isFinite(item)
          ? String(item)
          : '';
    if (text) out.push(text);
  }
  return out;
}

/** Collaborators: `{role, name}` pairs of plain text; entries without a name are dropped. */
export function cleanCollaborators(value: unknown): Array<{ role: string; name: string }> {
  if (!Array.isArray(value)) return [];
  const out: Array<{ role: string; name: string }> = [];
  for (const item of value.slice(0, MAX_LIST_ITEMS)) {
    if (!item || typeof item !== 'object') continue;
    const { role, name } = item as { role?: unknown; name?: unknown };
    const cleanName = typeof name === 'string' ? plain(name) : '';
    if (!cleanName) continue;
    out.push({ role: typeof role === 'string' ? plain(role) : '', name: cleanName });
  }
  return out;
}

/** An https URL, or a picture the app stored (data:image, blob:, images/…); else ''. */
export function cleanImageUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  if (isSafeImageSrc(url)) return url;
  try {
    const parsed = new URL(url);
    // https only: the security policy shows no picture over plain http (img-src https:).
    return parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/** A note's badge colours: one name or several, from the 12 (or `white`, none). */
export function cleanNoteColor(value: unknown): string | string[] {
  if (Array.isArray(value)) {
    const kept = [
      ...new Set(value.filter((c): c is string => typeof c === 'string' && BADGES.has(c))),
    ];
    return kept.length > 0 ? kept : NOTE_DEFAULTS.color;
  }
  return typeof value === 'string' && BADGES.has(value) ? value : NOTE_DEFAULTS.color;
}

export const cleanNoteBackground = (value: unknown): string =>
  typeof value === 'string' && BACKGROUNDS.has(value) ? value : NOTE_DEFAULTS.background_color;

/** A label's colour: one of the 14 (by hex, or by name), else the colour of its own name. */
export function cleanLabelColor(value: unknown, name: unknown): string {
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (LABEL_COLORS.has(v)) return v;
    const byName = LABEL_HEX.get(v);
    if (byName) return byName;
  }
  return (typeof name === 'string' && LABEL_HEX.get(name)) || (LABEL_HEX.get('gray') as string);
}

/** Cleans the list, URL and colour fields of a record (or change set) in place. */
export function cleanSpecialFields(table: string, out: Record<string, unknown>): void {
  for (const key of Object.keys(out)) {
    if (LIST_FIELDS.has(key)) out[key] = cleanList(out[key]);
    else if (URL_FIELDS.has(key)) out[key] = cleanImageUrl(out[key]);
    else if (key === 'collaborators') out[key] = cleanCollaborators(out[key]);
  }
  if (table === 'notes') {
    if ('color' in out) out.color = cleanNoteColor(out.color);
    if ('background_color' in out) out.background_color = cleanNoteBackground(out.background_color);
  } else if (table === 'labels' && 'color' in out) {
    out.color = cleanLabelColor(out.color, out.name);
  }
}
