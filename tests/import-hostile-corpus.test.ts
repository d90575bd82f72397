/**
 * The sanitiser's hostile corpus (tests/sanitize-corpus.ts) through the import path (issue 23,
 * item 4): a book with a record in every table is filled, field by field, with the corpus's
 * cases — every case reaches several plain fields, list items, nested values and picture
 * sources — and opened with Open file. Every string the book then holds is free of markup
 * outside page and note HTML, that HTML keeps no handler or script, and every picture source is
 * one the app can show (images/…, https:, its own blob: and data:image/*).
 */
import { describe, expect, it } from 'vitest';
import { createApi } from '../workers/api';
import { ATLAS_KINDS, ATLAS_REL_TABLES, ATLAS_TAG_TABLES } from '../workers/contract/atlas';
import type { AnyRecord } from '../workers/contract/records';
import { freshDbName } from './fresh-db';
import { SANITIZE_CORPUS } from './sanitize-corpus';

type Book = { metadata: AnyRecord; data: Record<string, AnyRecord[]> };
type Api = ReturnType<typeof createApi>;

/** Ids and references the book needs to hold together (not what this test attacks). */
const KEEP = new Set([
  'id',
  'uuid',
  'documentId',
  'parentId',
  'folderId',
  'page_id',
  'recordId',
  'sourceId',
  'targetId',
  'targetKind',
]);
/** Page and note HTML: cleaned by the sanitiser, not stripped. */
const HTML_FIELDS = new Set(['content']);
/** Picture addresses. */
const SOURCE_FIELDS = new Set(['src', 'image_url', 'relativePath', 'background_image']);
/** What a picture source may be once stored. */
const SHOWABLE = /^(images\/|https:|blob:|data:image\/(png|jpe?g|gif|webp|avif);)/i;
/** Markup a browser would read: a tag, a comment, a declaration. */
const MARKUP = /<[a-z!/?]/i;
/** URL cases and the addresses the issue names, for picture sources. */
const BAD_SOURCES = [
  'javascript:alert(1)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'http://example.org/x.png',
  '//evil.example/x.png',
  '../../etc/passwd',
];
const CASES = SANITIZE_CORPUS.map((c) => c.html);

const data = <T>(
  r: { success: true; data: T } | { success: false; error: { message: string } },
): T => {
  if (!r.success) throw new Error(`expected success, got: ${r.error.message}`);
  return r.data;
};
const exported = async (api: Api): Promise<Book> =>
  JSON.parse(data(await api.exportDatabase()).json);

/** A book with one record in every table the app stores, with every text field it reads. */
async function fullBook(api: Api): Promise<Book> {
  const book = await exported(api);
  const doc = book.data.documents?.[0]?.uuid as string;
  const add = (table: string, record: AnyRecord) => {
    book.data[table] = [...(book.data[table] ?? []), { documentId: doc, ...record }];
  };
  const picture = { src: 'images/a.webp', fileName: 'a.webp', relativePath: 'images/a.webp' };
  for (const kind of ATLAS_KINDS) {
    add(kind, {
      id: 1,
      uuid: `${kind}-1`,
      ...Object.fromEntries(
        [
          'name',
          'event',
          'role',
          'likeability',
          'description',
          'goals',
          'date',
          'sort_key',
          'habitat',
          'climate',
          'history',
        ].map((f) => [f, f]),
      ),
      aliases: ['one', 'two'],
      traits: ['brave'],
      type: ['kind'],
      image: picture,
      image_url: 'https://example.org/p.webp',
      image_source: 'uploaded',
      position_in_list: 1,
      mark_for_delete: 0,
    });
    add(ATLAS_TAG_TABLES[kind], { id: 1, recordId: 1, tag: 'tag' });
    const rel = ATLAS_REL_TABLES[kind];
    if (rel) add(rel, { id: 1, sourceId: 1, targetKind: kind, targetId: 1, type: 'friend of' });
  }
  add('notes', { id: 1, title: 'Note', content: '<p>Note</p>', color: ['red', 'blue'] });
  add('labels', { id: 1, name: 'draft', label: 'draft', color: 'red' });
  add('appendices', { id: 1, title: 'Appendix', content: '<p>Text</p>' });
  add('images', { id: 1, src: 'images/b.webp', fileName: 'b.webp' });
  const fm = book.data.frontmatter?.[0] as AnyRecord;
  Object.assign(fm, { author: 'A', description: 'D', copyright: 'C', genre: 'G' });
  const copyright = book.data.copyright?.[0];
  if (copyright) {
    Object.assign(copyright, {
      additional_clause_text: 'clause',
      collaborators: [{ role: 'Editor', name: 'Bo' }],
      isbn: ['978-3-16-148410-0'],
    });
  }
  const settings = book.data.app_settings?.[0] as AnyRecord;
  Object.assign(settings, { font_family: 'Georgia', selected_theme: 'light' });
  settings.various = { ...(settings.various as AnyRecord), background_image: 'images/bg.webp' };
  return book;
}

/** The book with every attackable string replaced: case `n.i + offset` of the corpus. */
function attacked(value: unknown, key: string, n: { i: number; offset: number }): unknown {
  if (typeof value === 'string') {
    if (KEEP.has(key)) return value;
    const i = n.i++;
    if (SOURCE_FIELDS.has(key)) return BAD_SOURCES[(i + n.offset) % BAD_SOURCES.length];
    return `${key} ${CASES[(i + n.offset) % CASES.length]}`;
  }
  if (Array.isArray(value)) return value.map((item) => attacked(item, key, n));
  if (value && typeof value === 'object') {
    const out: AnyRecord = {};
    for (const [k, v] of Object.entries(value)) out[k] = attacked(v, k, n);
    return out;
  }
  return value;
}

/** Every string of `value` with the path that leads to it. */
function strings(value: unknown, path: string, out: Array<[string, string]>) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) strings(v, `${path}[${i}]`, out);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

const lastKey = (path: string) =>
  path
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop() ?? '';

/** A tag of cleaned HTML that could run something. */
const RUNNABLE_TAG =
  /<(script|iframe|object|embed|svg|math|style)\b|<[^>]*\s(on\w+|style)\s*=|<[^>]*(javascript|vbscript):/i;

describe('the hostile corpus through Open file', () => {
  it('leaves no markup in any stored text, no handler in page HTML, no source the app cannot show', async () => {
    const api = createApi({ databaseName: freshDbName('hostile-corpus'), backup: null });
    data(await api.init());
    const book = await fullBook(api);
    const fields = strings(book.data, 'data', []).filter(([p]) => !KEEP.has(lastKey(p))).length;
    const rounds = Math.ceil(CASES.length / fields) + 2;
    const problems: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const file = attacked(book, '', { i: 0, offset: round * 37 }) as Book;
      data(await api.importBook(JSON.stringify(file), { clear: true }));
      for (const [path, text] of strings((await exported(api)).data, 'data', [])) {
        const key = lastKey(path);
        if (HTML_FIELDS.has(key)) {
          if (RUNNABLE_TAG.test(text)) problems.push(`${path}: ${text.slice(0, 120)}`);
        } else if (SOURCE_FIELDS.has(key)) {
          if (text !== '' && !SHOWABLE.test(text)) problems.push(`${path}: ${text}`);
        } else if (MARKUP.test(text)) problems.push(`${path}: ${text.slice(0, 120)}`);
      }
    }
    // Every corpus case reached the file at least once (the test covers the corpus).
    expect(rounds * fields).toBeGreaterThan(CASES.length);
    expect(problems).toEqual([]);
  }, 120_000);
});
