/**
 * RTF paragraphs → page HTML in the editor's vocabulary: p, h1–h3, blockquote, ul/ol/li,
 * strong, em, s, u (underline, as the editor writes it), a, br, img; `dir="rtl"` on
 * right-to-left paragraphs and the page's alignment classes. Every character of text is escaped, so markup typed into a document stays text.
 * Headings come from the paragraph style's name ("Heading 2", "Title") or outline level; the
 * page allows h1–h3, so deeper levels become h3. A style named like "Block Quote" is a quote.
 */
import type { RtfParagraph, RtfRun } from './rtf-model';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

type BlockTag = 'p' | 'h1' | 'h2' | 'h3' | 'blockquote';

function headingLevelOfStyle(name: string): number | undefined {
  const match = /^(?:heading|titre|überschrift|título|titolo|kop)\s*([1-9])$/i.exec(name.trim());
  if (match) return Number(match[1]);
  if (/^title$/i.test(name.trim())) return 1;
  return undefined;
}

function blockTagOf(p: RtfParagraph): BlockTag {
  const name = p.styleName ?? '';
  let level = name ? headingLevelOfStyle(name) : undefined;
  if (level === undefined && p.outlineLevel !== undefined && p.outlineLevel < 6) {
    level = p.outlineLevel + 1;
  }
  if (level !== undefined) return `h${Math.min(level, 3)}` as BlockTag;
  if (/quot/i.test(name)) return 'blockquote';
  return 'p';
}

/** Inline HTML of runs; in a heading, bold is the heading's own look and is not repeated. */
/**
 * Scrivener for the Mac marks its own paragraph and character styles in the text itself,
 * `{\Scrv_ps=0x…}…{\end_Scrv_ps}` (written as escaped braces and backslashes): marks, not
 * words, so they are taken out.
 */
export function withoutScrivenerMarks(text: string): string {
  return text.replace(/\{\\(?:end_)?Scrv_[a-z]+(?:=[^}]*)?\}/g, '');
}

function runsHtml(runs: readonly RtfRun[], inHeading = false): string {
  let html = '';
  for (const run of runs) {
    if ('picture' in run) {
      html += `<img src="import-picture:${escapeHtml(run.picture.name)}" alt="">`;
      continue;
    }
    const text = withoutScrivenerMarks(run.text);
    if (text === '') continue;
    let inner = escapeHtml(text).replace(/\n/g, '<br>');
    if (run.strike) inner = `<s>${inner}</s>`;
    if (run.underline) inner = `<u>${inner}</u>`;
    if (run.italic) inner = `<em>${inner}</em>`;
    if (run.bold && !inHeading) inner = `<strong>${inner}</strong>`;
    if (run.href) inner = `<a href="${escapeHtml(run.href)}">${inner}</a>`;
    html += inner;
  }
  return html;
}

function isEmpty(p: RtfParagraph): boolean {
  return p.runs.every((run) => 'text' in run && withoutScrivenerMarks(run.text).trim() === '');
}

/** The attributes of a block: direction, and alignment when it is not the natural one. */
function blockAttributes(p: RtfParagraph): string {
  let attributes = p.rtl ? ' dir="rtl"' : '';
  const natural = p.rtl ? 'right' : 'left';
  if (p.align && p.align !== natural) attributes += ` class="align-${p.align}"`;
  return attributes;
}

function blockHtml(p: RtfParagraph): string {
  const tag = blockTagOf(p);
  const inner = runsHtml(p.runs, tag.startsWith('h'));
  return `<${tag}${blockAttributes(p)}>${inner === '' ? '<br>' : inner}</${tag}>`;
}

/** Consecutive list paragraphs as nested ul/ol, from `start`; returns the HTML and the next index. */
function listHtml(
  paragraphs: readonly RtfParagraph[],
  start: number,
): { html: string; next: number } {
  const open: { tag: 'ul' | 'ol'; level: number }[] = [];
  let html = '';
  let i = start;
  for (; i < paragraphs.length; i += 1) {
    const p = paragraphs[i] as RtfParagraph;
    if (!p.list) break;
    const tag = p.list.ordered ? 'ol' : 'ul';
    const level =
      open.length === 0 ? 0 : Math.min(p.list.level, (open[open.length - 1]?.level ?? 0) + 1);
    while (open.length > 0 && (open[open.length - 1]?.level ?? 0) > level) {
      html += `</li></${open.pop()?.tag}>`;
    }
    const top = open[open.length - 1];
    if (top && top.level === level && top.tag !== tag) {
      html += `</li></${open.pop()?.tag}>`;
    }
    const current = open[open.length - 1];
    if (current && current.level === level) html += '</li>';
    else open.push({ tag, level });
    if (current?.level !== level) html += `<${tag}${p.rtl ? ' dir="rtl"' : ''}>`;
    html += `<li>${runsHtml(p.runs)}`;
  }
  while (open.length > 0) html += `</li></${open.pop()?.tag}>`;
  return { html, next: i };
}

/** The page HTML of an RTF document's paragraphs (blank paragraphs at the end dropped). */
export function rtfParagraphsToHtml(paragraphs: readonly RtfParagraph[]): string {
  let end = paragraphs.length;
  while (end > 0 && isEmpty(paragraphs[end - 1] as RtfParagraph)) end -= 1;
  const kept = paragraphs.slice(0, end);
  let html = '';
  let i = 0;
  while (i < kept.length) {
    const p = kept[i] as RtfParagraph;
    if (p.list) {
      const list = listHtml(kept, i);
      html += list.html;
      i = list.next;
      continue;
    }
    html += blockHtml(p);
    i += 1;
  }
  return html;
}
