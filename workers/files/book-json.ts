/**
 * Full-database export (docs/spec/data-layer-and-files.md §3 "Export file", §7): every table as one array, the
 * metadata block (version label 1.2) and the file-handle metadata, pretty-printed with two
 * spaces. Tables are read in chunks inside one read transaction (a consistent snapshot);
 * `exportDatabaseJson` writes the text as it reads, so no second copy of the book is built.
 */
import Dexie from 'dexie';
import { DATABASE_NAME, EXPORT_INDENT, EXPORT_VERSION_LABEL } from '../contract/constants';
import { AppError } from '../contract/errors';
import type { ImageHandleEntry } from '../contract/images';
import type { AnyRecord } from '../contract/records';
import { LOCAL_ONLY_TABLES } from '../contract/tables';
import type { DbSession } from '../db/session';
import { blobIdsIn } from './image-handles';
import { forEachChunk } from './read-chunks';
import { replaceBlobUrls } from './replace-blob-urls';

/** One remembered image file handle (the images domain builds them). */
export type FileHandleEntry = ImageHandleEntry;

/** What the UI hands in about its handle store. */
export interface FileHandlesInput {
  handles: FileHandleEntry[];
  /** Number of project handles (folder and book file) in the store. */
  projectHandles?: number;
}

export interface ExportFileHandles {
  handles: FileHandleEntry[];
  stats: { projectHandles: number; fileHandles: number; total: number };
  exportedAt: string;
}

export interface ExportMetadata {
  exportedAt: string;
  databaseName: string;
  version: string;
}

/** The export file (docs/spec/data-layer-and-files.md §3). */
export interface DatabaseExport {
  metadata: ExportMetadata;
  data: Record<string, AnyRecord[]>;
  fileHandles: ExportFileHandles;
}

/**
 * The file-handle block, or a function that builds it from the blob ids of the project images
 * the exported pages show (collected while the tables are written).
 */
export type FileHandlesSource =
  | FileHandlesInput
  | ((blobIds: ReadonlySet<string>) => Promise<FileHandlesInput>);

/** Progress per table: `done` of `total` tables written. */
export type ExportProgress = (done: number, total: number) => void;

function fileHandlesBlock(input: FileHandlesInput | undefined, at: string): ExportFileHandles {
  const handles = input?.handles ?? [];
  const projectHandles = input?.projectHandles ?? 0;
  return {
    handles,
    stats: { projectHandles, fileHandles: handles.length, total: projectHandles + handles.length },
    exportedAt: at,
  };
}

const metadataBlock = (at: string): ExportMetadata => ({
  exportedAt: at,
  databaseName: DATABASE_NAME,
  version: EXPORT_VERSION_LABEL,
});

/** A record as exported: blob URLs in its content replaced (a shallow copy only then). */
function exportRecord(record: AnyRecord): AnyRecord {
  const content = record.content;
  if (typeof content !== 'string') return record;
  const replaced = replaceBlobUrls(content);
  return replaced === content ? record : { ...record, content: replaced };
}

function report(onProgress: ExportProgress | undefined, done: number, total: number): void {
  try {
    onProgress?.(done, total);
  } catch (error) {
    console.error('An export progress listener failed', error);
  }
}

/** Receives the tables in order: `begin`, then the rows in chunks. */
interface TableVisitor {
  begin(name: string): void;
  rows(rows: AnyRecord[]): void;
}

/**
 * Visits every table in one read transaction; fails with "Database is not accessible for
 * export" when the database is closed, else with "Database export failed: {reason}".
 */
