import { describe, expect, it } from 'vitest';
import { fixtureFolder } from '../../../tests/manuscript-import-fixtures';
import { buildImport } from './build-import';
import { splitFrontMatter } from './read-markdown';

describe('a folder of Markdown (Obsidian / Longform style)', () => {
  it('becomes a folder of pages in natural order, titled from front matter', async () => {
    const { nodes } = await buildImport(fixtureFolder('markdown-novel'), { structure: 'file' });
    expect(nodes).toHaveLength(1);
    const [top] = nodes;
    expect(top?.kind).toBe('folder');
    expect(top?.title).toBe('markdown-novel');
    const chapters = top?.children?.[0];
    expect(chapters?.title).toBe('chapters');
    // Chapter 1, Chapter 2, Chapter 10 — not 1, 10, 2; titles from front matter where given.
    expect(chapters?.children?.map((c) => c.title)).toEqual([
      'Departure',
      'The Storm',
      'Chapter 10',
    ]);
    expect(chapters?.children?.map((c) => c.source)).toEqual([
      'markdown-novel/chapters/Chapter 1.md',
      'markdown-novel/chapters/Chapter 2.md',
      'markdown-novel/chapters/Chapter 10.md',
    ]);
  });

  it("reads the editor's Markdown and leaves the front matter out", async () => {
    const { nodes } = await buildImport(fixtureFolder('markdown-novel'), { structure: 'file' });
    const [one, storm] = nodes[0]?.children?.[0]?.children ?? [];
    expect(one?.html).toContain('<a href="https://example.org/port">the port</a>');
    expect(one?.html).toContain('<code>check the log</code>');
    expect(one?.html).toContain('<li>salt</li>');
    const html = storm?.html ?? '';
    expect(html).not.toContain('tags:');
    expect(html).toContain('<h1>The Storm</h1>');
    expect(html).toContain('<strong>fast</strong>');
    expect(html).toContain('<em>sails</em>');
    expect(html).toContain('<s>Nobody</s>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<mark class="sb-highlight">bright</mark>');
    expect(html).toContain('See [[Captain Ivo]] for who he is.');
  });

  it('finds pictures relative to the file and by name; names a missing one', async () => {
    const { nodes, problems } = await buildImport(fixtureFolder('markdown-novel'), {
      structure: 'file',
    });
    const [, storm, ten] = nodes[0]?.children?.[0]?.children ?? [];
    expect(storm?.pictures?.map((p) => p.type)).toEqual(['image/png']);
    expect(storm?.html).toMatch(
      /<img src="import-picture:1-harbour\.png" alt="The harbour in the storm">/,
    );
    expect(ten?.pictures).toHaveLength(1);
    expect(problems).toEqual([
      {
        code: 'missing_picture',
        file: 'markdown-novel/chapters/Chapter 10.md',
        detail: '../images/map.png',
        fatal: false,
      },
    ]);
  });

  it('reads front matter titles with quotes and none', () => {
    expect(splitFrontMatter('---\ntitle: "A: b"\n---\nText')).toEqual({
      body: 'Text',
      title: 'A: b',
    });
    expect(splitFrontMatter('No front matter')).toEqual({ body: 'No front matter' });
  });
});
