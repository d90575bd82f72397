/**
 * Plain fields lose all markup on the way in (issue 23, item 4): a book file whose every text —
 * in every table, nested objects and lists included — carries markup, and whose every picture
 * source is an address the app cannot show, is imported; what is stored holds no tag outside the
 * page and note HTML (which the sanitiser cleaned), and no picture source but `images/…`,
 * `https:`, or the app's own `blob:` and `data:image/*`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import { ATLAS_KINDS, ATLAS_REL_TABLES, ATLAS_TAG_TABLES } from '../../contract/atlas';
import type { AnyRecord } from '../../contract/records';

type Api = ReturnType<typeof createApi>;
type Book = { metadata: AnyRecord; data: Record<string, AnyRecord[]> };

const MARKUP =
  '<img src=x onerror=alert(1)><b onclick="alert(2)">bold</b><script>alert(3)</script>';
const BAD_SOURCES = [
  'javascript:alert(1)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];
/** Fields the app needs as they are (ids, references, the record's kind); not hostile here. */
const KEEP = new Set(['id', 'uuid', 'documentId', 'parentId', 'folderId', 'recordId', 'type']);
/** Fields that hold HTML the sanitiser cleans (page and note content). */
const HTML_FIELDS = new Set(['content']);
/** Fields that hold a picture's address. */
const SOURCE_FIELDS = new Set(['src', 'image_url', 'relativePath', 'background_image']);

let api: Api;
const data = <T>(
  r: { success: true; data: T } | { success: false; error: { message: string } },
) => {
  if (!r.success) throw new Error(`expected success, got: ${r.error.message}`);
  return r.data;
};
const exported = async (): Promise<Book> => JSON.parse(data(await api.exportDatabase()).json);

beforeEach(async () => {
  api = createApi({ databaseName: freshDbName('plain-fields'), backup: null });
  data(await api.init());
});

/** Every string in `value` (nested too) made hostile; sources get a bad address in turn. */
function hostile(value: unknown, key: string, n: { i: number }): unknown {
  if (typeof value === 'string') {
    if (KEEP.has(key)) return value;
    if (SOURCE_FIELDS.has(key)) return BAD_SOURCES[n.i++ % BAD_SOURCES.length];
    return `${value}${MARKUP}`;
  }
  if (Array.isArray(value)) return value.map((item) => hostile(item, key, n));
  if (value && typeof value === 'object') {
    const out: AnyRecord = {};
    for (const [k, v] of Object.entries(value)) out[k] = hostile(v, k, n);
    return out;
  }
  return value;
}

/** A book with one record in every table, every text field filled in. */
async function fullBook(): Promise<Book> {
  const book = await exported();
  const doc = book.data.documents?.[0]?.uuid as string;
  const extra = (table: string, record: AnyRecord) => {
    book.data[table] = [...(book.data[table] ?? []), { documentId: doc, ...record }];
  };
  const picture = { src: 'images/a.webp', fileName: 'a.webp', relativePath: 'images/a.webp' };
  for (const kind of ATLAS_KINDS) {
    extra(kind, {
      id: 1,
      uuid: `${kind}-1`,
      name: 'Name',
      event: 'Event',
      aliases: ['Alias'],
      role: 'Role',
      likeability: 'High',
      type: 'settlements:port',
      description: 'About',
      image: picture,
      image_url: 'https://example.org/p.webp',
      image_source: 'uploaded',
      position_in_list: 1,
      mark_for_delete: 0,
    });
    extra(ATLAS_TAG_TABLES[kind], { id: 1, recordId: 1, tag: 'tag' });
    const rel = ATLAS_REL_TABLES[kind];
    if (rel) extra(rel, { id: 1, sourceId: 1, targetKind: kind, targetId: 1, type: 'friend of' });
  }
  extra('notes', { id: 1, title: 'Note', content: '<p>Note</p>', color: 'red' });
  extra('appendices', { id: 1, title: 'Appendix', content: '<p>Text</p>' });
  extra('images', { id: 1, src: 'images/b.webp', fileName: 'b.webp' });
  const fm = book.data.frontmatter?.[0] as AnyRecord;
  Object.assign(fm, { author: 'A', description: 'D', copyright: 'C', genre: 'G' });
  const settings = book.data.app_settings?.[0] as AnyRecord;
  settings.various = {
    ...(settings.various as AnyRecord),
    background_image: 'data:image/png;base64,AA',
  };
  return book;
}

/** Every string of the stored book with the path that leads to it. */
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
const SHOWABLE = /^(images\/|https:|blob:|data:image\/(png|jpe?g|gif|webp|avif);)/i;

describe('every imported text field', () => {
  it('keeps no markup outside page and note HTML, and no picture source the app cannot show', async () => {
    const book = await fullBook();
    const attack = hostile(book, '', { i: 0 }) as Book;
    // A relation's kind is its `type` (kept above for the tree's folder/page): hostile too.
    for (const table of Object.values(ATLAS_REL_TABLES)) {
      for (const rel of attack.data[table] ?? []) rel.type = `friend of${MARKUP}`;
    }
    data(await api.importBook(JSON.stringify(attack), { clear: true }));
    const stored = await exported();
    const found = strings(stored.data, 'data', []);
    const markup = found.filter(
      ([path, text]) => !HTML_FIELDS.has(lastKey(path)) && /<[a-z!/]|onerror|onclick/i.test(text),
    );
    expect(markup).toEqual([]);
    const html = found.filter(([path]) => HTML_FIELDS.has(lastKey(path)));
    expect(html.filter(([, text]) => /onerror|onclick|<script|javascript:/i.test(text))).toEqual(
      [],
    );
    const sources = found.filter(([path, text]) => SOURCE_FIELDS.has(lastKey(path)) && text !== '');
    expect(sources.filter(([, text]) => !SHOWABLE.test(text))).toEqual([]);
    // The words themselves are kept: only the markup went.
    const names = stored.data.characters?.map((r) => r.name);
    expect(names).toEqual(['Namebold']);
    expect(stored.data.characters_rel?.map((r) => r.type)).toEqual(['friend ofbold']);
  });
});
