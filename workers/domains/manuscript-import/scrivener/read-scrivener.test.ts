import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportNode, ImportSource } from '../../../contract/manuscript-import';
import { readScrivener } from './index';

const FIXTURES = 'tests/fixtures/manuscript-import/scrivener';
const PROJECT = 'The Lighthouse.scriv';
const DATA = `${PROJECT}/Files/Data`;

/** Every file under the fixture folder, named as a folder picker names them. */
function folderSources(prefix = ''): ImportSource[] {
  const out: ImportSource[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(join(FIXTURES, relative))) {
      const path = relative ? `${relative}/${name}` : name;
      if (statSync(join(FIXTURES, path)).isDirectory()) walk(path);
      else
        out.push({
          path: `${prefix}${path}`,
          bytes: new Uint8Array(readFileSync(join(FIXTURES, path))),
        });
    }
  };
  walk(PROJECT);
  return out;
}

/** The tree as titles, folders with their children: easy to compare whole. */
type Outline = string | [string, Outline[]];
function outline(node: ImportNode): Outline {
  return node.kind === 'folder' ? [node.title, (node.children ?? []).map(outline)] : node.title;
}

function find(nodes: readonly ImportNode[], title: string, kind?: ImportNode['kind']): ImportNode {
  for (const node of nodes) {
    if (node.title === title && (!kind || node.kind === kind)) return node;
    const inner = node.children ? findOrUndefined(node.children, title, kind) : undefined;
    if (inner) return inner;
  }
  throw new Error(`no node ${title}`);
}

function findOrUndefined(nodes: readonly ImportNode[], title: string, kind?: ImportNode['kind']) {
  try {
    return find(nodes, title, kind);
  } catch {
    return undefined;
  }
}

const DRAFT_OUTLINE: Outline[] = [
  [
    'Part One',
    [
      ['Chapter 1: Arrival', ['The Harbour', 'Night Watch']],
      ['Chapter 2: Storm', ['The Lost Scene', 'The Damaged Scene']],
    ],
  ],
  ['Part Two', [['Interlude', ['Interlude', 'Interlude, continued']]]],
];

