import { describe, expect, it } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { fixtureBytes, fixtureFolder, selected } from '../../../tests/manuscript-import-fixtures';
import { createFacadeParts } from '../../api';
import type { ManuscriptImportProgress } from '../../contract/manuscript-import';
import type { TreeNode } from '../../contract/records';
import { DbSession } from '../../db/session';

let counter = 0;

async function openBook() {
  const session = new DbSession(`manuscript-import-${++counter}`, null);
  const parts = createFacadeParts(session, { opfs: new FakeOpfs().provider });
  await parts.lifecycle.init();
  const page = (await parts.tree.fetchTree()).find((n) => n.type === 'page') as TreeNode;
  await parts.tree.savePageContent(page.id, '<p>My own words stay.</p>');
  return { session, parts, api: parts.manuscriptImport };
}

/** Everything the book holds in its tree, notes and labels (to compare before and after). */
async function bookState(session: DbSession) {
  const db = session.get();
  return {
    tree: await db.tree_nodes.toArray(),
    notes: await db.notes.toArray(),
    labels: await db.labels.toArray(),
  };
}

const words = ['salt', 'rope', 'tide', 'gull', 'mast'];
const manyMarkdown = (files: number) =>
  Array.from({ length: files }, (_, i) => ({
    path: `Saga/Part ${Math.floor(i / 10) + 1}/Scene ${i + 1}.md`,
    bytes: new TextEncoder().encode(`# Scene ${i + 1}\n\n${words.join(' ')} ${i}.\n`),
  }));

