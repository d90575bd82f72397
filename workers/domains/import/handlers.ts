/**
 * Import and export handlers for the facade (the lead composes them into workers/api.ts):
 * the full-database export with its file name, the import of a book file, and a dry-run
 * validation that reports what an import would do without touching the database.
 */
import { EXPORT_RESET_DELAY_MS } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import { databaseExportFileName } from '../../contract/file-names';
import type { FrontmatterRecord } from '../../contract/records';
import type { DbSession } from '../../db/session';
import type { BookJson } from '../../files/book-json';
import { prepareImport } from './prepare-import';
import { importBook } from './run-import';
import type { ImportFormat, ImportNote, ImportProgress, ImportReport, SkippedTable } from './types';

/** What an import of the text would do, without doing it. */
export interface ImportPreview {
  format: ImportFormat;
  tables: Array<{ table: string; records: number }>;
  skipped: SkippedTable[];
  warnings: string[];
  fileHandles: number;
  /** What the import would normalise or leave out. */
  notes: ImportNote[];
}

export interface ExportedFile {
  fileName: string;
  json: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `bookJson` writes the open book's file text (files/book-json.ts; the facade passes one that
 * knows the project's pictures).
 */
export function createImportExportHandlers(session: DbSession, bookJson: BookJson) {
  return {
    /**
     * The whole database as the export file's text (2-space JSON), after the spec's 100 ms
     * pause, named after the front matter (record 1).
     */
    async exportDatabase(): Promise<ExportedFile> {
      await pause(EXPORT_RESET_DELAY_MS);
      if (!session.isOpen) throw new AppError('export_not_accessible');
      const db = session.get();
      let frontmatter: FrontmatterRecord | undefined;
      try {
        frontmatter = await db.frontmatter.get(1);
      } catch (error) {
        throw new AppError('export_failed', { reason: (error as Error).message });
      }
      return { fileName: databaseExportFileName(frontmatter), json: await bookJson() };
    },

    /**
     * Imports a book file (its text, or the File itself: a Blob crosses to the worker without a
     * copy, and is read here, off the main thread); see run-import.ts.
     */
    async importBook(
      input: string | Blob,
      options: { clear?: boolean } = {},
      onProgress?: (progress: ImportProgress) => unknown,
    ): Promise<ImportReport> {
      let text: string;
      try {
        text = typeof input === 'string' ? input : await input.text();
      } catch {
        throw new AppError('file_read_failed');
      }
      return importBook(session, text, {
        ...(options.clear === undefined ? {} : { clear: options.clear }),
        ...(onProgress ? { onProgress } : {}),
      });
    },

    /** Checks a book file's text as an import would, and says what it would import. */
    async validateImportText(text: string): Promise<ImportPreview> {
      const prepared = prepareImport(text);
      return {
        format: prepared.format,
        tables: Object.entries(prepared.tables).map(([table, rows]) => ({
          table,
          records: rows.length,
        })),
        skipped: prepared.skipped,
        warnings: prepared.warnings,
        fileHandles: prepared.fileHandles.length,
        notes: prepared.notes,
      };
    },
  };
}
