/**
 * The book as the typesetter's data (docs/pdf.md): the parts read once into blocks (html-blocks.ts)
 * with the scripts their text uses and the pictures they show, then, per volume, one JSON file
 * the template reads (`/book.json`) and the pictures as files beside it.
 */
import type { BookMeta, BookPart, ExportImage, WriterInput } from '../../../../contract/export';
import { throwIfAborted } from '../../../../files/zip-stream';
import { LetterCounter } from '../../assemble/text-language';
import { imageSize } from '../../epub/image-file';
import { type Block, htmlBlocks } from './html-blocks';
import type { PageLayout } from './page-layouts';
import { textBlock } from './page-layouts';
import { addScripts, type Script, unsupportedCharacter } from './script-fonts';
import { isFrontSection, isFurniture, opensRecto, type PartSummary, standsAlone } from './volumes';

export interface CollectedPart extends PartSummary {
  title: string;
  /** A chapter's number line ("Chapter One"), set above its title. */
  label?: string;
  blocks: Block[];
  /** Shadow paths of the pictures it shows. */
  images: string[];
}

export interface CollectedBook {
  /** Every part in reading order (furniture included, as the plan counts them). */
  parts: CollectedPart[];
  copyright: Block[];
  toc: boolean;
  scripts: Set<Script>;
  /** Pictures by shadow path. */
  images: Map<string, Uint8Array>;
  words: number;
  /** A sample of the book's letters by script (the language the book is written in). */
  letters: LetterCounter;
  /** Every character is one jsPDF's standard fonts set (its manuscript could be made). */
  westernEuropean: boolean;
}

const PX = 0.75; // a CSS pixel in points: pictures print at their screen size, or smaller

/** A picture's printed size: its own, no wider than the text block, no taller than 60 % of it. */
export function printedSize(
  image: Pick<ExportImage, 'width' | 'height'>,
  layout: PageLayout,
): { w: number; h: number } {
  const block = textBlock(layout);
  const width = image.width && image.width > 0 ? image.width * PX : block.width;
  const height = image.height && image.height > 0 ? image.height * PX : block.width * 0.66;
  const scale = Math.min(1, block.width / width, (block.height * 0.6) / height);
  return { w: Math.round(width * scale * 100) / 100, h: Math.round(height * scale * 100) / 100 };
}

/** Typst reads these picture types. */
const TYPESET_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
  'image/webp',
]);
const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

/** Reads every part once, turning its HTML into blocks and fetching its pictures. */
export async function collectBook(
  input: Pick<WriterInput, 'parts' | 'resolveImage' | 'signal' | 'onPart'>,
  layout: PageLayout,
  meta: Pick<BookMeta, 'title' | 'author'> & Partial<Pick<BookMeta, 'publisher'>>,
): Promise<CollectedBook> {
  const scripts = new Set<Script>();
  addScripts(scripts, `${meta.title} ${meta.author} ${meta.publisher ?? ''}`);
  const images = new Map<string, Uint8Array>();
  const placed = new Map<string, { src: string; w: number; h: number } | null>();
  const letters = new LetterCounter();
  const book: CollectedBook = {
    parts: [],
    copyright: [],
    toc: false,
    scripts,
    images,
    words: 0,
    letters,
    westernEuropean: !unsupportedCharacter(`${meta.title} ${meta.author}`),
  };
  for await (const part of input.parts) {
    throwIfAborted(input.signal);
    // Pictures first (async), so the synchronous HTML walk can place them.
    for (const src of imageSources(part)) {
      if (placed.has(src)) continue;
      const image = await input.resolveImage(src);
      if (!image || !TYPESET_TYPES.has(image.mediaType)) {
        placed.set(src, null);
        continue;
      }
      const path = `/images/${images.size + 1}.${EXT[image.mediaType]}`;
      const size =
        image.width && image.height ? image : (imageSize(image.bytes, image.mediaType) ?? {});
      images.set(path, image.bytes);
      placed.set(src, { src: path, ...printedSize(size, layout) });
    }
    const used: string[] = [];
    const blocks = htmlBlocks(part.html, (src) => {
      const hit = placed.get(src) ?? null;
      if (hit) used.push(hit.src);
      return hit;
    });
    const text = part.html.replace(/<[^>]*>/g, ' ');
    addScripts(scripts, part.title);
    addScripts(scripts, text);
    if (part.kind === 'page' || part.kind === 'section') letters.add(text);
    if (book.westernEuropean && unsupportedCharacter(`${part.title} ${text}`))
      book.westernEuropean = false;
    if (part.kind === 'copyright') book.copyright = blocks;
    if (part.kind === 'toc') book.toc = true;
    book.parts.push({
      kind: part.kind,
      ...(part.section ? { section: part.section } : {}),
      ...(part.role ? { role: part.role } : {}),
      ...(part.label ? { label: part.label } : {}),
      level: part.level,
      words: part.words,
      title: part.title,
      blocks: part.kind === 'page' || part.kind === 'section' ? blocks : [],
      images: used,
    });
    book.words += part.words;
    input.onPart();
  }
  return book;
}

function imageSources(part: BookPart): string[] {
  if (!/<img\b/i.test(part.html)) return [];
  const out: string[] = [];
  htmlBlocks(part.html, (src) => {
    out.push(src);
    return null;
  });
  return out;
}