describe('readScrivener on a Scrivener 3 project folder', () => {
  const { nodes, problems } = readScrivener(folderSources(), { includeResearch: false });

  it('gives the Draft in binder order and nesting', () => {
    expect(nodes.map(outline)).toEqual(DRAFT_OUTLINE);
  });

  it('gives a folder per project when the sources hold several', () => {
    const second = folderSources('Copy/');
    const both = readScrivener([...folderSources(), ...second], { includeResearch: false });
    expect(both.nodes.map(outline)).toEqual([
      ['The Lighthouse', DRAFT_OUTLINE],
      ['The Lighthouse', DRAFT_OUTLINE],
    ]);
    expect(both.nodes.map((n) => n.source)).toEqual([
      'Copy/The Lighthouse.scriv/The Lighthouse.scrivx',
      'The Lighthouse.scriv/The Lighthouse.scrivx',
    ]);
  });

  it('leaves Research and Trash out unless asked, then adds them after the Draft', () => {
    expect(findOrUndefined(nodes, 'Lighthouse facts')).toBeUndefined();
    expect(findOrUndefined(nodes, 'Cut scene')).toBeUndefined();
    const withResearch = readScrivener(folderSources(), { includeResearch: true });
    expect(withResearch.nodes.map(outline)).toEqual([
      ...DRAFT_OUTLINE,
      ['Research', ['Lighthouse facts', 'Old postcard']],
      ['Trash', ['Cut scene']],
    ]);
    expect(find(withResearch.nodes, 'Lighthouse facts').html).toBe(
      '<p>First lit in 1854; automated in 1962.</p>',
    );
    // An image item is a page with its picture; a PDF has no page to become and is named.
    const postcard = find(withResearch.nodes, 'Old postcard');
    expect(postcard.html).toBe(
      '<p><img src="import-picture:scrivener-C7B8A9D0-E1F2-4A3B-8C4D-5E6F7A8B9C0D.png" alt=""></p>',
    );
    expect(postcard.pictures?.[0]?.type).toBe('image/png');
    expect(withResearch.problems).toContainEqual({
      code: 'not_text_item',
      file: `${DATA}/A4D1E6F2-3B5C-4E7A-9F80-1C2D3E4F5A6B/content.pdf`,
      detail: 'Tide tables',
      fatal: true,
    });
  });

  it("turns each document's content.rtf into page HTML", () => {
    const harbour = find(nodes, 'The Harbour');
    expect(harbour.kind).toBe('page');
    expect(harbour.html).toContain('the <strong>storm</strong>;');
    expect(harbour.html).toContain('&lt;script&gt;');
    expect(harbour.source).toBe(`${DATA}/5C876700-6AE2-4237-98F9-45369B219D92/content.rtf`);
    const night = find(nodes, 'Night Watch');
    expect(night.html).toContain('<p dir="rtl">المنارة تضيء الليل بحر هادئ.</p>');
    expect(night.pictures?.map((p) => p.name)).toEqual([
      'scrivener-3B4717E1-32D4-401E-AA23-DB05BCF7BC96-1.png',
    ]);
    expect(night.html).toContain(
      'src="import-picture:scrivener-3B4717E1-32D4-401E-AA23-DB05BCF7BC96-1.png"',
    );
  });

  it('brings the synopsis, the notes, the label with its colour, the status and the keywords', () => {
    const harbour = find(nodes, 'The Harbour');
    expect(harbour.synopsis).toBe(
      'Mara comes back to the harbour town after twenty years.\nShe finds it unchanged.',
    );
    expect(harbour.notesHtml).toBe(
      '<p>Check the <strong>tide tables</strong> for October.</p><p>Does the ferry run on Sundays?</p>',
    );
    expect(harbour.label).toEqual({ name: 'Scene', color: '#cdffcd' });
    expect(harbour.status).toBe('Revised Draft');
    expect(harbour.keywords).toEqual(['Mara', 'Harbour']);

    const chapter = find(nodes, 'Chapter 1: Arrival', 'folder');
    expect(chapter.label).toEqual({ name: 'Chapter', color: '#ffc0c0' });
    expect(chapter.status).toBe('First Draft');
    expect(chapter.synopsis).toBe('Mara arrives.');

    const night = find(nodes, 'Night Watch');
    expect(night.status).toBeUndefined(); // StatusID -1: No Status
    expect(night.keywords).toBeUndefined();
    expect(find(nodes, 'Part One').label).toBeUndefined();
  });

  it('keeps a document without content.rtf as an empty page and says so', () => {
    const lost = find(nodes, 'The Lost Scene');
    expect(lost.kind).toBe('page');
    expect(lost.html).toBe('');
    expect(lost.synopsis).toBe('The storm takes the ferry.');
    expect(lost.status).toBe('To Do');
    expect(lost.keywords).toEqual(['Storm']);
    expect(problems).toContainEqual({
      code: 'missing_content',
      file: `${DATA}/F5427C9B-BFEF-4E2A-A6C5-737AE9C20957/content.rtf`,
      detail: 'The Lost Scene',
      fatal: false,
    });
  });

  it('names an unreadable content.rtf, keeps its page empty and reads the rest', () => {
    expect(find(nodes, 'The Damaged Scene').html).toBe('');
    expect(problems).toContainEqual({
      code: 'unreadable_rtf',
      file: `${DATA}/FD83D460-396C-4D34-841B-E053B3F0CAED/content.rtf`,
      detail: 'not an RTF file',
      fatal: true,
    });
    expect(problems.map((p) => p.code).sort()).toEqual(['missing_content', 'unreadable_rtf']);
  });

  it("makes a text with children a folder whose first page is the text's own", () => {
    const interlude = find(nodes, 'Interlude', 'folder');
    expect(interlude.label).toEqual({ name: 'Concept', color: '#b2d1f7' });
    expect(interlude.children?.[0]?.html).toBe(
      '<p>Between the two storms there was a week of calm.</p>',
    );
    // Its child has a picture pasted in Scrivener for the Mac (an attachment beside the RTF).
    const continued = interlude.children?.[1];
    expect(continued?.html).toBe(
      '<p>The calm did not last.</p>' +
        '<p><img src="import-picture:scrivener-F357DB54-3AC0-4578-8740-B20DD5020036-1.png" alt=""></p>' +
        '<p>The sea came back.</p>',
    );
    expect(continued?.pictures?.[0]?.bytes.length).toBeGreaterThan(40);
  });
});

