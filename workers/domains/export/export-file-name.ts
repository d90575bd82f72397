/** The exported file's name and type: the book's save name with the format's extension. */
import { EXPORT_FILE_TYPES, type ExportFileType, type ExportFormat } from '../../contract/export';
import { suggestedSaveName } from '../../contract/file-names';

/** The format's file type; a packaged export (pictures, volumes) is its .zip where it has one. */
export function exportFileType(format: ExportFormat, packaged: boolean): ExportFileType {
  const entry = EXPORT_FILE_TYPES[format];
  return packaged && entry.packaged ? entry.packaged : entry.file;
}

/** `my-book.md`, `my-book.zip`, `my-book.epub`, `my-book.docx`. */
export function exportFileName(title: string, format: ExportFormat, packaged: boolean): string {
  const base = suggestedSaveName(title).replace(/\.json$/i, '');
  return `${base}${exportFileType(format, packaged).extension}`;
}
