/**
 * The files inside a .zip the author chose (a folder of Markdown, a zipped Scrivener project),
 * with fflate. A zip bomb is refused before anything is inflated, by the sizes its directory
 * declares (all together at most MAX_ARCHIVE_BYTES, no large entry packed over MAX_PACK_RATIO
 * times), and again by what actually came out. When every entry sits in one top folder, that
 * folder is the zip's own name and is dropped, so `Book.zip` holding `Book/…` is one folder.
 */
import { unzipSync } from 'fflate';
import type { ImportProblem, ImportSource } from '../../contract/manuscript-import';
import { isHiddenOrSystem } from './file-kinds';
import { MAX_ARCHIVE_BYTES, MAX_IMPORT_FILES, MAX_PACK_RATIO, RATIO_FLOOR_BYTES } from './limits';

export type Unpacked =
  | { ok: true; sources: ImportSource[] }
  | { ok: false; problem: ImportProblem };

export function unpackZip(source: ImportSource): Unpacked {
  const fail = (code: ImportProblem['code'], detail?: string): Unpacked => ({
    ok: false,
    problem: { code, file: source.path, fatal: true, ...(detail ? { detail } : {}) },
  });
  let declared = 0;
  let entries = 0;
  let bomb: ImportProblem['code'] | null = null;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(source.bytes, {
      filter(entry) {
        if (entry.name.endsWith('/') || isHiddenOrSystem(entry.name)) return false;
        entries += 1;
        declared += entry.originalSize;
        if (entries > MAX_IMPORT_FILES) bomb ??= 'too_many_files';
        if (declared > MAX_ARCHIVE_BYTES) bomb ??= 'archive_too_large';
        if (
          entry.originalSize > RATIO_FLOOR_BYTES &&
          entry.originalSize > entry.size * MAX_PACK_RATIO
        )
          bomb ??= 'archive_too_large';
        return bomb === null;
      },
    });
  } catch (error) {
    return fail('corrupt_archive', error instanceof Error ? error.message : undefined);
  }
  if (bomb) return fail(bomb);
  let actual = 0;
  for (const bytes of Object.values(files)) actual += bytes.length;
  if (actual > MAX_ARCHIVE_BYTES) return fail('archive_too_large');
  const names = Object.keys(files);
  const tops = new Set(names.map((name) => (name.includes('/') ? name.split('/')[0] : '')));
  const [onlyTop] = [...tops];
  const strip = tops.size === 1 && onlyTop && !/\.scriv$/i.test(onlyTop) ? `${onlyTop}/` : '';
  const base = source.path.replace(/\.zip$/i, '');
  return {
    ok: true,
    sources: names.map((name) => ({
      path: `${base}/${name.slice(strip.length)}`,
      bytes: files[name] as Uint8Array,
    })),
  };
}