export interface VolumeInput {
  meta: BookMeta;
  layout: PageLayout;
  fonts: string[];
  /** Headings' faces in fallback order (the text's faces when the book has no heading face). */
  headingFonts?: string[];
  book: CollectedBook;
  /** Indexes of the parts the volume flows (planVolumes). */
  indexes: number[];
  /** "Volume 2" in the book's words; '' for a book in one volume. */
  volumeTitle: string;
  tocTitle: string;
  hyphenate: boolean;
  /** Highlights and struck-through text printed as marked (else plain, and left out). */
  draftingMarks: boolean;
  /** The book's scene-break separator ('' for a blank line); blocks.typ's `* * *` when absent. */
  sceneBreak?: string;
}

/** The template's data for one volume, and the pictures it shows. */
export function volumeFiles(input: VolumeInput): Array<{ path: string; bytes: Uint8Array }> {
  const { meta, layout, book } = input;
  const front: unknown[] = [];
  const body: unknown[] = [];
  // A part's page holds the part alone: whatever follows it opens a recto of its own.
  let afterPart = false;
  for (const index of input.indexes) {
    const part = book.parts[index];
    if (!part || isFurniture(part)) continue;
    const opens = opensRecto(part) || afterPart;
    afterPart = standsAlone(part);
    // Front matter until the first part that is not (the body starts there, on page 1).
    const into = body.length === 0 && isFrontSection(part) ? front : body;
    into.push({
      title: part.title,
      level: part.level,
      opens,
      // A part's title is set lower on its page; a scene runs on without a heading.
      ...(standsAlone(part) ? { alone: true } : {}),
      ...(part.role === 'scene' ? { heading: false } : {}),
      ...(part.label ? { label: part.label } : {}),
      b: withDirections(part.blocks, meta.dir),
    });
  }
  const doc = {
    meta: {
      title: meta.title,
      author: meta.author,
      lang: typstLanguage(meta.language),
      dir: meta.dir,
      publisher: meta.publisher,
      volume: input.volumeTitle,
    },
    texts: { toc: input.tocTitle },
    layout: {
      width: layout.width,
      height: layout.height,
      inside: layout.inside,
      outside: layout.outside,
      top: layout.top,
      bottom: layout.bottom,
      size: layout.size,
      fonts: input.fonts,
      'heading-fonts': input.headingFonts ?? input.fonts,
      hyphenate: input.hyphenate,
    },
    drafting: input.draftingMarks,
    ...(input.sceneBreak === undefined ? {} : { separator: input.sceneBreak }),
    copyright: book.copyright,
    toc: book.toc,
    front,
    body,
  };
  const files: Array<{ path: string; bytes: Uint8Array }> = [
    { path: '/book.json', bytes: new TextEncoder().encode(typesetJson(doc)) },
  ];
  const shown = new Set(input.indexes.flatMap((i) => book.parts[i]?.images ?? []));
  for (const path of shown) {
    const bytes = book.images.get(path);
    if (bytes) files.push({ path, bytes });
  }
  return files;
}

/**
 * JSON for the typesetter. A lone surrogate (half a character, from a broken paste) is written
 * by JSON.stringify as a `\\udXXX` escape, which Typst's JSON reader refuses: each becomes U+FFFD.
 * (Paired surrogates are written as characters, so any such escape is a lone one.)
 */
export function typesetJson(value: unknown): string {
  return JSON.stringify(value).replace(/(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/gi, '$1\ufffd');
}

/** The direction of the first strong letter of `text`, or null. */
function firstStrong(text: string): 'ltr' | 'rtl' | null {
  const match =
    /[A-Za-z\u00c0-\u024f\u0370-\u1fff\u2c00-\ufb1c\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]/.exec(
      text,
    );
  if (!match) return null;
  return /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]/.test(match[0]) ? 'rtl' : 'ltr';
}

/**
 * Marks the paragraphs whose first strong letter runs against the book's direction (as HTML's
 * dir="auto" would), unless the author set one. Blocks are copied only where they change.
 */
export function withDirections(blocks: Block[], dir: 'ltr' | 'rtl'): Block[] {
  let changed = false;
  const out = blocks.map((block): Block => {
    if (block.t === 'p' && !block.d) {
      const own = firstStrong(block.r.map((r) => r.s).join(''));
      if (own && own !== dir) {
        changed = true;
        return { ...block, d: own };
      }
    } else if (block.t === 'q') {
      const inner = withDirections(block.b, dir);
      if (inner !== block.b) {
        changed = true;
        return { ...block, b: inner };
      }
    } else if (block.t === 'ul' || block.t === 'ol') {
      const items = block.items.map((item) => withDirections(item, dir));
      if (items.some((item, i) => item !== block.items[i])) {
        changed = true;
        return { ...block, items };
      }
    }
    return block;
  });
  return changed ? out : blocks;
}

/** Typst's language code: the ISO 639-1 part of the book's BCP 47 tag ('zh-cn' → 'zh'). */
export function typstLanguage(language: string): string {
  const primary = language.toLowerCase().split(/[-_]/)[0] ?? 'en';
  // The app's Czech is 'cz' (the spec's code); ISO 639-1 says 'cs'.
  if (primary === 'cz') return 'cs';
  return /^[a-z]{2,3}$/.test(primary) ? primary : 'en';
}

/** Languages whose books are hyphenated (Typst has patterns; CJK and Thai break without). */
export const hyphenates = (language: string) =>
  !['zh', 'ja', 'ko', 'th', 'ar', 'fa'].includes(typstLanguage(language));
