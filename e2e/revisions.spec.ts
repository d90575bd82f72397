/**
 * Revisions (issue 29) as an author meets them: write, take a named snapshot, rewrite a
 * paragraph, compare (the removed words struck, the added ones marked), restore that one
 * paragraph, undo the restore; then the book's changes exported to Word as tracked changes,
 * which LibreOffice reads back as changes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { openPage1 } from './support/book-files';
import { panel } from './support/panels';

const FIRST = 'The harbour was quiet that morning.';
const OLD = 'She walked slowly to the old lighthouse.';
const NEW = 'She ran quickly to the old lighthouse.';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Page 1' });

async function writeTwoParagraphs(page: Page) {
  await openPage1(page);
  await editor(page).click();
  await page.keyboard.type(FIRST);
  await page.keyboard.press('Enter');
  await page.keyboard.type(OLD);
}

/** Opens the page's history from the toolbar; the Tools panel shows it. */
async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Page history', exact: true }).click();
  const tools = panel(page, 'Tools');
  const versions = tools.getByRole('list', { name: 'Versions of this page' });
  // The first save of the session kept the empty page: the words are stored.
  await expect(versions.getByRole('listitem').first()).toBeVisible();
  return { tools, versions };
}

async function snapshot(page: Page, name: string) {
  const { tools, versions } = await openHistory(page);
  await tools.getByLabel('Snapshot name (optional)').fill(name);
  await tools.getByRole('button', { name: 'Take a snapshot' }).click();
  const item = versions.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('13 words');
  return { tools, item };
}

/** Where the Tools panel is a drawer over the page, it is closed to write. */
async function backToThePage(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Tools' });
  if (await drawer.isVisible()) {
    await drawer.getByRole('button', { name: 'Close tools panel' }).click();
    await expect(drawer).toBeHidden();
  }
}

async function rewriteSecondParagraph(page: Page) {
  await backToThePage(page);
  await editor(page).getByText(OLD).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type(NEW);
  await expect(editor(page)).toContainText(NEW);
}

