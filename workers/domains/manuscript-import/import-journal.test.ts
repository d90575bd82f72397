/**
 * All or nothing across Cancel and a killed tab (issue 27): pictures the import added are taken
 * out on Cancel; an import cut short midway is undone the next time the database opens.
 */
import { describe, expect, it } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { createFacadeParts } from '../../api';
import type { StoredImage } from '../../contract/images';
import type { TreeNode } from '../../contract/records';
import { DbSession } from '../../db/session';
import { TreeCache } from '../../db/tree-cache';
import { createManuscriptImportHandlers } from './handlers';
import {
  handleStoreJournal,
  type ImportJournal,
  type JournalPicture,
  undoInterruptedImport,
} from './import-journal';

let counter = 0;

async function openBook() {
  const name = `import-journal-${++counter}`;
  const session = new DbSession(name, null);
  const parts = createFacadeParts(session, { opfs: new FakeOpfs().provider });
  await parts.lifecycle.init();
  const page = (await parts.tree.fetchTree()).find((n) => n.type === 'page') as TreeNode;
  await parts.tree.savePageContent(page.id, '<p>My own words stay.</p>');
  return { name, session, parts };
}

async function bookState(session: DbSession) {
  const db = session.get();
  return {
    tree: (await db.tree_nodes.toArray()).sort((a, b) => a.id.localeCompare(b.id)),
    notes: await db.notes.toArray(),
    labels: await db.labels.toArray(),
  };
}

// A 1×1 PNG: the pictures of the Markdown pages below.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** `pages` Markdown files, each showing picture `pic-<n>.png` of its own. */
const pagesWithPictures = (pages: number) => [
  ...Array.from({ length: pages }, (_, i) => ({
    path: `Saga/Scene ${i + 1}.md`,
    file: new Blob([`# Scene ${i + 1}\n\nWords ${i}.\n\n![](pic-${i + 1}.png)\n`]),
  })),
  ...Array.from({ length: pages }, (_, i) => ({
    path: `Saga/pic-${i + 1}.png`,
    file: new Blob([PNG.slice()], { type: 'image/png' }),
  })),
];

/** A picture store like the project folder's: pic-1 was in images/ before, the others are new. */
function fakeFolderStore(hangAt?: string) {
  const stored: string[] = [];
  const store = async (
    _picture: Blob,
    fileName: string,
  ): Promise<StoredImage & { created: boolean }> => {
    const name = fileName.replace(/^\d+-/, ''); // the reader numbers a page's pictures
    if (name === hangAt) await new Promise(() => undefined); // the tab is killed here
    stored.push(name);
    const blobId = name.replace(/\W/g, '');
    const relativePath = `images/${blobId}.webp`;
    const created = name !== 'pic-1.png';
    return { src: relativePath, fileName, blobId, relativePath, localFile: 'true', created };
  };
  return { stored, store };
}

/** The handle store's journal without the lock (a killed tab's lock is gone with it). */
const unlocked: ImportJournal = { ...handleStoreJournal, hold: (_database, work) => work() };

describe('Cancel takes out what the import added', () => {
  it('removes the pictures the import stored, not one the book already had', async () => {
    const { name, session } = await openBook();
    const before = await bookState(session);
    const removed: JournalPicture[] = [];
    const folder = fakeFolderStore();
    const handlers = createManuscriptImportHandlers({
      session,
      tree: new TreeCache(session),
      storePicture: folder.store,
      inlinePicture: folder.store,
      removePicture: async (p) => {
        removed.push(p);
        return true;
      },
      replaceBook: async () => undefined,
    });
    await handlers.previewManuscriptImport('c1', pagesWithPictures(3), 'file');
    const report = await handlers.runManuscriptImport(
      'c1',
      { target: 'open-book', allOrNothing: false, title: 'Saga' },
      (p) => {
        if (p.phase === 'writing' && p.done >= 2) void handlers.cancelManuscriptImport('c1');
      },
    );
    expect(report.completed).toBe(false);
    // The three pages are one batch: their pictures were stored before Cancel was seen.
    expect(folder.stored).toEqual(['pic-1.png', 'pic-2.png', 'pic-3.png']);
    expect(removed.map((p) => p.relativePath)).toEqual([
      'images/pic2png.webp',
      'images/pic3png.webp',
    ]);
    expect(await bookState(session)).toEqual(before);
    expect(await handleStoreJournal.read(name)).toBeNull();
  });
});

