/**
 * S17: find and replace across the 1M-word book (issue 28). The word searched is the book's
 * word with a whole-word count nearest 5,000 (counted here from the fixture: "meadow", 4,407).
 * - first / count: the find panel (Ctrl+Shift+F) with Whole word on, the word typed but for its
 *   last letter (the worker's index is built then: nothing found), then from the last keystroke
 *   until the first results are listed, and until the count shows every match;
 * - replace: Replace all with a new word, from the click until the panel says it is done (the
 *   Backups file of every changed page written first, then one transaction);
 * each with the longest main-thread task inside it. Baseline in the same browser: the pages'
 * text read with raw IndexedDB (one getAll of tree_nodes), tags stripped and the word counted
 * with String.prototype.matchAll and a Unicode whole-word pattern.
 */
import { readFileSync } from 'node:fs';
import { fixturePath, openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { arm, measure, result } from '../measure.mjs';
import { median } from '../stats.mjs';

const TARGET_MATCHES = 5000;
const REPLACEMENT = 'pasture';

/** The word of the book whose whole-word count is nearest TARGET_MATCHES, with its count. */
function chooseWord(file) {
  const book = JSON.parse(readFileSync(fixturePath(file), 'utf8'));
  const counts = new Map();
  for (const node of book.data.tree_nodes) {
    if (node.type !== 'page' || node.mark_for_delete === 1) continue;
    for (const w of String(node.content)
      .replace(/<[^>]*>/g, ' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [])
      counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  // A word of five letters or more, so the word but its last letter is no word of the book.
  let best = ['', 0];
  for (const entry of counts)
    if (
      entry[0].length >= 5 &&
      Math.abs(entry[1] - TARGET_MATCHES) < Math.abs(best[1] - TARGET_MATCHES)
    )
      best = entry;
  return { word: best[0], count: best[1] };
}

/** The bare baseline: raw IndexedDB getAll of the pages, tags stripped, matchAll counted. */
async function baseline(page, word) {
  return page.evaluate(
    (w) =>
      new Promise((resolve, reject) => {
        const start = performance.now();
        const open = indexedDB.open('storyBuilderV2');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('tree_nodes').objectStore('tree_nodes').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const pattern = new RegExp(
              `(?<![\\p{L}\\p{M}\\p{N}_])${w}(?![\\p{L}\\p{M}\\p{N}_])`,
              'giu',
            );
            let count = 0;
            for (const node of all.result) {
              if (node.type !== 'page' || node.mark_for_delete === 1) continue;
              const text = String(node.content).replace(/<[^>]*>/g, ' ');
              for (const _ of text.matchAll(pattern)) count += 1;
            }
            db.close();
            resolve({ ms: performance.now() - start, count });
          };
        };
      }),
    word,
  );
}

const statusSrc = `document.querySelector('.find-panel .find-status')?.textContent ?? ''`;

async function once(ctx, book, chosen) {
  const b = await openSeeded(ctx.origin, book.file, ctx.log);
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    await page.locator('#main [role=treeitem]').first().waitFor({ timeout: 120_000 });
    const base = await baseline(page, chosen.word);

    await page.keyboard.press('Control+Shift+F');
    const panel = page.getByRole('region', { name: 'Find in the book' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Whole word' }).click();
    const box = panel.getByRole('searchbox', { name: 'Find' });
    await box.fill(chosen.word.slice(0, -1));
    // The index of the book is built by this first search; its answer: nothing (whole word).
    await page.waitForFunction(
      () => document.querySelector('.find-panel .find-status')?.textContent === 'Nothing found.',
      null,
      { timeout: 120_000 },
    );

    const formatted = chosen.count.toLocaleString('en');
    const last = chosen.word.slice(-1);
    // One keystroke, two measures: until the first results are listed, until the count shows.
    await arm(page, 's17-first', {
      startOn: 'keydown',
      filter: `(e) => e.key === '${last}'`,
      predicate: `() => { const m = document.querySelector('.find-panel .find-results mark'); return m && m.textContent.toLowerCase() === ${JSON.stringify(chosen.word)} ? 1 : null; }`,
    });
    await arm(page, 's17-count', {
      startOn: 'keydown',
      filter: `(e) => e.key === '${last}'`,
      predicate: `() => (${statusSrc}).startsWith(${JSON.stringify(`Matches: ${formatted} `)}) ? 1 : null`,
    });
    await box.press(last);
    const first = await result(page, 's17-first');
    const count = await result(page, 's17-count');

    await panel.getByRole('button', { name: 'Show replace' }).click();
    await panel.getByRole('textbox', { name: 'Replace with' }).fill(REPLACEMENT);
    await panel.locator('.find-results ins').first().waitFor();
    const replace = await measure(
      page,
      's17-replace',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('button')?.textContent === 'Replace all'`,
        predicate: `() => [...document.querySelectorAll('.find-panel .find-notice p')].some((p) => p.textContent.startsWith(${JSON.stringify(`Replaced. Matches: ${formatted} `)})) ? 1 : null`,
      },
      () => panel.getByRole('button', { name: 'Replace all' }).click(),
      120_000,
    );
    const after = await baseline(page, chosen.word);
    return { first, count, replace, base, left: after.count };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S17',
  title: 'Find and replace in the 1M-word book',
  async run(ctx) {
    const book = ctx.manifest.books.million;
    const chosen = chooseWord(book.file);
    const runs = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const r = await once(ctx, book, chosen);
      runs.push(r);
      ctx.log(
        `  S17 run ${i + 1}: "${chosen.word}" (${chosen.count} matches): first results ${Math.round(r.first.ms)} ms, count ${Math.round(r.count.ms)} ms, replace all ${Math.round(r.replace.ms)} ms (${r.left} left); baseline ${Math.round(r.base.ms)} ms (${r.base.count}); longest tasks ${Math.round(r.first.longestTask)}/${Math.round(r.count.longestTask)}/${Math.round(r.replace.longestTask)} ms`,
      );
    }
    const pick = (key, field) => runs.map((r) => r[key][field]);
    const note = `"${chosen.word}", ${chosen.count} whole-word matches in the fixture; the baseline counted ${median(runs.map((r) => r.base.count))}, and ${median(runs.map((r) => r.left))} were left after Replace all`;
    return [
      figure({
        id: 'S17.first',
        scenario: 'S17',
        label: 'Whole-word search: the last keystroke until the first results are listed',
        app: pick('first', 'ms'),
        baseline: runs.map((r) => r.base.ms),
        note,
      }),
      figure({
        id: 'S17.count',
        scenario: 'S17',
        label: 'Whole-word search: the last keystroke until the full count shows',
        app: pick('count', 'ms'),
        baseline: runs.map((r) => r.base.ms),
        note: 'baseline: raw IndexedDB getAll of the pages + matchAll, in the same browser',
      }),
      figure({
        id: 'S17.replace',
        scenario: 'S17',
        label: 'Replace all (the Backups file of the changed pages first) until done',
        app: pick('replace', 'ms'),
      }),
      figure({
        id: 'S17.longestTask',
        scenario: 'S17',
        label: 'Longest main-thread task while searching and replacing',
        value: median(
          runs.map((r) =>
            Math.max(r.first.longestTask, r.count.longestTask, r.replace.longestTask),
          ),
        ),
      }),
    ];
  },
};
