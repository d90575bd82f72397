// Merges the keys of a JSON file into locales/en.json, or another locale with --lang=xx (deep,
// existing values overwritten only when --overwrite is given). Several people may add keys at
// once: run it under `flock /tmp/locales.lock` so one merge reads and writes a file at a time.
// Usage: node scripts/add-en-keys.mjs new-keys.json [--overwrite] [--lang=ar]
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const flag = args.includes('--overwrite') ? '--overwrite' : undefined;
const lang = args.find((a) => a.startsWith('--lang='))?.slice(7) ?? 'en';
if (!file) {
  console.error('Usage: node scripts/add-en-keys.mjs new-keys.json [--overwrite]');
  process.exit(1);
}
const target = new URL(`../locales/${lang}.json`, import.meta.url);
const additions = JSON.parse(readFileSync(file, 'utf8'));
const en = JSON.parse(readFileSync(target, 'utf8'));
const merge = (into, from) => {
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === 'object') {
      if (!into[k] || typeof into[k] !== 'object') into[k] = {};
      merge(into[k], v);
    } else if (!(k in into) || flag === '--overwrite') into[k] = v;
  }
};
merge(en, additions);
const tmp = new URL(`../locales/.${lang}.json.tmp`, import.meta.url);
writeFileSync(tmp, `${JSON.stringify(en, null, 2)}\n`);
renameSync(tmp, target);
console.log(`locales/${lang}.json updated`);
