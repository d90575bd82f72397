/**
 * Seeded fuzz of the import (issue 12): thousands of mutated books — truncated text, wrong
 * types, `__proto__`/`constructor` keys, huge strings, deep nesting, ±Infinity, orphans,
 * parent loops, numeric ids. Each is either rejected with a complete catalogue message, or
 * accepted as a book the app can use: a whole tree of text ids, text where text belongs, finite
 * numbers, every record storable, and a saved copy that is accepted again unchanged.
 * A smaller sample runs the whole way through the database: import, open every page, export,
 * import the export.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { seededRandom as random } from '../../../tests/seeded-random';
import { createApi } from '../../api';
import { AppError } from '../../contract/errors';
import type { AnyRecord } from '../../contract/records';
import { prepareRecord } from '../../core/prepare-record';
import { type PreparedImport, prepareImport } from './prepare-import';

type Book = { metadata: AnyRecord; data: Record<string, unknown> };
const INFINITY = '"__INFINITY__"';
const MINUS_INFINITY = '"__MINUS_INFINITY__"';

/** The base book: the first-run book with a folder, three pages and a note on one of them. */
async function baseBook(): Promise<Book> {
  const api = createApi({ databaseName: freshDbName('fuzz-base'), backup: null });
  const r = await api.init();
  if (!r.success) throw new Error(r.error.message);
  const exported = await api.exportDatabase();
  if (!exported.success) throw new Error(exported.error.message);
  const book = JSON.parse(exported.data.json) as Book;
  const tree = book.data.tree_nodes as AnyRecord[];
  const root = tree.find((n) => n.parentId === null) as AnyRecord;
  const folder = {
    ...root,
    id: 'folder-a',
    parentId: root.id,
    name: 'Part One',
    title: 'Part One',
  };
  const pages = [1, 2, 3].map((i) => ({
    ...(tree.find((n) => n.type === 'page') as AnyRecord),
    id: `page-${i}`,
    parentId: i === 3 ? root.id : 'folder-a',
    name: `Chapter ${i}`,
    title: `Chapter ${i}`,
    content: `<p>Words of chapter ${i}.</p>`,
    position_in_list: i,
  }));
  book.data.tree_nodes = [...tree, folder, ...pages];
  book.data.notes = [{ uuid: 'n1', title: 'Idea', content: '<p>x</p>', page_id: 'page-1' }];
  return book;
}

const pick = <T>(rnd: () => number, list: readonly T[]): T =>
  list[Math.floor(rnd() * list.length)] as T;

function deepValue(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i += 1) v = [v];
  return v;
}

/** A hostile or wrong value for any field. */
function oddValue(rnd: () => number): unknown {
  return pick(rnd, [
    () => Math.floor(rnd() * 1000),
    () => rnd() * 1e6,
    () => -0,
    () => INFINITY,
    () => MINUS_INFINITY,
    () => 'x'.repeat(20_000),
    () => ({ nested: { value: 1 } }),
    () => [1, 'two', { three: 3 }],
    () => deepValue(1 + Math.floor(rnd() * 100)),
    () => null,
    () => true,
    () => '',
    () => '<img src=x onerror=alert(1)>',
    () => JSON.parse('{"__proto__":{"polluted":1}}'),
    // Objects that cannot become text (String() throws "Cannot convert object to primitive
    // value": issue 23, 7 of 2,400 fuzzed files failed with "Unknown database error").
    () => JSON.parse('{"toString":1,"valueOf":1}'),
    () => JSON.parse('{"toString":{},"valueOf":{}}'),
    () => [JSON.parse('{"toString":1,"valueOf":1}')],
  ])();
}

