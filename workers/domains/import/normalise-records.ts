/**
 * Record-level normalisation of an imported book against its schema (book-schema.ts): every
 * named field brought to its kind, missing fields of the tables the screens read filled in,
 * keys that could reach an object's prototype left out, auto-increment ids the database
 * cannot use dropped (it assigns new ones), and numbers that are not finite anywhere in a
 * record replaced by null. Returns new records; the file's own objects are not changed.
 */
import type { AnyRecord } from '../../contract/records';
import { fieldsToFill, hasNumericKey, tableSchema } from './book-schema';
import { normaliseField } from './field-kinds';
import type { ImportNotes, RecordRef } from './import-notes';
import { isObject } from './upgrade-tables';

/** Keys never copied from a file: assigning them could change an object's prototype. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A copy of `value` with every non-finite number replaced by null (the value itself if none). */
export function withFiniteNumbers(value: unknown): { value: unknown; changed: boolean } {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { value, changed: false } : { value: null, changed: true };
  }
  if (typeof value !== 'object' || value === null) return { value, changed: false };
  let changed = false;
  if (Array.isArray(value)) {
    const out = value.map((item) => {
      const r = withFiniteNumbers(item);
      changed ||= r.changed;
      return r.value;
    });
    return changed ? { value: out, changed } : { value, changed };
  }
  const out: AnyRecord = {};
  for (const [key, item] of Object.entries(value)) {
    const r = withFiniteNumbers(item);
    changed ||= r.changed;
    // defineProperty: a nested "__proto__" key stays a plain key, never the prototype.
    Object.defineProperty(out, key, {
      value: r.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return changed ? { value: out, changed } : { value, changed };
}

/** An auto-increment key the database can use: a positive safe integer (also as digits). */
function usableNumericKey(id: unknown): number | null {
  const n = typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

const shownId = (id: unknown): string =>
  typeof id === 'number' || typeof id === 'string' ? String(id).slice(0, 40) : typeof id;

/** One record brought to its table's schema, with a note for each change. */
export function normaliseRecordFields(
  ref: RecordRef,
  record: AnyRecord,
  notes: ImportNotes,
): AnyRecord {
  const at: RecordRef = { ...ref, record };
  const out: AnyRecord = {};
  for (const [key, value] of Object.entries(record)) {
    if (FORBIDDEN_KEYS.has(key)) notes.addFor(at, 'key_dropped', { field: key });
    else out[key] = value;
  }
  if (hasNumericKey(ref.table) && out.id !== undefined) {
    const id = usableNumericKey(out.id);
    if (id === null) {
      notes.addFor(at, 'id_replaced', { value: shownId(out.id) });
      delete out.id;
    } else out.id = id;
  }
  const schema = tableSchema(ref.table);
  const fill = new Set(fieldsToFill(ref.table));
  for (const [field, kind] of Object.entries(schema)) {
    if (!(field in out) && !fill.has(field)) continue;
    const result = normaliseField(kind, out[field]);
    out[field] = result.value;
    if (result.note) notes.addFor(at, result.note.code, { field, ...result.note.params });
  }
  for (const [field, value] of Object.entries(out)) {
    if (field in schema) continue;
    const finite = withFiniteNumbers(value);
    if (finite.changed) {
      out[field] = finite.value;
      notes.addFor(at, 'value_reset', { field, value: 'null' });
    }
  }
  return out;
}

/** Every record of every table normalised (entries that are not records are left for staging). */
export function normaliseTables(
  tables: Record<string, unknown[]>,
  notes: ImportNotes,
): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const [table, rows] of Object.entries(tables)) {
    out[table] = rows.map((row, index) =>
      isObject(row) ? normaliseRecordFields({ table, index }, row, notes) : row,
    );
  }
  return out;
}
