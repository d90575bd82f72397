import { describe, expect, it } from 'vitest';
import type { BookPart } from '../../../contract/export';
import { SAMPLE_META } from '../epub/testing/sample-book';
import { renderPart } from './render-part';

const page = (level: number, title: string, html: string): BookPart =>
  ({ id: 'p', kind: 'page', level, title, html, words: 0 }) as BookPart;

describe('renderPart', () => {
  it("sets a heading inside a chapter below the chapter's title (issue 25)", () => {
    const md = renderPart(
      page(2, 'Arrival', '<h1>The quay</h1><p>Text.</p>'),
      SAMPLE_META,
      (s) => s,
    );
    expect(md).toBe('### Arrival\n\n#### The quay\n\nText.');
  });

  it('keeps a page without a title at its own heading levels', () => {
    const md = renderPart(page(1, '', '<h2>Loose</h2>'), SAMPLE_META, (s) => s);
    expect(md).toBe('## Loose');
  });
});
