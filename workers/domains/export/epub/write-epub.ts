/**
 * The EPUB 3 writer (issue 17): the book's parts, in reading order, become a package that passes
 * epubcheck — `mimetype` first and stored, container, package document, navigation document and
 * NCX, one XHTML file per chapter (a top-level folder or page starts a file; the title page,
 * copyright page and every front- or back-matter section have their own), the cover, the
 * pictures under images/, a stylesheet, and the book faces only when the author asks.
 *
 * Streamed: a chapter's file is written part by part into the ZIP and the archive's bytes are
 * yielded after each part, so no more than one chapter's pictures are held at once. The package
 * document, navigation and NCX, which list everything, are written last (only their entries are
 * kept on the way: names and titles, not text).
 */
import { bookFaces } from '../../../contract/book-faces';
import type { BookPart, BookWriter, ExportImage, WriterInput } from '../../../contract/export';
import { sceneBreakText } from '../../../contract/scene-break';
import { imageSources, textOf } from '../../../core/page-html';
import { type OpenEntry, throwIfAborted, ZipStream } from '../../../files/zip-stream';
import { hasOwnHeading, headingTitle, opensPage } from '../assemble/book-outline';
import { type FontFile, fetchFont, fontFiles, type LoadFont, SubsetTracker } from './book-fonts';
import { typographicCover } from './cover-svg';
import { parseHtml } from './html-tree';
import { type ConvertImage, convertWithCanvas, EXTENSION_OF, portableImage } from './image-file';
import {
  type BookFrame,
  bookIdentifier,
  CONTAINER_XML,
  fontFace,
  type Landmark,
  type ManifestItem,
  type NavEntry,
  navDocument,
  ncxDocument,
  opfDocument,
  type SpineItem,
  stylesheet,
  XHTML_END,
  xhtmlStart,
} from './package-docs';
import { languageAttr, toXhtml, xhtmlText } from './xhtml';
import { languageTag, textDirection } from './xml-text';

/** The face the app sets page text in when the book names none (book-faces.ts). */
const DEFAULT_FONT_FAMILY = bookFaces(undefined).body;

/** epub:type of the front- and back-matter sections that have one without a content model of its own. */
const SECTION_TYPES: Readonly<Record<string, string>> = {
  preface: 'preface',
  prologue: 'prologue',
  introduction: 'introduction',
  epilogue: 'epilogue',
  appendices: 'appendix',
  acknowledgments: 'acknowledgments',
  afterword: 'afterword',
};

export interface EpubWriterDeps {
  /** WebP to PNG/JPEG (EPUB 3.2 readers need not show WebP). */
  convertImage?: ConvertImage;
  /** Reads a font file by URL (the app's own assets). */
  loadFont?: LoadFont;
}

/** The EPUB writer with its picture converter and font reader (tests give their own). */
export function createEpubWriter(deps: EpubWriterDeps = {}): BookWriter {
  const convert = deps.convertImage ?? convertWithCanvas;
  const loadFont = deps.loadFont ?? fetchFont;
  return (input) => writeEpubPackage(input, convert, loadFont);
}

export const writeEpub: BookWriter = createEpubWriter();

interface ChapterFile {
  entry: OpenEntry;
  href: string;
  /** Levels of the sections still open in the file. */
  open: number[];
}

