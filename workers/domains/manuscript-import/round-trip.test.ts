/**
 * Bring back what went in (issue 27): each format imported, exported with the app's own
 * Markdown and Word exports, and imported again — the text is the same, word for word.
 */
import { describe, expect, it } from 'vitest';
import { fixtureBytes, fixtureFolder } from '../../../tests/manuscript-import-fixtures';
import type { ImportNode, ImportSource } from '../../contract/manuscript-import';
import { toPlainText } from '../../core/sanitize-html';
import { writeDocx } from '../export/docx/write-docx';
import { collect, sampleInput } from '../export/epub/testing/sample-book';
import { htmlToMarkdown } from '../export/markdown/html-to-markdown';
import { buildImport } from './build-import';
import { planNodes } from './plan-import';

/** The pages of an import, sanitised as written, in reading order. */
async function importedPages(sources: ImportSource[]): Promise<string[]> {
  const built = await buildImport(sources, { structure: 'file' });
  const pages: string[] = [];
  const visit = (nodes: ReturnType<typeof planNodes>['nodes']) => {
    for (const node of nodes) {
      if (node.kind === 'page') pages.push(node.html);
      visit(node.children);
    }
  };
  visit(planNodes(built.nodes as ImportNode[]).nodes);
  return pages;
}

/** Pictures stay behind (the exports write their own picture files). */
const withoutPictures = (html: string) =>
  html.replace(/<p>\s*<img[^>]*>\s*<\/p>\n?/g, '').replace(/<img[^>]*>/g, '');

const words = (html: string) => toPlainText(html).split(/\s+/).filter(Boolean);
const encode = (text: string) => new TextEncoder().encode(text);

describe('round trips through the exports', () => {
  it('Markdown: import, export to Markdown, import again — same text and same markup', async () => {
    const first = await importedPages(fixtureFolder('markdown-novel'));
    expect(first).toHaveLength(3);
    for (const [index, html] of first.entries()) {
      const page = withoutPictures(html);
      const markdown = htmlToMarkdown(page);
      const [again] = await importedPages([{ path: `page-${index}.md`, bytes: encode(markdown) }]);
      expect(words(again ?? '')).toEqual(words(page));
      expect(again).toBe(page);
    }
  });

  it('plain text: import, export to Markdown, import again — same text', async () => {
    const first = await importedPages(fixtureFolder('text'));
    for (const html of first) {
      const [again] = await importedPages([
        { path: 'again.md', bytes: encode(htmlToMarkdown(html)) },
      ]);
      expect(words(again ?? '')).toEqual(words(html));
    }
  });

  it('Word: a LibreOffice .docx imported, exported to Word, imported again — same text', async () => {
    const [page] = await importedPages([
      { path: 'salt-road.docx', bytes: fixtureBytes('salt-road.docx') },
    ]);
    const html = withoutPictures(page ?? '');
    expect(words(html)).toContain('船在黎明时分驶入港口。');
    const docx = await collect(
      writeDocx(
        sampleInput({
          parts: [
            {
              id: 'p',
              kind: 'page',
              title: 'Salt Road',
              level: 1,
              html,
              words: words(html).length,
            },
          ],
        }),
      ),
    );
    const [again] = await importedPages([{ path: 'again.docx', bytes: docx }]);
    // The export prints the page's title as its heading.
    expect(words(again ?? '')).toEqual(['Salt', 'Road', ...words(html)]);
    // Under the page's own heading the export sets the page's headings one level down.
    expect(again).toContain('<h2>Chapter One</h2>');
    expect(again).toContain('<h3>The harbour</h3>');
    expect(again).toContain('<ul><li>nets</li>');
    expect(again).toContain('<strong>ship</strong>');
    // Underline comes in as the editor's u, goes out as Word's underline and comes back.
    expect(html).toContain('<u>salt</u>');
    expect(again).toContain('<u>salt</u>');
  });

  it('Markdown: underline goes out as inline <u> and comes back as underline', async () => {
    const page = '<p>The <u>salt</u> and <strong><u>the sea</u></strong>.</p>';
    const markdown = htmlToMarkdown(page);
    expect(markdown).toBe('The <u>salt</u> and **<u>the sea</u>**.');
    const [again] = await importedPages([{ path: 'again.md', bytes: encode(markdown) }]);
    expect(again?.trim()).toBe(page);
  });

  it('OpenDocument: a LibreOffice .odt imported, exported to Word, imported again — same text and the same words as its .docx', async () => {
    const [page] = await importedPages([
      { path: 'salt-road.odt', bytes: fixtureBytes('salt-road.odt') },
    ]);
    const [fromDocx] = await importedPages([
      { path: 'salt-road.docx', bytes: fixtureBytes('salt-road.docx') },
    ]);
    const html = withoutPictures(page ?? '');
    expect(words(html)).toEqual(words(withoutPictures(fromDocx ?? '')));
    const docx = await collect(
      writeDocx(
        sampleInput({
          parts: [
            {
              id: 'p',
              kind: 'page',
              title: 'Salt Road',
              level: 1,
              html,
              words: words(html).length,
            },
          ],
        }),
      ),
    );
    const [again] = await importedPages([{ path: 'again.docx', bytes: docx }]);
    expect(words(again ?? '')).toEqual(['Salt', 'Road', ...words(html)]);
    expect(html).toContain('<u>salt</u>');
    expect(again).toContain('<u>salt</u>');
  });

  it('Word: the Markdown novel exported to Word comes back with the same text', async () => {
    const pages = (await importedPages(fixtureFolder('markdown-novel'))).map(withoutPictures);
    const docx = await collect(
      writeDocx(
        sampleInput({
          parts: pages.map((html, i) => ({
            id: `p${i}`,
            kind: 'page' as const,
            title: `P${i}`,
            level: 1,
            html,
            words: 1,
          })),
        }),
      ),
    );
    const [again] = await importedPages([{ path: 'novel.docx', bytes: docx }]);
    const expected = pages.flatMap((html, i) => [`P${i}`, ...words(html)]);
    expect(words(again ?? '')).toEqual(expected);
  });
});
