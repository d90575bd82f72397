/**
 * Page history through the facade: the save path keeps a version at a session's first change,
 * snapshots, compare, retention (90 days, named forever, delete), and the book file carrying
 * every version back whole (ids renumbered).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import { DEFAULT_FIND_OPTIONS, DEFAULT_FIND_SCOPE } from '../../contract/find';
import type { PageVersionInfo, PageVersionRecord } from '../../contract/revisions';
import { applyDelta, makeDelta, textHash } from '../../core/version-delta';
import { DbSession } from '../../db/session';
import { createRevisionHandlers } from './handlers';

type Api = ReturnType<typeof createApi>;
let api: Api;

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

async function firstPage(): Promise<string> {
  const tree = await data<Array<{ id: string; type: string }>>(api.fetchTree());
  const page = tree.find((n) => n.type === 'page');
  if (!page) throw new Error('no page');
  return page.id;
}

const save = (id: string, html: string) => data(api.saveContent({ kind: 'page', id }, html));
const history = (id: string) => data<PageVersionInfo[]>(api.listPageVersions(id));
/** The hook keeps its version after the save goes on; a read after a short wait sees it. */
const settle = () => new Promise((r) => setTimeout(r, 50));

beforeEach(async () => {
  api = createApi({ databaseName: freshDbName('revisions'), backup: null });
  await data(api.init());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the save hook', () => {
  it('keeps the stored text at the first change of a session, not at every save', async () => {
    const id = await firstPage();
    await save(id, '<p>First draft of the page.</p>');
    await settle();
    const afterFirst = await history(id);
    expect(afterFirst).toHaveLength(1); // the empty page before the first words
    await save(id, '<p>First draft of the page, longer.</p>');
    await save(id, '<p>First draft of the page, longer still.</p>');
    await settle();
    expect(await history(id)).toHaveLength(1);
  });

  it('keeps a version at the first change of a new day and after a pause', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 3, 23, 40));
    const id = await firstPage();
    await save(id, '<p>Monday night.</p>');
    vi.setSystemTime(new Date(2026, 2, 3, 23, 59));
    await save(id, '<p>Monday night, later.</p>');
    vi.setSystemTime(new Date(2026, 2, 4, 0, 5)); // a new day, six minutes on
    await save(id, '<p>Tuesday morning.</p>');
    vi.setSystemTime(new Date(2026, 2, 4, 9, 0)); // after a pause
    await save(id, '<p>Tuesday, after breakfast.</p>');
    await settle();
    const list = await history(id);
    expect(list.map((v) => v.reason)).toEqual(['session', 'day', 'session']);
    const kept = await data<{ html: string }>(api.readPageVersion(list[1]?.id ?? 0));
    expect(kept.html).toBe('<p>Monday night, later.</p>');
  });
});

describe('snapshots and compare', () => {
  it('compares a named snapshot with the page now and restores nothing by itself', async () => {
    const id = await firstPage();
    await save(id, '<p>The cat sat on the mat.</p><p>It was warm.</p>');
    const snap = await data<PageVersionInfo>(api.takePageSnapshot(id, 'Sent to editor'));
    expect(snap.name).toBe('Sent to editor');
    await save(id, '<p>The dog sat on the mat.</p><p>It was warm.</p>');
    const result = await data<{ blocks: Array<{ kind: string }>; wordsAdded: number }>(
      api.comparePageVersions({ pageId: id, from: snap.id, to: 'now', unit: 'word' }),
    );
    expect(result.blocks.map((b) => b.kind)).toEqual(['changed', 'same']);
    expect(result.wordsAdded).toBe(1);
  });

  it('lists the book changes since a book snapshot: changed, added and deleted pages', async () => {
    const id = await firstPage();
    await save(id, '<p>Words before.</p>');
    const book = await data<{ snapshot: string; pages: number }>(api.takeBookSnapshot('Draft 1'));
    expect(book.pages).toBe(1);
    await save(id, '<p>Words after.</p>');
    const changes = await data<{ pages: Array<{ status: string; wordsAdded: number }> }>(
      api.compareBook({ kind: 'snapshot', snapshot: book.snapshot }),
    );
    expect(changes.pages).toEqual([
      expect.objectContaining({ pageId: id, status: 'changed', wordsAdded: 1, wordsRemoved: 1 }),
    ]);
    const snapshots = await data<Array<{ name: string }>>(api.listBookSnapshots());
    expect(snapshots.map((s) => s.name)).toEqual(['Draft 1']);
  });
});

