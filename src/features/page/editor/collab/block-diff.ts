/**
 * Which top-level blocks of a page stay when its text changes: the longest common subsequence
 * of the old and new blocks' signatures (after the common head and tail are taken off). Kept
 * blocks keep their Yjs items; the others are removed and inserted.
 */

/** Old blocks removed, and for each kept new block the old block it is. */
export interface BlockPlan {
  removedOld: number[];
  keptNewToOld: Map<number, number>;
}

/** Above this many cells the middle is replaced whole instead of diffed (memory and time). */
const MAX_CELLS = 1_000_000;

export function diffBlocks(old: readonly string[], next: readonly string[]): BlockPlan {
  const kept = new Map<number, number>();
  let head = 0;
  while (head < old.length && head < next.length && old[head] === next[head]) {
    kept.set(head, head);
    head++;
  }
  let tail = 0;
  while (
    tail < old.length - head &&
    tail < next.length - head &&
    old[old.length - 1 - tail] === next[next.length - 1 - tail]
  ) {
    kept.set(next.length - 1 - tail, old.length - 1 - tail);
    tail++;
  }
  const a = old.slice(head, old.length - tail);
  const b = next.slice(head, next.length - tail);
  if (a.length > 0 && b.length > 0 && a.length * b.length <= MAX_CELLS) {
    for (const [i, j] of lcsPairs(a, b)) kept.set(head + j, head + i);
  }
  const keptOld = new Set(kept.values());
  const removedOld: number[] = [];
  for (let i = 0; i < old.length; i++) if (!keptOld.has(i)) removedOld.push(i);
  return { removedOld, keptNewToOld: kept };
}

/** Index pairs [i in a, j in b] of one longest common subsequence. */
function lcsPairs(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const n = a.length;
  const m = b.length;
  const table = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => table[i * (m + 1) + j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * (m + 1) + j] =
        a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}
