/**
 * Bring back what went in (issue 27) for Scrivener: the fixture project imported, each page
 * exported with the app's Markdown export and imported again as Markdown — the same words, and
 * the formatting the Markdown holds.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportSource } from '../../../contract/manuscript-import';
import { toPlainText } from '../../../core/sanitize-html';
import { htmlToMarkdown } from '../../export/markdown/html-to-markdown';
import { buildImport } from '../build-import';
import { type PlannedNode, planNodes } from '../plan-import';
import { readScrivener } from './index';

const FIXTURES = 'tests/fixtures/manuscript-import/scrivener';

function projectSources(): ImportSource[] {
  const out: ImportSource[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(join(FIXTURES, relative))) {
      const path = `${relative}/${name}`;
      if (statSync(join(FIXTURES, path)).isDirectory()) walk(path);
      else out.push({ path, bytes: new Uint8Array(readFileSync(join(FIXTURES, path))) });
    }
  };
  walk('The Lighthouse.scriv');
  return out;
}

/** Titles and sanitised HTML of the import's pages, in reading order. */
async function importedPages(sources: ImportSource[]): Promise<Array<[string, string]>> {
  const built = await buildImport(sources, {
    structure: 'file',
    readScrivener: async (s) => readScrivener(s, { includeResearch: false }),
  });
  const pages: Array<[string, string]> = [];
  const visit = (nodes: readonly PlannedNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'page') pages.push([node.title, node.html]);
      visit(node.children);
    }
  };
  visit(planNodes(built.nodes).nodes);
  return pages;
}

const withoutPictures = (html: string) =>
  html.replace(/<p[^>]*>\s*<img[^>]*>\s*<\/p>/g, '').replace(/<img[^>]*>/g, '');
const words = (html: string) => toPlainText(html).split(/\s+/).filter(Boolean);

describe('a Scrivener project round trip through the Markdown export', () => {
  it('gives back the same words on every page, and its formatting as Markdown', async () => {
    const pages = await importedPages(projectSources());
    const withText = pages.filter(([, html]) => words(html).length > 0);
    expect(withText.map(([title]) => title)).toEqual([
      'The Harbour',
      'Night Watch',
      'Interlude',
      'Interlude, continued',
    ]);
    const markdown = new Map<string, string>();
    for (const [title, html] of withText) {
      const page = withoutPictures(html);
      const exported = htmlToMarkdown(page);
      markdown.set(title, exported);
      const [again] = await importedPages([
        { path: `${title}.md`, bytes: new TextEncoder().encode(exported) },
      ]);
      expect(words(again?.[1] ?? '')).toEqual(words(page));
    }
    const harbour = markdown.get('The Harbour') ?? '';
    expect(harbour).toContain('**storm**');
    expect(harbour).toContain('*Nothing here ever changes,*');
    expect(harbour).toContain('~~OPEN~~');
    const night = markdown.get('Night Watch') ?? '';
    expect(night).toMatch(/^# Night Watch$/m);
    expect(night).toMatch(/^- Oil for the lamp$/m);
    expect(night).toMatch(/^1\. Trim the wick$/m);
    expect(night).toContain('المنارة تضيء الليل');
    expect(night).toContain('灯塔：灯塔。');
  });
});
