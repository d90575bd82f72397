/**
 * Two versions of a page compared: paragraphs lined up by their text (a paragraph found
 * unchanged elsewhere is a move), then each changed paragraph compared by word, sentence or
 * whole, with the words added and removed counted.
 */
import { diffArrays } from 'diff';
import type { CompareResult, CompareUnit, DiffBlock, DiffPart } from '../../contract/revisions';
import { type Block, splitBlocks, textDirection } from './blocks';
import { countWords, segmentText } from './segments';

/** Past this many changed pieces in one paragraph, it is shown removed and added whole. */
const MAX_EDIT = 5000;

function pushPart(parts: DiffPart[], op: DiffPart['op'], text: string): void {
  if (text === '') return;
  const last = parts.at(-1);
  if (last && last.op === op) last.text += text;
  else parts.push({ op, text });
}

/** The runs of one paragraph's change from `older` to `newer`. */
export function diffText(older: string, newer: string, unit: CompareUnit): DiffPart[] {
  const parts: DiffPart[] = [];
  if (older === newer) {
    pushPart(parts, 0, older);
    return parts;
  }
  const changes = diffArrays(segmentText(older, unit), segmentText(newer, unit), {
    maxEditLength: MAX_EDIT,
  });
  if (!changes) {
    pushPart(parts, -1, older);
    pushPart(parts, 1, newer);
    return parts;
  }
  // A space between two changes joins them: "walked slowly" → "ran quickly", not word by word.
  const raw = changes.map((c) => ({
    op: (c.removed ? -1 : c.added ? 1 : 0) as DiffPart['op'],
    text: c.value.join(''),
  }));
  let removed = '';
  let added = '';
  const flush = () => {
    pushPart(parts, -1, removed);
    pushPart(parts, 1, added);
    removed = '';
    added = '';
  };
  raw.forEach((part, i) => {
    const between = i > 0 && i < raw.length - 1 && raw[i - 1]?.op !== 0 && raw[i + 1]?.op !== 0;
    if (part.op === 0 && between && /^\s+$/u.test(part.text)) {
      removed += part.text;
      added += part.text;
    } else if (part.op === -1) removed += part.text;
    else if (part.op === 1) added += part.text;
    else {
      flush();
      pushPart(parts, 0, part.text);
    }
  });
  flush();
  return parts;
}

interface Pending {
  kind: 'removed' | 'added';
  block: Block;
  /** Where it sits (added) or would go (removed) among the newer paragraphs. */
  newIndex: number;
  hunk: number;
}

const whole = (op: DiffPart['op'], text: string): DiffPart[] => (text ? [{ op, text }] : []);

/** Compares two pages' HTML. */
export function compareHtml(
  olderHtml: string,
  newerHtml: string,
  unit: CompareUnit,
): CompareResult {
  const older = splitBlocks(olderHtml);
  const newer = splitBlocks(newerHtml);
  const changes = diffArrays(
    older.map((b) => b.text),
    newer.map((b) => b.text),
  );
  // Walk the paragraph changes: kept ones directly, changed ones gathered per hunk.
  type Slot = { kind: 'same'; block: Block; newIndex: number } | { kind: 'pending'; item: Pending };
  const slots: Slot[] = [];
  let oi = 0;
  let ni = 0;
  let hunk = 0;
  for (const change of changes) {
    const count = change.value.length;
    if (!change.added && !change.removed) {
      hunk += 1;
      for (let k = 0; k < count; k += 1) {
        slots.push({ kind: 'same', block: newer[ni] as Block, newIndex: ni });
        oi += 1;
        ni += 1;
      }
    } else if (change.removed) {
      for (let k = 0; k < count; k += 1) {
        slots.push({
          kind: 'pending',
          item: { kind: 'removed', block: older[oi] as Block, newIndex: ni, hunk },
        });
        oi += 1;
      }
    } else {
      for (let k = 0; k < count; k += 1) {
        slots.push({
          kind: 'pending',
          item: { kind: 'added', block: newer[ni] as Block, newIndex: ni, hunk },
        });
        ni += 1;
      }
    }
  }
  // Moves: a removed paragraph whose text comes back unchanged somewhere else.
  const addedByText = new Map<string, Pending[]>();
  for (const slot of slots) {
    if (slot.kind === 'pending' && slot.item.kind === 'added' && slot.item.block.text.trim()) {
      const list = addedByText.get(slot.item.block.text) ?? [];
      list.push(slot.item);
      addedByText.set(slot.item.block.text, list);
    }
  }
  const moved = new Set<Pending>();
  for (const slot of slots) {
    if (slot.kind !== 'pending' || slot.item.kind !== 'removed') continue;
    const target = addedByText.get(slot.item.block.text)?.find((p) => !moved.has(p));
    if (target) {
      moved.add(slot.item);
      moved.add(target);
    }
  }
  // Pair what is left in each hunk: removed paragraphs with added ones, in order.
  const partner = new Map<Pending, Pending>();
  const byHunk = new Map<number, { removed: Pending[]; added: Pending[] }>();
  for (const slot of slots) {
    if (slot.kind !== 'pending' || moved.has(slot.item)) continue;
    const group = byHunk.get(slot.item.hunk) ?? { removed: [], added: [] };
    group[slot.item.kind].push(slot.item);
    byHunk.set(slot.item.hunk, group);
  }
  for (const { removed, added } of byHunk.values()) {
    for (let k = 0; k < Math.min(removed.length, added.length); k += 1) {
      partner.set(removed[k] as Pending, added[k] as Pending);
      partner.set(added[k] as Pending, removed[k] as Pending);
    }
  }
  const blocks: DiffBlock[] = [];
  let wordsAdded = 0;
  let wordsRemoved = 0;
  const count = (parts: DiffPart[]) => {
    for (const part of parts) {
      if (part.op === 1) wordsAdded += countWords(part.text);
      if (part.op === -1) wordsRemoved += countWords(part.text);
    }
  };
  for (const slot of slots) {
    if (slot.kind === 'same') {
      blocks.push({
        kind: 'same',
        parts: whole(0, slot.block.text),
        oldHtml: slot.block.html,
        newIndex: slot.newIndex,
        newText: slot.block.text,
      });
      continue;
    }
    const item = slot.item;
    if (moved.has(item)) {
      blocks.push({
        kind: item.kind === 'removed' ? 'moved-from' : 'moved-to',
        parts: whole(0, item.block.text),
        oldHtml: item.kind === 'removed' ? item.block.html : null,
        newIndex: item.newIndex,
        newText: item.kind === 'added' ? item.block.text : null,
      });
      continue;
    }
    const other = partner.get(item);
    if (other && item.kind === 'added') continue; // shown with its removed partner
    if (other) {
      const parts = diffText(item.block.text, other.block.text, unit);
      count(parts);
      blocks.push({
        kind: 'changed',
        parts,
        oldHtml: item.block.html,
        newIndex: other.newIndex,
        newText: other.block.text,
      });
      continue;
    }
    const parts = whole(item.kind === 'added' ? 1 : -1, item.block.text);
    count(parts);
    blocks.push({
      kind: item.kind,
      parts,
      oldHtml: item.kind === 'removed' ? item.block.html : null,
      newIndex: item.newIndex,
      newText: item.kind === 'added' ? item.block.text : null,
    });
  }
  const dir = textDirection(
    older.map((b) => b.text).join('\n') || newer.map((b) => b.text).join('\n'),
  );
  return { blocks, wordsAdded, wordsRemoved, dir };
}
