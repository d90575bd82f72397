/** Export presets (issue 25): built in, saved with the book, replaced by name, deleted, in the file. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createFacadeParts } from '../../api';
import { DEFAULT_EXPORT_CHOICES, type ExportChoices } from '../../contract/export';
import { DbSession } from '../../db/session';

let session: DbSession;
let parts: ReturnType<typeof createFacadeParts>;

beforeEach(async () => {
  session = new DbSession(freshDbName('export-presets'), null);
  parts = createFacadeParts(session);
  await parts.lifecycle.init();
});
afterEach(() => session.close());

const choices = (change: (c: ExportChoices) => void): ExportChoices => {
  const c = structuredClone(DEFAULT_EXPORT_CHOICES);
  change(c);
  return c;
};

describe('export presets', () => {
  it('has the standard manuscript and the other built-in presets', async () => {
    const presets = await parts.bookExport.listExportPresets();
    const manuscript = presets.find((p) => p.id === 'manuscript');
    expect(manuscript).toMatchObject({ format: 'pdf', builtIn: true });
    expect(manuscript?.choices.pdf.kind).toBe('manuscript');
    expect(presets.find((p) => p.id === 'print-6x9')?.choices.pdf).toMatchObject({
      kind: 'book',
      trim: '6x9',
    });
    expect(presets.map((p) => p.format)).toEqual(['pdf', 'pdf', 'epub', 'docx']);
  });

  it('saves a preset with the book (one of the same name replaced), never with left-out items taken in', async () => {
    const mine = choices((c) => {
      c.pdf.trim = 'a5';
      c.chapterNumbers = 'roman';
      c.includeLeftOut = true;
    });
    await parts.bookExport.saveExportPreset('  Small <b>book</b> ', 'pdf', mine);
    let presets = await parts.bookExport.saveExportPreset('Small book', 'pdf', {
      ...mine,
      chapterNumbers: 'numerals',
    });
    const saved = presets.filter((p) => !p.builtIn);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: 'Small book', format: 'pdf' });
    expect(saved[0]?.choices).toMatchObject({
      chapterNumbers: 'numerals',
      includeLeftOut: false,
      pdf: { trim: 'a5' },
    });
    // Kept in the book file, and back after opening it.
    const file = (await parts.importExport.exportDatabase()).json;
    expect(file).toContain('Small book');
    await parts.importExport.importBook(file, { clear: true });
    presets = await parts.bookExport.listExportPresets();
    const back = presets.find((p) => p.name === 'Small book');
    expect(back?.choices.pdf.trim).toBe('a5');
    // Deleted: gone; a built-in one cannot be.
    presets = await parts.bookExport.deleteExportPreset(back?.id as string);
    expect(presets.some((p) => p.name === 'Small book')).toBe(false);
    presets = await parts.bookExport.deleteExportPreset('manuscript');
    expect(presets.some((p) => p.id === 'manuscript')).toBe(true);
  });

  it('refuses a preset without a name', async () => {
    await expect(
      parts.bookExport.saveExportPreset('  ', 'epub', structuredClone(DEFAULT_EXPORT_CHOICES)),
    ).rejects.toThrow();
  });
});
