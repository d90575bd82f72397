/**
 * Joining a shared book from another device (issue 31): a fresh browser that never had the book
 * opens an invitation link and gets the whole book from the real server — the tree, every page's
 * text and the counts — in place of its own book (kept in Backups); then the two write together.
 * A refused link leaves the book open there exactly as it was.
 */
import type { Browser, Page } from '@playwright/test';
import { fileMenu, usePickersOnOpfs } from './support/book-files';
import { addPage, openPageByName } from './support/pages';
import { createInvitation, shareBook } from './support/sharing';
import { expect, test } from './support/sync-server';

const tree = (page: Page) => page.locator('#main').getByRole('tree', { name: 'Book structure' });

async function freshBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook (it installs file pickers).
  await usePickersOnOpfs(page);
  await page.goto('/body-content/chapters');
  await expect(tree(page).first()).toBeVisible();
  return page;
}

async function typeInto(page: Page, name: string, text: string) {
  await openPageByName(page, name);
  const editor = page.getByRole('textbox', { name });
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/** A's book of two pages of text, shared on `server`; answers A and a link of `role`. */
async function sharedBookOfTwoPages(browser: Browser, server: string, role = 'Writer') {
  const a = await freshBrowser(browser);
  await addPage(a, 'The storm');
  await typeInto(a, 'Page 1', 'Four words are here.');
  await typeInto(a, 'The storm', 'The storm came at night.');
  await expect(a.getByText('Words in the book: 9').first()).toBeVisible();
  await shareBook(a, server, 'Ana');
  // Every page goes to the server as the book is connected.
  await expect(a.getByText('Every page of the book is on the server (2)')).toBeVisible();
  const link = await createInvitation(a, role, 'Ben');
  await a
    .getByRole('dialog', { name: 'Share and sync' })
    .getByRole('button', { name: 'Close' })
    .click();
  return { a, link };
}

test('a fresh browser joins a shared book it never had: tree, text and counts, then they write together', async ({
  browser,
  sync,
}) => {
  const { a, link } = await sharedBookOfTwoPages(browser, sync.url);

  const b = await freshBrowser(browser);
  await typeInto(b, 'Page 1', 'Ben kept his own draft.');
  await b.goto(link);
  const dialog = b.getByRole('dialog', { name: 'Join a shared book' });
  await expect(dialog).toContainText('replaces the book open here');
  await expect(dialog).toContainText('kept as a restore point in Backups');
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Ben');
  const reloaded = b.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Join and replace this book' }).click();
  // Ben's own words are not saved to a file: saving first is offered.
  await b
    .getByRole('dialog', { name: 'Save this book before joining the shared one?' })
    .getByRole('button', { name: 'Join without saving' })
    .click();
  await reloaded;

  await expect(b.getByText('Every page of the shared book is here (2).')).toBeVisible();
  await b.goto('/body-content/chapters');
  await expect(tree(b).getByRole('treeitem', { name: 'The storm', exact: true })).toBeVisible();
  await expect(tree(b).getByRole('treeitem', { name: 'Page 1', exact: true })).toBeVisible();
  await expect(b.getByText('Words in the book: 9').first()).toBeVisible();
  await openPageByName(b, 'The storm');
  await expect(b.getByRole('textbox', { name: 'The storm' })).toHaveText(
    'The storm came at night.',
  );
  await openPageByName(b, 'Page 1');
  await expect(b.getByRole('textbox', { name: 'Page 1' })).toHaveText('Four words are here.');
  await expect(b.getByRole('button', { name: 'Sync: Synced' })).toBeVisible();

  // They write together.
  await openPageByName(a, 'Page 1');
  await typeInto(b, 'Page 1', ' Ben was here.');
  await expect(a.getByRole('textbox', { name: 'Page 1' })).toContainText('Ben was here.');

  // Ben's own book is a restore point.
  await b.goto('/misc/backups');
  await expect(b.getByRole('row', { name: /New Book Title.*Saved copy/ })).toHaveCount(1);
});

test('a revoked link for another book is refused and the book open here stays as it was', async ({
  browser,
  sync,
}) => {
  const { a, link } = await sharedBookOfTwoPages(browser, sync.url);
  await fileMenu(a, 'Share and sync…');
  const share = a.getByRole('dialog', { name: 'Share and sync' });
  await share.getByRole('button', { name: 'Revoke the link for Ben' }).click();
  await expect(share.getByText('Revoked')).toBeVisible();

  const b = await freshBrowser(browser);
  await typeInto(b, 'Page 1', 'Ben kept his own draft.');
  await b.goto(link);
  const dialog = b.getByRole('dialog', { name: 'Join a shared book' });
  await dialog.getByRole('button', { name: 'Join and replace this book' }).click();
  await b
    .getByRole('dialog', { name: 'Save this book before joining the shared one?' })
    .getByRole('button', { name: 'Join without saving' })
    .click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The server refused: the key is wrong or has been revoked. Nothing was changed: the book open here is as it was.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await b.reload();
  await openPageByName(b, 'Page 1');
  await expect(b.getByRole('textbox', { name: 'Page 1' })).toHaveText('Ben kept his own draft.');
  await b.goto('/body-content/chapters');
  await expect(tree(b).getByRole('treeitem', { name: 'The storm', exact: true })).toHaveCount(0);
  await expect(b.getByRole('button', { name: /^Sync:/ })).toHaveCount(0);
});

test('a reader’s link joins a book that is not here too, read-only', async ({ browser, sync }) => {
  const { link } = await sharedBookOfTwoPages(browser, sync.url, 'Reader');
  const b = await freshBrowser(browser);
  await b.goto(link);
  const dialog = b.getByRole('dialog', { name: 'Join a shared book' });
  await expect(dialog).toContainText('your role: Reader');
  const reloaded = b.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Join and replace this book' }).click();
  await reloaded;
  await expect(b.getByText('Every page of the shared book is here (2).')).toBeVisible();
  await expect(b.getByText('Words in the book: 9').first()).toBeVisible();
  await openPageByName(b, 'The storm');
  const page = b.getByRole('textbox', { name: 'The storm' });
  await expect(page).toHaveText('The storm came at night.');
  await expect(page).toHaveAttribute('contenteditable', 'false');
});
