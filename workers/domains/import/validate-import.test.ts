/** Every accepted and rejected import shape, with the exact messages of docs/spec/data-layer-and-files.md §8. */
import { describe, expect, it } from 'vitest';
import type { Checked } from './types';
import {
  detectFormat,
  parseImportText,
  SKIP_REASONS,
  schemaTableNames,
  selectTables,
  validateImportFile,
  validateMigratedData,
} from './validate-import';

const messageOf = <T>(r: Checked<T>): string => (r.ok ? 'accepted' : r.error.message);
const acceptedValue = <T>(r: Checked<T>): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const EBOOK =
  'Invalid import file: This is a v2 ebook export format, not a database backup. Please use a database backup file created from the "Save Book" option in the File menu.';
const UNRECOGNISED =
  'Invalid export format: Unrecognized JSON structure. Expected either the new format (metadata and data) or the legacy format (arrays of documents, chapters, characters, locations or frontmatter).';

describe('validateImportFile', () => {
  it('needs a file', () => {
    expect(messageOf(validateImportFile(null))).toBe('No file provided');
    expect(messageOf(validateImportFile(undefined))).toBe('No file provided');
  });

  it('needs a JSON type or a .json name, in any letter case', () => {
    const file = (name: string, type: string) => ({ name, type, size: 10 });
    expect(messageOf(validateImportFile(file('book.txt', 'text/plain')))).toBe(
      'File must be a JSON file',
    );
    expect(messageOf(validateImportFile(file('book.json.txt', '')))).toBe(
      'File must be a JSON file',
    );
    expect(validateImportFile(file('book', 'application/JSON')).ok).toBe(true);
    expect(validateImportFile(file('BOOK.JSON', '')).ok).toBe(true);
    expect(validateImportFile(file('b.bin', 'application/ld+json')).ok).toBe(true);
  });

  it('rejects something that is not a file description', () => {
    const bogus = { size: 1 } as unknown as { name: string; type: string; size: number };
    expect(messageOf(validateImportFile(bogus))).toBe('Invalid file provided for import');
  });
});

describe('parseImportText', () => {
  it('parses JSON, also with a BOM', () => {
    expect(acceptedValue(parseImportText('{"a":1}')).value).toEqual({ a: 1 });
    expect(acceptedValue(parseImportText('\uFEFF{"a":1}')).value).toEqual({ a: 1 });
  });

  it('reports bad JSON with the parser reason', () => {
    const r = parseImportText('{"a":');
    expect(r.ok).toBe(false);
    let reason = '';
    try {
      JSON.parse('{"a":');
    } catch (e) {
      reason = (e as Error).message;
    }
    expect(messageOf(r)).toBe(`Failed to parse JSON: ${reason}`);
    expect(messageOf(parseImportText('not json at all'))).toMatch(/^Failed to parse JSON: .+/);
    expect(messageOf(parseImportText(''))).toMatch(/^Failed to parse JSON: .+/);
  });

  it('accepts the text form: header lines, then a JSON body', () => {
    const body = { timestamp: '2026-01-01T00:00:00.000Z', data: { metadata: {}, data: {} } };
    const text = `My {Great} Book\nJane Doe\n2026-01-01\n\n${JSON.stringify(body, null, 2)}\n`;
    const parsed = acceptedValue(parseImportText(text));
    expect(parsed.value).toEqual(body);
    expect(parsed.header).toEqual(['My {Great} Book', 'Jane Doe', '2026-01-01']);
  });

  it('accepts a header line that itself starts with a brace', () => {
    const text = `{Draft} title\nAuthor\n{"timestamp":1,"data":{}}`;
    expect(acceptedValue(parseImportText(text)).value).toEqual({ timestamp: 1, data: {} });
  });

  it('reports the body error of a text form whose body is broken', () => {
    expect(messageOf(parseImportText('Title\nAuthor\n{"timestamp": '))).toMatch(
      /^Failed to parse JSON: /,
    );
  });

  it('parses the auto-save JSON with a header field as plain JSON', () => {
    const file = { header: { title: 'T', author: 'A', date: 'D' }, metadata: {}, data: {} };
    expect(acceptedValue(parseImportText(JSON.stringify(file))).value).toEqual(file);
  });
});

