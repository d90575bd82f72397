/**
 * Export to PDF (docs/pdf.md): the print-ready book, typeset by Typst in a worker of its own in
 * every script the app speaks, split into volumes when it is big; or the manuscript in standard
 * manuscript format, written by jsPDF when its standard fonts can set the book, else by Typst.
 */
import type { BookMeta, BookWriter, WriterInput } from '../../../contract/export';
import { suggestedSaveName } from '../../../contract/file-names';
import { SCENE_SEPARATOR_TEXT, sceneBreakText } from '../../../contract/scene-break';
import { ZipStream } from '../../../files/zip-stream';
import blocksSource from './typeset/blocks.typ?raw';
import bookSource from './typeset/book.typ?raw';
import manuscriptSource from './typeset/manuscript.typ?raw';
import { PAGE_LAYOUTS } from './typeset/page-layouts';
import { addScripts, facesFor, withHeadingFace } from './typeset/script-fonts';
import {
  type CollectedBook,
  collectBook,
  hyphenates,
  typesetJson,
  typstLanguage,
  volumeFiles,
  withDirections,
} from './typeset/typeset-document';
import { loadTypesetter, TypesetterUnavailableError, typeset } from './typeset/typesetter';
import { opensRecto, planVolumes, wordsPerVolume } from './typeset/volumes';
import { aboutWords, ManuscriptScriptError, writeManuscriptPdf } from './write-manuscript-pdf';

const encoder = new TextEncoder();

/** The PDF file names inside a .zip of volumes: "my-book-volume-2.pdf". */
export const volumeFileName = (base: string, n: number) => `${base}-volume-${n}.pdf`;

export const writePdf: BookWriter = async function* (input) {
  if (input.choices.pdf.kind === 'manuscript') {
    try {
      yield* writeManuscriptPdf(input);
      return;
    } catch (error) {
      if (!(error instanceof ManuscriptScriptError) || !input.reread) throw error;
    }
    yield* typesetManuscript({ ...input, parts: input.reread() });
    return;
  }
  yield* typesetBook(input);
};

/** Reads the book and loads the typesetter with the faces its scripts need. */
async function prepare(input: WriterInput, manuscript: boolean) {
  const { choices, signal } = input;
  const layout = PAGE_LAYOUTS[manuscript ? 'letter' : choices.pdf.trim];
  const book = await collectBook(input, layout, input.meta);
  // Words the interface supplies print too (the contents' heading, "Volume 2").
  addScripts(
    book.scripts,
    `${input.texts?.sectionTitles.toc ?? ''} ${input.texts?.volumeTitle ?? ''}`,
  );
  // The language the book is written in (the interface's unless the text says otherwise).
  const meta = { ...input.meta, ...book.letters.languageFor(input.meta.language) };
  const faces = facesFor(manuscript ? undefined : meta.fontFamily, book.scripts, meta.language);
  // Headings in their own face when the book has one (the default: Playfair Display).
  const headingFaces = manuscript ? faces : withHeadingFace(faces, meta.headingFamily);
  // The fleuron (❧) of a scene break: of the typesetter's faces only EB Garamond has it.
  if (!manuscript && sceneBreakText(choices) === SCENE_SEPARATOR_TEXT.fleuron)
    if (!faces.includes('EB Garamond')) faces.push('EB Garamond');
  const loaded = [...new Set([...faces, ...headingFaces])];
  const assets = await loadTypesetter(loaded, signal, (done, total) =>
    input.onProgress?.({ phase: 'prepare', done, total }),
  ).catch((error: unknown) => {
    if (error instanceof TypesetterUnavailableError)
      error.manuscriptPossible = book.westernEuropean;
    throw error;
  });
  return { layout, book, faces, headingFaces, assets, meta };
}

const sources = (main: string) => [
  { path: '/blocks.typ', bytes: encoder.encode(blocksSource) },
  { path: '/main.typ', bytes: encoder.encode(main) },
];

async function* typesetBook(input: WriterInput): AsyncGenerator<Uint8Array> {
  const { choices, signal } = input;
  const { layout, book, faces, headingFaces, assets, meta } = await prepare(input, false);
  const volumes = planVolumes(
    book.parts,
    wordsPerVolume(choices.pdf.volumePages, layout.wordsPerPage),
  );
  const count = volumes.length;
  const report = (done: number) => input.onProgress?.({ phase: 'typeset', done, total: count });
  report(0);
  const numbers = new Intl.NumberFormat(meta.language);
  const setVolume = (indexes: number[], n: number) =>
    typeset(
      assets,
      [
        ...sources(bookSource),
        ...volumeFiles({
          meta,
          layout,
          fonts: faces,
          headingFonts: headingFaces,
          book,
          indexes,
          volumeTitle:
            count > 1
              ? (input.texts?.volumeTitle ?? 'Volume {n}').replace('{n}', numbers.format(n))
              : '',
          tocTitle: input.texts?.sectionTitles.toc ?? 'Contents',
          hyphenate: hyphenates(meta.language),
          draftingMarks: input.choices.pdf.draftingMarks,
          sceneBreak: sceneBreakText(input.choices),
        }),
      ],
      '/main.typ',
      signal,
    );
  if (count === 1) {
    const pdf = await setVolume(volumes[0] ?? [], 1);
    report(1);
    yield pdf;
    return;
  }
  // Volumes: one PDF each, in a .zip (stored: a PDF's streams are compressed already).
  const zip = new ZipStream();
  const base = baseName(meta.title);
  for (const [k, indexes] of volumes.entries()) {
    const pdf = await setVolume(indexes, k + 1);
    zip.file(volumeFileName(base, k + 1), pdf, { store: true });
    report(k + 1);
    const taken = zip.take();
    if (taken) yield taken;
  }
  zip.end();
  const last = zip.take();
  if (last) yield last;
}

/** The book's save name without its extension: `my-book` (its volumes `my-book-1.pdf`, …). */
const baseName = (title: string) => suggestedSaveName(title).replace(/\.json$/i, '');

async function* typesetManuscript(input: WriterInput): AsyncGenerator<Uint8Array> {
  const { signal } = input;
  const { book, faces, assets, meta } = await prepare(input, true);
  input.onProgress?.({ phase: 'typeset', done: 0, total: 1 });
  const pictures = [...book.images].map(([path, bytes]) => ({ path, bytes }));
  const files = [...sources(manuscriptSource), manuscriptData(meta, book, faces), ...pictures];
  const pdf = await typeset(assets, files, '/main.typ', signal);
  input.onProgress?.({ phase: 'typeset', done: 1, total: 1 });
  yield pdf;
}

/** The manuscript's data: every flowed part, each top-level one on a new page. */
function manuscriptData(meta: BookMeta, book: CollectedBook, faces: string[]) {
  const parts = book.parts
    .filter((p) => p.kind === 'page' || p.kind === 'folder' || p.kind === 'section')
    .map((p) => ({
      // A scene runs on within its chapter, under no heading of its own.
      title: p.role === 'scene' ? '' : p.title,
      opens: opensRecto(p),
      b: withDirections(p.blocks, meta.dir),
    }));
  const author = meta.author.trim();
  const doc = {
    meta: {
      title: meta.title,
      author,
      surname: author.split(/\s+/).pop() ?? '',
      short: meta.title.trim().split(/\s+/).slice(0, 4).join(' '),
      words: aboutWords(book.words),
      lang: typstLanguage(meta.language),
      dir: meta.dir,
    },
    layout: { fonts: faces },
    parts,
  };
  return { path: '/book.json', bytes: encoder.encode(typesetJson(doc)) };
}
