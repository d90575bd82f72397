// Lists, for each locale (or the ones named), keys missing against en.json, extra keys, values
// still equal to English (outside the reviewed allow-list) and placeholder mismatches.
// Usage: node scripts/locale-status.mjs [code ...]
import { readdirSync, readFileSync } from 'node:fs';
import { ALLOWED_SAME_AS_ENGLISH } from '../tests/locale-allow-list.mjs';

const dir = new URL('../locales/', import.meta.url);
const flat = (obj, prefix = '', out = {}) => {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flat(v, key, out);
    else out[key] = v;
  }
  return out;
};
const load = (code) => flat(JSON.parse(readFileSync(new URL(`${code}.json`, dir), 'utf8')));
const placeholders = (s) =>
  [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const en = load('en');
const wanted = process.argv.slice(2);
const codes = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'en.json')
  .map((f) => f.slice(0, -5))
  .filter((c) => wanted.length === 0 || wanted.includes(c));
let problems = 0;
for (const code of codes) {
  const loc = load(code);
  const missing = Object.keys(en).filter((k) => !(k in loc));
  const extra = Object.keys(loc).filter((k) => !(k in en));
  const same = Object.keys(en).filter(
    (k) => k in loc && loc[k] === en[k] && !ALLOWED_SAME_AS_ENGLISH.includes(en[k]),
  );
  const badPlaceholders = Object.keys(en).filter(
    (k) => k in loc && placeholders(loc[k]) !== placeholders(en[k]),
  );
  const count = missing.length + extra.length + same.length + badPlaceholders.length;
  problems += count;
  console.log(
    `${code}: ${count === 0 ? 'complete' : `${missing.length} missing, ${extra.length} extra, ${same.length} same as English, ${badPlaceholders.length} placeholder mismatches`}`,
  );
  if (count && wanted.length) {
    for (const k of missing) console.log(`  missing ${k}`);
    for (const k of extra) console.log(`  extra ${k}`);
    for (const k of same) console.log(`  same ${k}: ${en[k]}`);
    for (const k of badPlaceholders) console.log(`  placeholders ${k}`);
  }
}
process.exit(problems ? 1 : 0);
