/**
 * The book PDF's trim sizes (docs/pdf.md): page size, margins (inside wider, for the binding;
 * Typst mirrors them on versos), the body size, and the words a page holds at that size (used
 * only to plan volumes before anything is set; measured on the 6×9 sample, scaled by area).
 * All lengths in PostScript points.
 */
import type { PdfTrimSize } from '../../../../contract/export';

export interface PageLayout {
  width: number;
  height: number;
  inside: number;
  outside: number;
  top: number;
  bottom: number;
  /** Body text size. */
  size: number;
  /** Words a full page holds, about (volume planning only). */
  wordsPerPage: number;
}

const IN = 72;
const MM = 72 / 25.4;

export const PAGE_LAYOUTS: Readonly<Record<PdfTrimSize, PageLayout>> = {
  '6x9': {
    width: 6 * IN,
    height: 9 * IN,
    inside: 0.875 * IN,
    outside: 0.625 * IN,
    top: 0.75 * IN,
    bottom: 0.75 * IN,
    size: 11,
    wordsPerPage: 330,
  },
  '5.5x8.5': {
    width: 5.5 * IN,
    height: 8.5 * IN,
    inside: 0.8 * IN,
    outside: 0.55 * IN,
    top: 0.7 * IN,
    bottom: 0.7 * IN,
    size: 10.5,
    wordsPerPage: 300,
  },
  a5: {
    width: 148 * MM,
    height: 210 * MM,
    inside: 20 * MM,
    outside: 15 * MM,
    top: 18 * MM,
    bottom: 18 * MM,
    size: 10.5,
    wordsPerPage: 310,
  },
  a4: {
    width: 210 * MM,
    height: 297 * MM,
    inside: 25 * MM,
    outside: 20 * MM,
    top: 25 * MM,
    bottom: 25 * MM,
    size: 12,
    wordsPerPage: 560,
  },
  letter: {
    width: 8.5 * IN,
    height: 11 * IN,
    inside: 1 * IN,
    outside: 0.75 * IN,
    top: 0.9 * IN,
    bottom: 0.9 * IN,
    size: 12,
    wordsPerPage: 520,
  },
};

/** The text block's width and height. */
export const textBlock = (layout: PageLayout) => ({
  width: layout.width - layout.inside - layout.outside,
  height: layout.height - layout.top - layout.bottom,
});
