/**
 * A plain text file as a page: paragraphs parted by blank lines (a single line break inside one
 * stays a line break); a file without blank lines has a paragraph per line.
 */
import type { ImportProblem } from '../../contract/manuscript-import';
import { decodeText } from './decode-text';

export interface ReadPage {
  html: string;
  /** A title the file gives itself (Markdown's front matter), else none. */
  title?: string;
  problems: ImportProblem[];
  pictures: import('../../contract/manuscript-import').ImportPicture[];
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
export const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ESCAPES[c] ?? c);

/** Text to paragraphs of HTML. */
export function textToHtml(text: string): string {
  const normal = text.replace(/\r\n?/g, '\n');
  const blocks = /\n[ \t]*\n/.test(normal)
    ? normal.split(/\n[ \t]*\n+/).map((block) => block.split('\n'))
    : normal.split('\n').map((line) => [line]);
  return blocks
    .map((lines) => lines.map((line) => escapeHtml(line.trim())).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.join('<br>')}</p>`)
    .join('');
}

export function readText(path: string, bytes: Uint8Array): ReadPage | ImportProblem {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { code: 'not_text', file: path, fatal: true };
  const problems: ImportProblem[] = decoded.guessed
    ? [{ code: 'bad_encoding', file: path, detail: 'Windows-1252', fatal: false }]
    : [];
  return { html: textToHtml(decoded.text), problems, pictures: [] };
}
