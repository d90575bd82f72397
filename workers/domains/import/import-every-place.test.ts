/**
 * Values no code can turn into text, in every place of a book file (issue 23, item 11: "Import
 * failed: Unknown database error" for 7 of 2,400 fuzzed files, a raw "Cannot convert object to
 * primitive value"). Each place of a saved book — metadata, tables, rows, every field and every
 * item nested in a field — is replaced in turn by such a value, and by a key that shadows
 * toString/valueOf inside an object already there; every file imports, or is refused with a
 * catalogued message.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import { prepareRecord } from '../../core/prepare-record';
import { prepareImport } from './prepare-import';

/** JSON that parses to objects String() cannot print. */
const UNPRINTABLE = [
  '{"toString":1,"valueOf":1}',
  '{"toString":{},"valueOf":{}}',
  '[{"toString":null,"valueOf":null}]',
];

type Path = Array<string | number>;

/** Every path in `value` (objects and arrays walked; the root excluded). */
function paths(value: unknown, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const out: Path[] = [];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    out.push([...at, key], ...paths(item, [...at, key]));
  }
  return out;
}

function replaced(book: unknown, path: Path, json: string): string {
  const copy = structuredClone(book) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path[path.length - 1] as string] = JSON.parse(json);
  return JSON.stringify(copy);
}

/** Its own toString/valueOf keys added to every object of the book in turn. */
function shadowed(book: unknown, path: Path): string | null {
  const copy = structuredClone(book) as Record<string | number, unknown>;
  let cursor: unknown = copy;
  for (const key of path) cursor = (cursor as Record<string | number, unknown>)[key];
  if (typeof cursor !== 'object' || cursor === null || Array.isArray(cursor)) return null;
  Object.assign(cursor, { toString: 'x', valueOf: {} });
  return JSON.stringify(copy);
}

function rawFailure(text: string): string | null {
  let prepared: ReturnType<typeof prepareImport>;
  try {
    prepared = prepareImport(text);
  } catch (error) {
    if (error instanceof AppError && error.code !== 'unknown') return null;
    return String((error as Error).message);
  }
  try {
    for (const [table, rows] of Object.entries(prepared.tables))
      for (const row of rows)
        if (typeof row === 'object' && row !== null && !Array.isArray(row))
          prepareRecord(table, row as AnyRecord);
  } catch (error) {
    return `stored: ${(error as Error).message}`;
  }
  return null;
}

let book: unknown;
const LEGACY = {
  documents: [{ id: 1, title: 'Old book' }],
  folders: [{ id: 1, name: 'Part One' }],
  chapters: [
    { id: 1, title: 'Chapter', content: '<p>Words</p>', folderId: 1, position_in_list: 1 },
  ],
  characters: [{ id: 1, name: 'Ann', traits: ['kind'] }],
  frontmatter: [{ id: 1, title: 'Old book' }],
  body_content: [{ id: 1, title: 'Loose page', content: '<p>More</p>' }],
};

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = createApi({ databaseName: freshDbName('every-place'), backup: null });
  await api.init();
  const made = await api.createAtlasRecord('locations');
  if (!made.success) throw new Error(made.error.message);
  await api.updateAtlasRecord('locations', made.data.id, {
    fields: { type: { category: 'settlements', subcategory: 'port' }, aliases: ['a'] },
    tags: ['t'],
  });
  await api.createNote({ title: 'Idea', color: ['red', 'blue'] } as never);
  const exported = await api.exportDatabase();
  if (!exported.success) throw new Error(exported.error.message);
  book = JSON.parse(exported.data.json);
});

describe('a value that cannot become text, anywhere in the file', () => {
  it('is read or refused in plain words in every place of a saved book and a legacy one', () => {
    const raw: string[] = [];
    for (const source of [book, LEGACY]) {
      for (const path of [[], ...paths(source)]) {
        if (path.length > 0)
          for (const json of UNPRINTABLE) {
            const failure = rawFailure(replaced(source, path, json));
            if (failure) raw.push(`${path.join('.')} = ${json}: ${failure}`);
          }
        const text = shadowed(source, path);
        const failure = text && rawFailure(text);
        if (failure)
          raw.push(`${path.join('.') || '(root)'} with toString/valueOf keys: ${failure}`);
      }
    }
    expect(raw).toEqual([]);
  }, 120_000);
});

describe('through the database', () => {
  it('imports, or refuses in plain words, a sample of those files', async () => {
    const api = createApi({ databaseName: freshDbName('every-place-db'), backup: null });
    await api.init();
    const raw: string[] = [];
    const all = [book, LEGACY].flatMap((source) =>
      [[], ...paths(source)].map((path) => ({ source, path })),
    );
    // Every 12th place (the whole sweep above covers them all without the database).
    for (const { source, path } of all.filter((_, i) => i % 12 === 0)) {
      const texts = [
        path.length > 0 ? replaced(source, path, UNPRINTABLE[0] as string) : null,
        shadowed(source, path),
      ];
      for (const text of texts) {
        if (!text) continue;
        const r = await api.importBook(text, { clear: true });
        if (!r.success && (r.error.code === 'unknown' || /primitive/.test(r.error.message)))
          raw.push(`${path.join('.')}: ${r.error.message}`);
      }
    }
    expect(raw).toEqual([]);
  }, 120_000);
});
