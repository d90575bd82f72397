/**
 * The Scrivener reader as the manuscript import runs it: the fixture project's files through
 * buildImport (the project becomes a folder named after it) and planNodes (the sanitiser and
 * the word counts every import's pages go through).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportNode, ImportSource } from '../../../contract/manuscript-import';
import { buildImport } from '../build-import';
import { type PlannedNode, planNodes } from '../plan-import';
import { readScrivener } from './index';

const FIXTURES = 'tests/fixtures/manuscript-import/scrivener';

function sources(): ImportSource[] {
  const out: ImportSource[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(join(FIXTURES, relative))) {
      const path = relative ? `${relative}/${name}` : name;
      if (statSync(join(FIXTURES, path)).isDirectory()) walk(path);
      else out.push({ path, bytes: new Uint8Array(readFileSync(join(FIXTURES, path))) });
    }
  };
  walk('The Lighthouse.scriv');
  return out;
}

function findPlanned(nodes: readonly PlannedNode[], title: string): PlannedNode | undefined {
  for (const node of nodes) {
    if (node.title === title && node.kind === 'page') return node;
    const inner = findPlanned(node.children, title);
    if (inner) return inner;
  }
  return undefined;
}

async function importFixture() {
  const built = await buildImport(sources(), {
    structure: 'file',
    readScrivener: async (s) => readScrivener(s, { includeResearch: false }),
  });
  return { built, plan: planNodes(built.nodes, false) };
}

describe('a Scrivener project through the manuscript import', () => {
  it('becomes one folder named after the project, the Draft inside it', async () => {
    const { built } = await importFixture();
    expect(built.nodes.map((n: ImportNode) => n.title)).toEqual(['The Lighthouse']);
    expect(built.nodes[0]?.children?.map((n) => n.title)).toEqual(['Part One', 'Part Two']);
    expect(built.problems.map((p) => p.code).sort()).toEqual(['missing_content', 'unreadable_rtf']);
  });

  it('keeps its formatting and pictures through the sanitiser, and its markup as text', async () => {
    const { plan } = await importFixture();
    const harbour = findPlanned(plan.nodes, 'The Harbour');
    expect(harbour?.html).toContain('<strong>storm</strong>');
    expect(harbour?.html).toContain('<span class="sb-text-underline">FERRY</span>');
    expect(harbour?.html).toContain('<s>OPEN</s>');
    expect(harbour?.html).toContain('&lt;script&gt;');
    expect(harbour?.html).not.toContain('<script');
    expect(harbour?.words).toBeGreaterThan(60);
    const night = findPlanned(plan.nodes, 'Night Watch');
    expect(night?.html).toContain('<h1>Night Watch</h1>');
    expect(night?.html).toContain('المنارة تضيء الليل');
    expect(night?.html).toMatch(/<img src="import-picture:scrivener-3B4717E1-[^"]+\.png"/);
    expect(night?.html).not.toContain('javascript');
  });
});
