/**
 * A plain typographic cover for an EPUB whose author chose no cover picture (issue 25): the
 * title large, a rule, the author's name, on a quiet ground, 1600 × 2560 (the 1 : 1.6 stores
 * ask for). SVG, so it is sharp at any size and needs no canvas; its text is the book's own, in
 * the book's language and direction, escaped as XML text.
 */
import { escapeAttr, escapeText } from './xml-text';

export const COVER_SIZE = { width: 1600, height: 2560 } as const;

/** Grapheme clusters (a Thai or Devanagari letter with its marks stays whole). */
function graphemes(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return [...segmenter.segment(text)].map((s) => s.segment);
}

/**
 * The text in lines of about `width` characters: at spaces where the script has them, else
 * (Chinese, Japanese, Thai) anywhere between letters. At most `max` lines; the last ends in "…"
 * when the text is longer.
 */
export function coverLines(text: string, width: number, max: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const pieces =
    words.length > 1 || (words[0] ?? '').length <= width
      ? words
      : graphemes(text.trim()).reduce<string[]>((chunks, g, i) => {
          if (i % width === 0) chunks.push(g);
          else chunks[chunks.length - 1] += g;
          return chunks;
        }, []);
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + piece.length <= width && words.length > 1)
      lines[lines.length - 1] = `${last} ${piece}`;
    else lines.push(piece);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]}…`;
  return kept;
}

/** The cover as an SVG document. */
export function typographicCover(
  title: string,
  author: string,
  lang: string,
  dir: 'ltr' | 'rtl',
): string {
  const { width, height } = COVER_SIZE;
  const titleLines = coverLines(title || 'Untitled', 14, 5);
  const titleSize = titleLines.length > 3 ? 130 : 160;
  const titleTop = 900 - ((titleLines.length - 1) * titleSize * 1.15) / 2;
  const text = (line: string, y: number, size: number, extra = '') =>
    `<text x="${width / 2}" y="${Math.round(y)}" font-size="${size}"${extra}>${escapeText(line)}</text>`;
  const titleSvg = titleLines
    .map((line, i) => text(line, titleTop + i * titleSize * 1.15, titleSize, ' font-weight="bold"'))
    .join('');
  const ruleY = Math.round(titleTop + titleLines.length * titleSize * 1.15 + 40);
  const authorSvg = coverLines(author, 24, 2)
    .map((line, i) => text(line, 2050 + i * 110, 96))
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xml:lang="${escapeAttr(lang)}" direction="${dir}">
<rect width="${width}" height="${height}" fill="#1f2a37"/>
<rect x="80" y="80" width="${width - 160}" height="${height - 160}" fill="none" stroke="#c9a86a" stroke-width="6"/>
<g fill="#f4efe6" font-family="Georgia, 'Times New Roman', serif" text-anchor="middle">${titleSvg}
<rect x="${width / 2 - 160}" y="${ruleY}" width="320" height="8" fill="#c9a86a"/>${authorSvg}</g>
</svg>
`;
}
