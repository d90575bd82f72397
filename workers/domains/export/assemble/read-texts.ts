/**
 * The texts of the slots, read a batch of pages at a time (never the whole book at once), the
 * next batch already being read while the current one is used.
 */
import type { StoryBuilderDb } from '../../../db/database';
import type { BookSlot } from './book-slots';
import { exportedHtml } from './page-html';

/** Pages per read, and words per read at most (a batch of long pages stays small). */
export const PAGE_BATCH = 64;
export const WORD_BATCH = 40_000;

/** Slot indexes of pages, cut into batches. */
function pageBatches(slots: readonly BookSlot[]): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let words = 0;
  slots.forEach((slot, index) => {
    if (slot.kind !== 'tree' || slot.entry.kind !== 'page') return;
    const w = slot.entry.node.content_metrics?.words ?? 0;
    if (current.length > 0 && (current.length >= PAGE_BATCH || words + w > WORD_BATCH)) {
      batches.push(current);
      current = [];
      words = 0;
    }
    current.push(index);
    words += w;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}

async function readSection(db: StoryBuilderDb, slot: BookSlot): Promise<string> {
  if (slot.kind === 'section') {
    return (await db.table(slot.section).get(slot.recordId))?.content ?? '';
  }
  if (slot.kind === 'appendix') return (await db.appendices.get(slot.recordId))?.content ?? '';
  return '';
}

/**
 * Yields each slot with its HTML as exports print it ('' for slots without text of their own).
 * Stops between reads when `signal` is aborted.
 */
export async function* slotTexts(
  db: StoryBuilderDb,
  slots: readonly BookSlot[],
  signal?: AbortSignal,
): AsyncGenerator<{ slot: BookSlot; index: number; html: string }> {
  const batches = pageBatches(slots);
  const batchOf = new Map<number, number>();
  batches.forEach((b, i) => {
    for (const index of b) batchOf.set(index, i);
  });
  const loads = new Map<number, Promise<Map<number, string>>>();
  const load = (i: number) => {
    const batch = batches[i];
    if (!batch || loads.has(i)) return;
    const ids = batch.map((index) => {
      const slot = slots[index];
      return slot?.kind === 'tree' ? slot.entry.node.id : '';
    });
    const read = db.tree_nodes.bulkGet(ids).then((records) => {
      const texts = new Map<number, string>();
      batch.forEach((index, k) => {
        texts.set(index, records[k]?.content ?? '');
      });
      return texts;
    });
    // A read ahead that is never used (the export stopped) must not be an unhandled rejection.
    read.catch(() => undefined);
    loads.set(i, read);
  };
  let held = -1;
  for (let index = 0; index < slots.length; index += 1) {
    signal?.throwIfAborted();
    const slot = slots[index] as BookSlot;
    const b = batchOf.get(index);
    let html = '';
    if (b !== undefined) {
      if (b !== held) {
        loads.delete(held);
        held = b;
      }
      load(b);
      load(b + 1);
      html = (await loads.get(b)?.then((texts) => texts.get(index))) ?? '';
    } else {
      html = await readSection(db, slot);
    }
    yield { slot, index, html: exportedHtml(html) };
  }
}
