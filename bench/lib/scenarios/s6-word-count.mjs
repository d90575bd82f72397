/**
 * S6: the book's word count after one edit: from the keydown of a letter that adds a word at
 * the end of a 500-word page until the info bar's "Words in the book" figure changes, in the
 * 1,000,000-word book vs a one-page book (the same page size). Includes the editor's 400 ms
 * quiet time before it saves.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openSeeded, totalWords, totalWordsSrc, waitForApp, waitForTotal } from '../app.mjs';
import { figure } from '../figures.mjs';
import { measure } from '../measure.mjs';

async function editOnce(ctx, book) {
  const b = await openSeeded(ctx.origin, book.file, ctx.log);
  try {
    const { page } = b;
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
      'count',
      {
        startOn: 'keydown',
        filter: `(e) => e.key === 'x'`,
        predicate: `() => { const n = (${totalWordsSrc})(); return n && n !== ${before} ? n : null; }`,
      },
      () => page.keyboard.type('x'),
      30_000,
    );
    return { ms: r.ms, before, after: r.value };
  } finally {
    await b.close();
  }
}

export default {
  id: 'S6',
  title: 'Word count after one edit',
  async run(ctx) {
    const big = [];
    const small = [];
    let last = null;
    for (let i = 0; i < ctx.runs; i += 1) {
      const a = await editOnce(ctx, ctx.manifest.books.million);
      const b = await editOnce(ctx, ctx.manifest.books.onePage);
      big.push(a.ms);
      small.push(b.ms);
      last = a;
      ctx.log(
        `  S6 run ${i + 1}: 1M-word book ${Math.round(a.ms)} ms, one-page book ${Math.round(b.ms)} ms`,
      );
    }
    return [
      figure({
        id: 'S6.ratio',
        scenario: 'S6',
        label: 'Word count update: 1M-word vs one-page book',
        app: big,
        baseline: small,
        ratioOf: 'app/baseline',
        note: `app = 1M-word book, baseline = one-page book; total went ${last?.before} → ${last?.after}`,
      }),
    ];
  },
};
