/**
 * Two tabs of one book (issue 23, item 7): one writes, the other shows the book read-only and
 * follows the writer's saves; "Use this tab instead" hands the book over and the handover holds
 * while the former writer keeps typing. After a browser crash (item 8) the reopened tab owns
 * the book, with no "open in another tab" notice.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { databaseHas } from './support/database';
import { openPageByName } from './support/pages';

const NOTICE = 'This book is open in another tab';
const notice = (page: Page) => page.getByRole('dialog', { name: NOTICE });
const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Page 1', includeHidden: true });

test('the read-only tab follows the writer, and a takeover holds while the other tab types', async ({
  page: first,
  context,
}) => {
  await openPageByName(first, 'Page 1');
  await editorOf(first).click();
  await first.keyboard.press('Control+End');
  await first.keyboard.type(' alpha one');

  const second = await context.newPage();
  await second.goto(first.url());
  await expect(notice(second)).toBeVisible();
  await expect(notice(first)).toBeHidden();

  // The read-only tab shows the writer's new text as it is stored.
  await first.keyboard.type(' bravo');
  await expect(editorOf(second)).toContainText('alpha one bravo');
  // …and the book's counts as they are now.
  const bookWords = (page: Page) =>
    page
      .getByText(/^Words in the book: \d+/)
      .first()
      .textContent();
  await expect.poll(async () => (await bookWords(first)) === (await bookWords(second))).toBe(true);
  // Typing there changes nothing, in that tab or in the book.
  await expect(editorOf(second)).toHaveAttribute('contenteditable', 'false');
  await second.keyboard.type(' zulu');
  await expect(editorOf(first)).toContainText('alpha one bravo');
  await expect(editorOf(first)).not.toContainText('zulu');
  await expect(editorOf(second)).not.toContainText('zulu');

  // Take over while the first tab keeps typing.
  const typing = first.keyboard.type(' delta echo foxtrot golf hotel india juliet', { delay: 60 });
  await notice(second).getByRole('button', { name: 'Use this tab instead' }).click();
  await expect(notice(second)).toBeHidden();
  await expect(notice(first)).toBeVisible();
  await typing;
  // Several seconds of the former writer's typing later, the handover holds.
  await first.keyboard.type(' kilo lima mike november oscar papa', { delay: 60 });
  await expect(notice(second)).toBeHidden();
  await expect(notice(first)).toBeVisible();
  await expect(editorOf(first)).toHaveAttribute('contenteditable', 'false');

  // The new writer types at the end of the page as stored; the former one follows.
  const box = editorOf(second);
  await expect(box).toHaveAttribute('contenteditable', 'true');
  await box.click();
  await second.keyboard.press('Control+End');
  await second.keyboard.type(' charlie two');
  await expect(editorOf(first)).toContainText('bravo');
  await expect(editorOf(first)).toContainText(' charlie two');
  await expect(editorOf(second)).not.toContainText('charlietwoalpha');
  await expect(editorOf(second)).not.toContainText('kilo');

  // Nothing the read-only tab was sent landed in the book.
  await second.reload();
  await expect(editorOf(second)).toContainText(/alpha one bravo.* charlie two$/);
  await expect(editorOf(second)).not.toContainText('zulu');
  await expect(notice(second)).toBeHidden();
});

/** Every live process of the Chromium that runs on `profile`: a crash ends them all at once. */
function browserProcesses(profile: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (!readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(profile)) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (!/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2))) pids.push(Number(name));
    } catch {
      // exited while we looked
    }
  }
  return pids;
}

function killBrowser(profile: string): number {
  const pids = browserProcesses(profile);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  return pids.length;
}

test('after a browser crash the reopened tab owns the book at once, with no notice', async ({
  browserName,
}, testInfo) => {
  test.skip(browserName !== 'chromium', 'kills a Chromium process');
  test.setTimeout(180_000);
  const base = String(testInfo.project.use.baseURL);
  const launch = testInfo.project.use.launchOptions ?? {};
  const profile = mkdtempSync(join(tmpdir(), 'sb-crash-'));
  const words: string[] = [];
  try {
    for (let round = 0; round < 4; round++) {
      const context = await chromium.launchPersistentContext(profile, {
        ...(launch.executablePath ? { executablePath: launch.executablePath } : {}),
        ...(launch.args ? { args: launch.args } : {}),
        baseURL: base,
      });
      await context.addInitScript(() =>
        localStorage.setItem('first-visit-done', '2026-01-01T00:00:00.000Z'),
      );
      // What a killed browser may leave behind: its own tab of the book, restored. While it is
      // open the author's tab is told; once it is closed, the author's tab writes (it reloads,
      // showing the book as stored).
      const restored = round % 2 === 1 ? await context.newPage() : null;
      if (restored) {
        await restored.goto('/body-content/chapters');
        await expect(restored.getByRole('tree', { name: 'Book structure' })).toBeVisible();
      }
      const page = await context.newPage();
      await page.goto('/body-content/chapters');
      if (restored) {
        await expect(notice(page)).toBeVisible();
        const reloaded = page.waitForEvent('load', { timeout: 20_000 });
        await restored.close();
        await reloaded;
      }
      for (const other of context.pages()) if (other !== page) await other.close();
      await expect(
        page.locator('#main').getByRole('tree', { name: 'Book structure' }),
      ).toBeVisible();
      await expect(notice(page)).toBeHidden();

      await openPageByName(page, 'Page 1');
      const box = editorOf(page);
      for (const word of words) await expect(box).toContainText(word);
      await expect(notice(page)).toBeHidden();
      await expect(box).toHaveAttribute('contenteditable', 'true');
      const word = `crash${round}word`;
      words.push(word);
      await box.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(` ${word}`);
      await expect(box).toContainText(word);
      await expect(notice(page)).toBeHidden();
      // Stored (the page's count comes from the worker's answer), then the browser is killed.
      await expect(page.getByText(`Words on this page: ${words.length}`).first()).toBeVisible();
      // The whole word, not a save of its first letters made while typing went on (the count is
      // the same for both: a CI run under load killed the browser between the two).
      await expect.poll(() => databaseHas(page, word), { intervals: [50] }).toBe(true);
      expect(killBrowser(profile)).toBeGreaterThan(0);
      await context.close().catch(() => undefined);
      await expect.poll(() => browserProcesses(profile).length).toBe(0);
    }
  } finally {
    killBrowser(profile);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
});
