/**
 * Sharing a book the way an author does (issue 31): Share and sync… to connect it to a server,
 * invitation links made there, and a second browser that opens the book's file and joins.
 */
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { fileMenu, openBookFile, saveBookAs, usePickersOnOpfs } from './book-files';

const DIALOG = 'Share and sync';

/** File → Share and sync… → the server's address and a name → Connect this book. */
export async function shareBook(page: Page, server: string, name: string) {
  await fileMenu(page, 'Share and sync…');
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await dialog.getByRole('textbox', { name: 'Server address' }).fill(server);
  await dialog.getByRole('textbox', { name: 'Your name' }).fill(name);
  await dialog.getByRole('button', { name: 'Connect this book' }).click();
  await expect(dialog.getByText(/This book is shared on/)).toBeVisible();
  return dialog;
}

/** In the open Share and sync… dialog: a new invitation link for `label` with `role`. */
export async function createInvitation(page: Page, role: string, label: string) {
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
  await dialog.getByRole('textbox', { name: 'Who is it for?' }).fill(label);
  await dialog.getByRole('button', { name: 'Create invitation link' }).click();
  const link = dialog.getByRole('textbox', { name: `Invitation link for ${label}` });
  await expect(link).toHaveValue(/#\/join\?/);
  return link.inputValue();
}

/** Opens an invitation link and answers Join with `name`. */
export async function joinWithLink(page: Page, link: string, name: string) {
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Join a shared book' });
  await dialog.getByRole('textbox', { name: 'Your name' }).fill(name);
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(dialog).toBeHidden();
}

export interface TwoAuthors {
  a: Page;
  b: Page;
  contextB: BrowserContext;
}

/**
 * Two browsers with one book: A (the owner) saves it to a file and shares it on `server`; B
 * opens the same file and joins with a link of `role` that A made. Both end on the Chapters screen.
 */
export async function twoAuthors(
  browser: Browser,
  server: string,
  role = 'Writer',
): Promise<TwoAuthors & { link: string }> {
  const contextA = await browser.newContext();
  const a = await contextA.newPage();
  if (process.env.DEBUG_SYNC) {
    a.on('console', (m) => console.log('A:', m.text()));
    a.on('websocket', (ws) => {
      console.log('A ws', ws.url());
      ws.on('close', () => console.log('A ws closed'));
      ws.on('socketerror', (e) => console.log('A ws error', e));
    });
  }
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook (it installs file pickers).
  await usePickersOnOpfs(a);
  await a.goto('/body-content/chapters');
  await expect(a.getByRole('tree', { name: 'Book structure' }).first()).toBeVisible();
  const text = await saveBookAs(a, 'shared-book.json');
  await shareBook(a, server, 'Ana');
  const link = await createInvitation(a, role, 'Ben');
  await a.getByRole('dialog', { name: DIALOG }).getByRole('button', { name: 'Close' }).click();

  const contextB = await browser.newContext();
  const b = await contextB.newPage();
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook (it installs file pickers).
  await usePickersOnOpfs(b);
  await b.goto('/body-content/chapters');
  await expect(b.getByRole('tree', { name: 'Book structure' }).first()).toBeVisible();
  await openBookFile(b, 'shared-book.json', text);
  await joinWithLink(b, link, 'Ben');
  return { a, b, contextB, link };
}
