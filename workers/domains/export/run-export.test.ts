/** The export run: written through a file handle or as a Blob, cancelled cleanly, choices kept. */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { freshDbName } from '../../../tests/fresh-db';
import type { ExportOutcome, ExportProgress, ExportRequest } from '../../contract/export';
import { runExport } from './run-export';
import { choicesWith, sampleBook, TEXTS } from './testing/sample-book';

async function setup() {
  const book = await sampleBook(freshDbName('run-export'));
  const folder = await (await new FakeOpfs().provider()).getDirectoryHandle('picked', {
    create: true,
  });
  return { book, folder, api: book.parts.bookExport };
}

const request = (changes: Partial<ExportRequest> = {}): ExportRequest => ({
  id: 'e1',
  format: 'markdown',
  choices: choicesWith(),
  language: 'en',
  texts: TEXTS,
  target: null,
  ...changes,
});

const fileText = async (handle: FileSystemFileHandle) => (await handle.getFile()).text();

describe('exportBook', () => {
  it('plans the file: a zip for a book with pictures, else one .md, named after the title', async () => {
    const { api, book } = await setup();
    const input = {
      format: 'markdown' as const,
      choices: choicesWith(),
      texts: TEXTS,
      language: 'en',
    };
    const plan = await api.planExport(input);
    expect(plan).toMatchObject({
      fileName: 'the-salt-road.zip',
      mimeType: 'application/zip',
      images: 1,
    });
    // The page loses its picture: the plan reads the book again.
    await book.parts.tree.savePageContent(book.ids.harbour, '<p>Gulls.</p>');
    expect(await api.planExport(input)).toMatchObject({
      fileName: 'the-salt-road.md',
      mimeType: 'text/markdown',
      images: 0,
      partCount: plan.partCount,
    });
    expect(await api.planExport({ ...input, format: 'epub' })).toMatchObject({
      fileName: 'the-salt-road.epub',
      images: null,
    });
  });

  it('writes the book through the chosen file, reporting progress', async () => {
    const { api, folder } = await setup();
    const target = await folder.getFileHandle('book.zip', { create: true });
    const seen: ExportProgress[] = [];
    const outcome = await api.exportBook(request({ target }), (p) => seen.push(p));
    expect(outcome.kind).toBe('done');
    if (outcome.kind !== 'done') return;
    expect(outcome.blob).toBeUndefined();
    expect(outcome.result).toMatchObject({ fileName: 'book.zip', mimeType: 'application/zip' });
    // No project folder here: the picture is listed as missing, the export made all the same.
    expect(outcome.result.missingImages).toEqual(['images/gull.webp']);
    const bytes = new Uint8Array(await (await target.getFile()).arrayBuffer());
    expect(outcome.result.bytes).toBe(bytes.length);
    const markdown = strFromU8(unzipSync(bytes)['the-salt-road.md'] as Uint8Array);
    const order = [
      '# The Salt Road',
      '## «preface»',
      '## Part One',
      '### Arrival',
      'The **ship** came in.',
      '## «afterword»',
    ];
    const at = order.map((text) => markdown.indexOf(text));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(markdown).not.toContain('Never printed');
    expect(seen[0]?.phase).toBe('assemble');
    expect(seen.at(-1)).toEqual({
      phase: 'save',
      done: outcome.result.parts,
      total: outcome.result.parts,
    });
  });

  it('answers with a Blob where there is no file to write', async () => {
    const { api, book } = await setup();
    await book.parts.tree.savePageContent(book.ids.harbour, '<p>Gulls.</p>');
    const outcome = await api.exportBook(request());
    expect(outcome.kind).toBe('done');
    if (outcome.kind !== 'done' || !outcome.blob) throw new Error('no blob');
    expect(outcome.result.fileName).toBe('the-salt-road.md');
    expect(outcome.blob.type).toBe('text/markdown');
    const text = await outcome.blob.text();
    expect(text.startsWith('# The Salt Road\n\nAna Lima\n\n')).toBe(true);
  });

  it('is cancelled midway: the file as it was, the book unchanged', async () => {
    const { api, folder, book } = await setup();
    const target = await folder.getFileHandle('old.zip', { create: true });
    const writable = await target.createWritable();
    await writable.write('what was there before');
    await writable.close();
    const before = await book.parts.tree.fetchTree();
    const outcome: ExportOutcome = await api.exportBook(request({ id: 'c1', target }), (p) => {
      if (p.phase === 'write' && p.done === 0) void api.cancelExport('c1');
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(await fileText(target)).toBe('what was there before');
    expect(await book.parts.tree.fetchTree()).toEqual(before);
    expect(await api.cancelExport('c1')).toBe(false);
  });

  it('remembers the author’s choices for the book', async () => {
    const { api } = await setup();
    expect(await api.getExportChoices()).toEqual(choicesWith());
    const choices = choicesWith({ folderHeadings: false, embedFonts: true });
    choices.sections.glossary = false;
    await api.exportBook(request({ choices }));
    expect(await api.getExportChoices()).toEqual(choices);
  });

  it('never writes the book’s own file', async () => {
    const { book, folder } = await setup();
    const own = await folder.getFileHandle('the-salt-road.json', { create: true });
    const outcome = await runExport(
      {
        session: book.session,
        tree: () => book.cache.list(),
        bookFile: async () => own,
        readProjectImage: async () => ({ ok: false, code: 'no_handle' }),
        images: (assembly) => assembly.scanImages(),
      },
      request({ target: own }),
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'book_file' });
    expect(await fileText(own)).toBe('');
  });
});
