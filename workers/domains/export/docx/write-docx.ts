/**
 * The Word writer (issue 17): the book's parts, in reading order, become a .docx — a title page,
 * the copyright page, a table of contents linked to the headings, Heading 1–6 for folders,
 * chapters and sections by their level, a page break before each chapter (a top-level folder or
 * page, and every front- or back-matter section), emphasis, lists, quotes, code, links and
 * pictures sized to the text block; right-to-left paragraphs and runs for Arabic and Persian,
 * and the whole document right to left for a right-to-left book.
 *
 * The WordprocessingML is written by hand (no DOM, no library holding the document): the body
 * is streamed into word/document.xml part by part and the archive's bytes yielded as they come.
 * Pictures go into word/media as they are met; the ZIP writes them after the body, so they are
 * the one thing kept until the end. When the author asks, the faces the document names are
 * embedded after the body (docx-fonts.ts), and the pages' comment threads become Word comments
 * (comment-marks.ts marks their text, comments-part.ts writes them).
 */
import type { BookPart, BookWriter, ExportImage, WriterInput } from '../../../contract/export';
import { sceneBreakText } from '../../../contract/scene-break';
import { imageSources } from '../../../core/page-html';
import { throwIfAborted, ZipStream } from '../../../files/zip-stream';
import { hasOwnHeading, headingTitle, opensPage } from '../assemble/book-outline';
import { parseHtml } from '../epub/html-tree';
import {
  type ConvertImage,
  convertWithCanvas,
  EXTENSION_OF,
  imageSize,
  portableImage,
} from '../epub/image-file';
import { modifiedDate } from '../epub/package-docs';
import { languageTag, textDirection } from '../epub/xml-text';
import { addScripts, type Script } from '../pdf/typeset/script-fonts';
import { fetchFontFile } from '../pdf/typeset/typesetter';
import { markComments } from './comment-marks';
import { WordComments } from './comments-part';
import {
  complexScriptFace,
  type EmbeddedFile,
  embedFiles,
  fontTableRels,
  fontTableXml,
  hasFontFiles,
  type NamedFont,
  newFontKey,
  obfuscateFont,
} from './docx-fonts';
import { htmlToParagraphs, paragraph, plainRuns, textParagraph } from './html-to-ooxml';
import {
  appPropsXml,
  contentTypes,
  corePropsXml,
  DOCUMENT_START,
  documentEnd,
  documentRels,
  EMU_PER_PX,
  EMU_PER_TWIP,
  numberingXml,
  PACKAGE_RELS,
  PAGE,
  type Relationship,
  settingsXml,
  stylesXml,
} from './ooxml-parts';
import type { DocxContext, PlacedImage } from './ooxml-runs';

/** The text block, in EMUs: pictures are scaled down to fit it (height: two thirds of the page). */
const MAX_WIDTH = (PAGE.width - 2 * PAGE.margin) * EMU_PER_TWIP;
const MAX_HEIGHT = Math.round(((PAGE.height - 2 * PAGE.margin) * EMU_PER_TWIP * 2) / 3);
/** Formats Word shows (WebP only in recent versions: converted when it can be). */
const WORD_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const DEFAULT_FONT = 'Georgia';

/** Reads a TrueType file of the app by its built URL; null when it cannot. */
export type LoadFontFile = (url: string, signal: AbortSignal) => Promise<Uint8Array | null>;

export interface DocxWriterDeps {
  /** WebP to PNG/JPEG (older Word cannot show WebP). */
  convertImage?: ConvertImage;
  /** The faces' files when the author asks to embed them (tests read them from disk). */
  loadFont?: LoadFontFile;
}

/** The DOCX writer with its picture converter (tests give their own). */
export function createDocxWriter(deps: DocxWriterDeps = {}): BookWriter {
  const convert = deps.convertImage ?? convertWithCanvas;
  const loadFont = deps.loadFont ?? fetchFontFile;
  return (input) => writeDocxPackage(input, convert, loadFont);
}

/**
 * The opening of Word's contents field: headings 1…`depth`, entries as links (\h), no page
 * numbers in web view (\z), outline levels (\u). Marked dirty, and settings.xml asks Word to
 * update fields on opening, so the page numbers are filled in.
 */
const tocFieldBegin = (depth: number) =>
  `<w:r><w:fldChar w:fldCharType="begin" w:dirty="true"/></w:r><w:r><w:instrText xml:space="preserve"> TOC \\o "1-${depth}" \\h \\z \\u </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>`;
const TOC_FIELD_END = '<w:r><w:fldChar w:fldCharType="end"/></w:r>';

export const writeDocx: BookWriter = createDocxWriter();

