/**
 * Structural sharing for fetched tree nodes: unchanged nodes keep their object (and an unchanged
 * list its array), so memoised views do not re-render after every worker change.
 */
import type { TreeItem } from './flatten-tree';

const same = (a: TreeItem, b: TreeItem) =>
  a.parentId === b.parentId &&
  a.name === b.name &&
  a.type === b.type &&
  a.position_in_list === b.position_in_list &&
  a.mark_for_delete === b.mark_for_delete &&
  (a.labelId ?? null) === (b.labelId ?? null) &&
  (a.include_in_export ?? true) === (b.include_in_export ?? true) &&
  (a.section_type ?? null) === (b.section_type ?? null);

/** Returns `next`, reusing the nodes (and the whole array) of `prev` that did not change. */
export function shareNodes<T extends TreeItem>(prev: readonly T[] | null, next: readonly T[]): T[] {
  if (!prev) return [...next];
  const old = new Map(prev.map((n) => [n.id, n]));
  let changed = prev.length !== next.length;
  const out = next.map((n, i) => {
    const before = old.get(n.id);
    if (before && same(before, n)) {
      if (prev[i] !== before) changed = true;
      return before;
    }
    changed = true;
    return n;
  });
  return changed ? out : (prev as T[]);
}

/** Applies the nodes a worker call reports as changed (new ones appended). */
export function mergeNodes<T extends TreeItem>(prev: readonly T[], changed: readonly T[]): T[] {
  const updates = new Map(changed.map((n) => [n.id, n]));
  const out = prev.map((n) => updates.get(n.id) ?? n);
  const known = new Set(prev.map((n) => n.id));
  for (const n of changed) if (!known.has(n.id)) out.push(n);
  return out;
}

/**
 * Applies a fresh read of the nodes `ids`: those read replace theirs (new ones are appended),
 * those not found any more are dropped.
 */
export function replaceNodes<T extends TreeItem>(
  prev: readonly T[],
  ids: readonly string[],
  read: readonly T[],
): T[] {
  const found = new Set(read.map((n) => n.id));
  const gone = new Set(ids.filter((id) => !found.has(id)));
  const merged = mergeNodes(prev, read);
  return gone.size === 0 ? merged : merged.filter((n) => !gone.has(n.id));
}