async function* writeEpubPackage(
  input: WriterInput,
  convert: ConvertImage,
  loadFont: LoadFont,
): AsyncGenerator<Uint8Array> {
  const { meta, choices, signal } = input;
  throwIfAborted(signal);
  const frame: BookFrame = {
    lang: languageTag(meta.language),
    dir: meta.dir === 'rtl' ? 'rtl' : 'ltr',
    title: meta.title.trim() || 'Untitled',
  };
  const modified = new Date(meta.modified);
  const zip = new ZipStream(Number.isNaN(modified.getTime()) ? new Date() : modified);
  zip.file('mimetype', 'application/epub+zip', { store: true });
  zip.file('META-INF/container.xml', CONTAINER_XML);

  const manifest: ManifestItem[] = [];
  const spine: SpineItem[] = [];
  const nav: NavEntry[] = [];
  const landmarks: Landmark[] = [];
  const ids = new Set<string>();
  const subsets = new SubsetTracker();
  const images = new Map<string, string | null>();
  let fileCount = 0;
  let imageCount = 0;
  let tocHeading: string | null = null;
  let bodyStarted = false;
  let chapter: ChapterFile | null = null;

  const uniqueId = (base: string): string => {
    const clean = `p-${base.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
    let id = clean;
    for (let n = 2; ids.has(id); n++) id = `${clean}-${n}`;
    ids.add(id);
    return id;
  };

  /** Writes a picture into the package once and returns its href (null: left out). */
  const addImage = async (src: string, cover = false): Promise<string | null> => {
    const known = images.get(src);
    if (known !== undefined) return known;
    let resolved: ExportImage | null = null;
    try {
      resolved = await input.resolveImage(src);
    } catch {
      resolved = null;
    }
    throwIfAborted(signal);
    if (!resolved || resolved.bytes.length === 0) {
      images.set(src, null);
      return null;
    }
    const image = await portableImage(resolved, convert);
    throwIfAborted(signal);
    if (!cover) imageCount += 1;
    const name = cover ? 'cover' : `image-${String(imageCount).padStart(4, '0')}`;
    const href = `images/${name}.${EXTENSION_OF[image.mediaType]}`;
    zip.file(`OEBPS/${href}`, image.bytes);
    const item: ManifestItem = {
      id: cover ? 'cover-image' : `img-${imageCount}`,
      href,
      mediaType: image.mediaType,
    };
    if (cover) item.properties = 'cover-image';
    manifest.push(item);
    images.set(src, href);
    return href;
  };

  const closeChapter = () => {
    if (!chapter) return;
    for (let i = chapter.open.length; i > 0; i--) chapter.entry.write('</section>\n');
    chapter.entry.write(XHTML_END);
    chapter.entry.close();
    chapter = null;
  };

  /** Starts a content document and lists it in the manifest and spine. */
  const startFile = (title: string, bodyClass = ''): ChapterFile => {
    closeChapter();
    fileCount += 1;
    const href = `text-${String(fileCount).padStart(4, '0')}.xhtml`;
    const entry = zip.openEntry(`OEBPS/${href}`);
    entry.write(xhtmlStart(frame, title, bodyClass));
    manifest.push({ id: `text-${fileCount}`, href, mediaType: 'application/xhtml+xml' });
    spine.push({ idref: `text-${fileCount}` });
    const file: ChapterFile = { entry, href, open: [] };
    chapter = file;
    return file;
  };

  const sceneBreak = sceneBreakText(choices);
  /** The part's page HTML as XHTML, its pictures written first. */
  const bodyOf = async (part: BookPart, headingBase: number): Promise<string> => {
    const nodes = parseHtml(part.html);
    for (const src of imageSources(nodes)) await addImage(src);
    subsets.add(part.title);
    if (choices.embedFonts) subsets.add(`${textOf(nodes)} ${sceneBreak}`);
    return toXhtml(nodes, {
      bookDir: frame.dir,
      bookLang: frame.lang,
      headingBase,
      imageHref: (src) => images.get(src) ?? null,
      sceneBreak,
    });
  };

  /** `dir` when the text runs against the book's direction, `lang` when it is in another script. */
  const dirFor = (text: string): string => {
    const dir = textDirection(text);
    return (dir && dir !== frame.dir ? ` dir="${dir}"` : '') + languageAttr(text, frame.lang);
  };

  /** A part's title as a heading, with its own direction when it runs against the book's. */
  const headingTag = (level: number, title: string): string => {
    const h = Math.min(6, level);
    return `<h${h}${dirFor(title)}>${xhtmlText(title.trim())}</h${h}>`;
  };

  const label = (part: BookPart): string =>
    headingTitle(part).trim() ||
    textOf(parseHtml(part.html)).trim().split(/\s+/).slice(0, 8).join(' ') ||
    '*';

  // The cover: its picture (or, when the author chose none, a plain typographic one) and a
  // page of its own, first in the reading order.
  {
    let href = meta.cover ? await addImage(meta.cover, true) : null;
    if (!href) {
      href = 'images/cover.svg';
      zip.file(`OEBPS/${href}`, typographicCover(frame.title, meta.author, frame.lang, frame.dir));
      manifest.push({
        id: 'cover-image',
        href,
        mediaType: 'image/svg+xml',
        properties: 'cover-image',
      });
    }
    {
      const entry = zip.openEntry('OEBPS/cover.xhtml');
      entry.write(
        `${xhtmlStart(frame, frame.title, 'cover')}<section epub:type="cover" id="cover"><img src="${href}" alt="${xhtmlText(frame.title)}"/></section>\n${XHTML_END}`,
      );
      entry.close();
      manifest.push({ id: 'cover', href: 'cover.xhtml', mediaType: 'application/xhtml+xml' });
      spine.push({ idref: 'cover' });
      landmarks.push({ type: 'cover', href: 'cover.xhtml', label: frame.title });
    }
  }

  for await (const part of input.parts) {
    throwIfAborted(signal);
    switch (part.kind) {
      case 'title_page': {
        const file = startFile(part.title || frame.title, 'title-page-body');
        const id = uniqueId(part.id);
        const lines = [
          `<h1 class="book-title"${dirFor(frame.title)}>${xhtmlText(frame.title)}</h1>`,
        ];
        const author = meta.author.trim();
        const publisher = meta.publisher.trim();
        if (author) lines.push(`<p class="book-author"${dirFor(author)}>${xhtmlText(author)}</p>`);
        if (publisher) {
          lines.push(`<p class="book-publisher"${dirFor(publisher)}>${xhtmlText(publisher)}</p>`);
        }
        file.entry.write(
          `<section epub:type="titlepage" class="title-page" id="${id}">\n${lines.join('\n')}\n</section>\n`,
        );
        subsets.add(`${frame.title} ${meta.author} ${meta.publisher}`);
        landmarks.push({
          type: 'titlepage',
          href: `${file.href}#${id}`,
          label: part.title || frame.title,
        });
        break;
      }
      case 'copyright': {
        const body = await bodyOf(part, 1);
        const file = startFile(part.title || frame.title);
        const id = uniqueId(part.id);
        file.entry.write(
          `<section epub:type="copyright-page" class="copyright-page" id="${id}">\n${body}</section>\n`,
        );
        break;
      }
      case 'toc': {
        // The navigation document is the book's table of contents, at this place in the spine.
        closeChapter();
        tocHeading = part.title.trim() || 'Contents';
        spine.push({ idref: 'nav' });
        landmarks.push({ type: 'toc', href: 'nav.xhtml#toc', label: tocHeading });
        subsets.add(tocHeading);
        break;
      }
      case 'section': {
        const body = await bodyOf(part, 1);
        const file = startFile(part.title);
        const id = uniqueId(part.id);
        const type = part.section ? SECTION_TYPES[part.section] : undefined;
        const typeAttr = type ? ` epub:type="${type}"` : '';
        const heading = part.title.trim() ? `${headingTag(1, part.title)}\n` : '';
        file.entry.write(
          `<section${typeAttr} class="section" id="${id}">\n${heading}${body}</section>\n`,
        );
        nav.push({ label: label(part), href: `${file.href}#${id}`, level: 1 });
        break;
      }
      case 'folder':
      case 'page': {
        const level = Math.max(1, Math.floor(part.level) || 1);
        const body = await bodyOf(part, Math.min(6, level));
        const current = chapter as ChapterFile | null;
        // A part, a chapter or an unnumbered section starts a file (a new page in a reader);
        // a scene runs on in its chapter's.
        const file =
          opensPage(part) || !current || current.open.length === 0
            ? startFile(part.title)
            : current;
        while (file.open.length > 0 && (file.open[file.open.length - 1] as number) >= level) {
          file.entry.write('</section>\n');
          file.open.pop();
        }
        const id = uniqueId(part.id);
        const isFolder = part.kind === 'folder';
        const showHeading =
          (!isFolder || choices.folderHeadings) && hasOwnHeading(part) && part.title.trim() !== '';
        const type = level === 1 ? (isFolder ? ' epub:type="part"' : ' epub:type="chapter"') : '';
        const cls = isFolder ? 'part' : 'chapter';
        const heading = showHeading ? `${headingTag(level, headingTitle(part))}\n` : '';
        file.entry.write(`<section${type} class="${cls}" id="${id}">\n${heading}${body}`);
        file.open.push(level);
        if ((!isFolder || choices.folderHeadings) && hasOwnHeading(part)) {
          nav.push({ label: label(part), href: `${file.href}#${id}`, level });
        }
        if (!bodyStarted) {
          bodyStarted = true;
          const mark = showHeading ? label(part) : frame.title;
          landmarks.push({ type: 'bodymatter', href: `${file.href}#${id}`, label: mark });
        }
        break;
      }
    }
    input.onPart();
    const chunk = zip.take();
    if (chunk) yield chunk;
  }
  closeChapter();
  throwIfAborted(signal);

  // A book with nothing in it still needs one content document.
  if (fileCount === 0) {
    const file = startFile(frame.title, 'title-page-body');
    file.entry.write(
      `<section epub:type="titlepage" class="title-page" id="title"><h1 class="book-title">${xhtmlText(frame.title)}</h1></section>\n`,
    );
    closeChapter();
  }
  const firstText = manifest.find((m) => m.href.startsWith('text-'));
  if (nav.length === 0 && firstText)
    nav.push({ label: frame.title, href: firstText.href, level: 1 });

  // Fonts: only when asked, only the subsets the text uses.
  let faces = '';
  let family: string | null = null;
  if (choices.embedFonts) {
    family = meta.fontFamily?.trim() || DEFAULT_FONT_FAMILY;
    const files: FontFile[] = fontFiles(family, subsets.used);
    let embedded = 0;
    for (const font of files) {
      throwIfAborted(signal);
      const bytes = await loadFont(font.url).catch(() => null);
      if (!bytes || bytes.length === 0) continue;
      embedded += 1;
      zip.file(`OEBPS/fonts/${font.fileName}`, bytes);
      manifest.push({
        id: `font-${embedded}`,
        href: `fonts/${font.fileName}`,
        mediaType: 'font/woff2',
      });
      faces += fontFace(font);
      const chunk = zip.take();
      if (chunk) yield chunk;
    }
    if (embedded === 0) family = null;
  }
  zip.file('OEBPS/book.css', stylesheet(faces, family));
  manifest.push({ id: 'css', href: 'book.css', mediaType: 'text/css' });

  zip.file('OEBPS/nav.xhtml', navDocument(frame, tocHeading ?? frame.title, nav, landmarks));
  manifest.push({
    id: 'nav',
    href: 'nav.xhtml',
    mediaType: 'application/xhtml+xml',
    properties: 'nav',
  });
  zip.file('OEBPS/toc.ncx', ncxDocument(frame, bookIdentifier(meta.id), nav));
  manifest.push({ id: 'ncx', href: 'toc.ncx', mediaType: 'application/x-dtbncx+xml' });
  const coverImage = manifest.find((m) => m.properties === 'cover-image');
  zip.file('OEBPS/content.opf', opfDocument(meta, frame, manifest, spine, coverImage?.id ?? null));
  zip.end();
  const last = zip.take();
  if (last) yield last;
}
