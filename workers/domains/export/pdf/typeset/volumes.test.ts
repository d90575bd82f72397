/** Splitting a big book PDF into volumes (volumes.ts). */
import { describe, expect, it } from 'vitest';
import {
  isFrontSection,
  isFurniture,
  opensRecto,
  type PartSummary,
  planVolumes,
  wordsPerVolume,
} from './volumes';

const titlePage: PartSummary = { kind: 'title_page', level: 0, words: 0 };
const copyright: PartSummary = { kind: 'copyright', level: 0, words: 30 };
const toc: PartSummary = { kind: 'toc', level: 0, words: 0 };
const section = (words: number, name: PartSummary['section'] = 'prologue'): PartSummary => ({
  kind: 'section',
  section: name,
  level: 1,
  words,
});
const folder = (level: number, words = 0): PartSummary => ({ kind: 'folder', level, words });
const page = (level: number, words: number): PartSummary => ({ kind: 'page', level, words });

/** The flowed parts' indexes, in order. */
const flowedIndexes = (parts: readonly PartSummary[]) =>
  parts.flatMap((p, i) => (isFurniture(p) ? [] : [i]));
const wordsOf = (parts: readonly PartSummary[], volume: number[]) =>
  volume.reduce((sum, i) => sum + (parts[i]?.words ?? 0), 0);

/** The rules every plan keeps, whatever the book. */
function checkPlan(parts: readonly PartSummary[], limit: number, plan: number[][]) {
  // Every flowed part exactly once, in reading order; no furniture.
  expect(plan.flat()).toEqual(flowedIndexes(parts));
  for (const volume of plan) {
    expect(volume.length).toBeGreaterThan(0);
    const words = wordsOf(parts, volume);
    // No volume over the limit, unless it is one part that alone is.
    if (words > limit) {
      expect(volume).toHaveLength(1);
      expect(parts[volume[0] as number]?.words).toBeGreaterThan(limit);
    }
  }
  // A volume starts where a chapter opens, or inside a chapter longer than a volume.
  for (const [k, volume] of plan.entries()) {
    if (k === 0) continue;
    const first = parts[volume[0] as number] as PartSummary;
    if (opensRecto(first)) continue;
    // The chapter it continues: from its opening up to the next one.
    const start = volume[0] as number;
    let open = start;
    while (open > 0 && !opensRecto(parts[open] as PartSummary)) open -= 1;
    let end = start + 1;
    while (end < parts.length && !opensRecto(parts[end] as PartSummary)) end += 1;
    const chapter = parts.slice(open, end).filter((p) => !isFurniture(p));
    expect(chapter.reduce((sum, p) => sum + p.words, 0)).toBeGreaterThan(limit);
  }
}

