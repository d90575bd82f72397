/**
 * A version's script moved onto the page's next text without a diff reads back the same version,
 * byte for byte, whatever the save changed (random pages and edits from a fixed seed).
 */
import { describe, expect, it } from 'vitest';
import { seededRandom as random } from '../../tests/seeded-random';
import { applyDelta, makeDelta, opsOf } from './version-delta';
import { changedStretch, composeDelta, rebaseDelta } from './version-rebase';

const PIECES = [
  'the',
  'harbour',
  'rain',
  ' ',
  '  ',
  '\n',
  '<p>',
  '</p>',
  '<b>',
  '</b>',
  '<em class="x">',
  '</em>',
  '<',
  '>',
  'كان',
  'المطر',
  '我们',
  '北京。',
  'нет',
  '😀',
  '😁',
  '🌧️',
  '👩‍👩‍👧',
  '𝔸',
  'é',
  'e\u0301',
];

type Random = () => number;

const pick = <T>(rnd: Random, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

const textOf = (rnd: Random, pieces: number): string =>
  Array.from({ length: pieces }, () => pick(rnd, PIECES)).join('');

/** A cut that never parts a surrogate pair (a page's text is well formed). */
function boundary(text: string, at: number): number {
  const unit = text.charCodeAt(at);
  return at > 0 && at < text.length && unit >= 0xdc00 && unit <= 0xdfff ? at - 1 : at;
}

/** One random save: an insert, a delete or a replace at the start, middle or end, or all. */
function edited(rnd: Random, text: string): string {
  const kind = Math.floor(rnd() * 10);
  if (kind === 0) return rnd() < 0.3 ? '' : textOf(rnd, Math.floor(rnd() * 40));
  const where = Math.floor(rnd() * 3);
  const at =
    where === 0 ? 0 : where === 2 ? text.length : boundary(text, Math.floor(rnd() * text.length));
  const length = Math.floor(rnd() * 12);
  const to = boundary(text, Math.min(text.length, at + (kind < 4 ? 0 : length)));
  const from = where === 2 ? boundary(text, Math.max(0, text.length - length)) : at;
  const start = Math.min(from, to);
  const stop = where === 2 ? text.length : Math.max(from, to);
  const typed = kind >= 7 ? '' : textOf(rnd, 1 + Math.floor(rnd() * 4));
  return text.slice(0, start) + typed + text.slice(stop);
}

/** The script for `page` → `version`: a diff's, or the whole version when a diff is no smaller. */
const scriptOf = (page: string, version: string): string =>
  makeDelta(page, version) ?? JSON.stringify([-page.length, version].filter((op) => op !== 0));

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function expectCanonical(delta: string): void {
  const ops = opsOf(delta);
  ops.forEach((op, i) => {
    expect(op === 0 || op === '').toBe(false);
    const last = ops[i - 1];
    if (last === undefined) return;
    // Keeps, skips and inserts merged as push merges them.
    if (typeof op === 'string') expect(typeof last).not.toBe('string');
    else if (typeof last === 'number') expect(Math.sign(op)).not.toBe(Math.sign(last));
    if (typeof op === 'string') expect(LONE_SURROGATE.test(op)).toBe(false);
  });
}

describe('composeDelta / rebaseDelta', () => {
  it('reads back the same version after every save of random pages and edits', () => {
    const rnd = random(29);
    let checked = 0;
    let scripts = 0;
    for (let round = 0; round < 150; round += 1) {
      let page = round % 15 === 0 ? '' : textOf(rnd, Math.floor(rnd() * 120));
      let version = page;
      for (let i = 0; i < 1 + Math.floor(rnd() * 6); i += 1) version = edited(rnd, version);
      if (round % 25 === 1) version = '';
      let script = scriptOf(page, version);
      expect(applyDelta(page, script)).toBe(version);
      for (let save = 0; save < 25; save += 1) {
        const next = edited(rnd, page);
        const composed = composeDelta(script, page, next);
        expect(applyDelta(next, composed)).toBe(version);
        expectCanonical(composed);
        const body = rebaseDelta(script, page, next);
        if (body !== null) {
          expect(body).toBe(composed);
          expect(body.length).toBeLessThan(version.length);
          scripts += 1;
        } else expect(composed.length).toBeGreaterThanOrEqual(version.length);
        script = composed;
        page = next;
        checked += 1;
      }
    }
    expect(checked).toBe(150 * 25);
    // Many are short enough to be kept as scripts (rebaseDelta's answer is checked too).
    expect(scripts).toBeGreaterThan(checked / 10);
  });

  it('keeps a character outside the first plane whole when a save changes half of it', () => {
    // 😀 and 😁 share their first UTF-16 unit.
    const page = 'a😀b';
    const next = 'a😁b';
    expect(changedStretch(page, next)).toEqual({ start: 1, end: 1 });
    const version = 'x😀b';
    const script = JSON.stringify(['x', -1, 3]);
    const composed = composeDelta(script, page, next);
    expect(composed).toBe(JSON.stringify([-3, 'x😀', 1]));
    expect(applyDelta(next, composed)).toBe(version);
    // The end too: 🌧 and 🌨 share their first unit, and a text ends after each.
    expect(changedStretch('🌧z', '🌨z')).toEqual({ start: 0, end: 1 });
    expect(changedStretch('z\ud83c\udf27', 'y\ud83c\udf27')).toEqual({ start: 0, end: 2 });
  });

  it('turns only the kept characters the save replaced into inserted text', () => {
    const page = '<p>one two three four</p>';
    const version = '<p>one 2 three four five</p>';
    const script = makeDelta(page, version) as string;
    const next = '<p>one two THREE four</p>';
    const composed = composeDelta(script, page, next);
    expect(applyDelta(next, composed)).toBe(version);
    // "three" was kept by the version and replaced by the save: it is now inserted; the rest of
    // the script is as it was.
    expect(JSON.parse(composed)).toEqual([7, -3, '2', 1, -5, 'three', 5, ' five', 4]);
  });

  it('refuses a script that does not fit the page, as applyDelta does', () => {
    expect(() => composeDelta('[3]', 'four', 'five')).toThrow();
    expect(() => composeDelta('{"a":1}', 'four', 'five')).toThrow();
    expect(() => composeDelta('[1.5]', 'four', 'five')).toThrow();
  });
});