describe('storage', () => {
  it('keeps older versions as small scripts and reads every one back after a book file round trip', async () => {
    const id = await firstPage();
    const paragraphs = Array.from(
      { length: 120 },
      (_, i) => `<p>Paragraph ${i} of the long page.</p>`,
    );
    const texts: string[] = [];
    for (let day = 0; day < 6; day += 1) {
      paragraphs[day * 7] = `<p>Rewritten on day ${day}.</p>`;
      texts.push(paragraphs.join(''));
      await save(id, texts[day] as string);
      await data(api.takePageSnapshot(id, null));
    }
    const file = await data<{ json: string }>(api.exportDatabase());
    const stored = JSON.parse(file.json).data.page_versions as Array<{
      form: string;
      body: string;
    }>;
    // No version whole but the empty page before the first words (nothing to save): the
    // older ones are scripts against the next, the newest a script against the page's text.
    expect(stored.filter((r) => r.form === 'full' && r.body !== '')).toEqual([]);
    expect(stored.filter((r) => r.form === 'page')).toHaveLength(1);
    const full = (texts.at(-1) as string).length;
    for (const r of stored.filter((v) => v.form !== 'full')) {
      expect(r.body.length).toBeLessThan(full / 10);
    }
    // A fresh book opens the file: the history is whole, versions renumbered.
    await data(api.importBook(file.json));
    const list = await history(id);
    const back = await Promise.all(
      list
        .filter((v) => v.reason === 'snapshot')
        .reverse()
        .map(async (v) => (await data<{ html: string }>(api.readPageVersion(v.id))).html),
    );
    expect(back).toEqual(texts);
  });

  it('opens a book file written before revisions existed', async () => {
    const file = await data<{ json: string }>(api.exportDatabase());
    const old = JSON.parse(file.json);
    delete old.data.page_versions;
    await data(api.importBook(JSON.stringify(old)));
    expect(await history(await firstPage())).toEqual([]);
  });
});

describe('a version from a book file', () => {
  it('still reads back when the import cleans the page text it was stored against', async () => {
    const id = await firstPage();
    const older = '<p>The first draft of the opening.</p><p>A second paragraph.</p>';
    await save(id, older);
    await data(api.takePageSnapshot(id, 'Draft'));
    await save(id, '<p>The opening, rewritten.</p><p>A second paragraph.</p>');
    const file = JSON.parse((await data<{ json: string }>(api.exportDatabase())).json);
    const node = file.data.tree_nodes.find((n: { id: string }) => n.id === id);
    const head = (file.data.page_versions as PageVersionRecord[]).find((r) => r.form === 'page');
    if (!head) throw new Error('no version against the page');
    // A file whose page text the import cleans (an attribute the sanitiser drops), with the
    // version stored against that text as the app that wrote it would have.
    const text = applyDelta(node.content, head.body);
    const raw = node.content.replace('<p>', '<p onclick="alert(1)">');
    node.content = raw;
    head.body = makeDelta(raw, text) as string;
    head.baseHash = textHash(raw);
    await data(api.importBook(JSON.stringify(file)));
    const [version] = await history(id);
    expect(version?.name).toBe('Draft');
    const read = await data<{ html: string }>(api.readPageVersion(version?.id ?? 0));
    expect(read.html).toBe(older);
  });

  it('is cleaned when read back, as the page text is', async () => {
    const id = await firstPage();
    const file = JSON.parse((await data<{ json: string }>(api.exportDatabase())).json);
    file.data.page_versions = [
      {
        id: 7,
        pageId: id,
        at: '2026-01-01T00:00:00.000Z',
        reason: 'snapshot',
        name: 'From a file',
        snapshot: null,
        words: 1,
        title: 'Page 1',
        place: '',
        form: 'full',
        body: '<p onclick="alert(1)">Hello<script>alert(2)</script></p>',
      },
    ];
    await data(api.importBook(JSON.stringify(file)));
    const [version] = await history(id);
    const read = await data<{ html: string }>(api.readPageVersion(version?.id ?? 0));
    expect(read.html).toBe('<p>Hello</p>');
  });
});

