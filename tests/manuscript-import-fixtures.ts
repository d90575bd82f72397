/** Files of tests/fixtures/manuscript-import as the UI hands a selection to the worker. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ImportSource, SelectedManuscriptFile } from '../workers/contract/manuscript-import';

export const FIXTURES = join(__dirname, 'fixtures/manuscript-import');

export function fixtureBytes(path: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, path)));
}

/** Every file under `folder` (of the fixtures), paths starting with the folder's own name. */
export function fixtureFolder(folder: string): ImportSource[] {
  const root = join(FIXTURES, folder);
  const base = join(root, '..');
  const out: ImportSource[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else
        out.push({
          path: relative(base, full).split('\\').join('/'),
          bytes: new Uint8Array(readFileSync(full)),
        });
    }
  };
  walk(root);
  return out;
}

export const selected = (sources: ImportSource[]): SelectedManuscriptFile[] =>
  sources.map((s) => ({ path: s.path, file: new Blob([s.bytes.slice()]) }));
