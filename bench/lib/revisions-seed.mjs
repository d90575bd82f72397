/**
 * A year of page history made in Node for S18 (issue 29), in the app's stored form
 * (workers/contract/revisions.ts, PageVersionRecord): each older version an edit script against
 * the next, the newest one against the page's text now (`form: 'page'` with the text's
 * fingerprint), made exactly as workers/core/version-delta.ts and version-head.ts make them (a
 * copy: the app reads these back in the bench, so a drift fails the scenario).
 */
import { diffArrays } from 'diff';

const TOKEN = /<[^<>]*>|\s+|[^\s<>]+|[<>]/gu;
const MAX_EDIT = 4000;
const EDGE = /[\s<>]/u;
const tokensOf = (html) => html.match(TOKEN) ?? [];
const lengthOf = (tokens) => tokens.reduce((sum, t) => sum + t.length, 0);

function push(ops, op) {
  if (op === 0 || op === '') return;
  const last = ops.at(-1);
  if (typeof op === 'number' && typeof last === 'number' && Math.sign(op) === Math.sign(last))
    ops[ops.length - 1] = last + op;
  else if (typeof op === 'string' && typeof last === 'string') ops[ops.length - 1] = last + op;
  else ops.push(op);
}

/** The script that turns `newer` into `older`, or null (keep `older` whole). */
export function makeDelta(newer, older) {
  let start = 0;
  const shorter = Math.min(newer.length, older.length);
  while (start < shorter && newer.charCodeAt(start) === older.charCodeAt(start)) start += 1;
  let end = 0;
  while (
    end < shorter - start &&
    newer.charCodeAt(newer.length - 1 - end) === older.charCodeAt(older.length - 1 - end)
  )
    end += 1;
  while (start > 0 && !EDGE.test(newer[start - 1])) start -= 1;
  while (end > 0 && !EDGE.test(newer[newer.length - end])) end -= 1;
  const a = tokensOf(newer.slice(start, newer.length - end));
  const b = tokensOf(older.slice(start, older.length - end));
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  const ops = [];
  push(ops, start + lengthOf(a.slice(0, head)));
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  if (midA.length > 0 || midB.length > 0) {
    const changes = diffArrays(midA, midB, { maxEditLength: MAX_EDIT });
    if (!changes) return null;
    for (const c of changes) {
      if (c.added) push(ops, c.value.join(''));
      else if (c.removed) push(ops, -lengthOf(c.value));
      else push(ops, lengthOf(c.value));
    }
  }
  push(ops, lengthOf(a.slice(a.length - tail)) + end);
  const body = JSON.stringify(ops);
  return body.length < older.length ? body : null;
}

/** The fingerprint of the text a script applies to (length and 32-bit FNV-1a). */
export function textHash(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}

/** A small seeded random generator (mulberry32). */
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDITS = ['quietly', 'again', 'at last', 'by the river', 'without a word', 'slowly'];

/** A day's edit: a few words of one paragraph changed. */
export function editOnce(html, rand) {
  const paragraphs = html.split('</p>');
  const i = Math.floor(rand() * Math.max(1, paragraphs.length - 1));
  const words = (paragraphs[i] ?? '').split(' ');
  for (let k = 0; k < 3 && words.length > 2; k += 1) {
    const at = 1 + Math.floor(rand() * (words.length - 2));
    words[at] = EDITS[Math.floor(rand() * EDITS.length)];
  }
  paragraphs[i] = words.join(' ');
  return paragraphs.join('</p>');
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The versions of one page edited on `days` days before `now` (one version kept at the first
 * change of each day), oldest first, ready for the page_versions table; `current` is the page
 * after the last day's edit.
 */
export function yearOfVersions(pageId, title, html, days, rand, now = Date.now()) {
  const texts = [];
  let text = html;
  for (let d = 0; d < days; d += 1) {
    texts.push(text);
    text = editOnce(text, rand);
  }
  const records = texts.map((body, d) => ({
    pageId,
    at: new Date(now - (days - d) * DAY).toISOString(),
    reason: 'day',
    words: 0,
    title,
    place: '',
    form: 'full',
    body,
  }));
  for (let d = 0; d < records.length - 1; d += 1) {
    const delta = makeDelta(texts[d + 1], texts[d]);
    if (delta !== null) {
      records[d].form = 'delta';
      records[d].body = delta;
    }
  }
  // The newest against the page's text now (the app's database keeps it so as the page changes).
  const newest = records.at(-1);
  const delta = newest ? makeDelta(text, newest.body) : null;
  if (newest && delta !== null) {
    newest.form = 'page';
    newest.body = delta;
    newest.basePage = pageId;
    newest.baseHash = textHash(text);
  }
  return { records, current: text };
}
