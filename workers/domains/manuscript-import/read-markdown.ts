/**
 * A Markdown file as a page (Obsidian, iA Writer, Ulysses, Longform): front matter read for the
 * title and left out of the text, the editor's Markdown (docs/spec/product-and-screens.md §9:
 * headings, quotes, bold, italic, ~~strike~~, ==highlight==, lists, links, pictures, inline and
 * fenced code) through `marked` (loaded on first use, as read-docx loads mammoth, so the worker's
 * start does not parse it); `![](path)` and Obsidian's `![[picture.png]]` found in the
 * selection (relative to the file, else by name); `[[wiki links]]` kept as text.
 */
import type { Marked } from 'marked';
import type { ImportPicture, ImportProblem } from '../../contract/manuscript-import';
import { decodeText } from './decode-text';
import { pictureTypeOf } from './file-kinds';
import type { ReadPage } from './read-text';

/** Finds a file of the selection by a path as a Markdown file wrote it. */
export type FindFile = (
  fromFile: string,
  reference: string,
) => { path: string; bytes: Uint8Array } | null;

const highlight = {
  name: 'highlight',
  level: 'inline' as const,
  start: (src: string) => src.indexOf('=='),
  tokenizer(src: string) {
    const match = /^==(?=\S)([\s\S]*?\S)==/.exec(src);
    if (!match) return undefined;
    return { type: 'highlight', raw: match[0], text: match[1] ?? '' };
  },
  renderer(token: { text?: string }) {
    return `<mark class="sb-highlight">${escapeInline(token.text ?? '')}</mark>`;
  },
};

function escapeInline(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
}

let parser: Promise<Marked> | undefined;

/** The Markdown parser, made the first time a Markdown file is read. */
function markdownParser(): Promise<Marked> {
  parser ??= import('marked').then(
    ({ Marked: MarkedParser }) => {
      const marked = new MarkedParser({ gfm: true, breaks: false, async: false });
      marked.use({ extensions: [highlight] });
      return marked;
    },
    (error: unknown) => {
      parser = undefined; // the chunk could not be read: the next file tries again
      throw error;
    },
  );
  return parser;
}

/** Front matter between `---` lines at the very start, and its `title`. */
export function splitFrontMatter(text: string): { body: string; title?: string } {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { body: text };
  const body = text.slice(match[0].length);
  const line = /^title:[ \t]*(.+)$/m.exec(match[1] ?? '');
  const title = line?.[1]
    ?.trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim();
  return title ? { body, title } : { body };
}

/** Obsidian's picture embeds as ordinary Markdown pictures. */
const withEmbeds = (text: string) =>
  text.replace(
    /!\[\[([^\]|]+?\.(?:png|jpe?g|gif|webp|bmp|avif))(?:\|[^\]]*)?\]\]/gi,
    (_m, name: string) => `![](<${name.trim()}>)`,
  );

const IMG_SRC = /<img\b[^>]*?\bsrc="([^"]*)"[^>]*>/gi;

export async function readMarkdown(
  path: string,
  bytes: Uint8Array,
  find: FindFile,
): Promise<ReadPage | ImportProblem> {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { code: 'not_text', file: path, fatal: true };
  const problems: ImportProblem[] = decoded.guessed
    ? [{ code: 'bad_encoding', file: path, detail: 'Windows-1252', fatal: false }]
    : [];
  const { body, title } = splitFrontMatter(decoded.text.replace(/^\uFEFF/, ''));
  const marked = await markdownParser();
  let html = marked.parse(withEmbeds(body)) as string;
  const pictures: ImportPicture[] = [];
  const named = new Map<string, string>();
  html = html.replace(IMG_SRC, (whole, src: string) => {
    const reference = decodeEntities(src);
    if (/^(https?:|data:)/i.test(reference)) return whole;
    let name = named.get(reference);
    if (!name) {
      const file = find(path, reference);
      const type = file ? pictureTypeOf(file.path) : '';
      if (!file || !type) {
        problems.push({ code: 'missing_picture', file: path, detail: reference, fatal: false });
        return '';
      }
      name = `${pictures.length + 1}-${file.path.split('/').pop() ?? 'picture'}`;
      named.set(reference, name);
      pictures.push({ name, type, bytes: file.bytes });
    }
    return whole.replace(src, `import-picture:${escapeInline(name)}`);
  });
  return { html, ...(title ? { title } : {}), problems, pictures };
}

function decodeEntities(src: string): string {
  let value = src
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  try {
    value = decodeURI(value);
  } catch {
    // Kept as written.
  }
  return value;
}
