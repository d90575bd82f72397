/** The export formats' registry: every format has its file type and a writer of its own. */
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS, type ExportFormat } from '../../contract/export';
import { exportFileType } from './export-file-name';
import { EXPORT_WRITERS, type WriterFactory } from './formats';

describe('the export formats', () => {
  it('each has a file type and a writer of its own', async () => {
    const writers = new Set<unknown>();
    for (const format of EXPORT_FORMATS) {
      expect(exportFileType(format, false).extension).toMatch(/^\.[a-z]+$/);
      const writer = await EXPORT_WRITERS[format]({ images: [], fileName: 'book.md' });
      expect(typeof writer).toBe('function');
      writers.add(writer);
    }
    expect(writers.size).toBe(EXPORT_FORMATS.length);
  });

  it('packages Markdown with pictures and PDF volumes as a .zip, never EPUB or Word', () => {
    expect(exportFileType('markdown', true).extension).toBe('.zip');
    expect(exportFileType('pdf', true).extension).toBe('.zip');
    expect(exportFileType('epub', true).extension).toBe('.epub');
    expect(exportFileType('docx', true).extension).toBe('.docx');
  });

  it('does not build with a format left out (the compiler checks the record)', () => {
    const { pdf: _left, ...three } = EXPORT_WRITERS;
    // @ts-expect-error: 'pdf' has no writer, so this is not a registry of every format.
    const partial: Record<ExportFormat, WriterFactory> = three;
    expect(Object.keys(partial)).toHaveLength(EXPORT_FORMATS.length - 1);
  });
});