test('write, snapshot, rewrite, compare, restore one paragraph, undo', async ({ page }) => {
  await page.goto('/');
  await writeTwoParagraphs(page);
  await snapshot(page, 'Sent to editor');
  await rewriteSecondParagraph(page);

  const { item } = await snapshot(page, 'Second look');
  await expect(item).toContainText('13 words');
  const first = panel(page, 'Tools').getByRole('listitem').filter({ hasText: 'Sent to editor' });
  await first.getByRole('button', { name: /^Compare the version of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare versions: Page 1' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('del')).toHaveText(['walked slowly']);
  await expect(dialog.locator('ins')).toHaveText(['ran quickly']);
  await expect(dialog.getByText('Words added: 2')).toBeVisible();
  await expect(dialog.getByText('Words removed: 2')).toBeVisible();
  // Inline: the same marks in one column.
  await dialog.getByText('Inline', { exact: true }).click();
  await expect(dialog.locator('del')).toHaveText(['walked slowly']);

  await dialog.getByRole('button', { name: 'Restore this paragraph' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor(page)).toContainText(OLD);
  await expect(editor(page)).not.toContainText(NEW);
  await expect(editor(page)).toContainText(FIRST);
  await expect(
    panel(page, 'Tools').getByRole('status').filter({ hasText: 'The paragraph is back' }),
  ).toBeVisible();

  await backToThePage(page);
  await editor(page).click();
  await page.keyboard.press('Control+z');
  await expect(editor(page)).toContainText(NEW);
  await expect(editor(page)).not.toContainText(OLD);
});

/** Every page's stored text, joined (read from the app's IndexedDB). */
function storedText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('storyBuilderV2');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('tree_nodes').objectStore('tree_nodes').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map((n: { content?: string }) => n.content ?? '').join('\n'));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test('a replace in the whole book keeps each page as it was, in its history', async ({ page }) => {
  await page.goto('/');
  await writeTwoParagraphs(page);
  // Stored before the replace reads the book.
  await expect.poll(() => storedText(page)).toContain('lighthouse');
  await page.keyboard.press('Control+Shift+F');
  const find = page.getByRole('region', { name: 'Find in the book' });
  await find.getByRole('searchbox', { name: 'Find' }).fill('lighthouse');
  await expect(find.getByRole('status').first()).toHaveText('Matches: 1 · Pages: 1');
  await find.getByRole('button', { name: 'Show replace' }).click();
  await find.getByRole('textbox', { name: 'Replace with' }).fill('harbour light');
  await find.getByRole('button', { name: 'Replace all' }).click();
  await expect(find.getByText('Replaced. Matches: 1 · Pages: 1')).toBeVisible();
  await expect(editor(page)).toContainText('the old harbour light');
  await find.getByRole('button', { name: 'Close find' }).click();

  const { versions } = await openHistory(page);
  const before = versions
    .getByRole('listitem')
    .filter({ hasText: 'Before a change to many pages' });
  await expect(before).toHaveCount(1);
  await expect(before).toContainText('13 words');
  await before.getByRole('button', { name: /^Compare the version of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare versions: Page 1' });
  await expect(dialog.locator('del')).toHaveText(['lighthouse']);
  await expect(dialog.locator('ins')).toHaveText(['harbour light']);
  // The author goes back: the page as it was before the replace.
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor(page)).toContainText(OLD);
  await expect(editor(page)).not.toContainText('harbour light');
});

test('the changes since a book snapshot go to Word as tracked changes', async ({ page }) => {
  await page.goto('/');
  await writeTwoParagraphs(page);
  const { tools } = await openHistory(page);
  await tools.getByRole('button', { name: 'Changes in the book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changes in the book' });
  await dialog.getByLabel('Name of a book snapshot').fill('Draft 1');
  await dialog.getByRole('button', { name: 'Take a book snapshot' }).click();
  await expect(dialog.getByText('No page has changed since then.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await rewriteSecondParagraph(page);
  await page.getByRole('button', { name: 'Page history', exact: true }).click();
  await tools.getByRole('button', { name: 'Changes in the book' }).click();
  const row = dialog.getByRole('row').filter({ hasText: 'Page 1' });
  await expect(row).toContainText('Changed');
  await expect(row).toContainText('+2');
  await dialog.getByLabel('Your name on the changes').fill('Ada Author');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export changes to Word' }).click(),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'revisions-'));
  const file = join(dir, 'changes.docx');
  await download.saveAs(file);
  const xml = new TextDecoder().decode(unzipSync(readFileSync(file))['word/document.xml']);
  expect(xml).toMatch(/<w:del [^>]*w:author="Ada Author"[^>]*>.*walked slowly.*<\/w:del>/);
  expect(xml).toMatch(/<w:ins [^>]*w:author="Ada Author"[^>]*>.*ran quickly.*<\/w:ins>/);

  // LibreOffice reads them as changes: its flat ODF lists a deletion and an insertion.
  execFileSync('soffice', ['--headless', '--convert-to', 'fodt', '--outdir', dir, file], {
    timeout: 120_000,
    env: { ...process.env, HOME: dir },
  });
  const fodt = readFileSync(join(dir, 'changes.fodt'), 'utf8');
  const regions = [
    ...fodt.matchAll(
      /<text:changed-region[^>]*text:id="([^"]+)"[^>]*>\s*<text:(deletion|insertion)>/g,
    ),
  ];
  const idOf = (kind: string) => regions.find((r) => r[2] === kind)?.[1] ?? 'none';
  expect(fodt).toContain(`<text:change-start text:change-id="${idOf('deletion')}"/>walked slowly`);
  expect(fodt).toContain(`<text:change-start text:change-id="${idOf('insertion')}"/>ran quickly`);
});
