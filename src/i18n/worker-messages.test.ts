/**
 * Every message complete (issue 12): every message of the error catalogue and every import
 * note, rendered with its parameters in every locale, leaves no placeholder; every locale has
 * the same placeholders as English; a failure whose parameters were lost shows the worker's
 * complete message, never a template.
 */
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../workers/contract/errors';
import { stringKeyed } from './keys';
import {
  bookPartOf,
  bookPartsText,
  ERROR_DETAILS,
  errorDetail,
  errorText,
  failureText,
  importNoteText,
} from './worker-messages';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Record<string, Tree> }>('../../locales/*.json', {
  eager: true,
});
const LOCALES = new Map(
  Object.entries(files).map(([path, module]) => [
    path.replace(/^.*\/(.+)\.json$/, '$1'),
    module.default,
  ]),
);
const CODES = [...LOCALES.keys()];
const load = (code: string) => LOCALES.get(code) as Record<string, Tree>;
const en = load('en');
const SECTIONS = ['errors', 'import_notes'] as const;

const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();

/** A distinct, recognisable value for every placeholder. */
const sampleParams = (template: string) =>
  Object.fromEntries(placeholders(template).map((name) => [name, `<${name}-value>`]));

async function translator(code: string): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: code,
    fallbackLng: 'en',
    resources: { en: { translation: en }, [code]: { translation: load(code) } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe.each(CODES)('%s', (code) => {
  const messages = load(code);
  let t: TFunction;
  beforeAll(async () => {
    t = await translator(code);
  });

  it('has the same placeholders as English in the error catalogue and the import notes', () => {
    for (const section of SECTIONS) {
      const english = en[section] as Record<string, string>;
      const local = messages[section] as Record<string, string>;
      expect(Object.keys(local).sort(), section).toEqual(Object.keys(english).sort());
      for (const [key, template] of Object.entries(english)) {
        expect(placeholders(local[key] ?? ''), `${section}.${key}`).toEqual(placeholders(template));
      }
    }
  });

  it('renders every message with its parameters, leaving no placeholder', () => {
    for (const section of SECTIONS) {
      for (const [key, template] of Object.entries(en[section] as Record<string, string>)) {
        const params = sampleParams(template);
        const text = stringKeyed(t)(`${section}.${key}`, params);
        expect(text, `${section}.${key}`).not.toMatch(/\{\{|\}\}/);
        for (const value of Object.values(params))
          expect(text, `${section}.${key}`).toContain(value);
      }
    }
  });
});

describe('errorText', () => {
  let t: TFunction;
  let fr: TFunction;
  beforeAll(async () => {
    t = await translator('en');
    fr = await translator('fr');
  });

  it('fills the message from the error parameters', () => {
    const error = {
      code: 'json_parse_failed',
      message: 'Failed to parse JSON: Unexpected end of JSON input',
      params: { reason: 'Unexpected end of JSON input' },
    };
    expect(errorText(t, error)).toBe('Failed to parse JSON: Unexpected end of JSON input');
    expect(errorText(fr, error)).toBe(
      fr('errors.json_parse_failed', { reason: 'Unexpected end of JSON input' }),
    );
    expect(errorText(fr, error)).toContain('Unexpected end of JSON input');
    expect(errorText(fr, error)).not.toBe(error.message);
  });

  it('shows the worker’s complete message when the parameters were lost on the way', () => {
    const error = { code: 'table_import_failed', message: 'Table import failed for labels: boom' };
    expect(errorText(t, error)).toBe('Table import failed for labels: boom');
    expect(errorText(fr, error)).toBe('Table import failed for labels: boom');
  });

  it('never shows a template, even when the message itself is one', () => {
    const error = { code: 'json_parse_failed', message: 'Failed to parse JSON: {reason}' };
    expect(errorText(t, error)).toBe('Unknown database error');
  });

  it('shows an uncatalogued code by its message', () => {
    expect(errorText(t, { code: 'something_new', message: 'Disk is full' })).toBe('Disk is full');
  });
});

describe('errorDetail (issue 24, item 8: the plain words beside the spec’s)', () => {
  const details = [...new Set(Object.values(ERROR_DETAILS))];

  it('gives every catalogued code a detail, in every language, translated', async () => {
    const english = en.errors_detail as Record<string, string>;
    for (const code of Object.keys(ERROR_MESSAGES))
      expect(ERROR_DETAILS, code).toHaveProperty(code);
    for (const detail of details) expect(english[detail], detail).toMatch(/\w{3}/);
    for (const code of CODES.filter((c) => c !== 'en')) {
      const local = load(code).errors_detail as Record<string, string> | undefined;
      for (const detail of details) {
        expect(local?.[detail], `${code} ${detail}`).toBeTruthy();
        expect(local?.[detail], `${code} ${detail}`).not.toBe(english[detail]);
      }
    }
  });

  it('says what happened to the book without naming tables, records or APIs', () => {
    for (const text of Object.values(en.errors_detail as Record<string, string>)) {
      expect(text).not.toMatch(/\b(table|record|API|IndexedDB|OPFS|database)s?\b/i);
    }
  });

  it('puts the detail beside the spec’s message, and an unknown code gets the unexpected one', async () => {
    const t = await translator('en');
    const error = { code: 'no_data_tables', message: 'No data tables found in import file' };
    expect(failureText(t, error)).toBe(
      `No data tables found in import file ${t('errors_detail.not_a_book')}`,
    );
    expect(errorDetail(t, { code: 'something_new' })).toBe(t('errors_detail.unexpected'));
    const ar = await translator('ar');
    expect(errorDetail(ar, { code: 'opfs_unavailable' })).toBe(
      (load('ar').errors_detail as Record<string, string>).private_storage,
    );
  });
});

describe('importNoteText', () => {
  let t: TFunction;
  let ja: TFunction;
  beforeAll(async () => {
    t = await translator('en');
    ja = await translator('ja');
  });

  const note = {
    code: 'parent_missing' as const,
    params: {
      table: 'tree_nodes',
      index: 3,
      name: 'Chapter 3',
      parent: '17',
      root: 'Main Content',
    },
    message: '“Chapter 3” (tree_nodes): parent 17 does not exist — moved under Main Content',
  };

  it('names the record and says what changed, in the author’s language', () => {
    // The part of the book, never the table's name.
    expect(importNoteText(t, note)).toBe(
      '“Chapter 3” (Pages and folders): parent 17 does not exist — moved under Main Content',
    );
    const japanese = importNoteText(ja, note);
    expect(japanese).toContain('「Chapter 3」');
    expect(japanese).toContain('Main Content');
    expect(japanese).not.toMatch(/\{\{/);
  });

  it('names a record without a name by its place in its part of the book', () => {
    const unnamed = { ...note, params: { ...note.params, name: undefined as never } };
    delete (unnamed.params as Record<string, unknown>).name;
    expect(importNoteText(t, unnamed)).toBe(
      'entry 3 of Pages and folders: parent 17 does not exist — moved under Main Content',
    );
  });

  it('names a part of the file left out by the part of the book it holds', () => {
    const left = {
      code: 'table_not_array' as const,
      params: { table: 'notes' },
      message: 'Part of the file (notes) could not be read and was left out',
    };
    expect(importNoteText(t, left)).toBe(
      'Part of the file (Notes) could not be read and was left out',
    );
  });

  it('shows a foreign database name with the catalogue message', () => {
    const foreign = {
      code: 'database_name_mismatch' as const,
      params: { found: 'otherDb', expected: 'storyBuilderV2' },
      message: 'x',
    };
    expect(importNoteText(t, foreign)).toBe(
      'The file comes from the database "otherDb", not "storyBuilderV2"; it is imported anyway.',
    );
  });
});

describe('bookPartOf', () => {
  it('names every table of the book by the part an author knows', async () => {
    const { TABLE_NAMES, LOCAL_ONLY_TABLES } = await import('../../workers/contract/tables');
    // This browser's caches are never in a book file, so never in an import's message.
    const bookTables = TABLE_NAMES.filter((table) => !LOCAL_ONLY_TABLES.has(table));
    expect(bookTables.length).toBeGreaterThan(40);
    for (const table of bookTables) expect(bookPartOf(table), table).not.toBe('other');
    expect(bookPartOf('characters_rel')).toBe('atlas');
    expect(bookPartOf('timeline_tags')).toBe('atlas');
    expect(bookPartOf('appendices')).toBe('sections');
    expect(bookPartOf('something_else')).toBe('other');
  });

  it('lists each part once', async () => {
    const t = await translator('en');
    expect(bookPartsText(t, ['characters', 'characters_tags', 'notes'])).toBe('World atlas, Notes');
  });
});
