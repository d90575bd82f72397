/**
 * Values no code can turn into text (`{"toString": 1, "valueOf": 1}`: String() throws "Cannot
 * convert object to primitive value") anywhere in a legacy book: issue 23 found 7 of 2,400 fuzzed
 * files failing with "Import failed: Unknown database error". Each file now imports, with the
 * field cleared and reported, or is refused with a catalogued message.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';

const UNPRINTABLE = [
  { toString: 1, valueOf: 1 },
  { toString: {}, valueOf: {} },
];
const LEGACY: Record<string, Array<Record<string, unknown>>> = {
  documents: [{ id: 1, title: 'Old book' }],
  folders: [{ id: 1, name: 'Part One' }],
  chapters: [
    { id: 1, title: 'Chapter', content: '<p>Words</p>', folderId: 1, position_in_list: 1 },
  ],
  characters: [{ id: 1, name: 'Ann' }],
  locations: [],
  frontmatter: [{ id: 1, title: 'Old book' }],
  body_content: [{ id: 1, title: 'Loose page', content: '<p>More</p>' }],
};

let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  // Each import keeps a snapshot first; there is no private storage in Node (it says so).
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api = createApi({ databaseName: freshDbName('unprintable'), backup: null });
  await api.init();
});

/** Every legacy book with one unprintable value: in each field of each table, or as a row. */
function books(): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [];
  for (const [table, rows] of Object.entries(LEGACY)) {
    for (const value of UNPRINTABLE) {
      out.push({ where: `${table}[0]`, text: JSON.stringify({ ...LEGACY, [table]: [value] }) });
      const row = rows[0];
      if (!row) continue;
      for (const field of [...Object.keys(row), 'parentId', 'name', 'uuid', 'documentId']) {
        const changed = { ...LEGACY, [table]: [{ ...row, [field]: value }] };
        out.push({ where: `${table}.${field}`, text: JSON.stringify(changed) });
      }
    }
  }
  return out;
}

describe('a legacy book holding a value that cannot become text', () => {
  it('imports or is refused in plain words, never "Unknown database error"', async () => {
    const unknown: string[] = [];
    for (const { where, text } of books()) {
      const result = await api.importBook(text, { clear: true });
      if (
        !result.success &&
        (result.error.code === 'unknown' || /primitive/.test(result.error.message))
      )
        unknown.push(`${where}: ${result.error.message}`);
    }
    expect(unknown).toEqual([]);
  }, 120_000);

  it('keeps the rest of the chapter when its title cannot be read', async () => {
    const chapters = [{ ...LEGACY.chapters?.[0], title: UNPRINTABLE[0] }];
    const result = await api.importBook(JSON.stringify({ ...LEGACY, chapters }), { clear: true });
    expect(result.success).toBe(true);
    const tree = await api.fetchTree();
    if (!tree.success) throw new Error(tree.error.message);
    expect(tree.data.filter((n) => n.type === 'page')).toHaveLength(2);
  });
});
