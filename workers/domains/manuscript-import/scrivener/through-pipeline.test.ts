/**
 * The Scrivener reader as the manuscript import runs it: the fixture project's files (or a zip
 * of them, unpacked by expandSelection with its zip-bomb limits) through buildImport (the
 * project becomes a folder named after it) and planNodes (the sanitiser and the word counts
 * every import's pages go through).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ImportNode, ImportSource } from '../../../contract/manuscript-import';
import { buildImport, expandSelection } from '../build-import';
import { type PlannedNode, planNodes } from '../plan-import';
import { readScrivener } from './index';

const FIXTURES = 'tests/fixtures/manuscript-import/scrivener';
const PROJECT = 'The Lighthouse.scriv';
const DATA = `${PROJECT}/Files/Data`;

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
    expect(harbour?.html).toContain('<u>FERRY</u>');
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

function findNode(nodes: readonly ImportNode[], title: string): ImportNode | undefined {
  for (const node of nodes) {
    if (node.title === title) return node;
    const inner = findNode(node.children ?? [], title);
    if (inner) return inner;
  }
  return undefined;
}

/** A zip chosen in the import, unpacked and read as the import does. */
async function importZip(path: string, bytes: Uint8Array) {
  const expanded = expandSelection([{ path, bytes, size: bytes.length }]);
  const built = await buildImport(expanded.sources, {
    structure: 'file',
    readScrivener: async (s) => readScrivener(s, { includeResearch: false }),
  });
  return { nodes: built.nodes, problems: [...expanded.problems, ...built.problems] };
}

function zipOfProject(extra: Record<string, Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...extra };
  for (const source of sources()) entries[source.path] = source.bytes;
  return zipSync(entries);
}

describe('a zipped Scrivener project through the manuscript import', () => {
  it('comes in whole, the resource forks macOS adds ignored', async () => {
    const fork = new TextEncoder().encode('not xml at all');
    const { nodes, problems } = await importZip(
      'Lighthouse.zip',
      zipOfProject({ [`__MACOSX/${PROJECT}/._The Lighthouse.scrivx`]: fork }),
    );
    expect(nodes.map((n) => n.title)).toEqual(['Lighthouse']);
    expect(nodes[0]?.children?.map((n) => n.title)).toEqual(['The Lighthouse']);
    expect(findNode(nodes, 'The Harbour')?.html).toContain('café au lait');
    expect(problems.map((p) => p.file)).toContain(
      `Lighthouse/${DATA}/F5427C9B-BFEF-4E2A-A6C5-737AE9C20957/content.rtf`,
    );
  });

  it('is refused, named, when the zip is damaged', async () => {
    const zip = zipOfProject();
    const { nodes, problems } = await importZip('Broken.zip', zip.slice(0, zip.length / 2));
    expect(nodes).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'corrupt_archive', file: 'Broken.zip', fatal: true });
  });

  it('is refused before unpacking when it is a zip bomb', async () => {
    const bomb = zipSync({
      [`${PROJECT}/The Lighthouse.scrivx`]: readFileSync(
        join(FIXTURES, PROJECT, 'The Lighthouse.scrivx'),
      ),
      [`${DATA}/AAAA/content.rtf`]: new Uint8Array(16 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const { nodes, problems } = await importZip('bomb.zip', bomb);
    expect(nodes).toEqual([]);
    expect(problems).toEqual([{ code: 'archive_too_large', file: 'bomb.zip', fatal: true }]);
  });

  it('is refused when it holds more entries than an import takes', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i <= 10_000; i += 1)
      entries[`${DATA}/${i}/synopsis.txt`] = new Uint8Array([0x61]);
    const { nodes, problems } = await importZip('many.zip', zipSync(entries));
    expect(nodes).toEqual([]);
    expect(problems).toEqual([{ code: 'too_many_files', file: 'many.zip', fatal: true }]);
  });
});
