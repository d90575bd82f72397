/**
 * Splitting a big book into volumes (docs/pdf.md). Each volume is typeset on its own (its own
 * title page, contents and page numbers) by a fresh engine, so no single compile grows past
 * what the engine can hold, and no volume passes a print service's page limit. Volumes break
 * where a chapter opens; a chapter longer than a whole volume breaks between its pages.
 */
import type { PartSummary } from '../../assemble/assemble-book';
import { opensPage } from '../../assemble/book-outline';

export type { PartSummary } from '../../assemble/assemble-book';

/** Parts every volume carries itself (drawn from the book's meta), not flowed as text. */
export const isFurniture = (p: PartSummary) =>
  p.kind === 'title_page' || p.kind === 'copyright' || p.kind === 'toc';

/**
 * Words a volume may hold for a page limit: the front matter's pages (title, copyright,
 * contents) left out, and a tenth kept in hand because pages per word are estimated.
 */
export const wordsPerVolume = (pages: number, wordsPerPage: number) =>
  Math.max(1, Math.floor((pages - 10) * wordsPerPage * 0.9));

/**
 * A part that starts on a new right-hand page: a section, a part, a chapter or an unnumbered
 * section of the manuscript (a scene runs on). A folder or page without a role (an assembly of
 * an older shape) opens when it is top-level.
 */
export const opensRecto = (p: PartSummary) => opensPage(p);

/** A part of the book (Part One) stands alone on its recto: what follows starts a new page. */
export const standsAlone = (p: PartSummary) => p.role === 'part';

/** Front matter numbered in roman numerals (before the body's page 1). */
export const isFrontSection = (p: PartSummary) => p.kind === 'section' && p.section === 'preface';

/**
 * The volumes: for each, the indexes (into `parts`) of the parts it flows, in order. Furniture
 * is in none. One volume when the book fits in `wordsPerVolume` (or when that is not positive).
 */
export function planVolumes(parts: readonly PartSummary[], wordsPerVolume: number): number[][] {
  const flowed = parts.map((p, i) => ({ p, i })).filter(({ p }) => !isFurniture(p));
  const total = flowed.reduce((sum, { p }) => sum + p.words, 0);
  if (!(wordsPerVolume > 0) || total <= wordsPerVolume) return [flowed.map(({ i }) => i)];
  // Units: a top-level opening with all it holds (a part with its chapters, a chapter with its
  // pages), up to the next top-level opening: a volume breaks between parts when they fit.
  const units: Array<{ indexes: number[]; words: number[] }> = [];
  for (const { p, i } of flowed) {
    const last = units[units.length - 1];
    if (!last || (opensRecto(p) && p.level <= 1)) units.push({ indexes: [i], words: [p.words] });
    else {
      last.indexes.push(i);
      last.words.push(p.words);
    }
  }
  const volumes: number[][] = [];
  let current: number[] = [];
  let words = 0;
  const close = () => {
    if (current.length) volumes.push(current);
    current = [];
    words = 0;
  };
  for (const unit of units) {
    const unitWords = unit.words.reduce((a, b) => a + b, 0);
    if (words + unitWords <= wordsPerVolume) {
      current.push(...unit.indexes);
      words += unitWords;
      continue;
    }
    if (unitWords <= wordsPerVolume) {
      close();
      current.push(...unit.indexes);
      words = unitWords;
      continue;
    }
    // A chapter longer than a volume: it starts a volume and breaks between its pages, into as
    // few volumes as it needs, of about equal size (no 9-page volume left over at its end).
    close();
    const target = unitWords / Math.ceil(unitWords / wordsPerVolume);
    unit.indexes.forEach((index, k) => {
      const w = unit.words[k] ?? 0;
      if (current.length && (words + w > wordsPerVolume || words + w / 2 > target)) close();
      current.push(index);
      words += w;
    });
  }
  close();
  return volumes;
}
