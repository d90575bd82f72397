/** Find and replace through the facade: search in book order, replace with marks kept, undo. */
import { describe, expect, it } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';
import {
  DEFAULT_FIND_OPTIONS,
  DEFAULT_FIND_SCOPE,
  type FindAnswer,
  type FindQuery,
} from '../../contract/find';
import type { TreeNodeSummary } from '../../db/tree-cache';

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

const query = (text: string, extra: Partial<FindQuery> = {}): FindQuery => ({
  text,
  options: { ...DEFAULT_FIND_OPTIONS, ...extra.options },
  scope: extra.scope ?? DEFAULT_FIND_SCOPE,
});

async function book() {
  const opfs = new FakeOpfs();
  const api = createApi({ databaseName: freshDbName('find'), backup: null, opfs: opfs.provider });
  await data(api.init());
  const tree = await data<TreeNodeSummary[]>(api.fetchTree());
  const first = tree.find((n) => n.type === 'page');
  const root = tree.find((n) => n.type === 'folder');
  if (!first || !root) throw new Error('no page');
  const second = (
    await data<TreeNodeSummary[]>(api.createNode({ parentId: root.id, type: 'page', name: 'Two' }))
  ).find((n) => n.name === 'Two');
  if (!second) throw new Error('no second page');
  await data(
    api.savePageContent(first.id, '<p>Marrow met <strong>Marrow</strong>.</p><p>MARROW!</p>'),
  );
  await data(api.savePageContent(second.id, '<p>Mar<em>row</em> walked to marrowbone lane.</p>'));
  await data(api.saveSection('prologue', '<p>Before: marrow.</p>'));
  await data(api.saveSection('afterword', '<p>After: Marrow.</p>'));
  return { api, opfs, first, second, root };
}

const found = (answer: FindAnswer) => {
  if (answer.status !== 'found') throw new Error(answer.status);
  return answer;
};

describe('findInBook', () => {
  it('lists matches by place in book order with a count and context', async () => {
    const { api, first, second } = await book();
    const answer = found(
      await data(
        api.findInBook(query('marrow', { options: { ...DEFAULT_FIND_OPTIONS, wholeWord: true } })),
      ),
    );
    expect(answer.results.map((r) => r.key)).toEqual([
      'section:prologue',
      `page:${first.id}`,
      `page:${second.id}`,
      'section:afterword',
    ]);
    expect(answer.total).toBe(6);
    expect(answer.targets).toBe(4);
    const page = answer.results[1];
    expect(page?.title).toBe(first.name);
    expect(page?.matches.map((m) => m.text)).toEqual(['Marrow', 'Marrow', 'MARROW']);
    expect(page?.matches[1]).toMatchObject({ before: 'Marrow met ', after: '.' });
  });

  it('follows page saves, and the manuscript scope leaves front and back matter out', async () => {
    const { api, first } = await book();
    await data(api.findInBook(query('marrow')));
    await data(api.savePageContent(first.id, '<p>No longer.</p>'));
    const answer = found(
      await data(
        api.findInBook(
          query('marrow', { scope: { ...DEFAULT_FIND_SCOPE, where: { kind: 'manuscript' } } }),
        ),
      ),
    );
    expect(answer.results.map((r) => r.key)).toEqual([
      'section:prologue',
      expect.stringMatching(/^page:/),
    ]);
    expect(answer.total).toBe(3); // prologue 1, second page 2 (Marrow across the edge, marrowbone)
  });

  it('tells the first results while the rest of the book is searched', async () => {
    const { api, first } = await book();
    await data(api.savePageContent(first.id, `<p>${'Marrow ran. '.repeat(60)}</p>`));
    const told: FindAnswer[] = [];
    const answer = found(
      await data(api.findInBook(query('marrow'), undefined, (a: FindAnswer) => told.push(a))),
    );
    // The prologue and the first page make the first results (61 matches, over FIRST_MATCHES).
    expect(told).toHaveLength(1);
    const partial = found(told[0] as FindAnswer);
    expect(partial.partial).toBe(true);
    expect(partial.results.map((r) => r.key)).toEqual(['section:prologue', `page:${first.id}`]);
    expect(partial.total).toBe(61);
    expect(answer.partial).toBeUndefined();
    expect(answer.total).toBe(64);
    expect(answer.results.slice(0, 2)).toEqual(partial.results);
  });

  it('answers an invalid pattern with the reason', async () => {
    const { api } = await book();
    const answer = await data(
      api.findInBook(query('(oops', { options: { ...DEFAULT_FIND_OPTIONS, regex: true } })),
    );
    expect(answer.status).toBe('invalid-pattern');
  });

  it('a newer search cancels the one still running', async () => {
    const { api } = await book();
    const [older, newer] = await Promise.all([
      data(api.findInBook(query('marrow'))),
      data(api.findInBook(query('lane'))),
    ]);
    expect(['cancelled', 'found']).toContain(older.status);
    expect(found(newer).total).toBe(1);
  });
});

