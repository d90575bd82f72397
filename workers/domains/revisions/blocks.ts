/**
 * A page's HTML as its paragraphs: each top-level element (paragraph, heading, quote, list,
 * scene break) with its HTML and its plain text. Compare lines paragraphs up by their text and a
 * restore puts one paragraph's HTML back.
 */
import { decodeHTML } from 'entities';

export interface Block {
  html: string;
  text: string;
}

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'input', 'meta', 'link', 'col', 'source']);
/** Tags whose end starts a new line inside a paragraph's text (list items, line breaks). */
const LINE_TAGS = new Set(['br', 'li', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre']);

/** The plain text of a paragraph's HTML (line breaks between its lines and list items). */
export function blockText(html: string): string {
  let text = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    text += decodeHTML(html.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (LINE_TAGS.has(name) && (match[1] === '/' || name === 'br') && !text.endsWith('\n')) {
      text += '\n';
    }
  }
  text += decodeHTML(html.slice(last));
  return text.replace(/\n+$/, '');
}

/** The page's top-level elements in order (text outside any element is a paragraph too). */
export function splitBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let depth = 0;
  let start = 0;
  const close = (end: number) => {
    const piece = html.slice(start, end);
    if (piece.trim() !== '') blocks.push({ html: piece, text: blockText(piece) });
    start = end;
  };
  for (const match of html.matchAll(TAG)) {
    const at = match.index ?? 0;
    const end = at + match[0].length;
    if (match[0].startsWith('<!--')) continue;
    const name = (match[2] ?? '').toLowerCase();
    const closing = match[1] === '/';
    const selfClosing = match[3] === '/' || VOID.has(name);
    if (depth === 0 && !closing) close(at);
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing) depth += 1;
    if (depth === 0) close(end);
  }
  close(html.length);
  return blocks;
}

const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Right to left when the first letter is Arabic, Hebrew, Syriac, Thaana or N'Ko. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const letter = /\p{L}/u.exec(text);
  return letter && RTL.test(letter[0]) ? 'rtl' : 'ltr';
}
