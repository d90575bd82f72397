/**
 * Unpacking a `.zip` safely: at most `maxEntries` entries, at most `maxTotalBytes` unpacked
 * (counted before anything is inflated), only the entries `wanted` asks for. fflate inflates
 * each entry into a buffer of the size its directory declares and never grows it, so an entry
 * that lies about its size cannot unpack more than it declared: the limits hold for zip bombs.
 */
import { unzipSync } from 'fflate';
import type { ImportProblem, ImportSource } from '../../../contract/manuscript-import';

export interface UnzipLimits {
  maxEntries: number;
  maxTotalBytes: number;
}

export const DEFAULT_UNZIP_LIMITS: UnzipLimits = Object.freeze({
  maxEntries: 100_000,
  maxTotalBytes: 512 * 1024 * 1024,
});

export type UnzipResult =
  | { ok: true; sources: ImportSource[] }
  | { ok: false; problem: ImportProblem };

class LimitExceeded extends Error {
  constructor(readonly code: 'too_many_files' | 'archive_too_large') {
    super(code);
  }
}

/** An entry path made safe to use as a key: '/'-separated, no '.', '..' or empty parts. */
function cleanEntryPath(name: string): string | undefined {
  const parts = name.replace(/\\/g, '/').split('/');
  if (parts.some((part) => part === '..')) return undefined;
  const kept = parts.filter((part) => part !== '' && part !== '.');
  if (kept.length === 0 || name.endsWith('/')) return undefined;
  // macOS adds resource forks (__MACOSX/…, ._name): never the author's files.
  if (kept[0] === '__MACOSX' || kept.some((part) => part.startsWith('._'))) return undefined;
  return kept.join('/');
}

/**
 * Unpacks `zip`; each entry becomes a source named `<zip path>/<entry path>`. A damaged archive
 * answers `corrupt_archive`, one over the limits `too_many_files` or `archive_too_large`: all
 * fatal, nothing of it comes in.
 */
export function unzipLimited(
  zip: ImportSource,
  wanted: (entryPath: string) => boolean,
  limits: UnzipLimits = DEFAULT_UNZIP_LIMITS,
): UnzipResult {
  let entries = 0;
  let total = 0;
  const names = new Map<string, string>();
  try {
    const files = unzipSync(zip.bytes, {
      filter(file) {
        entries += 1;
        if (entries > limits.maxEntries) throw new LimitExceeded('too_many_files');
        const path = cleanEntryPath(file.name);
        if (!path || !wanted(path)) return false;
        total += file.originalSize;
        if (total > limits.maxTotalBytes) throw new LimitExceeded('archive_too_large');
        names.set(file.name, path);
        return true;
      },
    });
    const sources: ImportSource[] = [];
    for (const [name, bytes] of Object.entries(files)) {
      const path = names.get(name);
      if (path) sources.push({ path: `${zip.path}/${path}`, bytes });
    }
    return { ok: true, sources };
  } catch (error) {
    const code = error instanceof LimitExceeded ? error.code : 'corrupt_archive';
    const detail =
      code === 'too_many_files'
        ? String(limits.maxEntries)
        : code === 'archive_too_large'
          ? `${Math.round(limits.maxTotalBytes / (1024 * 1024))} MB`
          : undefined;
    return {
      ok: false,
      problem: { code, file: zip.path, fatal: true, ...(detail ? { detail } : {}) },
    };
  }
}
