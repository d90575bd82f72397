/** The exported file's name and type: the book's save name with the format's extension. */
import { EXPORT_FILE_TYPES, type ExportFormat } from '../../contract/export';
import { suggestedSaveName } from '../../contract/file-names';

export function exportFileType(format: ExportFormat, packaged: boolean) {
  if (format === 'markdown')
    return packaged ? EXPORT_FILE_TYPES.markdownZip : EXPORT_FILE_TYPES.markdown;
  if (format === 'pdf') return packaged ? EXPORT_FILE_TYPES.pdfZip : EXPORT_FILE_TYPES.pdf;
  return EXPORT_FILE_TYPES[format];
}

/** `my-book.md`, `my-book.zip`, `my-book.epub`, `my-book.docx`. */
export function exportFileName(title: string, format: ExportFormat, packaged: boolean): string {
  const base = suggestedSaveName(title).replace(/\.json$/i, '');
  return `${base}${exportFileType(format, packaged).extension}`;
}
