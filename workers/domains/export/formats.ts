/**
 * The export formats, each declared once: its file type (one file, or a .zip when it is
 * packaged) and its writer. `EXPORT_FORMATS` (contract/export.ts) names them; this record's type
 * makes a format without an entry — a writer, a file type — fail the build, so no format can
 * fall through to another's writer. How to add one: docs/architecture.md.
 */
import {
  type BookWriter,
  EXPORT_FILE_TYPES,
  type ExportFileType,
  type ExportFormat,
} from '../../contract/export';
import type { ImageRef } from './assemble/page-html';
import { createMarkdownWriter } from './markdown/write-markdown';

/** What a writer is made with: the pictures found while planning, and the file's name. */
export interface WriterContext {
  images: ImageRef[];
  fileName: string;
}

export interface ExportFormatEntry {
  /** The file type of a single-file export. */
  file: ExportFileType;
  /** The file type when the export is packaged (pictures beside Markdown, PDF volumes). */
  packaged?: ExportFileType;
  /** The writer; EPUB's, Word's and the PDF's are loaded on first use (chunks of their own). */
  writer(context: WriterContext): Promise<BookWriter>;
}

export const EXPORT_FORMAT_ENTRIES: Readonly<Record<ExportFormat, ExportFormatEntry>> = {
  markdown: {
    file: EXPORT_FILE_TYPES.markdown,
    packaged: EXPORT_FILE_TYPES.markdownZip,
    writer: async ({ images, fileName }) =>
      createMarkdownWriter({ images, markdownName: fileName.replace(/\.zip$/i, '.md') }),
  },
  epub: {
    file: EXPORT_FILE_TYPES.epub,
    writer: async () => (await import('./epub/write-epub')).writeEpub,
  },
  docx: {
    file: EXPORT_FILE_TYPES.docx,
    writer: async () => (await import('./docx/write-docx')).writeDocx,
  },
  pdf: {
    file: EXPORT_FILE_TYPES.pdf,
    packaged: EXPORT_FILE_TYPES.pdfZip,
    writer: async () => (await import('./pdf/write-pdf')).writePdf,
  },
};
