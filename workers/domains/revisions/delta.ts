/**
 * The compact form of an older version: an edit script that turns the next newer version's HTML
 * into it. JSON text of a list whose numbers > 0 keep that many characters of the newer text,
 * numbers < 0 skip that many, and strings are inserted. A day's edits to a long page cost a few
 * hundred bytes instead of the whole page.
 */
import { diffArrays } from 'diff';

/** Tags, runs of spaces, words (up to a space or a tag), or a lone bracket. */
const TOKEN = /<[^<>]*>|\s+|[^\s<>]+|[<>]/gu;

/** Past this many edited tokens the older text is kept whole (a rewrite saves little). */
const MAX_EDIT = 4000;

const tokensOf = (html: string): string[] => html.match(TOKEN) ?? [];

type Op = number | string;

function push(ops: Op[], op: Op): void {
  if (op === 0 || op === '') return;
  const last = ops.at(-1);
  if (typeof op === 'number' && typeof last === 'number' && Math.sign(op) === Math.sign(last)) {
    ops[ops.length - 1] = last + op;
  } else if (typeof op === 'string' && typeof last === 'string') {
    ops[ops.length - 1] = last + op;
  } else ops.push(op);
}

const lengthOf = (tokens: readonly string[]): number =>
  tokens.reduce((sum, token) => sum + token.length, 0);

/**
 * The script that turns `newer` into `older`, or null when the two differ so much that keeping
 * `older` whole is as good.
 */
export function makeDelta(newer: string, older: string): string | null {
  const a = tokensOf(newer);
  const b = tokensOf(older);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail += 1;
  }
  const ops: Op[] = [];
  push(ops, lengthOf(a.slice(0, head)));
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  if (midA.length > 0 || midB.length > 0) {
    const changes = diffArrays(midA, midB, { maxEditLength: MAX_EDIT });
    if (!changes) return null;
    for (const change of changes) {
      if (change.added) push(ops, change.value.join(''));
      else if (change.removed) push(ops, -lengthOf(change.value));
      else push(ops, lengthOf(change.value));
    }
  }
  push(ops, lengthOf(a.slice(a.length - tail)));
  const body = JSON.stringify(ops);
  return body.length < older.length ? body : null;
}

/** Applies a script made by makeDelta to the newer text it was made from. */
export function applyDelta(newer: string, delta: string): string {
  const ops = JSON.parse(delta) as unknown;
  if (!Array.isArray(ops)) throw new Error('A version of the page is damaged');
  let at = 0;
  let out = '';
  for (const op of ops) {
    if (typeof op === 'string') out += op;
    else if (typeof op === 'number' && Number.isInteger(op)) {
      if (op > 0) out += newer.slice(at, at + op);
      at += Math.abs(op);
    } else throw new Error('A version of the page is damaged');
  }
  if (at !== newer.length) throw new Error('A version of the page does not fit the next one');
  return out;
}
