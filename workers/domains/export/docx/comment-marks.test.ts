/**
 * Threads placed in the page's Yjs text, found in the page HTML the Word writer walks: exactly
 * where the texts agree (formatting, several paragraphs), and where the HTML was saved after the
 * Yjs state (an edit before or inside a thread), by what is the same at both ends and else by
 * the thread's quote; a thread that cannot be found is left out.
 */
import { describe, expect, it } from 'vitest';
import type { PageCommentsForExport, PlacedThread } from '../../../contract/comments';
import { parseHtml } from '../epub/html-tree';
import { locateThreads, markComments } from './comment-marks';
import { runs } from './ooxml-runs';

const thread = (id: string, text: string, quote: string, from = 0): PlacedThread => {
  const start = text.indexOf(quote, from);
  if (start < 0) throw new Error(`"${quote}" is not in the text`);
  return {
    id,
    start,
    end: start + quote.length,
    quote,
    resolved: false,
    entries: [{ author: 'Ana', text: 'A note', createdAt: '2026-11-27T10:00:00Z' }],
  };
};

const comments = (text: string, threads: PlacedThread[]): PageCommentsForExport => ({
  text,
  threads,
  gone: 0,
});

/** The HTML with the marks written as [id and id] (what the runs writer turns into ranges). */
function marked(html: string, placed: PageCommentsForExport): string {
  const nodes = parseHtml(html);
  let next = 0;
  markComments(nodes, placed, () => [next++]);
  const ctx = {
    bookDir: 'ltr' as const,
    image: () => null,
    hyperlink: () => 'rId1',
    newList: () => 1,
    drawingId: () => 1,
    takePageBreak: () => false,
  };
  return runs(nodes, {}, ctx, false)
    .replace(/<w:commentRangeStart w:id="(\d+)"\/>/g, '[$1 ')
    .replace(/<w:commentRangeEnd w:id="(\d+)"\/><w:r>.*?<\/w:r>/g, ' $1]')
    .replace(/<w:t[^>]*>([^<]*)<\/w:t>/g, '$1')
    .replace(/<\/?w:[^>]*>/g, '');
}

describe('comment marks', () => {
  it('marks the text exactly where both texts agree, in formatting and across paragraphs', () => {
    const html = '<p>The <strong>brave</strong> little ship.</p><p>Night <em>fell</em>.</p>';
    const text = 'The brave little ship.Night fell.';
    const placed = comments(text, [
      thread('a', text, 'brave little'),
      thread('b', text, 'ship.Night'),
      thread('c', text, 'fell'),
    ]);
    // The two paragraphs' runs one after the other: "ship." ends the first, "Night" opens the second.
    expect(marked(html, placed)).toBe('The [0 brave little 0] [1 ship.Night 1] [2 fell 2].');
  });

  it('carries threads over an edit made before them, and finds one in an edited middle by its quote', () => {
    // Edited before "brave" and after it: "brave" lies between the two changes.
    const yText = 'One. The brave ship sailed. Two.';
    const htmlText = 'One more line. The brave ship sailed on. Two.';
    const placed = comments(yText, [
      thread('a', yText, 'One'),
      thread('b', yText, 'brave ship'),
      thread('c', yText, 'Two'),
    ]);
    expect(locateThreads(htmlText, placed).map((t) => htmlText.slice(t.start, t.end))).toEqual([
      'One',
      'brave ship',
      'Two',
    ]);
  });

  it('leaves out a thread whose quote is nowhere in the saved text', () => {
    const yText = 'The brave ship.';
    const htmlText = 'The bold vessel.';
    const placed = comments(yText, [thread('a', yText, 'brave')]);
    expect(locateThreads(htmlText, placed)).toEqual([]);
  });
});
