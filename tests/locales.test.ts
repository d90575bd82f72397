/** Locale parity: all 30 files have the same keys and are really translated. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/languages';
import { ALLOWED_SAME_AS_ENGLISH } from './locale-allow-list.mjs';

const dir = new URL('../locales/', import.meta.url);
type Tree = { [key: string]: string | Tree };
const flat = (obj: Tree, prefix = '', out: Record<string, string> = {}) => {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object') flat(v, key, out);
    else out[key] = v;
  }
  return out;
};
const load = (file: string) => flat(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Tree);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// The 30 codes of docs/spec/product-and-screens.md §9 (src/i18n/languages.test.ts checks the list itself).
const CODES: string[] = LANGUAGES.map((l) => l.code);
const en = load('en.json');

describe('locales', () => {
  it('has exactly one file per supported language', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5));
    expect(files.sort()).toEqual([...CODES].sort());
  });

  for (const code of CODES.filter((c) => c !== 'en')) {
    it(`${code} has the same keys as English, translated, with the same placeholders`, () => {
      const loc = load(`${code}.json`);
      expect(Object.keys(loc).sort()).toEqual(Object.keys(en).sort());
      const untranslated = Object.keys(en).filter(
        (k) => loc[k] === en[k] && !ALLOWED_SAME_AS_ENGLISH.includes(en[k] as string),
      );
      expect(untranslated).toEqual([]);
      for (const k of Object.keys(en)) {
        expect(placeholders(loc[k] ?? ''), `${code}: ${k}`).toEqual(placeholders(en[k] ?? ''));
      }
      const empty = Object.keys(loc).filter((k) => !String(loc[k]).trim());
      expect(empty).toEqual([]);
    });
  }
});
