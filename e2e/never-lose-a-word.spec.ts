/**
 * Issue 11's scenarios 2–7, as an author meets them: no write replaces another book's file, the
 * file binding belongs to one book, Open over unsaved work asks, access restored writes the file
 * again, and failures are told on screen. The pickers return handles in the origin-private file
 * system, so the worker's real write path runs; faults are injected where they would happen.
 */
import { expect, type Page, test } from '@playwright/test';
import { bookFileJson } from '../tests/book-file.mjs';
import {
  fileMenu,
  openBookFile,
  openPage1,
  readOpfs,
  setPickerAnswer as setWindow,
  usePickersOnOpfs,
  writeOpfs,
} from './support/book-files';
import { newBookWithoutSaving, startNewBook } from './support/new-book';

const setUp = (page: Page) => usePickersOnOpfs(page, { faults: true });

const injectFaults = (page: Page, faults: Record<string, unknown>) =>
  page.evaluate(async (f) => {
    const inject = (window as unknown as { __storyBuilderFaults: (f: unknown) => Promise<void> })
      .__storyBuilderFaults;
    await inject(f);
  }, faults);

async function typeOnPage1(page: Page, words: string) {
  await openPage1(page);
  const box = page.getByRole('textbox', { name: 'Page 1' });
  await box.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(words);
}

/** File → New book, past the question, then Create Book in the folder the picker gives. */
async function newBookCreated(page: Page) {
  return (await (await startNewBook(page)).create()).overlay;
}

/** A one-page book file: `text` on Page 1 of book `uuid`. */
const bookFile = (uuid: string, title: string, text: string) =>
  bookFileJson({
    uuid,
    title,
    date: '2026-01-01T00:00:00.000Z',
    nodes: [
      { id: 'root', parentId: null, name: 'Main Content', type: 'folder' },
      { id: 'p1', parentId: 'root', name: 'Page 1', type: 'page', html: `<p>${text}</p>` },
    ],
  });

