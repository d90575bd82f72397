/**
 * One part of the book as Markdown: its heading one level below the book's title (`#`), then
 * its text. The title page is the title and the author; the contents a nested list.
 */
import type { BookMeta, BookPart } from '../../../contract/export';
import { headingTitle } from '../assemble/book-outline';
import { htmlToMarkdown, markdownHeadingText, markdownInline } from './html-to-markdown';

const heading = (level: number, title: string) => {
  const text = markdownHeadingText(title);
  return text ? `${'#'.repeat(Math.min(Math.max(level, 1), 6))} ${text}` : '';
};

function tocList(entries: NonNullable<BookPart['toc']>): string {
  let previous = 0;
  return entries
    .map((entry) => {
      // A list may nest only one level deeper than the item above it.
      const depth = Math.min(Math.max(entry.level - 1, 0), previous + 1);
      previous = depth;
      return `${'  '.repeat(depth)}- ${markdownInline(entry.title)}`;
    })
    .join('\n');
}

/** The part's Markdown ('' when it has nothing to print). */
export function renderPart(
  part: BookPart,
  meta: BookMeta,
  imageLink: (src: string) => string | null,
  /** A scene break's line (markdownSceneBreak). */
  sceneBreak = '* * *',
): string {
  const blocks: string[] = [];
  const push = (text: string) => {
    if (text) blocks.push(text);
  };
  switch (part.kind) {
    case 'title_page':
      push(heading(1, part.title));
      if (meta.author) push(markdownInline(meta.author));
      break;
    case 'copyright':
      push(htmlToMarkdown(part.html, { imageLink, dir: meta.dir }));
      break;
    case 'toc':
      push(heading(part.level + 1, part.title));
      push(tocList(part.toc ?? []));
      break;
    default: {
      // The part's own heading, when it has one, is at level + 1; its text's headings below it.
      // A scene runs on within its chapter, under no heading of its own.
      const title = part.role === 'scene' ? '' : heading(part.level + 1, headingTitle(part));
      push(title);
      const headingBase = title ? Math.min(part.level + 1, 5) : 0;
      push(htmlToMarkdown(part.html, { imageLink, dir: meta.dir, headingBase, sceneBreak }));
    }
  }
  return blocks.join('\n\n');
}
