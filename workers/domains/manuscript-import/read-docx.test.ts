import { describe, expect, it } from 'vitest';
import { fixtureBytes } from '../../../tests/manuscript-import-fixtures';
import { buildImport } from './build-import';
import { readDocx } from './read-docx';

// salt-road.docx was written by LibreOffice (soffice --headless --convert-to docx) from
// salt-road.html beside it: headings, lists, a footnote, a picture, Arabic and Chinese.
const docx = () => ({ path: 'salt-road.docx', bytes: fixtureBytes('salt-road.docx') });

describe('a Word file written by LibreOffice', () => {
  it('comes in with its headings, marks, lists, quote, link, picture and scripts', async () => {
    const { nodes, problems } = await buildImport([docx()], { structure: 'file' });
    expect(problems).toEqual([]);
    const [page] = nodes;
    expect(page?.kind).toBe('page');
    expect(page?.title).toBe('salt-road');
    const html = page?.html ?? '';
    expect(html).toContain('<h1>Chapter One</h1>');
    expect(html).toContain('<h2>The harbour</h2>');
    expect(html).toContain('<strong>ship</strong>');
    expect(html).toContain('<em>dawn</em>');
    expect(html).toContain('<u>salt</u>');
    expect(html).toContain('<s>no</s>');
    expect(html).toContain('<ul><li>nets</li><li>rope</li><li>lanterns</li></ul>');
    expect(html).toContain('<ol><li>first tide</li><li>second tide</li></ol>');
    expect(html).toContain('<blockquote><p>The sea keeps what it takes.</p></blockquote>');
    expect(html).toContain('<a href="https://example.org/salt">the salt map</a>');
    expect(html).toContain('وصلت السفينة إلى الميناء عند الفجر.');
    expect(html).toContain('船在黎明时分驶入港口。');
    expect(page?.pictures).toHaveLength(1);
    expect(page?.pictures?.[0]?.type).toBe('image/png');
    expect(html).toContain(`src="import-picture:${page?.pictures?.[0]?.name}"`);
  });

  it('keeps the footnote: its number in the text, its note at the end of the page', async () => {
    const { nodes } = await buildImport([docx()], { structure: 'file' });
    const html = nodes[0]?.html ?? '';
    expect(html).toContain('no</s> flag.[1]</p>');
    expect(html).toMatch(/<ol><li><p>\s*Salt from the northern pans\.\s*<\/p><\/li><\/ol>$/);
    expect(html).not.toContain('#footnote');
    expect(html).not.toContain('↑');
  });

  it('splits at Heading 1 into a folder of pages named by their headings', async () => {
    const { nodes } = await buildImport([docx()], { structure: 'h1' });
    expect(nodes[0]?.kind).toBe('folder');
    expect(nodes[0]?.children?.map((c) => c.title)).toEqual(['Chapter One', 'Chapter Two']);
    const split2 = await buildImport([docx()], { structure: 'h2' });
    expect(split2.nodes[0]?.children?.map((c) => c.title)).toEqual([
      'Chapter One',
      'The harbour',
      'Chapter Two',
    ]);
    // The picture goes with the piece that shows it.
    expect(split2.nodes[0]?.children?.[1]?.pictures).toHaveLength(1);
    expect(split2.nodes[0]?.children?.[0]?.pictures).toBeUndefined();
  });

  it('names a damaged .docx and why, and reads the other files', async () => {
    const damaged = { path: 'damaged.docx', bytes: fixtureBytes('damaged.docx') };
    const notZip = { path: 'notes.docx', bytes: new TextEncoder().encode('just text') };
    const { nodes, problems } = await buildImport([damaged, notZip, docx()], { structure: 'file' });
    expect(problems.map((p) => [p.code, p.file, p.fatal])).toEqual([
      ['corrupt_file', 'damaged.docx', true],
      ['corrupt_file', 'notes.docx', true],
    ]);
    expect(nodes.map((n) => n.title)).toEqual(['salt-road']);
  });

  it('reads the file directly', async () => {
    const read = await readDocx('x.docx', fixtureBytes('salt-road.docx'));
    expect('html' in read && read.html).toContain('Chapter Two');
  });
});

describe('underline in a Word file written by LibreOffice', () => {
  // underlined-letter.docx: LibreOffice (soffice --headless --convert-to docx) from
  // underlined-letter.html beside it — an underlined passage, underline in bold, underline with
  // strikethrough; e2e/underline.spec.ts imports the same file.
  it('comes in as the editor’s u, also inside bold and with strikethrough', async () => {
    const { nodes } = await buildImport(
      [{ path: 'underlined-letter.docx', bytes: fixtureBytes('underlined-letter.docx') }],
      { structure: 'file' },
    );
    const html = nodes[0]?.html ?? '';
    expect(html).toContain('<u>come back before the tide turns</u>');
    expect(html).toMatch(/<strong><u>urgent<\/u><\/strong>|<u><strong>urgent<\/strong><\/u>/);
    expect(html).toMatch(/<u><s>tomorrow<\/s><\/u>|<s><u>tomorrow<\/u><\/s>/);
    expect(html).not.toContain('sb-text-underline');
  });
});
