// Merges the keys of a JSON file into locales/en.json (deep, existing values overwritten only
// when --overwrite is given). Usage: node scripts/add-en-keys.mjs new-keys.json [--overwrite]
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node scripts/add-en-keys.mjs new-keys.json [--overwrite]');
  process.exit(1);
}
const target = new URL('../locales/en.json', import.meta.url);
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
const tmp = new URL('../locales/.en.json.tmp', import.meta.url);
writeFileSync(tmp, `${JSON.stringify(en, null, 2)}\n`);
renameSync(tmp, target);
console.log('locales/en.json updated');
