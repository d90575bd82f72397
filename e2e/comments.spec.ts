/**
 * Comments on a shared page (issue 31 item 5) with the real sync server: the owner selects text
 * and comments; a commenter's browser sees it within 2 s and replies, but cannot type in the
 * page; the owner sees the reply; resolving hides the thread behind "Show resolved".
 * `E2E_SHOTS=<dir>` also takes screenshots of the panel and the highlight (light and dark,
 * 1440 and 420 px wide, Arabic).
 */
import type { Page } from '@playwright/test';
import { openPage1, saveBookAs } from './support/book-files';
import { twoAuthors } from './support/sharing';
import { expect, test } from './support/sync-server';

const SHOTS = process.env.E2E_SHOTS;
const page1 = (page: Page) => page.getByRole('textbox', { name: 'Page 1' });
const panel = (page: Page) => page.getByRole('region', { name: 'Comments' });
const threads = (page: Page) => panel(page).getByRole('list', { name: 'Comment threads' });

/** Selects `word` in the page the way a mouse would (a DOM selection inside the editor). */
async function selectWord(page: Page, word: string) {
  await page1(page).evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return;
    }
    throw new Error(`"${text}" is not in the page`);
  }, word);
}

test('comment, reply and resolve on a shared page; a commenter cannot type', async ({
  browser,
  sync,
}) => {
  test.setTimeout(90_000);
  const { a, b, contextB } = await twoAuthors(browser, sync.url, 'Commenter');
  await openPage1(a);
  await openPage1(b);
  await expect(a.getByRole('button', { name: 'Sync: Synced' })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Sync: Synced' })).toBeVisible();
  await page1(a).click();
  await a.keyboard.press('Control+End');
  await a.keyboard.type('The brave little ship sailed on into the night.');
  await expect(page1(b)).toContainText('brave little ship sailed on into the night.');

  // The owner selects a word and comments on it.
  await expect(panel(a).getByText('No comments on this page yet.')).toBeVisible();
  const add = panel(a).getByRole('button', { name: 'Add comment' });
  await expect(add).toBeDisabled();
  await page1(a).click();
  await selectWord(a, 'brave');
  await expect(add).toBeEnabled();
  await add.click();
  await panel(a).getByRole('textbox', { name: 'Comment on “brave”' }).fill('Too strong a word?');
  await panel(a).getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(threads(a).getByText('Too strong a word?')).toBeVisible();
  await expect(threads(a).getByRole('button', { name: 'Show in the page: brave' })).toBeFocused();

  // The commenter sees it within 2 s, with the text it is on.
  const thread = threads(b).getByRole('listitem', { name: 'Comment by Ana' });
  await expect(thread.getByText('Too strong a word?')).toBeVisible({ timeout: 2000 });
  await expect(thread.getByRole('button', { name: 'Show in the page: brave' })).toBeVisible();
  // Clicking it selects the text in the page.
  await thread.getByRole('button', { name: 'Show in the page: brave' }).click();
  expect(await b.evaluate(() => window.getSelection()?.toString())).toBe('brave');

  // The commenter replies; the owner sees the reply.
  await thread.getByRole('button', { name: 'Reply' }).click();
  await thread.getByRole('textbox', { name: 'Reply to Ana' }).fill('I like it.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    threads(a).getByRole('listitem', { name: 'Comment by Ana' }).getByText('I like it.'),
  ).toBeVisible({ timeout: 2000 });

  // A reply written offline reaches the owner when the commenter is back.
  await contextB.setOffline(true);
  await expect(b.getByRole('button', { name: 'Sync: Offline' })).toBeVisible();
  await thread.getByRole('button', { name: 'Reply' }).click();
  await thread.getByRole('textbox', { name: 'Reply to Ana' }).fill('Written offline.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('Written offline.')).toBeVisible();
  await expect(threads(a).getByText('Written offline.')).toBeHidden();
  await contextB.setOffline(false);
  await expect(threads(a).getByText('Written offline.')).toBeVisible();

  // The owner writes before the text commented on: the comment stays on "brave" on both sides.
  await page1(a).click();
  await a.keyboard.press('Control+Home');
  await a.keyboard.type('Oh! ');
  await expect(page1(b)).toContainText('Oh! The brave');
  await thread.getByRole('button', { name: 'Show in the page: brave' }).click();
  expect(await b.evaluate(() => window.getSelection()?.toString())).toBe('brave');

  // The commenter cannot change the text.
  await expect(page1(b)).toHaveAttribute('contenteditable', 'false');
  await page1(b).click();
  await b.keyboard.type('XYZ');
  await expect(page1(b)).not.toContainText('XYZ');
  await expect(page1(a)).not.toContainText('XYZ');

  // The commenter can also comment (Ctrl+Alt+M on a selection in the read-only page).
  await selectWord(b, 'night');
  await expect(panel(b).getByRole('button', { name: 'Add comment' })).toBeEnabled();
  await b.keyboard.press('Control+Alt+KeyM');
  await panel(b).getByRole('textbox', { name: 'Comment on “night”' }).fill('Which night?');
  await panel(b).getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(threads(a).getByRole('listitem', { name: 'Comment by Ben' })).toBeVisible({
    timeout: 2000,
  });
  // In the page's order: "brave" before "night".
  await expect(threads(a).getByRole('button', { name: /^Show in the page/ })).toHaveText([
    'brave',
    'night',
  ]);

  if (SHOTS) await screenshots(a, SHOTS);

  // Resolving hides the thread (on both), "Show resolved" shows it again.
  await threads(a)
    .getByRole('listitem', { name: 'Comment by Ana' })
    .getByRole('button', { name: 'Resolve' })
    .click();
  await expect(threads(a).getByRole('listitem', { name: 'Comment by Ana' })).toBeHidden();
  await expect(threads(b).getByRole('listitem', { name: 'Comment by Ana' })).toBeHidden({
    timeout: 2000,
  });
  await panel(b).getByRole('checkbox', { name: 'Show resolved (1)' }).check();
  const resolved = threads(b).getByRole('listitem', { name: 'Comment by Ana' });
  await expect(resolved.getByText('Resolved')).toBeVisible();
  await resolved.getByRole('button', { name: 'Reopen' }).click();
  await expect(threads(a).getByRole('listitem', { name: 'Comment by Ana' })).toBeVisible({
    timeout: 2000,
  });
  // A commenter may delete only their own thread.
  await expect(resolved.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const own = threads(b).getByRole('listitem', { name: 'Comment by Ben' });
  await own.getByRole('button', { name: 'Delete' }).click();
  await expect(threads(a).getByRole('listitem', { name: 'Comment by Ben' })).toBeHidden({
    timeout: 2000,
  });
  // The book file carries the page's comments (its collab block), not in the page's text.
  await expect(async () => {
    const file = JSON.parse(await saveBookAs(a, 'with-comments.json'));
    expect(Object.keys(file.collab?.comments ?? {})).toHaveLength(1);
    expect(JSON.stringify(file.data)).not.toContain('Too strong a word?');
  }).toPass();
  // Comments are not in the page's text.
  await expect(page1(a)).toHaveText('Oh! The brave little ship sailed on into the night.');
});

test('a reader sees the comments but cannot add, reply or resolve', async ({ browser, sync }) => {
  test.setTimeout(90_000);
  const { a, b } = await twoAuthors(browser, sync.url, 'Reader');
  await openPage1(a);
  await openPage1(b);
  await expect(a.getByRole('button', { name: 'Sync: Synced' })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Sync: Synced' })).toBeVisible();
  await page1(a).click();
  await a.keyboard.press('Control+End');
  await a.keyboard.type('A calm sea.');
  await expect(page1(b)).toContainText('A calm sea.');
  await selectWord(a, 'calm');
  await a.keyboard.press('Control+Alt+KeyM');
  await panel(a).getByRole('textbox', { name: 'Comment on “calm”' }).fill('Or “still”?');
  await panel(a).getByRole('button', { name: 'Comment', exact: true }).click();

  const thread = threads(b).getByRole('listitem', { name: 'Comment by Ana' });
  await expect(thread.getByText('Or “still”?')).toBeVisible({ timeout: 2000 });
  await expect(
    panel(b).getByText('Your link lets you read the comments but not add any.'),
  ).toBeVisible();
  await expect(panel(b).getByRole('button', { name: 'Add comment' })).toHaveCount(0);
  for (const name of ['Reply', 'Resolve', 'Delete']) {
    await expect(thread.getByRole('button', { name })).toHaveCount(0);
  }
  // The shortcut does nothing for a reader either.
  await selectWord(b, 'sea');
  await b.keyboard.press('Control+Alt+KeyM');
  await expect(panel(b).getByRole('textbox')).toHaveCount(0);
});

async function screenshots(page: Page, dir: string) {
  const shoot = async (name: string) => {
    await page.evaluate(() => window.getSelection()?.removeAllRanges());
    await panel(page).getByRole('button', { name: 'Show in the page: brave' }).click();
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      for (const width of [1440, 420]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${dir}/${name}-${theme}-${width}.png`, fullPage: true });
        if (width === 420) {
          await panel(page).screenshot({ path: `${dir}/${name}-${theme}-${width}-panel.png` });
        }
      }
    }
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  // The page and its comments, without the Chapters panel over them on a narrow screen.
  const toggle = page.getByRole('button', { name: 'Chapters panel', exact: true });
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  await shoot('comments');
  // Arabic, right to left (the comments come back from the server after the reload).
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arPanel = page.locator('.sb-comments');
  await expect(arPanel.locator('.sb-comment')).toHaveCount(2);
  await page.setViewportSize({ width: 1440, height: 900 });
  await arPanel.locator('.sb-comment__quote').first().click();
  await page.screenshot({ path: `${dir}/comments-ar-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 420, height: 900 });
  await page.screenshot({ path: `${dir}/comments-ar-420.png`, fullPage: true });
  await arPanel.screenshot({ path: `${dir}/comments-ar-420-panel.png` });
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(panel(page)).toBeVisible();
}
