import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixtureBytes } from '../../../tests/manuscript-import-fixtures';
import { buildImport } from './build-import';
import { readOdt } from './read-odt';

// salt-road.odt was written by LibreOffice (soffice --headless --convert-to odt:writer8) from
// salt-road.html beside it, as salt-road.docx was: headings, lists, a footnote, a picture,
// Arabic and Chinese.
const odt = () => ({ path: 'salt-road.odt', bytes: fixtureBytes('salt-road.odt') });

describe('an OpenDocument text written by LibreOffice', () => {
  it('comes in with its headings, marks, lists, quote, link, picture and scripts', async () => {
    const { nodes, problems } = await buildImport([odt()], { structure: 'file' });
    expect(problems).toEqual([]);
    const [page] = nodes;
    expect(page?.title).toBe('salt-road');
    const html = page?.html ?? '';
    expect(html).toContain('<h1>Chapter One</h1>');
    expect(html).toContain('<h2>The harbour</h2>');
    expect(html).toContain('<h1>Chapter Two</h1>');
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
    // The footnote: its number in the text, the note in a list at the end of the page.
    expect(html).toContain('flag.[1]');
    expect(html).toMatch(/<ol><li>Salt from the northern pans\.<\/li><\/ol>$/);
  });

  it('splits at Heading 1 like a Word file', async () => {
    const { nodes } = await buildImport([odt()], { structure: 'h1' });
    expect(nodes[0]?.children?.map((n) => n.title)).toEqual(['Chapter One', 'Chapter Two']);
  });

  it('names a damaged file and a zip that is not a document', () => {
    const bytes = fixtureBytes('salt-road.odt');
    expect(readOdt('cut.odt', bytes.slice(0, 400))).toMatchObject({
      code: 'corrupt_file',
      file: 'cut.odt',
      fatal: true,
    });
    const notOdt = zipSync({ 'readme.txt': new TextEncoder().encode('hello') });
    expect(readOdt('other.odt', notOdt)).toMatchObject({ code: 'corrupt_file', fatal: true });
    expect(readOdt('text.odt', new TextEncoder().encode('plain'))).toMatchObject({
      code: 'corrupt_file',
    });
  });

  it('escapes markup typed as text', () => {
    const content =
      '<?xml version="1.0"?><office:document-content xmlns:office="o" xmlns:text="t">' +
      '<office:body><office:text><text:p>&lt;script&gt;alert(1)&lt;/script&gt;</text:p>' +
      '</office:text></office:body></office:document-content>';
    const bytes = zipSync({ 'content.xml': new TextEncoder().encode(content) });
    const page = readOdt('typed.odt', bytes);
    expect('html' in page && page.html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