describe('detectFormat', () => {
  const newFile = (data: unknown, databaseName = 'storyBuilderV2') => ({
    metadata: { exportedAt: 'x', databaseName, version: '1.2' },
    data,
    fileHandles: { handles: [{ imageId: 'i1', metadata: { name: 'a.jpg' } }] },
  });

  it('rejects everything that is not an object', () => {
    for (const value of [null, [], [1, 2], 'text', 3, true]) {
      expect(messageOf(detectFormat(value))).toBe('Invalid JSON format: Expected an object.');
    }
  });

  it('rejects a v2 ebook export', () => {
    expect(messageOf(detectFormat({ format: 'ebook-v2', metadata: {}, content: {} }))).toBe(EBOOK);
  });

  it('accepts the new format and keeps its file handles', () => {
    const detected = acceptedValue(detectFormat(newFile({ documents: [{ uuid: 'u' }] })));
    expect(detected.format).toBe('new');
    expect(detected.tables).toEqual({ documents: [{ uuid: 'u' }] });
    expect(detected.warnings).toEqual([]);
    expect(detected.fileHandles).toHaveLength(1);
  });

  it('needs the data of the new format to be an object', () => {
    for (const data of [null, [], 'x', 1]) {
      expect(messageOf(detectFormat(newFile(data)))).toBe('Invalid import data format');
    }
  });

  it('only warns about a different database name', () => {
    const detected = acceptedValue(detectFormat(newFile({ documents: [{}] }, 'otherDb')));
    expect(detected.warnings).toEqual([
      'The file comes from the database "otherDb", not "storyBuilderV2"; it is imported anyway.',
    ]);
  });

  it('accepts the auto-save form, its data in the new format or a tables object', () => {
    const wrapped = acceptedValue(detectFormat({ timestamp: 1, data: newFile({ notes: [{}] }) }));
    expect(wrapped).toMatchObject({ format: 'autosave', tables: { notes: [{}] } });
    expect(wrapped.fileHandles).toHaveLength(1);
    const bare = acceptedValue(detectFormat({ timestamp: 1, data: { notes: [{}] } }));
    expect(bare).toMatchObject({ format: 'autosave', tables: { notes: [{}] } });
    expect(messageOf(detectFormat({ timestamp: 1, data: [] }))).toBe('Invalid import data format');
  });

  it('accepts the legacy format with an array for any of its keys', () => {
    for (const key of ['documents', 'chapters', 'characters', 'locations', 'frontmatter']) {
      expect(acceptedValue(detectFormat({ [key]: [] })).format).toBe('legacy');
    }
  });

  it('fails an object without any table', () => {
    expect(messageOf(detectFormat({}))).toBe('No data tables found in import file');
    expect(messageOf(detectFormat(newFile({})))).toBe('No data tables found in import file');
  });

  it('fails an unrecognised structure, naming both expected formats', () => {
    expect(messageOf(detectFormat({ hello: 'world' }))).toBe(UNRECOGNISED);
    expect(messageOf(detectFormat({ chapters: 'not an array' }))).toBe(UNRECOGNISED);
    expect(messageOf(detectFormat({ metadata: {} }))).toBe(UNRECOGNISED);
  });
});

describe('table rules', () => {
  it('skips tables that are not arrays, empty or unknown, with the reason', () => {
    const { tables, skipped } = acceptedValue(
      selectTables({ notes: [{ a: 1 }], labels: [], dragons: [{}], characters: { x: 1 } }),
    );
    expect(Object.keys(tables)).toEqual(['notes']);
    expect(skipped).toEqual([
      { table: 'labels', reason: SKIP_REASONS.empty },
      { table: 'dragons', reason: SKIP_REASONS.unknown },
      { table: 'characters', reason: SKIP_REASONS.notArray },
    ]);
  });

  it('fails when no table is left', () => {
    expect(messageOf(selectTables({ labels: [], dragons: [{}] }))).toBe(
      'No data tables found in import file',
    );
  });

  it('knows every table of schema 7', () => {
    const names = schemaTableNames();
    for (const t of ['tree_nodes', 'chapters', 'ebook_settings', 'afterword', 'notes']) {
      expect(names.has(t)).toBe(true);
    }
    expect(names.has('body_content')).toBe(false);
  });
});

describe('validateMigratedData', () => {
  const good = { documents: [{}], current_document: [{}], frontmatter: [{}], app_setup: [] };

  it('accepts data with the required tables', () => {
    expect(validateMigratedData(good).ok).toBe(true);
  });

  it('needs documents, current_document and frontmatter', () => {
    for (const table of ['documents', 'current_document', 'frontmatter']) {
      expect(messageOf(validateMigratedData({ ...good, [table]: undefined }))).toBe(
        'Migrated data validation failed',
      );
      expect(messageOf(validateMigratedData({ ...good, [table]: [] }))).toBe(
        'Migrated data validation failed',
      );
    }
  });

  it('needs app_setup to be an array', () => {
    expect(messageOf(validateMigratedData({ ...good, app_setup: undefined }))).toBe(
      'Missing or invalid app_setup table',
    );
    expect(messageOf(validateMigratedData({ ...good, app_setup: { version: '1' } }))).toBe(
      'Missing or invalid app_setup table',
    );
  });
});
