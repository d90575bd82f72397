/**
 * The book PDF follows the book's structure (issue 25, item 2 and "Section types"): the whole
 * path — tree, assembly, the typesetter's data, the real template compiled by the engine — read
 * back page by page with pdftotext. A part stands alone on its recto; every chapter starts a
 * page of its own, inside a part as at the top; scenes run on within their chapter.
 */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../../../tests/fresh-db';
import { hasPdftotext, pdfPageTexts, typesetInNode } from '../../../../../tests/typeset-in-node';
import { createFacadeParts } from '../../../../api';
import type { BookPart, ExportChoices } from '../../../../contract/export';
import { DbSession } from '../../../../db/session';
import { TreeCache } from '../../../../db/tree-cache';
import { assembleBook } from '../../assemble/assemble-book';
import { choicesWith, TEXTS } from '../../testing/sample-book';
import { PAGE_LAYOUTS } from './page-layouts';
import { collectBook, volumeFiles } from './typeset-document';
import { planVolumes } from './volumes';

const decoder = new TextDecoder();
const encoder = new TextEncoder();
const source = async (name: string) =>
  encoder.encode((await import(`./${name}.typ?raw`)).default as string);

/** A book: "Part 1" (two chapters of a page or more), a chapter folder of two scenes, a page. */
async function structuredBook() {
  const session = new DbSession(freshDbName('structure-pdf'), null);
  const parts = createFacadeParts(session);
  await parts.lifecycle.init();
  const tree = parts.tree;
  const nodes = await tree.fetchTree();
  const root = nodes.find((n) => n.parentId === null);
  const page1 = nodes.find((n) => n.type === 'page');
  if (!root || !page1) throw new Error('template tree missing');
  await parts.documents.updateFrontmatter({ title: 'The Salt Road', author: 'Ana Lima' });
  const create = async (parentId: string, type: 'folder' | 'page', name: string) =>
    (await tree.createNode({ parentId, type, name }))[0]?.id as string;
  const long = (word: string) =>
    Array.from({ length: 14 }, (_, i) => `<p>${word} ${i} ${'sea wind salt '.repeat(30)}</p>`).join(
      '',
    );
  const part1 = await create(root.id, 'folder', 'Part 1');
  await tree.moveNode(part1, root.id, 1);
  await tree.renameNode(page1.id, 'Arrival');
  await tree.moveNode(page1.id, part1, 1);
  await tree.savePageContent(page1.id, long('ArrivalText'));
  const harbour = await create(part1, 'page', 'Harbour');
  await tree.savePageContent(harbour, '<p>HarbourText gulls.</p>');
  return { session, parts, cache: new TreeCache(session), ids: { root: root.id, part1 } };
}

async function bookPdfPages(
  book: Awaited<ReturnType<typeof structuredBook>>,
  choices: ExportChoices = choicesWith(),
) {
  const assembly = await assembleBook(book.session.get(), await book.cache.list(), {
    choices,
    texts: { ...TEXTS, copyrightLines: [] },
    language: 'en',
  });
  const collected: BookPart[] = [];
  for await (const part of assembly.parts()) collected.push(part);
  const layout = PAGE_LAYOUTS['6x9'];
  const read = await collectBook(
    {
      parts: (async function* () {
        yield* collected;
      })(),
      resolveImage: async () => null,
      signal: new AbortController().signal,
      onPart: () => undefined,
    },
    layout,
    assembly.meta,
  );
  const [indexes = []] = planVolumes(read.parts, 0);
  const files = volumeFiles({
    meta: assembly.meta,
    layout,
    fonts: ['EB Garamond'],
    book: read,
    indexes,
    volumeTitle: '',
    tocTitle: 'Contents',
    hyphenate: true,
    draftingMarks: false,
  });
  const pdf = await typesetInNode([
    { path: '/blocks.typ', bytes: await source('blocks') },
    { path: '/main.typ', bytes: await source('book') },
    ...files,
  ]);
  return { pages: pdfPageTexts(pdf), data: JSON.parse(decoder.decode(files[0]?.bytes)) };
}

/** The 1-based page whose text starts with `start` (an opening has no running head). */
const pageStarting = (pages: string[], start: string) =>
  pages.findIndex((text) => text.startsWith(start)) + 1;

describe.skipIf(!hasPdftotext)('the book PDF follows the book’s structure', () => {
  it('sets a part alone on its recto and starts each chapter of it on a page of its own', async () => {
    const book = await structuredBook();
    const { pages } = await bookPdfPages(book);
    const part = pages.findIndex((text) => text.includes('Part 1')) + 1;
    expect(part, pages.join('\n---\n')).toBeGreaterThan(0);
    // The part's page holds the part's title and nothing else but its folio.
    expect(pages[part - 1]).toMatch(/^Part 1 \d+$/);
    expect(part % 2, 'a part opens a recto').toBe(1);
    const arrival = pageStarting(pages, 'Arrival');
    const harbour = pageStarting(pages, 'Harbour');
    expect(arrival, pages.join('\n---\n')).toBeGreaterThan(part);
    expect(pages[arrival - 1]).toMatch(/^Arrival ArrivalText 0/);
    // The first chapter runs over a page, so the next one starting a page is not by chance.
    expect(harbour, pages.join('\n---\n')).toBeGreaterThan(arrival + 1);
    expect(pages[harbour - 1]).toMatch(/^Harbour HarbourText gulls\. \d+$/);
    book.session.close();
  }, 60_000);

  it('runs a chapter’s scenes on under no heading of their own, a scene break between them', async () => {
    const book = await structuredBook();
    const tree = book.parts.tree;
    const make = async (parentId: string, type: 'folder' | 'page', name: string) =>
      (await tree.createNode({ parentId, type, name }))[0]?.id as string;
    const storm = await make(book.ids.root, 'folder', 'Storm');
    await tree.setNodeSectionType(storm, 'chapter');
    const wind = await make(storm, 'page', 'Wind');
    const rain = await make(storm, 'page', 'Rain');
    await tree.savePageContent(wind, '<p>WindText blew.</p>');
    await tree.savePageContent(rain, '<p>RainText fell.</p>');
    const { pages } = await bookPdfPages(book);
    const at = pageStarting(pages, 'Storm');
    expect(at, pages.join('\n---\n')).toBeGreaterThan(0);
    expect(pages[at - 1]).toMatch(/^Storm WindText blew\. .+ RainText fell\. \d+$/);
    expect(pages.join(' ')).not.toMatch(/\bWind\b|\bRain\b/);
    book.session.close();
  }, 60_000);
});
