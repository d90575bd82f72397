/**
 * A year of page history made in Node for S18 (issue 29), in the app's stored form
 * (workers/contract/revisions.ts, PageVersionRecord): the newest version whole, each older one an
 * edit script against the next, made exactly as workers/domains/revisions/delta.ts makes it (a
 * copy: the app reads these back in the bench, so a drift fails the scenario).
 */
import { diffArrays } from 'diff';

const TOKEN = /<[^<>]*>|\s+|[^\s<>]+|[<>]/gu;
const MAX_EDIT = 4000;
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
  const a = tokensOf(newer);
  const b = tokensOf(older);
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
  push(ops, lengthOf(a.slice(0, head)));
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
  push(ops, lengthOf(a.slice(a.length - tail)));
  const body = JSON.stringify(ops);
  return body.length < older.length ? body : null;
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
    name: null,
    snapshot: null,
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
  return { records, current: text };
}
