/** Tests of the file-name rules. */
import { describe, expect, it } from 'vitest';
import {
  databaseExportFileName,
  newBookFilename,
  opfsDocumentName,
  suggestedSaveName,
} from './file-names';

const now = new Date('2024-03-09T23:30:00Z');

describe('suggestedSaveName', () => {
  it('lowercases and turns whitespace into hyphens', () => {
    expect(suggestedSaveName('My Great Book', now)).toBe('my-great-book.json');
    expect(suggestedSaveName('  Two\t\nLines  ', now)).toBe('two-lines.json');
  });

  it('replaces reserved characters by hyphens, collapsing runs and trimming the edges', () => {
    expect(suggestedSaveName('A<B>C:D"E/F\\G|H?I*J', now)).toBe('a-b-c-d-e-f-g-h-i-j.json');
    expect(suggestedSaveName('Why? / Because!', now)).toBe('why-because!.json');
    expect(suggestedSaveName('--Part -- One--', now)).toBe('part-one.json');
    expect(suggestedSaveName('"Quoted"', now)).toBe('quoted.json');
  });

  it('keeps other characters, including other scripts', () => {
    expect(suggestedSaveName("L'Été Über", now)).toBe("l'été-über.json");
    expect(suggestedSaveName('我的书', now)).toBe('我的书.json');
  });

  it('uses the dated default name without a usable title', () => {
    const fallback = 'story-builder-book-2024-03-09.json';
    for (const title of [null, undefined, '', '   ', '???', ' / * | ', '---']) {
      expect(suggestedSaveName(title, now)).toBe(fallback);
    }
  });

  it('uses the UTC date and defaults to today', () => {
    expect(suggestedSaveName('', new Date('2024-12-31T23:59:59-05:00'))).toBe(
      'story-builder-book-2025-01-01.json',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(suggestedSaveName(null)).toBe(`story-builder-book-${today}.json`);
  });
});

describe('databaseExportFileName', () => {
  it('uses the title, else the filename, else database_export', () => {
    expect(databaseExportFileName({ title: 'My Book', filename: 'file' })).toBe('My Book.json');
    expect(databaseExportFileName({ title: '  ', filename: 'My-Book' })).toBe('My-Book.json');
    expect(databaseExportFileName({ title: null, filename: null })).toBe('database_export.json');
    expect(databaseExportFileName({})).toBe('database_export.json');
    expect(databaseExportFileName(null)).toBe('database_export.json');
  });

  it('replaces characters not allowed in file names by underscores', () => {
    expect(databaseExportFileName({ title: 'A<B>C:D"E/F\\G|H?I*J' })).toBe(
      'A_B_C_D_E_F_G_H_I_J.json',
    );
    expect(databaseExportFileName({ title: 'Tab\there\u0000\u001f!' })).toBe('Tab_here__!.json');
    expect(databaseExportFileName({ title: 'Ünïcödé 书' })).toBe('Ünïcödé 书.json');
  });

  it('does not double the .json suffix', () => {
    expect(databaseExportFileName({ title: 'backup.json' })).toBe('backup.json');
    expect(databaseExportFileName({ filename: 'Backup.JSON' })).toBe('Backup.JSON');
    expect(databaseExportFileName({ title: 'notes.jsonl' })).toBe('notes.jsonl.json');
  });
});

describe('opfsDocumentName', () => {
  it('lowercases, trims and turns spaces into hyphens', () => {
    expect(opfsDocumentName('My Great Book')).toBe('my-great-book.json');
    expect(opfsDocumentName('  Padded   Title  ')).toBe('padded-title.json');
  });

  it('removes non-alphanumerics but keeps hyphens and letters of any script', () => {
    expect(opfsDocumentName("L'Été: Part #2!")).toBe('lété-part-2.json');
    expect(opfsDocumentName('A - B')).toBe('a---b.json');
    expect(opfsDocumentName('我的书 第1卷')).toBe('我的书-第1卷.json');
    expect(opfsDocumentName('หนังสือ ของฉัน')).toBe('หนังสือ-ของฉัน.json');
  });

  it('falls back to untitled.json', () => {
    for (const title of ['', '   ', '?!*', ' - ', null]) {
      expect(opfsDocumentName(title)).toBe('untitled.json');
    }
  });
});

describe('newBookFilename', () => {
  it('replaces each whitespace run by a hyphen and changes nothing else', () => {
    expect(newBookFilename('New Book Title')).toBe('New-Book-Title');
    expect(newBookFilename('A  B\t\nC')).toBe('A-B-C');
    expect(newBookFilename('Why? Not!')).toBe('Why?-Not!');
    expect(newBookFilename(' Edge ')).toBe('-Edge-');
    expect(newBookFilename('')).toBe('');
  });
});
