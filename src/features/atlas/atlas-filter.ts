/**
 * Search, filter and order of an atlas list, on the main thread: the records are already in
 * memory, a keystroke filters a few thousand names without a worker round trip.
 */
import {
  type AtlasKind,
  type AtlasRecord,
  type LocationType,
  nameField,
} from '../../../workers/contract/atlas';

export interface AtlasFilter {
  text: string;
  tag: string;
  /** Locations only: a category ('' for any). */
  category: string;
  /** Timeline only: an entry of the events' Involved lists ('' for any). */
  involved: string;
}

export const NO_FILTER: AtlasFilter = { text: '', tag: '', category: '', involved: '' };

export const recordName = (record: AtlasRecord): string =>
  String(record.fields[nameField(record.kind)] ?? '');

/** Active records matching the filter: text in the name or a tag (any case), tag, category. */
export function filterRecords(records: readonly AtlasRecord[], filter: AtlasFilter): AtlasRecord[] {
  const needle = filter.text.trim().toLocaleLowerCase();
  const tag = filter.tag.toLocaleLowerCase();
  return records.filter((record) => {
    if (record.mark_for_delete === 1) return false;
    if (tag && !record.tags.some((t) => t.toLocaleLowerCase() === tag)) return false;
    if (filter.involved) {
      const wanted = filter.involved.toLocaleLowerCase();
      const involved = record.fields.involved_entities;
      if (!Array.isArray(involved) || !involved.some((e) => e.toLocaleLowerCase() === wanted))
        return false;
    }
    if (filter.category) {
      const type = record.fields.type as LocationType | undefined;
      if (type?.category !== filter.category) return false;
    }
    if (!needle) return true;
    return (
      recordName(record).toLocaleLowerCase().includes(needle) ||
      record.tags.some((t) => t.toLocaleLowerCase().includes(needle))
    );
  });
}

/** Every tag used by the kind's active records, sorted for the filter menu. */
export function tagsOf(records: readonly AtlasRecord[], locale: string): string[] {
  const seen = new Map<string, string>();
  for (const record of records)
    if (record.mark_for_delete !== 1)
      for (const tag of record.tags) seen.set(tag.toLocaleLowerCase(), tag);
  return [...seen.values()].sort((a, b) => a.localeCompare(b, locale));
}

/** Every entry of the events' Involved lists, once each, sorted for the filter menu. */
export function involvedOf(records: readonly AtlasRecord[], locale: string): string[] {
  const seen = new Map<string, string>();
  for (const record of records) {
    const involved = record.fields.involved_entities;
    if (record.mark_for_delete !== 1 && Array.isArray(involved))
      for (const entry of involved) seen.set(entry.toLocaleLowerCase(), entry);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, locale));
}

/**
 * A timeline's order: by the sort key the author set (numbers compare as numbers, so "-300"
 * comes before "12"), else by the date when it reads as one, else by list position.
 */
export function timelineOrder(records: readonly AtlasRecord[]): AtlasRecord[] {
  const keyOf = (r: AtlasRecord): number | null => {
    const sort = String(r.fields.sort_key ?? '').trim();
    if (sort && Number.isFinite(Number(sort))) return Number(sort);
    const date = String(r.fields.date ?? '').trim();
    if (/^-?\d{1,6}$/.test(date)) return Number(date);
    const parsed = /^\d{4}-\d{2}-\d{2}/.test(date) ? Date.parse(date) : Number.NaN;
    return Number.isFinite(parsed) ? new Date(parsed).getUTCFullYear() + dayFraction(parsed) : null;
  };
  return [...records].sort((a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    if (ka !== null && kb !== null && ka !== kb) return ka - kb;
    if (ka !== null && kb === null) return -1;
    if (ka === null && kb !== null) return 1;
    return a.position_in_list - b.position_in_list || a.id - b.id;
  });
}

function dayFraction(time: number): number {
  const d = new Date(time);
  const start = Date.UTC(d.getUTCFullYear(), 0, 1);
  return (time - start) / (366 * 86_400_000);
}

export type { AtlasKind };