test('2: Create Book never replaces another book in the folder without asking', async ({
  page,
}) => {
  await setUp(page);
  await page.goto('/');
  const other = bookFile('other-book-uuid', 'My Earlier Novel', 'chapter one of the earlier novel');
  await writeOpfs(page, 'project', 'new-book-title.json', other);
  const overlay = await newBookCreated(page);
  const question = page.getByRole('dialog', { name: 'This file holds another book' });
  await expect(question).toContainText('My Earlier Novel');
  await question.getByRole('button', { name: 'Keep both' }).click();
  await overlay.getByRole('button', { name: 'Continue' }).click();
  expect(await readOpfs(page, 'project', 'new-book-title.json')).toBe(other);
  expect(await readOpfs(page, 'project', 'new-book-title-2.json')).toContain('"tree_nodes"');
  // Replace is offered too, and keeps what it replaces in Backups.
  await newBookCreated(page);
  await page
    .getByRole('dialog', { name: 'This file holds another book' })
    .getByRole('button', { name: 'Replace it' })
    .click();
  await page
    .getByRole('dialog', { name: 'New book' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page.goto('/misc/backups');
  await expect(page.getByRole('cell', { name: 'My Earlier Novel' }).first()).toBeVisible();
});

test('3: a new book, with or without a reload, and an opened book never go into the old file', async ({
  page,
}) => {
  await setUp(page);
  await page.goto('/');
  await setWindow(page, '__folderName', 'projA');
  const overlay = await newBookCreated(page);
  await overlay.getByRole('button', { name: 'Continue' }).click();
  await typeOnPage1(page, 'Words of book A stay in file A');
  await fileMenu(page, 'Save file');
  await expect(page.getByText('All changes saved')).toBeVisible();
  /** Book A's file still holds book A: its document id and its words, and nothing of B or C. */
  const fileA = (await readOpfs(page, 'projA', 'new-book-title.json')) ?? '';
  expect(fileA).toContain('Words of book A stay in file A');
  const idA = JSON.parse(fileA).data.documents[0].uuid as string;
  const expectFileAHoldsA = async () => {
    const now = JSON.parse((await readOpfs(page, 'projA', 'new-book-title.json')) ?? '{}');
    expect(now.data.documents[0].uuid).toBe(idA);
    expect(JSON.stringify(now)).toContain('Words of book A stay in file A');
    expect(JSON.stringify(now)).not.toMatch(/Book B|Book C/);
  };

  await startNewBook(page);
  await page.reload(); // before Continue
  await page.goto('/frontmatter/book-info');
  const dialog = page.getByRole('dialog', { name: 'New book' });
  if (await dialog.isVisible().catch(() => false))
    await dialog.getByRole('button', { name: 'Continue without saving' }).click();
  if (await dialog.isVisible().catch(() => false))
    await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Book title' }).fill('Book B');
  await expect(page.getByText(/Saved in the browser's private storage at/)).toBeVisible({
    timeout: 10_000,
  });
  await expectFileAHoldsA();

  // Opening another book while A's file was bound: auto-save never writes it into A's file.
  // Book B holds no words, so Open does not ask to save it first. The app reloads after an import.
  await openBookFile(
    page,
    'c.json',
    bookFile('3f2b8c1e-5d4a-4b7e-9c1f-2a6d8e0b4c71', 'Book C', 'the words of C'),
  );
  await expect(page.getByRole('heading', { name: 'Book C' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Book title' }).fill('Book C revised');
  // The opened file is the opened book's file now: auto-save writes it, never A's file.
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
  expect(await readOpfs(page, 'picked', 'c.json')).toContain('Book C revised');
  await expectFileAHoldsA();
});

test('4: restoring a backup never writes into the current book file', async ({ page }) => {
  await setUp(page);
  await page.goto('/frontmatter/book-info');
  await page.getByRole('textbox', { name: 'Book title' }).fill('Book A');
  await setWindow(page, '__nextSaveName', 'a.json');
  await fileMenu(page, 'Save file');
  await expect(page.getByRole('status').getByText('Book saved to a.json')).toBeVisible();

  await newBookWithoutSaving(page);
  await page.goto('/frontmatter/book-info');
  await page.getByRole('textbox', { name: 'Book title' }).fill('Book B');
  await setWindow(page, '__nextSaveName', 'b.json');
  await fileMenu(page, 'Save file');
  await expect(page.getByRole('status').getByText('Book saved to b.json')).toBeVisible();
  const idB = JSON.parse((await readOpfs(page, 'picked', 'b.json')) ?? '{}').data.documents[0].uuid;

  await page.goto('/misc/backups');
  await page
    .getByRole('button', { name: /^Restore Book A/ })
    .first()
    .click();
  const reloaded = page.waitForEvent('load'); // the app reloads after a restore
  await page
    .getByRole('dialog', { name: 'Restore this backup?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await reloaded;
  await expect(page.getByText(/Database imported successfully/)).toBeVisible({ timeout: 15_000 });
  await page.goto('/frontmatter/book-info');
  await expect(page.getByRole('heading', { name: 'Book A' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Book title' }).fill('Book A edited');
  await expect(
    page
      .getByText(/Saved (in the browser's private storage|to)/)
      .or(page.getByText('All changes saved')),
  ).toBeVisible({ timeout: 10_000 });
  // b.json still holds book B (auto-save of B may have rewritten it, never with book A).
  const fileB = JSON.parse((await readOpfs(page, 'picked', 'b.json')) ?? '{}');
  expect(fileB.data.documents[0].uuid).toBe(idB);
  expect(fileB.data.frontmatter[0].title).toBe('Book B');
});

test('5: Open over unsaved work asks, and saving first keeps every word', async ({ page }) => {
  await setUp(page);
  await page.goto('/');
  await typeOnPage1(page, 'eight words typed before opening another book');
  await expect(page.getByText('Words on this page: 7')).toBeVisible();
  await writeOpfs(page, 'picked', 'other.json', bookFile('other-uuid', 'Other', 'other words'));
  await setWindow(page, '__openName', 'other.json');
  await setWindow(page, '__nextSaveName', 'kept.json');
  await fileMenu(page, 'Open file');
  const ask = page.getByRole('dialog', { name: 'Save this book before opening another?' });
  const reloaded = page.waitForEvent('load'); // the app reloads after an import
  await ask.getByRole('button', { name: 'Save this book first' }).click();
  await reloaded;
  await expect(page.getByText(/Database imported successfully/)).toBeVisible({ timeout: 15_000 });
  expect(await readOpfs(page, 'picked', 'kept.json')).toContain(
    'eight words typed before opening another book',
  );
  expect(await readOpfs(page, 'picked', 'other.json')).toContain('other words');
});

test('6: after access is granted again, the book file is written at once and on every edit', async ({
  page,
}) => {
  await setUp(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  await setWindow(page, '__nextSaveName', 'p.json');
  await fileMenu(page, 'Save file');
  await expect(page.getByRole('status').getByText('Book saved to p.json')).toBeVisible();

  await openPage1(page); // (a page load starts a fresh worker: faults are injected after it)
  await injectFaults(page, { permission: 'prompt' });
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.type('written while access was gone');
  const alert = page.getByRole('alert').filter({ hasText: 'Not saved to p.json' });
  await expect(alert).toContainText('access to the file needs your permission');
  await expect(alert).toContainText("safe in the browser's private storage");
  expect(await readOpfs(page, 'picked', 'p.json')).not.toContain('written while access was gone');

  await injectFaults(page, { permission: null }); // the browser will grant it
  await alert.getByRole('button', { name: 'Grant Access' }).click();
  await expect
    .poll(async () => (await readOpfs(page, 'picked', 'p.json')) ?? '', { timeout: 5000 })
    .toContain('written while access was gone');
  await expect(alert).toBeHidden();
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' and after it came back');
  await expect
    .poll(async () => (await readOpfs(page, 'picked', 'p.json')) ?? '', { timeout: 6000 })
    .toContain('and after it came back');
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('7: a failed file write or database write is shown, not reported as saved', async ({
  page,
}) => {
  await setUp(page);
  await page.goto('/');
  await setWindow(page, '__nextSaveName', 'f.json');
  await fileMenu(page, 'Save file');
  await expect(page.getByRole('status').getByText('Book saved to f.json')).toBeVisible();
  const before = (await readOpfs(page, 'picked', 'f.json')) ?? '';

  await openPage1(page);
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  for (const [fault, reason] of [
    ['disk-full', 'the disk is full'],
    ['close', 'the browser could not write the file'],
  ] as const) {
    await injectFaults(page, { fileWrite: fault });
    await page.keyboard.type(` ${fault} words`);
    const alert = page.getByRole('alert').filter({ hasText: 'Not saved to f.json' });
    await expect(alert).toContainText(reason, { timeout: 8000 });
    await expect(page.getByText('All changes saved')).toBeHidden();
    expect(await readOpfs(page, 'picked', 'f.json')).toBe(before);
  }
  await injectFaults(page, { fileWrite: null });
  await page.keyboard.type(' disk freed');
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 8000 });
  expect(await readOpfs(page, 'picked', 'f.json')).toContain('disk freed');

  // The database refuses writes: the author is told at once, and nothing is lost.
  await injectFaults(page, { databaseWrite: true });
  await page.keyboard.type(' stored later');
  const stored = page.getByRole('alert').filter({ hasText: 'Changes are not being stored' });
  await expect(stored).toBeVisible({ timeout: 5000 });
  await stored.getByRole('button', { name: 'Try again' }).click(); // still refused: still shown
  await expect(stored).toBeVisible();
  await injectFaults(page, { databaseWrite: false });
  await expect(stored).toBeHidden({ timeout: 10_000 }); // tried again every 3 s until stored
  await page.reload();
  await openPage1(page);
  await expect(page.getByRole('textbox', { name: 'Page 1' })).toContainText('stored later');
});

/** Saves the new book to `picked/<name>`, then reloads with the permission lapsed to `state`. */
async function reopenWithLapsedPermission(page: Page, name: string, state: 'prompt' | 'denied') {
  await page.goto('/');
  await setWindow(page, '__nextSaveName', name);
  await fileMenu(page, 'Save file');
  await expect(page.getByRole('status').getByText(`Book saved to ${name}`)).toBeVisible();
  await page.evaluate(
    (s) =>
      localStorage.setItem('story-builder:e2e-start-faults', JSON.stringify({ permission: s })),
    state,
  );
  await page.reload();
}

test('5b: a permission that lapsed since the last visit shows "Session Expired", and renewing it writes the file', async ({
  page,
}) => {
  await setUp(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await reopenWithLapsedPermission(page, 's.json', 'prompt');
  const banner = page.getByRole('region', { name: 'Session Expired' });
  await expect(banner).toBeVisible();
  await typeOnPage1(page, 'typed while the session had expired');
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved to s.json' })).toBeVisible();
  expect(await readOpfs(page, 'picked', 's.json')).not.toContain('session had expired');

  await page.evaluate(() => localStorage.removeItem('story-builder:e2e-start-faults'));
  await injectFaults(page, { permission: null }); // the browser grants it again
  await page
    .getByRole('region', { name: 'Session Expired' })
    .getByRole('button', { name: 'Renew Access' })
    .click();
  await expect
    .poll(async () => (await readOpfs(page, 'picked', 's.json')) ?? '', { timeout: 5000 })
    .toContain('typed while the session had expired');
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('5c: a denied folder loses no edit, and choosing the project folder again reconnects the book', async ({
  page,
}) => {
  await setUp(page);
  // The browser refuses every permission request; the recovery ends in choosing the folder again.
  await page.addInitScript(() => {
    const proto = FileSystemHandle.prototype as unknown as Record<string, unknown>;
    proto.requestPermission = async () => 'denied';
  });
  page.on('dialog', (dialog) => {
    const text = dialog.message();
    if (/Try to restore access again|Select your book file again/.test(text)) void dialog.dismiss();
    else void dialog.accept();
  });
  await page.goto('/');
  await setWindow(page, '__folderName', 'projD');
  await newBookCreated(page);
  await page
    .getByRole('dialog', { name: 'New book' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page.evaluate(() =>
    localStorage.setItem(
      'story-builder:e2e-start-faults',
      JSON.stringify({ permission: 'denied' }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'File Access Denied' })).toBeVisible();
  await typeOnPage1(page, 'never lost while denied');
  const alert = page.getByRole('alert').filter({ hasText: 'Not saved to new-book-title.json' });
  await expect(alert).toContainText('access to the file was denied');
  await expect(alert).toContainText("safe in the browser's private storage");

  await page.evaluate(() => localStorage.removeItem('story-builder:e2e-start-faults'));
  await injectFaults(page, { permission: null });
  await setWindow(page, '__folderName', 'projD'); // where the folder picker will answer
  await page
    .getByRole('region', { name: 'File Access Denied' })
    .getByRole('button', { name: 'Restore Access' })
    .click();
  const chooser = page.getByRole('region', { name: 'Choose the project folder again' });
  await chooser.getByRole('button', { name: 'Choose project folder' }).click();
  await expect
    .poll(async () => (await readOpfs(page, 'projD', 'new-book-title.json')) ?? '', {
      timeout: 5000,
    })
    .toContain('never lost while denied');
});
