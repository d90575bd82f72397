/**
 * S14: a page save with goals active, in the 1,000,000-word book. From the keydown of a letter
 * that adds a word at the end of a 500-word page until the info bar's "Words in the book"
 * changes (the save, its bookkeeping of today's count and the daily, weekly and monthly
 * records, and the counts coming back), with the total and daily targets and a completion date
 * active, against the same edit with every goal off, in the same run. The longest main-thread
 * task from the keydown to the new count is reported too. (That the typing path makes no extra
 * worker call is held by src/worker-client/pause-cost.test.tsx.)
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openSeeded, totalWords, totalWordsSrc, waitForApp, waitForTotal } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median } from '../stats.mjs';

async function activateGoals(page) {
  await page.goto('/misc/goals');
  await waitForApp(page);
  const date = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Completion date', { exact: true }).fill(date);
  // The book already holds 1,000,000 words: a total target above it, so a pace is needed.
  await page
    .getByRole('group', { name: 'Total words target' })
    .getByRole('spinbutton', { name: 'Words', exact: true })
    .fill('1500000');
  for (const box of await page
    .locator('#main')
    .getByRole('checkbox', { name: 'Active', exact: true })
    .all()) {
    await box.check();
  }
  await page.getByText('Pace needed', { exact: false }).waitFor({ timeout: 30_000 });
  await sleep(800);
}

async function editOnce(ctx, book, goals) {
  const b = await openSeeded(ctx.origin, book.file, ctx.log);
  try {
    const { page } = b;
    if (goals) await activateGoals(page);
    await page.goto(`/body-content/page/${book.firstPage.id}`);
    await waitForApp(page);
    const editor = page.getByRole('textbox', { name: book.firstPage.name, exact: true });
    await editor.waitFor();
    await waitForTotal(page);
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await sleep(1500);
    const before = await totalWords(page);
    const r = await measure(
      page,
      goals ? 'save-goals' : 'save-plain',
      {
        startOn: 'keydown',
        filter: `(e) => e.key === 'x'`,
        predicate: `() => { const n = (${totalWordsSrc})(); return n && n !== ${before} ? n : null; }`,
      },
      () => page.keyboard.type('x'),
      30_000,
    );
    return { ms: r.ms, longestTask: r.longestTask };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S14',
  title: 'A page save with goals active',
  async run(ctx) {
    const book = ctx.manifest.books.million;
    const withGoals = [];
    const plain = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const a = await editOnce(ctx, book, true);
      const b = await editOnce(ctx, book, false);
      withGoals.push(a);
      plain.push(b);
      ctx.log(
        `  S14 run ${i + 1}: goals on ${Math.round(a.ms)} ms (longest task ${Math.round(a.longestTask)}), goals off ${Math.round(b.ms)} ms`,
      );
    }
    return [
      figure({
        id: 'S14.ratio',
        scenario: 'S14',
        label: 'Save until the new count: goals on vs off (1M-word book)',
        app: withGoals.map((r) => r.ms),
        baseline: plain.map((r) => r.ms),
        ratioOf: 'app/baseline',
        note: 'app = total and daily targets and a completion date active; baseline = every goal off',
      }),
      figure({
        id: 'S14.longestTask',
        scenario: 'S14',
        label: 'Longest main-thread task from the keydown to the new count, goals on',
        value: median(withGoals.map((r) => r.longestTask)),
      }),
    ];
  },
};