describe('a tab killed in the middle of an import', () => {
  it('leaves no page of it once the book opens again, and the pictures it added go', async () => {
    const { name, session } = await openBook();
    const before = await bookState(session);
    const folder = fakeFolderStore('hang.png');
    const handlers = createManuscriptImportHandlers({
      session,
      tree: new TreeCache(session),
      storePicture: folder.store,
      inlinePicture: folder.store,
      removePicture: async () => true,
      replaceBook: async () => undefined,
      journal: unlocked,
    });
    // 1,002 pages: the first batch of 1,000 is written, then page 1,001's picture is stored
    // (new to the book) and page 1,002's never answers: the tab dies there.
    const files = [
      ...Array.from({ length: 1002 }, (_, i) => ({
        path: `Saga/Scene ${i + 1}.md`,
        file: new Blob([
          `Words of scene ${i + 1}.${i === 1000 ? '\n\n![](new.png)' : ''}${i === 1001 ? '\n\n![](hang.png)' : ''}\n`,
        ]),
      })),
      { path: 'Saga/new.png', file: new Blob([PNG.slice()], { type: 'image/png' }) },
      { path: 'Saga/hang.png', file: new Blob([PNG.slice()], { type: 'image/png' }) },
    ];
    await handlers.previewManuscriptImport('k1', files, 'file');
    const written: number[] = [];
    void handlers.runManuscriptImport(
      'k1',
      { target: 'open-book', allOrNothing: false, title: 'Saga' },
      (p) => written.push(p.done),
    );
    await expect
      .poll(async () => (await handleStoreJournal.read(name))?.pictures.length, { timeout: 20_000 })
      .toBe(1);
    expect(written).toEqual([1000]);
    expect((await session.get().tree_nodes.count()) - before.tree.length).toBe(1000);
    session.close();

    // The next start of the app: the database opens and the clean-up runs before anyone reads.
    const removed: JournalPicture[] = [];
    const again = new DbSession(name, null);
    again.afterOpen(() =>
      undoInterruptedImport(again, handleStoreJournal, async (p) => {
        removed.push(p);
        return true;
      }),
    );
    await again.open();
    expect(await bookState(again)).toEqual(before);
    expect(removed.map((p) => p.relativePath)).toEqual(['images/newpng.webp']);
    expect(await handleStoreJournal.read(name)).toBeNull();
  }, 60_000);

  it('keeps an import whose folder was written (killed after the commit)', async () => {
    const { name, session, parts } = await openBook();
    await parts.manuscriptImport.previewManuscriptImport(
      'f1',
      [{ path: 'one.txt', file: new Blob(['One page.']) }],
      'file',
    );
    const report = await parts.manuscriptImport.runManuscriptImport('f1', {
      target: 'open-book',
      allOrNothing: false,
      title: 'Kept',
    });
    const after = await bookState(session);
    // The journal left behind, as if the tab died between the commit and clearing it.
    await handleStoreJournal.write(name, {
      folderId: report.folderId ?? '',
      startedAt: new Date().toISOString(),
      pictures: [],
    });
    session.close();
    const again = new DbSession(name, null);
    await createFacadeParts(again, { opfs: new FakeOpfs().provider }).lifecycle.init();
    expect(await bookState(again)).toEqual(after);
    expect(await handleStoreJournal.read(name)).toBeNull();
  });

  it('leaves an import another tab is writing alone', async () => {
    const { name, session } = await openBook();
    const before = await bookState(session);
    await handleStoreJournal.write(name, {
      folderId: 'other-tab-folder',
      startedAt: new Date().toISOString(),
      pictures: [],
    });
    const root = before.tree[0] as TreeNode;
    await session.get().tree_nodes.add({
      ...root,
      id: 'other-tab-page',
      parentId: 'other-tab-folder',
      path: 'other-tab-folder/other-tab-page',
    });
    session.close();
    const held: ImportJournal = { ...handleStoreJournal, ifFree: async () => false };
    const again = new DbSession(name, null);
    await again.open();
    // The real hook is not registered on this bare session: run the clean-up as it would.
    expect(await undoInterruptedImport(again, held, async () => true)).toBe(0);
    expect(await again.get().tree_nodes.get('other-tab-page')).toBeDefined();
    expect(await handleStoreJournal.read(name)).not.toBeNull();
  });
});