describe('readScrivener on other shapes of selection', () => {
  it('finds the project below a chosen parent folder', () => {
    const { nodes, problems } = readScrivener(folderSources('Novels/'), { includeResearch: false });
    expect(nodes.map(outline)).toEqual(DRAFT_OUTLINE);
    expect(problems).toHaveLength(2);
    expect(find(nodes, 'The Harbour').source).toBe(
      `Novels/${DATA}/5C876700-6AE2-4237-98F9-45369B219D92/content.rtf`,
    );
  });

  it('reads a Scrivener 2 project (Files/Docs/<ID>.rtf, Scrivener 2 keywords)', () => {
    const text = (t: string) => new TextEncoder().encode(t);
    const scrivx =
      '<?xml version="1.0" encoding="UTF-8"?><ScrivenerProject Version="1.0"><Binder>' +
      '<BinderItem ID="0" Type="DraftFolder"><Title>Draft</Title><Children>' +
      '<BinderItem ID="3" Type="Text"><Title>Old chapter</Title><MetaData><LabelID>1</LabelID></MetaData>' +
      '<Keywords><KeywordID>2</KeywordID></Keywords></BinderItem></Children></BinderItem></Binder>' +
      '<LabelSettings><Labels><Label ID="1" Color="1.0 0.0 0.0">Red</Label></Labels></LabelSettings>' +
      '<Keywords><Keyword ID="2" Color="0.5 0.5 0.5">Sea</Keyword></Keywords></ScrivenerProject>';
    const { nodes, problems } = readScrivener(
      [
        { path: 'Old.scriv/Old.scrivx', bytes: text(scrivx) },
        { path: 'Old.scriv/Files/Docs/3.rtf', bytes: text('{\\rtf1\\ansi Waves\\par}') },
        { path: 'Old.scriv/Files/Docs/3_synopsis.txt', bytes: text('The sea.') },
        { path: 'Old.scriv/Files/Docs/3_notes.rtf', bytes: text('{\\rtf1 Check tides\\par}') },
      ],
      { includeResearch: false },
    );
    expect(problems).toEqual([]);
    expect(nodes).toEqual([
      {
        kind: 'page',
        title: 'Old chapter',
        html: '<p>Waves</p>',
        synopsis: 'The sea.',
        notesHtml: '<p>Check tides</p>',
        label: { name: 'Red', color: '#ff0000' },
        keywords: ['Sea'],
        source: 'Old.scriv/Files/Docs/3.rtf',
      },
    ]);
  });

  it('takes the binder outside Research and Trash when there is no Draft folder', () => {
    const scrivx =
      '<ScrivenerProject><Binder><BinderItem UUID="A" Type="Text"><Title>Loose</Title></BinderItem>' +
      '<BinderItem UUID="R" Type="ResearchFolder"><Title>Research</Title></BinderItem></Binder></ScrivenerProject>';
    const { nodes } = readScrivener(
      [{ path: 'L.scriv/L.scrivx', bytes: new TextEncoder().encode(scrivx) }],
      { includeResearch: false },
    );
    expect(nodes.map((n) => n.title)).toEqual(['Loose']);
  });

  it('names a .scrivx that is not a Scrivener project file', () => {
    const sources = folderSources().map((s) =>
      s.path.endsWith('.scrivx')
        ? { ...s, bytes: new TextEncoder().encode('<Binder><BinderItem') }
        : s,
    );
    const { nodes, problems } = readScrivener(sources, { includeResearch: false });
    expect(nodes).toEqual([]);
    expect(problems).toEqual([
      { code: 'corrupt_file', file: `${PROJECT}/The Lighthouse.scrivx`, fatal: true },
    ]);
  });

  it('refuses entities an attacker declares in the .scrivx instead of expanding them', () => {
    const scrivx =
      '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>' +
      '<ScrivenerProject><Binder><BinderItem UUID="A" Type="DraftFolder"><Title>D</Title><Children>' +
      '<BinderItem UUID="B" Type="Text"><Title>&b;</Title></BinderItem></Children></BinderItem></Binder>' +
      '</ScrivenerProject>';
    const { nodes, problems } = readScrivener(
      [{ path: 'P.scriv/P.scrivx', bytes: new TextEncoder().encode(scrivx) }],
      { includeResearch: false },
    );
    expect(nodes).toEqual([]);
    expect(problems).toEqual([{ code: 'corrupt_file', file: 'P.scriv/P.scrivx', fatal: true }]);
  });
});