describe('manuscript import into the open book', () => {
  it('previews the tree with words and problems, writing nothing', async () => {
    const { session, api } = await openBook();
    const before = await bookState(session);
    const preview = await api.previewManuscriptImport(
      'p1',
      selected(fixtureFolder('markdown-novel')),
      'file',
    );
    expect(preview?.title).toBe('markdown-novel');
    expect(preview?.pages).toBe(3);
    expect(preview?.folders).toBe(1);
    expect(preview?.words).toBeGreaterThan(50);
    expect(preview?.nodes.map((n) => n.title)).toEqual(['chapters']);
    expect(preview?.nodes[0]?.children?.map((n) => n.title)).toEqual([
      'Departure',
      'The Storm',
      'Chapter 10',
    ]);
    expect(preview?.problems.map((p) => p.code)).toEqual(['missing_picture']);
    expect(await bookState(session)).toEqual(before);
  });

  it('writes a new folder at the end of the manuscript, pages sanitised and counted', async () => {
    const { session, parts, api } = await openBook();
    const hostile = new TextEncoder().encode(
      '# Hi\n\n<img src=x onerror=alert(1)><script>alert(2)</script>Kept **text**.',
    );
    const files = [
      ...selected(fixtureFolder('text')),
      { path: 'hostile.md', file: new Blob([hostile]) },
    ];
    const preview = await api.previewManuscriptImport('p2', files, 'file');
    const report = await api.runManuscriptImport(preview?.id ?? '', {
      target: 'open-book',
      allOrNothing: false,
      title: 'Imported letters',
    });
    expect(report.completed).toBe(true);
    expect(report.pages).toBe(4);
    const tree = await parts.tree.fetchTree();
    const roots = tree
      .filter((n) => n.parentId === null)
      .sort((a, b) => a.position_in_list - b.position_in_list);
    expect(roots.map((r) => r.name)).toEqual(['Main Content', 'Imported letters']);
    expect(roots[1]?.id).toBe(report.folderId);
    const hostilePage = (await session.get().tree_nodes.toArray()).find(
      (n) => n.name === 'hostile',
    );
    expect(hostilePage?.content).not.toMatch(/onerror|script|alert\(2\)/);
    expect(hostilePage?.content).toContain('<strong>text</strong>');
    expect(hostilePage?.content_metrics.words).toBeGreaterThan(0);
    // The problems (binary.txt, the guessed encoding) come back with the report.
    expect(report.problems.map((p) => p.file)).toEqual([
      'text/binary.txt',
      'text/windows-1252.txt',
    ]);
  });

  it('writes in batches with progress, and Cancel midway leaves the book exactly as it was', {
    timeout: 60_000,
  }, async () => {
    const { session, api } = await openBook();
    const before = await bookState(session);
    const files = manyMarkdown(2500).map((s) => ({ path: s.path, file: new Blob([s.bytes]) }));
    const preview = await api.previewManuscriptImport('p3', files, 'file');
    expect(preview?.pages).toBe(2500);
    const seen: ManuscriptImportProgress[] = [];
    const report = await api.runManuscriptImport(
      'p3',
      { target: 'open-book', allOrNothing: false, title: 'Saga' },
      (p) => {
        seen.push(p);
        // Cancel once the first batch of 1000 pages is in.
        if (p.pages >= 1000) void api.cancelManuscriptImport('p3');
      },
    );
    expect(seen[0]).toMatchObject({ phase: 'writing', done: 1000, total: 2500, pages: 1000 });
    expect(seen[0]?.words).toBe(8000);
    expect(report.completed).toBe(false);
    expect(await bookState(session)).toEqual(before);
  });

  it('imports 2,500 pages whole when not cancelled, in natural order', {
    timeout: 60_000,
  }, async () => {
    const { session, api } = await openBook();
    const files = manyMarkdown(2500).map((s) => ({ path: s.path, file: new Blob([s.bytes]) }));
    await api.previewManuscriptImport('p4', files, 'file');
    const report = await api.runManuscriptImport('p4', {
      target: 'open-book',
      allOrNothing: false,
      title: '',
    });
    expect(report).toMatchObject({ completed: true, pages: 2500, words: 20000 });
    const nodes = await session.get().tree_nodes.toArray();
    const top = nodes.find((n) => n.id === report.folderId);
    expect(top?.name).toBe('Saga');
    const parts = nodes
      .filter((n) => n.parentId === top?.id)
      .sort((a, b) => a.position_in_list - b.position_in_list);
    expect(parts.slice(0, 3).map((p) => p.name)).toEqual(['Part 1', 'Part 2', 'Part 3']);
    expect(parts.at(-1)?.name).toBe('Part 250');
  });

  it('with all or nothing, refuses a selection holding a damaged file', async () => {
    const { session, api } = await openBook();
    const before = await bookState(session);
    const files = [
      { path: 'good.txt', file: new Blob(['A good file.']) },
      { path: 'damaged.docx', file: new Blob([fixtureBytes('damaged.docx').slice()]) },
    ];
    const preview = await api.previewManuscriptImport('p5', files, 'file');
    expect(preview?.problems.map((p) => [p.code, p.file])).toEqual([
      ['corrupt_file', 'damaged.docx'],
    ]);
    await expect(
      api.runManuscriptImport('p5', { target: 'open-book', allOrNothing: true, title: 'x' }),
    ).rejects.toThrow(/could not be read/);
    expect(await bookState(session)).toEqual(before);
    const report = await api.runManuscriptImport('p5', {
      target: 'open-book',
      allOrNothing: false,
      title: 'x',
    });
    expect(report.pages).toBe(1);
  });

  it('changes the structure without reading the files again', async () => {
    const { api } = await openBook();
    const files = [
      { path: 'salt-road.docx', file: new Blob([fixtureBytes('salt-road.docx').slice()]) },
    ];
    const one = await api.previewManuscriptImport('p6', files, 'file');
    expect(one?.nodes.map((n) => n.kind)).toEqual(['page']);
    const split = await api.previewManuscriptImport('p6', null, 'h1');
    // One file split is the new folder itself: its pages directly under it.
    expect(split?.nodes.map((n) => n.title)).toEqual(['Chapter One', 'Chapter Two']);
    expect(split?.words).toBe(one?.words);
  });
});