async function eachTable(
  db: Dexie,
  visitor: TableVisitor,
  onProgress: ExportProgress | undefined,
): Promise<void> {
  if (!db.isOpen()) throw new AppError('export_not_accessible');
  try {
    // This browser's caches are not the book (LOCAL_ONLY_TABLES).
    const tables = db.tables.filter((t) => !LOCAL_ONLY_TABLES.has(t.name));
    await db.transaction('r', tables, async () => {
      const total = tables.length;
      for (const [i, table] of tables.entries()) {
        visitor.begin(table.name);
        await forEachChunk(table, (rows) => visitor.rows(rows.map(exportRecord)));
        report(onProgress, i + 1, total);
      }
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Dexie.DatabaseClosedError) throw new AppError('export_not_accessible');
    throw new AppError('export_failed', { reason: (error as Error)?.message ?? String(error) });
  }
}

/** Reads every table into the export object (docs/spec/data-layer-and-files.md §3). */
export async function exportDatabase(
  db: Dexie,
  fileHandles?: FileHandlesInput,
  onProgress?: ExportProgress,
): Promise<DatabaseExport> {
  const at = new Date().toISOString();
  const data: Record<string, AnyRecord[]> = {};
  let list: AnyRecord[] = [];
  const visitor: TableVisitor = {
    begin: (name) => {
      list = [];
      data[name] = list;
    },
    rows: (rows) => {
      for (const row of rows) list.push(row);
    },
  };
  await eachTable(db, visitor, onProgress);
  return { metadata: metadataBlock(at), data, fileHandles: fileHandlesBlock(fileHandles, at) };
}

/** The export file's text: JSON with a 2-space indent. */
export function serializeExport(value: DatabaseExport): string {
  return JSON.stringify(value, null, EXPORT_INDENT);
}

/** `JSON.stringify(value, null, 2)` nested `depth` levels deep (JSON text has no raw newlines). */
const nested = (value: unknown, depth: number): string =>
  (JSON.stringify(value, null, EXPORT_INDENT) ?? 'null').replace(
    /\n/g,
    `\n${' '.repeat(EXPORT_INDENT * depth)}`,
  );

/**
 * The export file's text, written while the tables are read: exactly
 * `serializeExport(await exportDatabase(db, ...))`, without ever holding the export object.
 */
export async function exportDatabaseJson(
  db: Dexie,
  fileHandles?: FileHandlesSource,
  onProgress?: ExportProgress,
  extra?: BookJsonExtra,
): Promise<string> {
  const at = new Date().toISOString();
  const pad = (depth: number) => `\n${' '.repeat(EXPORT_INDENT * depth)}`;
  // String concatenation builds a rope: parts are not copied until the text is used.
  let out = `{${pad(1)}"metadata": ${nested(metadataBlock(at), 1)},${pad(1)}"data": {`;
  let tables = 0;
  let rowsInTable = 0;
  let currentTable = '';
  const blobIds = new Set<string>();
  const closeTable = () => {
    if (tables > 0) out += rowsInTable > 0 ? `${pad(2)}]` : ']';
  };
  const visitor: TableVisitor = {
    begin: (name) => {
      currentTable = name;
      closeTable();
      out += `${tables > 0 ? ',' : ''}${pad(2)}${JSON.stringify(name)}: [`;
      tables += 1;
      rowsInTable = 0;
    },
    rows: (rows) => {
      extra?.rows?.(currentTable, rows);
      for (const row of rows) {
        const content = (row as { content?: unknown }).content;
        if (typeof content === 'string') blobIdsIn(content, blobIds);
        out += `${rowsInTable > 0 ? ',' : ''}${pad(3)}${nested(row, 3)}`;
        rowsInTable += 1;
      }
    },
  };
  await eachTable(db, visitor, onProgress);
  closeTable();
  out += tables > 0 ? `${pad(1)}}` : '}';
  const handles = typeof fileHandles === 'function' ? await fileHandles(blobIds) : fileHandles;
  out += `,${pad(1)}"fileHandles": ${nested(fileHandlesBlock(handles, at), 1)}`;
  const blocks = extra ? await extra.finish() : {};
  for (const [key, value] of Object.entries(blocks)) {
    out += `,${pad(1)}${JSON.stringify(key)}: ${nested(value, 1)}`;
  }
  return `${out}\n}`;
}

/** How the book file is written: `carryPictures` puts the project's pictures inside it. */
export interface BookJsonHow {
  carryPictures?: boolean;
}

/** The file-handle block of the pictures the book shows, told how the file is written. */
export type PicturesSource = (
  blobIds: ReadonlySet<string>,
  how: BookJsonHow,
) => Promise<FileHandlesInput>;

/**
 * More of the book file, written after `fileHandles` (the book's Yjs state, issue 31): `rows`
 * sees every table's rows as they are written, `finish` answers the blocks to add.
 */
export interface BookJsonExtra {
  rows?(table: string, rows: readonly AnyRecord[]): void;
  finish(): Promise<Record<string, unknown>>;
}

/** The open book as its file's text: what a save, a snapshot and a download write. */
export type BookJson = (how?: BookJsonHow) => Promise<string>;

/** The book JSON of the session's open book, its pictures' block from `pictures`. */
export function bookJsonOf(
  session: DbSession,
  pictures?: PicturesSource,
  extra?: () => BookJsonExtra,
): BookJson {
  return async (how = {}) => {
    if (!session.isOpen) throw new AppError('export_not_accessible');
    return exportDatabaseJson(
      session.get(),
      pictures && ((blobIds: ReadonlySet<string>) => pictures(blobIds, how)),
      undefined,
      extra?.(),
    );
  };
}
