/**
 * The manuscript PDF (standard manuscript format, for agents and editors): US Letter, one-inch
 * margins, 12 pt Times, double-spaced, paragraphs indented half an inch; the first page carries
 * the author's name and the word count, and the title and byline a third down (a title page); later pages a
 * header "Surname / Short title / page"; each chapter starts on a new page a third down; scene
 * breaks as a centred "#"; "END" after the last line. Written with jsPDF in the worker.
 *
 * jsPDF's standard fonts set Western European text only (Windows-1252): a book with text in any
 * other script is refused with the first character it cannot set (ManuscriptScriptError), and
 * the author is told so — the typeset book PDF for every script is a separate writer.
 */
import type { BookPart, BookWriter } from '../../../contract/export';
import { throwIfAborted } from '../../../files/zip-stream';
import { partParagraphs } from './part-paragraphs';
import { unsupportedCharacter } from './typeset/script-fonts';
import { opensRecto } from './typeset/volumes';

/** Thrown when the book's text has characters the manuscript PDF cannot set. */
export class ManuscriptScriptError extends Error {
  constructor(readonly character: string) {
    super(
      `The manuscript PDF cannot set “${character}” (U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`,
    );
    this.name = 'ManuscriptScriptError';
  }
}

const PT = 72; // points per inch
const PAGE_W = 8.5 * PT;
const PAGE_H = 11 * PT;
const MARGIN = PT;
const FONT_SIZE = 12;
const LINE = 24; // double-spaced
const INDENT = 0.5 * PT;
const TEXT_W = PAGE_W - 2 * MARGIN;

/** "about 80,000 words": rounded as manuscript format asks (to the hundred; small counts as they are). */
export function aboutWords(words: number): string {
  const rounded = words >= 1000 ? Math.round(words / 100) * 100 : words;
  return `about ${rounded.toLocaleString('en-US')} words`;
}

/** The author's surname for the running head (the last word of the name). */
const surnameOf = (author: string) => author.trim().split(/\s+/).pop() ?? '';

/** A short title for the running head (the first few words). */
const shortTitle = (title: string) => title.trim().split(/\s+/).slice(0, 4).join(' ');

export const writeManuscriptPdf: BookWriter = async function* (input) {
  const { meta, parts, signal, onPart } = input;
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.setFont('times', 'normal');
  doc.setFontSize(FONT_SIZE);
  const title = meta.title || 'Untitled';
  const author = meta.author || '';
  const check = (text: string) => {
    const bad = unsupportedCharacter(text);
    if (bad) throw new ManuscriptScriptError(bad);
  };
  const contact = meta.contact ?? { name: author, address: '', email: '', phone: '' };
  // The contact block at the top left of the first page: name, address lines, phone, email.
  const contactLines = [
    contact.name || author,
    ...contact.address.split(/\r?\n/),
    contact.phone,
    contact.email,
  ]
    .map((l) => l.trim())
    .filter(Boolean);
  check(`${title} ${author} ${contactLines.join(' ')}`);

  const body: Array<{ part: BookPart; paragraphs: ReturnType<typeof partParagraphs> }> = [];
  let words = 0;
  for await (const part of parts) {
    throwIfAborted(signal);
    if (part.kind === 'title_page' || part.kind === 'copyright' || part.kind === 'toc') {
      onPart();
      continue;
    }
    const paragraphs = partParagraphs(part.html);
    for (const p of paragraphs) check(p.text);
    check(part.title);
    body.push({ part, paragraphs });
    words += part.words;
    onPart();
  }

  let page = 1;
  let y = MARGIN;
  const head = `${surnameOf(author)} / ${shortTitle(title)} / `;
  const runningHead = () => {
    if (page === 1) return;
    const text = `${head}${page}`;
    doc.text(text, PAGE_W - MARGIN, MARGIN / 2 + FONT_SIZE / 2, { align: 'right' });
  };
  const newPage = () => {
    doc.addPage('letter');
    page += 1;
    y = MARGIN;
    runningHead();
  };
  const line = (text: string, x = MARGIN, align: 'left' | 'center' = 'left') => {
    if (y + LINE > PAGE_H - MARGIN) newPage();
    if (align === 'center') doc.text(text, PAGE_W / 2, y + FONT_SIZE, { align: 'center' });
    else doc.text(text, x, y + FONT_SIZE);
    y += LINE;
  };
  const third = () => {
    y = Math.max(y, PAGE_H / 3);
  };

  // First page: the contact block (single-spaced) and the word count at the top, title and
  // byline a third down.
  const single = FONT_SIZE * 1.2;
  contactLines.forEach((l, i) => {
    doc.text(l, MARGIN, MARGIN + FONT_SIZE + i * single);
  });
  if (contactLines.length === 0) doc.text(' ', MARGIN, MARGIN + FONT_SIZE);
  doc.text(aboutWords(words), PAGE_W - MARGIN, MARGIN + FONT_SIZE, { align: 'right' });
  y = MARGIN + contactLines.length * single;
  third();
  for (const l of doc.splitTextToSize(title, TEXT_W) as string[]) line(l, MARGIN, 'center');
  if (author) line(`by ${author}`, MARGIN, 'center');
  y += LINE;

  for (const { part, paragraphs } of body) {
    throwIfAborted(signal);
    // A chapter (a part, a chapter, a section) starts on a new page, a third down; the first
    // page is the title page (a novel's manuscript). A scene runs on, under no heading.
    const chapter = opensRecto(part) || page === 1;
    if (chapter) {
      newPage();
      third();
    }
    if (
      part.title &&
      part.role !== 'scene' &&
      (chapter || part.kind === 'folder' || input.choices.folderHeadings)
    ) {
      for (const l of doc.splitTextToSize(part.title, TEXT_W) as string[])
        line(l, MARGIN, 'center');
      y += LINE / 2;
    }
    for (const p of paragraphs) {
      if (p.kind === 'break') {
        line('#', MARGIN, 'center');
        continue;
      }
      if (p.kind === 'heading') {
        line(p.text, MARGIN, 'center');
        continue;
      }
      const lines = doc.splitTextToSize(p.text, TEXT_W - INDENT) as string[];
      lines.forEach((l, i) => {
        line(l, i === 0 && p.kind === 'paragraph' ? MARGIN + INDENT : MARGIN);
      });
    }
  }
  y += LINE;
  line('END', MARGIN, 'center');
  throwIfAborted(signal);
  yield new Uint8Array(doc.output('arraybuffer'));
};