describe('planVolumes', () => {
  const book: PartSummary[] = [
    titlePage,
    copyright,
    toc,
    section(500, 'preface'),
    folder(1),
    page(2, 4000),
    page(2, 3000),
    folder(1),
    page(2, 5000),
    section(800, 'epilogue'),
  ];

  it('makes one volume of every flowed part when the book fits', () => {
    expect(planVolumes(book, 100_000)).toEqual([[3, 4, 5, 6, 7, 8, 9]]);
    // Exactly at the limit still fits.
    expect(planVolumes(book, 13_300)).toEqual([[3, 4, 5, 6, 7, 8, 9]]);
  });

  it('makes one volume when the limit is zero, negative or not a number', () => {
    for (const limit of [0, -5, Number.NaN]) {
      expect(planVolumes(book, limit), String(limit)).toEqual([[3, 4, 5, 6, 7, 8, 9]]);
    }
  });

  it('puts the title page, copyright page and contents in no volume', () => {
    const plan = planVolumes(book, 8000);
    for (const furniture of [0, 1, 2]) expect(plan.flat()).not.toContain(furniture);
    // Furniture words do not count: 30 words of copyright would not fit otherwise.
    expect(planVolumes([copyright, page(1, 100)], 100)).toEqual([[1]]);
  });

  it('breaks volumes only where a chapter opens', () => {
    // Chapters: preface 500 | folder+7000 | folder+5000 | epilogue 800.
    expect(planVolumes(book, 8000)).toEqual([
      [3, 4, 5, 6],
      [7, 8, 9],
    ]);
    checkPlan(book, 8000, planVolumes(book, 8000));
  });

  it('starts a volume at a level-1 page, a level-1 folder or a section, never a level-2 page', () => {
    const parts = [page(1, 60), page(2, 30), page(1, 50), folder(1), page(2, 50), section(40)];
    expect(planVolumes(parts, 100)).toEqual([[0, 1], [2, 3, 4], [5]]);
    checkPlan(parts, 100, planVolumes(parts, 100));
  });

  it('breaks a chapter longer than a volume between its pages', () => {
    const parts = [
      page(1, 50),
      folder(1),
      page(2, 60),
      page(2, 60),
      page(2, 60),
      page(2, 10),
      page(1, 20),
    ];
    // The long chapter starts a volume of its own and breaks where the next page would not fit;
    // the next chapter joins its last volume where it fits.
    expect(planVolumes(parts, 100)).toEqual([[0], [1, 2], [3], [4, 5, 6]]);
    checkPlan(parts, 100, planVolumes(parts, 100));
  });

  it('gives a single part longer than a volume a volume of its own', () => {
    const parts = [page(1, 10), page(1, 500), page(2, 20), page(1, 30)];
    expect(planVolumes(parts, 100)).toEqual([[0], [1], [2, 3]]);
    checkPlan(parts, 100, planVolumes(parts, 100));
  });

  it('keeps a book that starts with a level-2 page whole until its first opening', () => {
    const parts = [page(2, 40), page(2, 40), page(1, 40), page(2, 40)];
    expect(planVolumes(parts, 100)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('returns one empty volume for a book with no flowed parts', () => {
    expect(planVolumes([], 100)).toEqual([[]]);
    expect(planVolumes([titlePage, toc], 100)).toEqual([[]]);
  });

  it('has a rule checker that rejects broken plans (so the generated books prove something)', () => {
    const parts = [page(1, 60), page(2, 30), page(1, 50)];
    expect(() => checkPlan(parts, 100, [[0, 1], [2]])).not.toThrow();
    // A part missing, repeated, or out of order.
    expect(() => checkPlan(parts, 100, [[0, 1]])).toThrow();
    expect(() =>
      checkPlan(parts, 100, [
        [0, 1],
        [1, 2],
      ]),
    ).toThrow();
    expect(() => checkPlan(parts, 100, [[0, 2], [1]])).toThrow();
    // Over the limit with more than one part.
    expect(() => checkPlan(parts, 100, [[0, 1, 2]])).toThrow();
    // A break inside a chapter that would fit a volume.
    expect(() => checkPlan(parts, 100, [[0], [1, 2]])).toThrow();
    // Furniture flowed.
    expect(() => checkPlan([toc, ...parts], 100, [[0, 1, 2], [3]])).toThrow();
  });

  it('keeps every rule on many generated books', () => {
    // A small deterministic generator (no flaky randomness).
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 300; n += 1) {
      const parts: PartSummary[] = [titlePage, copyright];
      if (next() < 0.5) parts.push(toc);
      const count = 1 + Math.floor(next() * 40);
      for (let k = 0; k < count; k += 1) {
        const roll = next();
        const words = Math.floor(next() * 3000);
        if (roll < 0.1) parts.push(section(words, next() < 0.3 ? 'preface' : 'appendices'));
        else if (roll < 0.25) parts.push(folder(1 + Math.floor(next() * 2), 0));
        else parts.push(page(1 + Math.floor(next() * 3), words));
      }
      const limit = 500 + Math.floor(next() * 8000);
      const plan = planVolumes(parts, limit);
      checkPlan(parts, limit, plan);
      const total = parts.reduce((sum, p) => sum + (isFurniture(p) ? 0 : p.words), 0);
      if (total <= limit) expect(plan).toHaveLength(1);
    }
  });
});

describe('opensRecto', () => {
  it('opens sections, and folders and pages at the top level, on a right-hand page', () => {
    expect(opensRecto(section(10))).toBe(true);
    expect(opensRecto(section(10, 'preface'))).toBe(true);
    expect(opensRecto(folder(1))).toBe(true);
    expect(opensRecto(page(1, 10))).toBe(true);
    expect(opensRecto(page(0, 10))).toBe(true);
  });

  it('runs on deeper folders and pages, and furniture', () => {
    expect(opensRecto(folder(2))).toBe(false);
    expect(opensRecto(page(2, 10))).toBe(false);
    expect(opensRecto(page(3, 10))).toBe(false);
    expect(opensRecto(titlePage)).toBe(false);
    expect(opensRecto(copyright)).toBe(false);
    expect(opensRecto(toc)).toBe(false);
  });
});

describe('isFrontSection and isFurniture', () => {
  it('takes only the preface for front matter', () => {
    expect(isFrontSection(section(10, 'preface'))).toBe(true);
    for (const name of [
      'prologue',
      'introduction',
      'epilogue',
      'appendices',
      'afterword',
    ] as const) {
      expect(isFrontSection(section(10, name)), name).toBe(false);
    }
    expect(isFrontSection(page(1, 10))).toBe(false);
    expect(isFrontSection({ kind: 'page', section: 'preface', level: 1, words: 1 })).toBe(false);
    expect(isFrontSection(titlePage)).toBe(false);
  });

  it('takes the title page, copyright page and contents for furniture', () => {
    expect([titlePage, copyright, toc].map(isFurniture)).toEqual([true, true, true]);
    expect([section(1), folder(1), page(1, 1)].map(isFurniture)).toEqual([false, false, false]);
  });
});

describe('a chapter longer than a volume', () => {
  it('is split into as few volumes as it needs, of about equal size', () => {
    // A folder of 20 pages of 10,000 words (200,000) with volumes of 198,000 words: two of
    // 100,000, not 198,000 and 2,000.
    const parts: PartSummary[] = [
      { kind: 'folder', level: 1, words: 0 },
      ...Array.from({ length: 20 }, () => ({ kind: 'page' as const, level: 2, words: 10_000 })),
    ];
    const volumes = planVolumes(parts, 198_000);
    const sizes = volumes.map((v) => v.reduce((sum, i) => sum + (parts[i]?.words ?? 0), 0));
    expect(sizes).toEqual([100_000, 100_000]);
  });
});

describe('wordsPerVolume', () => {
  it('leaves the front matter out and keeps a tenth in hand', () => {
    expect(wordsPerVolume(600, 330)).toBe(Math.floor(590 * 330 * 0.9));
    expect(wordsPerVolume(100, 300)).toBe(24_300);
  });
});

describe('volumes of a book in parts (issue 25)', () => {
  it('breaks between parts when they fit, though every chapter opens a recto', () => {
    const part = (): PartSummary => ({ kind: 'folder', level: 1, words: 0, role: 'part' });
    const chapter = (): PartSummary => ({ kind: 'page', level: 2, words: 1000, role: 'chapter' });
    const parts: PartSummary[] = [
      titlePage,
      part(),
      ...Array.from({ length: 30 }, chapter),
      part(),
      ...Array.from({ length: 30 }, chapter),
    ];
    expect(parts.filter(opensRecto)).toHaveLength(62);
    const plan = planVolumes(parts, 41_000);
    checkPlan(parts, 41_000, plan);
    expect(plan.map((v) => v[0])).toEqual([1, 32]);
  });
});