describe('replaceInBook and undoReplace', () => {
  it('replaces the chosen matches keeping marks, then undo puts every text back byte for byte', async () => {
    const { api, first, second } = await book();
    const before = {
      first: (await data(api.fetchNode(first.id))).content,
      second: (await data(api.fetchNode(second.id))).content,
      prologue: (await data(api.getSection('prologue'))).content,
    };
    const wordsBefore = (await data(api.bookTotals())).words;
    const q = query('marrow', { options: { ...DEFAULT_FIND_OPTIONS, wholeWord: true } });
    const preview = found(
      await data(api.findInBook(q, { replacement: 'harrow', preserveCase: true })),
    );
    expect(preview.results[1]?.matches.map((m) => m.replacement)).toEqual([
      'Harrow',
      'Harrow',
      'HARROW',
    ]);
    // Untick the first match of the first page and everything in the afterword.
    const skip = Object.fromEntries(
      preview.results
        .filter((r) => r.key === 'section:afterword' || r.key === `page:${first.id}`)
        .map((r) => [
          r.key,
          r.key === 'section:afterword'
            ? r.matches.map((m) => m.start)
            : [r.matches[0]?.start ?? -1],
        ]),
    );
    const report = await data(
      api.replaceInBook({ ...q, replacement: 'harrow', preserveCase: true, skip }),
    );
    expect(report).toMatchObject({ replaced: 4, targets: 3 });
    expect((await data(api.fetchNode(first.id))).content).toBe(
      '<p>Marrow met <strong>Harrow</strong>.</p><p>HARROW!</p>',
    );
    expect((await data(api.fetchNode(second.id))).content).toBe(
      '<p>Har<em>row</em> walked to marrowbone lane.</p>',
    );
    expect((await data(api.getSection('prologue'))).content).toBe('<p>Before: harrow.</p>');
    expect((await data(api.getSection('afterword'))).content).toBe('<p>After: Marrow.</p>');
    expect((await data(api.bookTotals())).words).toBe(wordsBefore);

    const listed = (await data(api.listSnapshots())).find((s) => s.name === report.undo);
    expect(listed).toMatchObject({
      kind: 'replace',
      title: "Before replacing 'marrow' with 'harrow'",
    });
    expect(listed?.replace).toEqual({ find: 'marrow', replace: 'harrow' });

    // A save of a page it wrote, before any search: the other written pages keep their new text.
    const replacedFirst = (await data(api.fetchNode(first.id))).content;
    await data(api.savePageContent(first.id, '<p>Brand new harrow.</p>'));
    expect(found(await data(api.findInBook(query('brand')))).total).toBe(1);
    expect(found(await data(api.findInBook(query('harrow')))).total).toBe(3);
    await data(api.savePageContent(first.id, replacedFirst));
    // The index follows the replace.
    expect(found(await data(api.findInBook(query('harrow')))).total).toBe(4);

    const undo = await data(api.undoReplace(report.undo ?? ''));
    expect(undo).toMatchObject({ restored: 3, missing: 0 });
    expect((await data(api.fetchNode(first.id))).content).toBe(before.first);
    expect((await data(api.fetchNode(second.id))).content).toBe(before.second);
    expect((await data(api.getSection('prologue'))).content).toBe(before.prologue);
  });

  it('leaves a page edited since the preview as it is when it had unticked matches', async () => {
    const { api, first, second } = await book();
    const q = query('marrow', { options: { ...DEFAULT_FIND_OPTIONS, wholeWord: true } });
    const preview = found(
      await data(api.findInBook(q, { replacement: 'harrow', preserveCase: true })),
    );
    const page = preview.results.find((r) => r.key === `page:${first.id}`);
    if (!page) throw new Error('no page');
    // Untick the second match of the first page, then the author edits that page.
    const skip = { [page.key]: [page.matches[1]?.start ?? -1] };
    const seen = { [page.key]: page.textLength };
    const edited = '<p>New words first. Marrow met <strong>Marrow</strong>.</p><p>MARROW!</p>';
    await data(api.savePageContent(first.id, edited));
    const report = await data(
      api.replaceInBook({ ...q, replacement: 'harrow', preserveCase: true, skip, seen }),
    );
    expect(report.changedSince).toBe(1);
    expect((await data(api.fetchNode(first.id))).content).toBe(edited);
    // The pages without unticked matches are replaced as asked.
    expect((await data(api.fetchNode(second.id))).content).toBe(
      '<p>Har<em>row</em> walked to marrowbone lane.</p>',
    );
  });

  it('the word counts follow a replace and its undo', async () => {
    const { api, second } = await book();
    const words = (await data(api.bookTotals())).words;
    const page = (await data(api.fetchNode(second.id))).content_metrics.words;
    const report = await data(
      api.replaceInBook({ ...query('lane'), replacement: 'long narrow lane', preserveCase: false }),
    );
    expect((await data(api.bookTotals())).words).toBe(words + 2);
    expect((await data(api.fetchNode(second.id))).content_metrics.words).toBe(page + 2);
    await data(api.undoReplace(report.undo ?? ''));
    expect((await data(api.bookTotals())).words).toBe(words);
  });

  it('fills $1 groups and searches notes and atlas records when asked', async () => {
    const { api } = await book();
    const note = await data(
      api.createNote({ title: 'Marrow notes', content: '<p>Ask Marrow.</p>' }),
    );
    const q = query('(M)arrow', {
      options: { ...DEFAULT_FIND_OPTIONS, regex: true, matchCase: true },
      scope: { where: { kind: 'nodes', ids: [] }, notes: true, atlas: false },
    });
    const report = await data(
      api.replaceInBook({ ...q, replacement: '$1orrow', preserveCase: false }),
    );
    expect(report.replaced).toBe(2);
    const notes = await data(api.listNotes());
    const saved = notes.find((n) => n.id === note.id);
    expect(saved?.title).toBe('Morrow notes');
    expect(saved?.content).toBe('<p>Ask Morrow.</p>');
  });
});
