/**
 * S13: notes with `notes-5000.json` open (5,000 notes, a third of them page notes).
 * - open: a click on Notes in the side navigation until the first page of cards shows (60);
 * - search: from "l" in the search box (nearly every note), "ighthouse" typed in one input
 *   until only the matching notes are listed (100 of the 5,000; the search runs in the worker);
 * each with the longest main-thread task inside it. Absolute times, budgets in budgets.json.
 */
import { openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median } from '../stats.mjs';

async function once(ctx, notes) {
  const b = await openSeeded(ctx.origin, notes.file, ctx.log);
  try {
    const { page } = b;
    await page.goto('/body-content/chapters');
    await waitForApp(page);
    await page.locator('#main [role=treeitem]').first().waitFor({ timeout: 120_000 });
    const open = await measure(
      page,
      'notes-open',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('a')?.getAttribute('href') === '/misc/notes'`,
        predicate: `() => location.pathname === '/misc/notes' && document.querySelectorAll('.note-list .note-card').length >= Math.min(60, ${notes.notes}) ? 1 : null`,
      },
      () =>
        page
          .getByRole('navigation', { name: 'Book sections' })
          .getByRole('link', { name: 'Notes', exact: true })
          .click(),
    );
    const search = page.getByRole('searchbox', { name: 'Search notes' });
    await search.fill('l');
    await page.waitForFunction(
      () =>
        document.querySelector('input[type=search]')?.value === 'l' &&
        document.querySelectorAll('.note-list .note-card').length === 60,
      null,
      { timeout: 30_000 },
    );
    const found = await measure(
      page,
      'notes-search',
      {
        startOn: 'input',
        // Only the notes about the lighthouse are listed (every card shown holds the word).
        predicate: `() => { const cards = [...document.querySelectorAll('.note-list .note-card')]; return document.querySelector('input[type=search]')?.value === 'lighthouse' && cards.length === Math.min(60, ${notes.lighthouse}) && cards.every((c) => c.textContent.toLowerCase().includes('lighthouse')) ? 1 : null; }`,
      },
      () => page.keyboard.insertText('ighthouse'),
    );
    return { open, search: found };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S13',
  title: 'Notes: 5,000 notes',
  async run(ctx) {
    const notes = ctx.manifest.notes;
    if (!notes) return [];
    const runs = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const r = await once(ctx, notes);
      runs.push(r);
      ctx.log(
        `  S13 run ${i + 1}: open ${Math.round(r.open.ms)} ms (longest task ${Math.round(r.open.longestTask)}), search ${Math.round(r.search.ms)} ms (${Math.round(r.search.longestTask)})`,
      );
    }
    const pick = (key, field) => runs.map((r) => r[key][field]);
    return [
      figure({
        id: 'S13.open',
        scenario: 'S13',
        label: 'Notes screen shown after the click',
        app: pick('open', 'ms'),
      }),
      figure({
        id: 'S13.search',
        scenario: 'S13',
        label: 'A search keystroke until the matching notes are listed',
        app: pick('search', 'ms'),
      }),
      figure({
        id: 'S13.longestTask',
        scenario: 'S13',
        label: 'Longest main-thread task in open and search',
        value: median(runs.map((r) => Math.max(r.open.longestTask, r.search.longestTask))),
      }),
    ];
  },
};
