/**
 * The compact form of a page version (issue 29): an edit script that turns one text (the next
 * newer version, or the page's text now) into another. JSON text of a list whose numbers > 0 keep
 * that many characters of the base text, numbers < 0 skip that many, and strings are inserted. A
 * day's edits to a long page cost a few hundred bytes instead of the whole page. In core because
 * the revisions domain writes these scripts and the database's version-base middleware
 * (db/version-base.ts) rebases them when a page's text changes.
 */
import { diffArrays } from 'diff';

/** Tags, runs of spaces, words (up to a space or a tag), or a lone bracket. */
const TOKEN = /<[^<>]*>|\s+|[^\s<>]+|[<>]/gu;

/** Past this many edited tokens the older text is kept whole (a rewrite saves little). */
const MAX_EDIT = 4000;

/** A character a token may end or start beside: a space or a tag's bracket. */
const EDGE = /[\s<>]/u;

const tokensOf = (html: string): string[] => html.match(TOKEN) ?? [];

/** One step of a script: keep (> 0) or skip (< 0) that many characters, or insert a string. */
export type Op = number | string;

/** Appends `op`, merged into the last one when both keep, both skip or both insert. */
export function push(ops: Op[], op: Op): void {
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
  // The common start and end by character first (a save changes a few words of a long page):
  // only the middles are cut into tokens and diffed. Any cut gives a correct script.
  let start = 0;
  const shorter = Math.min(newer.length, older.length);
  while (start < shorter && newer.charCodeAt(start) === older.charCodeAt(start)) start += 1;
  let end = 0;
  while (
    end < shorter - start &&
    newer.charCodeAt(newer.length - 1 - end) === older.charCodeAt(older.length - 1 - end)
  ) {
    end += 1;
  }
  // Back to a token's edge, so the diff sees whole words (and never half a surrogate pair).
  while (start > 0 && !EDGE.test(newer[start - 1] as string)) start -= 1;
  while (end > 0 && !EDGE.test(newer[newer.length - end] as string)) end -= 1;
  const a = tokensOf(newer.slice(start, newer.length - end));
  const b = tokensOf(older.slice(start, older.length - end));
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
  push(ops, start + lengthOf(a.slice(0, head)));
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
  push(ops, lengthOf(a.slice(a.length - tail)) + end);
  const body = JSON.stringify(ops);
  return body.length < older.length ? body : null;
}

/** The steps of a stored script; throws when it is no such list. */
export function opsOf(delta: string): Op[] {
  const ops = JSON.parse(delta) as unknown;
  if (!Array.isArray(ops)) throw new Error('A version of the page is damaged');
  for (const op of ops) {
    if (typeof op !== 'string' && !(typeof op === 'number' && Number.isInteger(op))) {
      throw new Error('A version of the page is damaged');
    }
  }
  return ops as Op[];
}

/** Applies a script made by makeDelta to the text it was made from. */
export function applyDelta(newer: string, delta: string): string {
  let at = 0;
  let out = '';
  for (const op of opsOf(delta)) {
    if (typeof op === 'string') out += op;
    else {
      if (op > 0) out += newer.slice(at, at + op);
      at += Math.abs(op);
    }
  }
  if (at !== newer.length) throw new Error('A version of the page does not fit the next one');
  return out;
}

/**
 * A short fingerprint of a text (its length and a 32-bit FNV-1a hash of its UTF-16 units): a
 * version stored against the page's text carries the fingerprint of the text it fits, so a page
 * changed behind the history's back is found, never read as a wrong version.
 */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}