describe('retention', () => {
  it('lets unnamed versions go after 90 days, keeps named ones forever, deletes on request', async () => {
    const name = freshDbName('retention');
    const session = new DbSession(name, null);
    await session.open();
    let clock = new Date(2026, 0, 1);
    const { handlers } = createRevisionHandlers(session, { now: () => clock });
    const page = (await session.get().tree_nodes.toArray()).find((n) => n.type === 'page');
    const id = page?.id as string;
    const write = (html: string) => session.get().tree_nodes.update(id, { content: html });
    await write('<p>January, named.</p>');
    await handlers.takePageSnapshot(id, 'Kept forever');
    clock = new Date(2026, 0, 2);
    await write('<p>January, unnamed.</p>');
    await handlers.takePageSnapshot(id, null);
    clock = new Date(2026, 2, 1);
    await write('<p>March.</p>');
    await handlers.takePageSnapshot(id, null);
    expect((await handlers.listPageVersions(id)).map((v) => v.name)).toEqual([
      null,
      null,
      'Kept forever',
    ]);
    clock = new Date(2026, 4, 1); // 119 days after the unnamed January version
    await write('<p>May.</p>');
    await handlers.takePageSnapshot(id, null);
    const list = await handlers.listPageVersions(id);
    expect(list.map((v) => v.at)).toEqual(
      [new Date(2026, 4, 1), new Date(2026, 2, 1), new Date(2026, 0, 1)].map((d) =>
        d.toISOString(),
      ),
    );
    // What is left still reads back, and the named one is deleted when the author asks.
    expect((await handlers.readPageVersion(list[2]?.id ?? 0)).html).toBe('<p>January, named.</p>');
    await handlers.deletePageVersions(id, [list[1]?.id ?? 0]);
    expect((await handlers.readPageVersion(list[2]?.id ?? 0)).html).toBe('<p>January, named.</p>');
    expect((await handlers.readPageVersion(list[0]?.id ?? 0)).html).toBe('<p>May.</p>');
    await handlers.deletePageVersions(id, [list[2]?.id ?? 0]);
    expect(await handlers.listPageVersions(id)).toHaveLength(1);
    session.close?.();
  });
});

describe('a replace in the whole book', () => {
  it('keeps each page it changes as a version first, and the version reads back as it was', async () => {
    const opfs = new FakeOpfs();
    api = createApi({
      databaseName: freshDbName('rev-replace'),
      backup: null,
      opfs: opfs.provider,
    });
    await data(api.init());
    const id = await firstPage();
    const before = '<p>The marrow of the story, and more marrow.</p>';
    await save(id, before);
    await settle();
    const kept = (await history(id)).length;
    const report = await data<{ replaced: number }>(
      api.replaceInBook({
        text: 'marrow',
        options: { ...DEFAULT_FIND_OPTIONS },
        scope: DEFAULT_FIND_SCOPE,
        replacement: 'heart',
        preserveCase: true,
      }),
    );
    expect(report.replaced).toBe(2);
    const list = await history(id);
    expect(list).toHaveLength(kept + 1);
    expect(list[0]?.reason).toBe('bulk');
    const read = await data<{ html: string }>(api.readPageVersion(list[0]?.id ?? 0));
    expect(read.html).toBe(before);
    const now = await data<{ content: string }>(api.fetchNode(id));
    expect(now.content).toContain('heart');
  });
});
