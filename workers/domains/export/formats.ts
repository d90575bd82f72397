/**
 * The export formats' writers, each declared once. `EXPORT_FORMATS` (contract/export.ts) names
 * the formats and `EXPORT_FILE_TYPES` there their files; this record's type makes a format
 * without a writer fail the build, so no format can fall through to another's writer. How to
 * add one: docs/architecture.md.
 */
import type { BookWriter, ExportFormat } from '../../contract/export';
import type { ImageRef } from './assemble/page-html';
import { createMarkdownWriter } from './markdown/write-markdown';

/** What a writer is made with: the pictures found while planning, and the file's name. */
export interface WriterContext {
  images: ImageRef[];
  fileName: string;
}

/** Makes the format's writer; EPUB's, Word's and the PDF's load on first use (chunks of their own). */
export type WriterFactory = (context: WriterContext) => Promise<BookWriter>;

export const EXPORT_WRITERS: Readonly<Record<ExportFormat, WriterFactory>> = {
  markdown: async ({ images, fileName }) =>
    createMarkdownWriter({ images, markdownName: fileName.replace(/\.zip$/i, '.md') }),
  epub: async () => (await import('./epub/write-epub')).writeEpub,
  docx: async () => (await import('./docx/write-docx')).writeDocx,
  pdf: async () => (await import('./pdf/write-pdf')).writePdf,
};