async function* writeDocxPackage(
  input: WriterInput,
  convert: ConvertImage,
  loadFont: LoadFontFile,
): AsyncGenerator<Uint8Array> {
  const { meta, choices, signal } = input;
  throwIfAborted(signal);
  const lang = languageTag(meta.language);
  const bookDir = meta.dir === 'rtl' ? 'rtl' : 'ltr';
  const title = meta.title.trim() || 'Untitled';
  const modified = new Date(meta.modified);
  const zip = new ZipStream(Number.isNaN(modified.getTime()) ? new Date() : modified);

  const rels: Relationship[] = [
    { id: 'rId1', type: 'styles', target: 'styles.xml' },
    { id: 'rId2', type: 'numbering', target: 'numbering.xml' },
    { id: 'rId3', type: 'settings', target: 'settings.xml' },
  ];
  const links = new Map<string, string>();
  const images = new Map<string, PlacedImage | null>();
  const imageTypes = new Map<string, string>();
  const nums: Array<{ numId: number; abstractId: 0 | 1 }> = [];
  const bookmarks = new Map<string, string>();
  let drawings = 0;
  let bookmarkIds = 0;
  let pageBreak = false;
  let anyParagraph = false;
  /** The pages' comment threads, when the author asks for them (comments-part.ts). */
  const comments = new WordComments();
  /** The scripts the text uses (for the complex-script face embedded beside the book's). */
  const scripts = new Set<Script>();

  const ctx: DocxContext = {
    bookDir,
    sceneBreak: sceneBreakText(choices),
    image: (src) => images.get(src) ?? null,
    hyperlink: (href) => {
      let id = links.get(href);
      if (!id) {
        id = `rId${rels.length + 1}`;
        rels.push({ id, type: 'hyperlink', target: href, external: true });
        links.set(href, id);
      }
      return id;
    },
    newList: (ordered) => {
      const numId = nums.length + 1;
      nums.push({ numId, abstractId: ordered ? 1 : 0 });
      return numId;
    },
    drawingId: () => {
      drawings += 1;
      return drawings;
    },
    takePageBreak: () => {
      const take = pageBreak && anyParagraph;
      pageBreak = false;
      anyParagraph = true;
      return take;
    },
  };

  /** Reads a picture once, puts it in word/media and remembers its size. */
  const addImage = async (src: string): Promise<void> => {
    if (images.has(src)) return;
    let resolved: ExportImage | null = null;
    try {
      resolved = await input.resolveImage(src);
    } catch {
      resolved = null;
    }
    throwIfAborted(signal);
    if (!resolved || resolved.bytes.length === 0 || !WORD_IMAGE_TYPES.has(resolved.mediaType)) {
      images.set(src, null);
      return;
    }
    const image = await portableImage(resolved, convert);
    throwIfAborted(signal);
    const size =
      imageSize(image.bytes, image.mediaType) ??
      (image.mediaType === resolved.mediaType && resolved.width && resolved.height
        ? { width: resolved.width, height: resolved.height }
        : { width: 480, height: 360 });
    let cx = size.width * EMU_PER_PX;
    let cy = size.height * EMU_PER_PX;
    const scale = Math.min(1, MAX_WIDTH / cx, MAX_HEIGHT / cy);
    cx = Math.max(1, Math.round(cx * scale));
    cy = Math.max(1, Math.round(cy * scale));
    const ext = EXTENSION_OF[image.mediaType];
    const name = `image${images.size + 1}.${ext}`;
    zip.file(`word/media/${name}`, image.bytes);
    imageTypes.set(ext, image.mediaType);
    const rId = `rId${rels.length + 1}`;
    rels.push({ id: rId, type: 'image', target: `media/${name}` });
    images.set(src, { rId, name, cx, cy });
  };

  const bookmarkFor = (part: BookPart): { id: number; name: string } | undefined => {
    const name = bookmarks.get(part.id);
    if (!name) return undefined;
    bookmarkIds += 1;
    return { id: bookmarkIds, name };
  };

  const body = async (part: BookPart, headingBase: number, style?: string): Promise<string> => {
    const nodes = parseHtml(part.html);
    if (input.comments && part.kind === 'page') {
      const threads = await input.comments(part);
      throwIfAborted(signal);
      if (threads) markComments(nodes, threads, (thread) => comments.add(thread));
    }
    for (const node of imageSources(nodes)) await addImage(node);
    return htmlToParagraphs(nodes, ctx, style ? { headingBase, style } : { headingBase });
  };

  const doc = zip.openEntry('word/document.xml');
  doc.write(DOCUMENT_START);

  for await (const part of input.parts) {
    throwIfAborted(signal);
    if (choices.embedFonts)
      addScripts(scripts, `${part.title} ${part.html.replace(/<[^>]*>/g, ' ')}`);
    let xml = '';
    switch (part.kind) {
      case 'title_page': {
        pageBreak = true;
        xml += textParagraph(ctx, title, { style: 'Title' });
        if (meta.author.trim())
          xml += textParagraph(ctx, meta.author.trim(), { style: 'Subtitle' });
        if (meta.publisher.trim())
          xml += textParagraph(ctx, meta.publisher.trim(), { style: 'Publisher' });
        break;
      }
      case 'copyright': {
        pageBreak = true;
        xml += await body(part, 1, 'Copyright');
        break;
      }
      case 'toc': {
        pageBreak = true;
        xml += textParagraph(ctx, part.title.trim() || title, { style: 'TOCHeading' });
        const entries = (part.toc ?? []).filter((entry) => entry.title.trim());
        const deepest = entries.reduce((d, e) => Math.max(d, Math.min(6, e.level)), 1);
        // A real contents field (Word fills in the page numbers and updates it); until it is
        // updated it shows the entries below, each a link to its heading.
        entries.forEach((entry, i) => {
          const name = `_Toc_sb${bookmarks.size + 1}`;
          bookmarks.set(entry.id, name);
          const level = Math.min(6, Math.max(1, entry.level));
          const link = `<w:hyperlink w:anchor="${name}" w:history="1">${plainRuns(entry.title)}</w:hyperlink>`;
          const begin = i === 0 ? tocFieldBegin(deepest) : '';
          const end = i === entries.length - 1 ? TOC_FIELD_END : '';
          xml += paragraph(ctx, `${begin}${link}${end}`, textDirection(entry.title), {
            style: `TOC${level}`,
          });
        });
        break;
      }
      case 'section': {
        pageBreak = true;
        if (part.title.trim()) {
          xml += textParagraph(
            ctx,
            part.title.trim(),
            withBookmark({ style: 'Heading1' }, bookmarkFor(part)),
          );
        }
        xml += await body(part, 1);
        break;
      }
      case 'folder':
      case 'page': {
        const level = Math.min(6, Math.max(1, Math.floor(part.level) || 1));
        // A part, a chapter or an unnumbered section starts a page; a scene runs on.
        if (opensPage(part)) pageBreak = true;
        const showHeading =
          (part.kind === 'page' || choices.folderHeadings) &&
          hasOwnHeading(part) &&
          part.title.trim() !== '';
        if (showHeading) {
          xml += textParagraph(
            ctx,
            headingTitle(part).trim(),
            withBookmark({ style: `Heading${level}` }, bookmarkFor(part)),
          );
        }
        xml += await body(part, level);
        break;
      }
    }
    doc.write(xml);
    input.onPart();
    const chunk = zip.take();
    if (chunk) yield chunk;
  }
  throwIfAborted(signal);
  if (!anyParagraph) doc.write(textParagraph(ctx, title, { style: 'Title' }));
  doc.write(documentEnd(bookDir === 'rtl'));
  doc.close();

  const fontFamily = meta.fontFamily?.trim() || DEFAULT_FONT;
  // The faces the document names, embedded when asked: the book's, and the complex script's.
  const fonts: NamedFont[] = [];
  if (choices.embedFonts) {
    let n = 0;
    for (const face of [fontFamily, complexScriptFace(scripts)]) {
      if (!face || !hasFontFiles(face) || fonts.some((f) => f.name === face)) continue;
      const files: EmbeddedFile[] = [];
      for (const { kind, url } of embedFiles(face)) {
        throwIfAborted(signal);
        const bytes = await loadFont(url, signal).catch(() => null);
        throwIfAborted(signal);
        if (!bytes || bytes.length === 0) continue;
        n += 1;
        const fontKey = newFontKey();
        const target = `fonts/font${n}.odttf`;
        zip.file(`word/${target}`, obfuscateFont(bytes, fontKey));
        files.push({ kind, rId: `rId${n}`, target, fontKey });
        const chunk = zip.take();
        if (chunk) yield chunk;
      }
      if (files.length > 0) fonts.push({ name: face, files });
    }
  }
  const embedded = fonts.length > 0;
  const complexFont = fonts.find((f) => f.name !== fontFamily)?.name;
  if (embedded) {
    rels.push({ id: `rId${rels.length + 1}`, type: 'fontTable', target: 'fontTable.xml' });
    zip.file('word/fontTable.xml', fontTableXml(fonts));
    zip.file('word/_rels/fontTable.xml.rels', fontTableRels(fonts));
  }
  const hasComments = comments.size > 0;
  if (hasComments) {
    rels.push({ id: `rId${rels.length + 1}`, type: 'comments', target: 'comments.xml' });
    rels.push({
      id: `rId${rels.length + 1}`,
      type: 'commentsExtended',
      target: 'commentsExtended.xml',
    });
    zip.file('word/comments.xml', comments.commentsXml());
    zip.file('word/commentsExtended.xml', comments.commentsExtendedXml());
  }
  const stamp = modifiedDate(meta.modified);
  zip.file('word/styles.xml', stylesXml(lang, fontFamily, complexFont, hasComments));
  zip.file('word/numbering.xml', numberingXml(nums));
  zip.file('word/settings.xml', settingsXml(lang, embedded));
  zip.file('word/_rels/document.xml.rels', documentRels(rels));
  zip.file('docProps/core.xml', corePropsXml(meta, title, lang, stamp));
  zip.file('docProps/app.xml', appPropsXml(meta));
  zip.file('_rels/.rels', PACKAGE_RELS);
  zip.file('[Content_Types].xml', contentTypes(imageTypes, embedded, hasComments));
  zip.end();
  const last = zip.take();
  if (last) yield last;
}

function withBookmark(
  options: { style: string },
  bookmark: { id: number; name: string } | undefined,
): { style: string; bookmark?: { id: number; name: string } } {
  return bookmark ? { ...options, bookmark } : options;
}