/** One mutation of the book (in place). */
function mutate(book: Book, rnd: () => number): void {
  const tables = Object.keys(book.data);
  const table = pick(rnd, tables);
  const rows = book.data[table];
  const kind = rnd();
  if (!Array.isArray(rows) || rows.length === 0 || kind < 0.05) {
    book.data[table] = pick(rnd, [oddValue(rnd), [], {}, 'text']);
    return;
  }
  const index = Math.floor(rnd() * rows.length);
  const row = rows[index];
  if (typeof row !== 'object' || row === null || kind < 0.1) {
    rows[index] = oddValue(rnd);
    return;
  }
  const record = row as AnyRecord;
  const tree = book.data.tree_nodes as AnyRecord[] | undefined;
  if (kind < 0.2 && Array.isArray(tree) && tree.length > 0) {
    const node = pick(rnd, tree);
    if (typeof node !== 'object' || node === null) return;
    const target = pick(rnd, tree) as AnyRecord | null;
    pick(rnd, [
      () => {
        node.parentId = 'missing-parent';
      },
      () => {
        node.parentId = target?.id ?? null;
      },
      () => {
        for (const [i, n] of tree.entries()) if (n && typeof n === 'object') n.id = i + 1;
        for (const n of tree) if (n && typeof n === 'object' && n.parentId) n.parentId = 1;
      },
      () => {
        node.id = pick(rnd, [INFINITY, null, { id: 1 }, tree[0]?.id ?? 'x']);
      },
    ])();
    return;
  }
  if (kind < 0.22) {
    // Its own toString/valueOf keys: printing the record (or an id, a title) throws.
    Object.assign(record, { toString: oddValue(rnd), valueOf: pick(rnd, [{}, 1, null]) });
    return;
  }
  if (kind < 0.25) {
    Object.defineProperty(record, pick(rnd, ['__proto__', 'constructor', 'prototype']), {
      value: oddValue(rnd),
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return;
  }
  const fields = Object.keys(record);
  const field = pick(rnd, fields.length > 0 ? fields : ['title']);
  if (kind < 0.3) delete record[field];
  else record[field] = oddValue(rnd);
}

/** The book's text after `count` mutations (sometimes cut short). */
function mutatedText(base: Book, seed: number): string {
  const rnd = random(seed);
  const book = structuredClone(base);
  const count = 1 + Math.floor(rnd() * 4);
  for (let i = 0; i < count; i += 1) mutate(book, rnd);
  let text = JSON.stringify(book)
    .replaceAll(INFINITY, '1e999')
    .replaceAll(MINUS_INFINITY, '-1e999');
  if (rnd() < 0.05) text = text.slice(0, Math.floor(rnd() * text.length));
  return text;
}

/** A rejection must be a catalogued error whose message is complete. */
function expectCompleteRejection(error: unknown, seed: number): void {
  expect(error, `seed ${seed}`).toBeInstanceOf(AppError);
  const e = error as AppError;
  expect(e.code, `seed ${seed}: ${e.message}`).not.toBe('unknown');
  expect(e.message, `seed ${seed}`).not.toMatch(/\{\w+\}/);
  expect(e.message.length, `seed ${seed}`).toBeGreaterThan(0);
}

function hasOnlyFiniteNumbers(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.values(value).every(hasOnlyFiniteNumbers);
}

/**
 * What "usable" means for the tree and the text fields the screens read: the problems found
 * (plain checks, not one expect per field: thousands of books are checked in seconds).
 */
function usabilityProblems(prepared: PreparedImport): string[] {
  const problems: string[] = [];
  const nodes = (prepared.tables.tree_nodes ?? []).filter(
    (n): n is AnyRecord => typeof n === 'object' && n !== null && !Array.isArray(n),
  );
  const byId = new Map(nodes.map((n) => [n.id, n]));
  if (byId.size !== nodes.length) problems.push('tree ids are not unique');
  for (const n of nodes) {
    const id = String(n.id);
    if (typeof n.id !== 'string') problems.push(`tree id ${id} is not text`);
    for (const field of ['name', 'title', 'content']) {
      if (typeof n[field] !== 'string') problems.push(`node ${id}: ${field} is not text`);
    }
    let cursor: AnyRecord | undefined = n;
    for (let steps = 0; cursor && cursor.parentId !== null; steps += 1) {
      const parent = byId.get(cursor.parentId);
      if (steps > nodes.length) problems.push(`node ${id}: its parents loop`);
      else if (!parent) problems.push(`node ${String(cursor.id)}: parent missing`);
      else if (parent.type !== 'folder')
        problems.push(`node ${String(cursor.id)}: parent is a page`);
      else {
        cursor = parent;
        continue;
      }
      break;
    }
  }
  for (const fm of prepared.tables.frontmatter ?? []) {
    if (typeof fm !== 'object' || fm === null) continue;
    for (const field of ['title', 'author', 'filename', 'genre']) {
      if (typeof (fm as AnyRecord)[field] !== 'string') problems.push(`frontmatter.${field}`);
    }
  }
  for (const [table, rows] of Object.entries(prepared.tables)) {
    for (const row of rows) {
      if (typeof row !== 'object' || row === null || Array.isArray(row)) continue;
      if (!hasOnlyFiniteNumbers(row)) problems.push(`${table}: a number is not finite`);
      if (Object.hasOwn(row, '__proto__')) problems.push(`${table}: a __proto__ key`);
    }
  }
  return problems;
}

/**
 * The book as it would be saved: every record through the store's door (sanitised, metrics
 * counted — it must not throw), written as the export writes it (2-space JSON).
 */
function savedText(prepared: PreparedImport): string {
  const data: Record<string, unknown[]> = {};
  for (const [table, rows] of Object.entries(prepared.tables)) {
    data[table] = rows
      .filter((r) => typeof r === 'object' && r !== null && !Array.isArray(r))
      .map((r) => prepareRecord(table, r as AnyRecord));
  }
  return JSON.stringify({ metadata: { databaseName: 'storyBuilderV2' }, data }, null, 2);
}

let base: Book;
beforeAll(async () => {
  base = await baseBook();
});

describe('import fuzz', () => {
  it('rejects each of 2,000 mutated books completely, or accepts a usable, re-importable book', () => {
    let accepted = 0;
    let rejected = 0;
    for (let seed = 1; seed <= 2000; seed += 1) {
      const text = mutatedText(base, seed);
      let prepared: PreparedImport;
      try {
        prepared = prepareImport(text);
      } catch (error) {
        expectCompleteRejection(error, seed);
        rejected += 1;
        continue;
      }
      accepted += 1;
      const again = prepareImport(savedText(prepared));
      const problems = [
        ...usabilityProblems(prepared),
        ...usabilityProblems(again),
        // A saved book needs no correction when it is opened again.
        ...again.notes.filter((n) => n.code !== 'table_unknown').map((n) => n.message),
      ];
      if (problems.length > 0) expect(problems, `seed ${seed}`).toEqual([]);
    }
    // Both outcomes are exercised (the mix depends only on the seeds).
    expect(accepted).toBeGreaterThan(1000);
    expect(rejected).toBeGreaterThan(30);
  }, 60_000);

  it('takes a sample all the way: import, open every page, export, import the export', async () => {
    const api = createApi({ databaseName: freshDbName('fuzz-db'), backup: null });
    await api.init();
    for (let seed = 10_001; seed <= 10_015; seed += 1) {
      const result = await api.importBook(mutatedText(base, seed));
      if (!result.success) {
        expect(result.error.code, `seed ${seed}`).not.toBe('unknown');
        expect(result.error.message, `seed ${seed}`).not.toMatch(/\{\w+\}/);
        continue;
      }
      const tree = await api.fetchTree();
      if (!tree.success) throw new Error(`seed ${seed}: ${tree.error.message}`);
      for (const node of tree.data.filter((n) => n.type === 'page')) {
        const page = await api.fetchNode(node.id);
        expect(page.success, `seed ${seed}: page ${node.id}`).toBe(true);
      }
      const exported = await api.exportDatabase();
      if (!exported.success) throw new Error(`seed ${seed}: ${exported.error.message}`);
      const again = await api.importBook(exported.data.json);
      expect(again.success, `seed ${seed}: re-import`).toBe(true);
    }
  }, 120_000);
});