describe('a Scrivener project through the facade', () => {
  it('comes in as its Draft under a folder named after the project, notes tied to pages', async () => {
    const { session, api } = await openBook();
    const files = selected(fixtureFolder('scrivener/The Lighthouse.scriv'));
    const preview = await api.previewManuscriptImport('s1', files, 'file');
    expect(preview?.title).toBe('The Lighthouse');
    expect(preview?.nodes.map((n) => n.title)).toEqual(['Part One', 'Part Two']);
    const report = await api.runManuscriptImport('s1', {
      target: 'open-book',
      allOrNothing: false,
      title: 'The Lighthouse',
    });
    expect(report.completed).toBe(true);
    const notes = await session.get().notes.toArray();
    const pages = new Set((await session.get().tree_nodes.toArray()).map((n) => n.id));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.page_id !== null && pages.has(n.page_id))).toBe(true);
    const nodes = await session.get().tree_nodes.toArray();
    const labels = new Map((await session.get().labels.toArray()).map((l) => [l.uuid, l.label]));
    const labelOf = (title: string) =>
      labels.get(nodes.find((n) => n.title === title)?.labelId ?? '');
    expect(labelOf('The Harbour')).toBe('Scene'); // its label (its status is Revised Draft)
    // No label: its status is its colour label.
    expect(labelOf('The Lost Scene')).toBe('To Do');
    // Issue 30: the synopsis and the status are the node's own too (the outline shows them).
    const node = (title: string) => nodes.find((n) => n.title === title);
    expect(node('The Harbour')).toMatchObject({
      synopsis: 'Mara comes back to the harbour town after twenty years.\nShe finds it unchanged.',
      status: 'revised',
    });
    expect(node('The Lost Scene')).toMatchObject({
      synopsis: 'The storm takes the ferry.',
      status: 'todo',
    });
    expect(node('Chapter 1: Arrival')?.synopsis).toBe('Mara arrives.');
  });
});

describe('manuscript import as a new book', () => {
  it('replaces the open book by one holding the import (the old one kept as a snapshot)', async () => {
    const { session, parts, api } = await openBook();
    const oldDoc = (await parts.documents.getCurrentDocument()).uuid;
    await api.previewManuscriptImport('n1', selected(fixtureFolder('markdown-novel')), 'file');
    const report = await api.runManuscriptImport('n1', {
      target: 'new-book',
      allOrNothing: false,
      title: 'The Salt Road',
    });
    expect(report).toMatchObject({ completed: true, folderId: null, pages: 3 });
    const doc = await parts.documents.getCurrentDocument();
    expect(doc.uuid).not.toBe(oldDoc);
    const nodes = await session.get().tree_nodes.toArray();
    expect(nodes.some((n) => n.content.includes('My own words stay.'))).toBe(false);
    const top = nodes.filter((n) => n.parentId === null);
    expect(top.map((n) => n.name)).toEqual(['The Salt Road']);
    const chapters = nodes.find((n) => n.parentId === top[0]?.id);
    const pages = nodes
      .filter((n) => n.parentId === chapters?.id)
      .sort((a, b) => a.position_in_list - b.position_in_list);
    expect(pages.map((p) => p.name)).toEqual(['Departure', 'The Storm', 'Chapter 10']);
    expect(nodes.every((n) => n.documentId === doc.uuid)).toBe(true);
    expect((await session.get().frontmatter.toArray())[0]?.title).toBe('The Salt Road');
    const snapshots = await parts.storage.listSnapshots();
    expect(snapshots.length).toBeGreaterThan(0);
  });
});

describe('manuscript import limits', () => {
  it('refuses a file too large to read and a selection of more than 10,000 files', async () => {
    const { api } = await openBook();
    const huge = {
      path: 'huge.txt',
      file: {
        size: 2 * 1024 ** 3,
        arrayBuffer: () => Promise.reject(new Error('never read')),
      } as unknown as Blob,
    };
    const preview = await api.previewManuscriptImport(
      'l1',
      [huge, { path: 'ok.txt', file: new Blob(['fine']) }],
      'file',
    );
    expect(preview?.problems).toEqual([{ code: 'file_too_large', file: 'huge.txt', fatal: true }]);
    expect(preview?.pages).toBe(1);
    const many = Array.from({ length: 10_001 }, (_, i) => ({
      path: `Big/${i}.txt`,
      file: new Blob(['x']),
    }));
    const refused = await api.previewManuscriptImport('l2', many, 'file');
    expect(refused?.problems).toEqual([
      { code: 'too_many_files', file: 'Big', detail: '10001', fatal: true },
    ]);
    expect(refused?.pages).toBe(0);
  });
});
