/**
 * S11: the world atlas with `atlas-5000.json` open (2,500 characters, 2,500 locations).
 * - list: a click on Characters in the side navigation until the list shows its first page of
 *   cards (120; "Show more" adds the next);
 * - filter: a keystroke in the search box until every card shown matches it;
 * - graph: a click on "Relationship view" until every character of the view is drawn;
 * each with the longest main-thread task inside it. Absolute times (no baseline exists for a
 * screen of our own); budgets in budgets.json.
 */
import { openSeeded, waitForApp } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';
import { median } from '../stats.mjs';

async function once(ctx, atlas) {
  const b = await openSeeded(ctx.origin, atlas.file, ctx.log);
  try {
    const { page } = b;
    await page.goto('/world-atlas/locations');
    await waitForApp(page);
    await page.locator('.atlas-card').first().waitFor({ timeout: 120_000 });
    const list = await measure(
      page,
      'atlas-list',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('a')?.getAttribute('href') === '/world-atlas/characters'`,
        // The list shows its first page of cards (120; Show more adds the next).
        predicate: `() => location.pathname === '/world-atlas/characters' && document.querySelectorAll('.atlas-card').length >= Math.min(120, ${atlas.characters}) ? 1 : null`,
      },
      () =>
        page
          .getByRole('navigation', { name: 'Book sections' })
          .getByRole('link', { name: 'Characters', exact: true })
          .click(),
    );
    const search = page.getByRole('searchbox');
    await search.click();
    const filter = await measure(
      page,
      'atlas-filter',
      {
        startOn: 'keydown',
        filter: `(e) => e.key === 'w'`,
        // Every card shown is one whose name holds the letter typed.
        predicate: `() => { const names = [...document.querySelectorAll('.atlas-card__name')]; return names.length > 0 && names.every((n) => n.textContent.toLowerCase().includes('w')) ? 1 : null; }`,
      },
      () => page.keyboard.press('w'),
    );
    await search.fill('');
    await page
      .locator('.atlas-card')
      .nth(Math.min(120, atlas.characters) - 1)
      .waitFor();
    const graph = await measure(
      page,
      'atlas-graph',
      {
        startOn: 'click',
        filter: `(e) => e.target.closest?.('button')?.getAttribute('aria-pressed') !== null && e.target.closest?.('button')?.textContent.includes('Relationship view')`,
        predicate: `() => document.querySelectorAll('.relationship-graph__node').length >= ${atlas.characters} ? 1 : null`,
      },
      () => page.getByRole('button', { name: 'Relationship view' }).click(),
    );
    return { list, filter, graph };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S11',
  title: 'World atlas: 2,500 characters and 2,500 locations',
  async run(ctx) {
    const atlas = ctx.manifest.atlas;
    const runs = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const r = await once(ctx, atlas);
      runs.push(r);
      ctx.log(
        `  S11 run ${i + 1}: list ${Math.round(r.list.ms)} ms (longest task ${Math.round(r.list.longestTask)}), filter ${Math.round(r.filter.ms)} ms (${Math.round(r.filter.longestTask)}), graph ${Math.round(r.graph.ms)} ms (${Math.round(r.graph.longestTask)})`,
      );
    }
    const pick = (key, field) => runs.map((r) => r[key][field]);
    return [
      figure({
        id: 'S11.list',
        scenario: 'S11',
        label: 'Characters list shown after the click',
        app: pick('list', 'ms'),
      }),
      figure({
        id: 'S11.filter',
        scenario: 'S11',
        label: 'A filter keystroke until the list updates',
        app: pick('filter', 'ms'),
      }),
      figure({
        id: 'S11.graph',
        scenario: 'S11',
        label: `Relationship view of ${atlas.characters.toLocaleString('en')} characters drawn`,
        app: pick('graph', 'ms'),
      }),
      figure({
        id: 'S11.longestTask',
        scenario: 'S11',
        label: 'Longest main-thread task in list and filter',
        value: median(runs.map((r) => Math.max(r.list.longestTask, r.filter.longestTask))),
      }),
    ];
  },
};
