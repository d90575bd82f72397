/**
 * Rotating snapshots of the book in OPFS `backups/` (docs/spec/design.md §3): `backup-<timestamp>.json`,
 * the newest 20 kept. A snapshot is the export file with a one-line `snapshot` header spliced
 * in front (`{"snapshot":{title,createdAt,appVersion},` on the first line), so it still imports
 * as an export file and its title is read from the first few KB. Recovery files are never rotated.
 */
import { APP_VERSION } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import {
  exclusive,
  listFiles,
  type OpfsRootProvider,
  openFolder,
  openRoot,
  readTextFile,
  readTextPrefix,
  removeFile,
  writeTextFile,
} from './opfs';

/** How many `backup-*` snapshots are kept. */
export const SNAPSHOT_KEEP = 20;

/** Longest title stored in a header (keeps the first line inside `HEADER_BYTES`). */
const MAX_TITLE = 200;
const HEADER_BYTES = 4096;

/** A snapshot name: `backup-` and an ISO timestamp with `:` and `.` turned into `-`. */
const SNAPSHOT_NAME = /^backup-(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.json$/;

/** The header spliced into a snapshot. */
export interface SnapshotHeader {
  title: string | null;
  createdAt: string;
  appVersion: string;
  /** A replace's file (issue 28): what was replaced with what. */
  replace?: { find: string; replace: string };
}

/** A file of `backups/` as listed: a snapshot, a recovery copy, or another JSON file. */
export interface SnapshotInfo {
  name: string;
  size: number;
  lastModified: number;
  kind: 'snapshot' | 'recovery' | 'replace' | 'other';
  /** The book title from the header; null without one. */
  title: string | null;
  createdAt: string | null;
  /** A replace's file: what was replaced with what (its Undo writes the texts back). */
  replace?: { find: string; replace: string };
}

/** `backup-2024-05-01T12-30-45-123Z.json` for that instant. */
export function snapshotName(at: Date): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}.json`;
}

/** The instant a snapshot name stands for, or null for other names. */
function snapshotTime(name: string): number | null {
  const m = SNAPSHOT_NAME.exec(name);
  return m ? Date.parse(`${m[1]}:${m[2]}:${m[3]}.${m[4]}Z`) : null;
}

/** Rejects names that could leave `backups/` or are not JSON files. */
export function checkSnapshotName(name: unknown): string {
  if (
    typeof name !== 'string' ||
    !/^[^/\\]+\.json$/i.test(name) ||
    name.includes('..') ||
    name.startsWith('.')
  ) {
    throw new AppError('invalid_argument', { reason: `snapshot name ${JSON.stringify(name)}` });
  }
  return name;
}

/** The export text with the header as its first line; the text must be a JSON object. */
export function withSnapshotHeader(json: string, header: SnapshotHeader): string {
  const start = typeof json === 'string' ? json.search(/\S/) : -1;
  if (start < 0 || json[start] !== '{') {
    throw new AppError('invalid_argument', { reason: 'a snapshot must be a JSON object' });
  }
  const rest = json.slice(start + 1).replace(/^[ \t]*\r?\n/, '');
  const comma = rest.trimStart().startsWith('}') ? '' : ',';
  return `{"snapshot":${JSON.stringify(header)}${comma}\n${rest}`;
}

/** The header of a snapshot's first line, or null when it has none. */
export function parseSnapshotHeader(prefix: string): SnapshotHeader | null {
  const line = /^\{"snapshot":(\{.*\}),?\r?\n/.exec(prefix);
  if (!line?.[1]) return null;
  try {
    const h = JSON.parse(line[1]) as Partial<SnapshotHeader>;
    const r = h.replace;
    return {
      title: typeof h.title === 'string' ? h.title : null,
      createdAt: typeof h.createdAt === 'string' ? h.createdAt : '',
      appVersion: typeof h.appVersion === 'string' ? h.appVersion : '',
      ...(r && typeof r.find === 'string' && typeof r.replace === 'string'
        ? { replace: { find: r.find, replace: r.replace } }
        : {}),
    };
  } catch {
    return null;
  }
}

const backups = async (provider?: OpfsRootProvider) =>
  openFolder(await openRoot(provider), 'backups');

/** Deletes `backup-*` snapshots beyond the newest `keep`; returns the names removed. */
export async function rotateSnapshots(
  dir: FileSystemDirectoryHandle,
  keep = SNAPSHOT_KEEP,
): Promise<string[]> {
  const names: string[] = [];
  for await (const name of dir.keys()) if (snapshotTime(name) !== null) names.push(name);
  const stale = names.sort().reverse().slice(keep);
  for (const name of stale) await removeFile(dir, name);
  return stale;
}

/**
 * Writes `json` (an export file's text) as a new snapshot and rotates; returns its name. The
 * name's instant is `now`, moved past the newest existing snapshot if needed, so names never
 * collide and the newest snapshot always sorts last.
 */
export async function writeSnapshot(
  json: string,
  options: { title?: string | null; now?: Date } = {},
  provider?: OpfsRootProvider,
): Promise<string> {
  const createdAt = options.now ?? new Date();
  const title = options.title?.trim().slice(0, MAX_TITLE) || null;
  const text = withSnapshotHeader(json, {
    title,
    createdAt: createdAt.toISOString(),
    appVersion: APP_VERSION,
  });
  const dir = await backups(provider);
  return exclusive(async () => {
    let at = createdAt.getTime();
    for await (const existing of dir.keys()) {
      const t = snapshotTime(existing);
      if (t !== null && t >= at) at = t + 1;
    }
    const name = snapshotName(new Date(at));
    await writeTextFile(dir, name, text);
    await rotateSnapshots(dir);
    return name;
  });
}

/** A replace's file (issue 28): `replace-` and an ISO timestamp, as a snapshot's name. */
const REPLACE_NAME = /^replace-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/;

const kindOf = (name: string): SnapshotInfo['kind'] =>
  snapshotTime(name) !== null
    ? 'snapshot'
    : REPLACE_NAME.test(name)
      ? 'replace'
      : name.startsWith('recovery-')
        ? 'recovery'
        : 'other';

/**
 * Keeps a replace's file (its first line a snapshot header) in `backups/`; the newest
 * SNAPSHOT_KEEP of them are kept, apart from the book's snapshots. Returns its name.
 */
export async function writeReplaceFile(text: string, provider?: OpfsRootProvider): Promise<string> {
  const dir = await backups(provider);
  return exclusive(async () => {
    const names: string[] = [];
    for await (const existing of dir.keys()) if (REPLACE_NAME.test(existing)) names.push(existing);
    let name = `replace-${snapshotName(new Date()).slice('backup-'.length)}`;
    for (let at = Date.now() + 1; names.includes(name); at += 1) {
      name = `replace-${snapshotName(new Date(at)).slice('backup-'.length)}`;
    }
    await writeTextFile(dir, name, text);
    const stale = [...names, name].sort().reverse().slice(SNAPSHOT_KEEP);
    for (const old of stale) await removeFile(dir, old);
    return name;
  });
}

/** The JSON files of `backups/`, newest first, with the title of each snapshot's header. */
export async function listSnapshots(provider?: OpfsRootProvider): Promise<SnapshotInfo[]> {
  const dir = await backups(provider);
  const files = (await listFiles(dir)).filter((f) => /\.json$/i.test(f.name));
  const out: SnapshotInfo[] = [];
  for (const file of files) {
    let header: SnapshotHeader | null = null;
    try {
      header = parseSnapshotHeader(await readTextPrefix(dir, file.name, HEADER_BYTES));
    } catch (error) {
      console.error(`Reading the header of ${file.name} failed`, error);
    }
    out.push({
      ...file,
      kind: kindOf(file.name),
      title: header?.title ?? null,
      createdAt: header?.createdAt || null,
      ...(header?.replace ? { replace: header.replace } : {}),
    });
  }
  return out;
}

/** The text of a file of `backups/`; bad names are rejected before anything is read. */
export async function readSnapshot(name: string, provider?: OpfsRootProvider): Promise<string> {
  const checked = checkSnapshotName(name);
  return readTextFile(await backups(provider), checked);
}
