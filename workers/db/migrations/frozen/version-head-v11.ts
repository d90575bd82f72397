/**
 * FROZEN: the page-version scripts as schema step 11 writes them (core/version-delta.ts and
 * core/version-head.ts when it shipped). The script format and the text fingerprint are stored:
 * the live ones read what this writes.
 */

import { diffArrays } from 'diff';
import type { PageVersionRecord } from '../../../contract/revisions';

/** Tags, runs of spaces, words (up to a space or a tag), or a lone bracket. */
const TOKEN = /<[^<>]*>|\s+|[^\s<>]+|[<>]/gu;

/** Past this many edited tokens the older text is kept whole (a rewrite saves little). */
const MAX_EDIT = 4000;

/** A character a token may end or start beside: a space or a tag's bracket. */
const EDGE = /[\s<>]/u;

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

/** `record` (the page's newest version, whose HTML is `text`) stored against `pageText`. */
export function storeHead(
  record: PageVersionRecord,
  text: string,
  pageText: string | null,
): PageVersionRecord {
  const { basePage: _page, baseHash: _hash, ...rest } = record;
  const delta = pageText === null ? null : makeDelta(pageText, text);
  if (delta === null || pageText === null) return { ...rest, form: 'full', body: text };
  return {
    ...rest,
    form: 'page',
    body: delta,
    basePage: record.pageId,
    baseHash: textHash(pageText),
  };
}
