import { describe, expect, it } from 'vitest';
import { fixtureFolder } from '../../../tests/manuscript-import-fixtures';
import { buildImport } from './build-import';

const texts = () => fixtureFolder('text');

describe('plain text files', () => {
  it('reads UTF-8, UTF-16 with a byte order mark and Windows-1252', async () => {
    const { nodes } = await buildImport(texts(), { structure: 'file' });
    const pages = nodes[0]?.children ?? [];
    const byTitle = Object.fromEntries(pages.map((p) => [p.title, p.html]));
    expect(byTitle.utf8).toBe(
      '<p>First line of the letter.<br>Still the first paragraph.</p><p>The second paragraph, café au lait.</p>',
    );
    expect(byTitle.utf16).toBe(
      '<p>A letter in UTF-16: naïve café, Ελλάδα.</p><p>Second paragraph.</p>',
    );
    expect(byTitle['windows-1252']).toBe('<p>Smart “quotes” and café — from Windows.</p>');
  });

  it('says which file was guessed as Windows-1252 and which is not text', async () => {
    const { nodes, problems } = await buildImport(texts(), { structure: 'file' });
    expect(problems).toEqual([
      { code: 'not_text', file: 'text/binary.txt', fatal: true },
      { code: 'bad_encoding', file: 'text/windows-1252.txt', detail: 'Windows-1252', fatal: false },
    ]);
    expect(nodes[0]?.children?.map((p) => p.title)).toEqual(['utf8', 'utf16', 'windows-1252']);
  });

  it('escapes markup in text (it is text, not HTML)', async () => {
    const bytes = new TextEncoder().encode('<script>alert(1)</script> & more');
    const { nodes } = await buildImport([{ path: 'a.txt', bytes }], { structure: 'file' });
    expect(nodes[0]?.html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>');
  });
});
