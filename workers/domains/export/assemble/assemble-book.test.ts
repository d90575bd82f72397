/** The one book assembly: reading order, what is included, levels, lazy parts. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../../tests/fresh-db';
import type { BookPart, ExportChoices } from '../../../contract/export';
import { choicesWith, sampleBook, TEXTS } from '../testing/sample-book';
import { assembleBook } from './assemble-book';

async function assemble(choices: ExportChoices = choicesWith(), texts = TEXTS) {
  const book = await sampleBook(freshDbName('assemble'));
  const assembly = await assembleBook(book.session.get(), await book.cache.list(), {
    choices,
    texts,
    language: 'en',
  });
  const parts: BookPart[] = [];
  for await (const part of assembly.parts()) parts.push(part);
  return { book, assembly, parts };
}

const outline = (parts: BookPart[]) => parts.map((p) => `${p.kind}:${p.title}:${p.level}`);

describe('assembleBook', () => {
  it('yields the book in reading order, empty sections and deleted pages left out', async () => {
    const { assembly, parts } = await assemble();
    expect(outline(parts)).toEqual([
      'title_page:The Salt Road:1',
      'copyright:«copyright»:1',
      'section:«preface»:1',
      'toc:«toc»:1',
      'section:«prologue»:1',
      'page:Opening:1',
      'folder:Part One:1',
      'page:Arrival:2',
      'page:Harbour:2',
      'folder:Part Two:1',
      'page:Storm:2',
      'folder:Interlude:2',
      'page:Calm:3',
      'section:«epilogue»:1',
      'section:Maps:1',
      'section:«acknowledgments»:1',
      'section:«afterword»:1',
    ]);
    expect(assembly.partCount).toBe(parts.length);
    expect(parts.map((p) => p.id)).toEqual([...new Set(parts.map((p) => p.id))]);
    expect(parts.every((p) => /^[a-z]/.test(p.id))).toBe(true);
    expect(parts.find((p) => p.title === 'Arrival')?.html).toBe(
      '<p>The <strong>ship</strong> came in.</p>',
    );
    expect(parts.some((p) => p.html.includes('Never printed'))).toBe(false);
    expect(parts.find((p) => p.title === 'Maps')?.section).toBe('appendices');
  });

  it('prints the copyright lines and a contents of the headings that follow it', async () => {
    const { parts } = await assemble();
    expect(parts[1]?.html).toBe(
      '<p>The Salt Road</p><p>Copyright © 2031 Ana Lima. All rights reserved.</p>',
    );
    const toc = parts.find((p) => p.kind === 'toc')?.toc ?? [];
    expect(toc.map((e) => `${e.title}:${e.level}`)).toEqual([
      '«prologue»:1',
      'Opening:1',
      'Part One:1',
      'Arrival:2',
      'Harbour:2',
      'Part Two:1',
      'Storm:2',
      'Interlude:2',
      // Calm is a scene of the chapter Interlude (a folder inside a part): no contents line.
      '«epilogue»:1',
      'Maps:1',
      '«acknowledgments»:1',
      '«afterword»:1',
    ]);
    const ids = new Set(parts.map((p) => p.id));
    expect(toc.every((e) => ids.has(e.id))).toBe(true);
  });

  it('numbers the chapters as the author chose, in the text and the contents', async () => {
    const { parts } = await assemble(choicesWith({ chapterNumbers: 'roman' }), {
      ...TEXTS,
      chapterLabel: 'Chapter {n}',
    });
    const labelled = parts.filter((p) => p.label).map((p) => `${p.label}|${p.title}`);
    expect(labelled).toEqual([
      'Chapter I|Opening',
      'Chapter II|Arrival',
      'Chapter III|Harbour',
      'Chapter IV|Storm',
      'Chapter V|Interlude',
    ]);
    const toc = parts.find((p) => p.kind === 'toc')?.toc ?? [];
    expect(toc.map((e) => e.title)).toContain('Chapter II: Arrival');
    expect(toc.map((e) => e.title)).toContain('Part One');
    // Words are English words: in another language the numbers are written as numerals.
    const words = await assemble(choicesWith({ chapterNumbers: 'words' }));
    expect(words.parts.find((p) => p.title === 'Storm')?.label).toBe('Chapter Four');
    const none = await assemble();
    expect(none.parts.some((p) => p.label)).toBe(false);
  });

  it('without folder headings, leaves folders out and puts every page at level 1', async () => {
    const { parts } = await assemble(choicesWith({ folderHeadings: false }));
    expect(parts.some((p) => p.kind === 'folder')).toBe(false);
    expect(parts.filter((p) => p.kind === 'page').map((p) => `${p.title}:${p.level}`)).toEqual([
      'Opening:1',
      'Arrival:1',
      'Harbour:1',
      'Storm:1',
      'Calm:1',
    ]);
  });

  it('has no contents when the book’s toc flag is off, or the author leaves it out', async () => {
    const off = await sampleBook(freshDbName('assemble-toc'));
    await off.parts.documents.updateFrontmatter({ toc: false });
    const assembly = await assembleBook(off.session.get(), await off.cache.list(), {
      choices: choicesWith(),
      texts: TEXTS,
      language: 'en',
    });
    const kinds: string[] = [];
    for await (const part of assembly.parts()) kinds.push(part.kind);
    expect(kinds).not.toContain('toc');

    const choices = choicesWith();
    choices.sections.toc = false;
    const { parts } = await assemble(choices);
    expect(parts.some((p) => p.kind === 'toc')).toBe(false);
  });

  it('applies the author’s section choices', async () => {
    const choices = choicesWith();
    for (const s of ['title_page', 'copyright', 'preface', 'appendices', 'afterword'] as const)
      choices.sections[s] = false;
    const { parts } = await assemble(choices);
    expect(outline(parts).slice(0, 2)).toEqual(['toc:«toc»:1', 'section:«prologue»:1']);
    expect(parts.map((p) => p.title)).not.toContain('Maps');
    expect(parts.at(-1)?.title).toBe('«acknowledgments»');
  });

  it('leaves the copyright page out when it has no lines', async () => {
    const { parts } = await assemble(choicesWith(), { ...TEXTS, copyrightLines: ['  '] });
    expect(parts.some((p) => p.kind === 'copyright')).toBe(false);
  });

  it('knows the book’s meta, and finds the pictures the parts show', async () => {
    const { assembly } = await assemble();
    expect(assembly.meta).toMatchObject({
      title: 'The Salt Road',
      author: 'Ana Lima',
      language: 'en',
      dir: 'ltr',
    });
    expect(assembly.meta.modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(await assembly.scanImages()).toEqual([{ src: 'images/gull.webp', blobId: 'gull1' }]);
  });

  it('stops between parts when the signal is aborted', async () => {
    const { assembly } = await assemble();
    const controller = new AbortController();
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const part of assembly.parts(controller.signal)) {
          seen.push(part.kind);
          if (seen.length === 3) controller.abort();
        }
      })(),
    ).rejects.toThrow();
    expect(seen).toHaveLength(3);
  });
});
