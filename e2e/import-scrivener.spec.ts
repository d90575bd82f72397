/**
 * File → Import manuscript… with a Scrivener 3 project folder (issue 27): the preview shows the
 * binder's tree and names the document without text and the one whose RTF is damaged; the
 * import brings the Draft into the open book in binder order, each page with its formatting,
 * right-to-left and Chinese text, and markup typed in Scrivener still text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { fileMenu } from './support/book-files';
import { openPageFromPanel } from './support/pages';
import { openPanel } from './support/panels';

const PROJECT = 'The Lighthouse.scriv';
const ROOT = fileURLToPath(
  new URL(`../tests/fixtures/manuscript-import/scrivener/${PROJECT}`, import.meta.url),
);
const DATA = `${PROJECT}/Files/Data`;

/** Makes the folder picker answer with an OPFS copy of the fixture project folder. */
async function folderPickerWithProject(page: Page) {
  const files: Array<{ path: string; base64: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else
        files.push({ path: relative(ROOT, full), base64: readFileSync(full).toString('base64') });
    }
  };
  walk(ROOT);
  await page.evaluate(
    async ({ name, files }) => {
      const opfs = await navigator.storage.getDirectory();
      const top = await opfs.getDirectoryHandle(name, { create: true });
      for (const file of files) {
        const parts = file.path.split('/');
        const fileName = parts.pop() as string;
        let dir = top;
        for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (
          await dir.getFileHandle(fileName, { create: true })
        ).createWritable();
        await writable.write(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
      (window as unknown as Record<string, unknown>).showDirectoryPicker = async () => top;
    },
    { name: PROJECT, files },
  );
}

test('a Scrivener project folder comes into the open book with its binder and its pages', async ({
  page,
}) => {
  await page.goto('/body-content/chapters');
  await folderPickerWithProject(page);
  await fileMenu(page, 'Import manuscript…');
  const dialog = page.getByRole('dialog', { name: 'Import manuscript' });
  await dialog.getByRole('button', { name: 'Choose a folder…' }).click();

  // The preview: the Draft's tree in binder order, Research and Trash left out.
  const preview = dialog.getByRole('list', { name: 'What will be created' });
  await expect(preview.getByRole('listitem').filter({ hasText: 'The Harbour' })).toBeVisible();
  const rows = await preview.getByRole('listitem').allInnerTexts();
  const titles = rows.map((row) => row.split('\n')[0]?.trim());
  const order = [
    'Part One',
    'Chapter 1: Arrival',
    'The Harbour',
    'Night Watch',
    'Chapter 2: Storm',
  ];
  const at = order.map((title) => titles.findIndex((t) => t?.startsWith(title)));
  expect(at.every((i) => i >= 0)).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
  expect(titles.some((t) => t?.startsWith('Lighthouse facts'))).toBe(false);
  expect(titles.some((t) => t?.startsWith('Cut scene'))).toBe(false);

  // The two documents that cannot come in whole are named.
  const problems = dialog.getByRole('region', { name: 'Problems found' });
  await expect(problems.getByRole('listitem')).toHaveText([
    `${DATA}/F5427C9B-BFEF-4E2A-A6C5-737AE9C20957/content.rtf: the document's text is missing.`,
    `Left out: ${DATA}/FD83D460-396C-4D34-841B-E053B3F0CAED/content.rtf: the text (RTF) could not be read, so nothing of this document came in.`,
  ]);

  await dialog.getByRole('textbox', { name: 'Name of the new folder' }).fill('Lighthouse');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /Imported \d+ pages and \d+ words into the folder Lighthouse\./,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The Chapters panel shows the new folders too, and opens their pages.
  const tree = (await openPanel(page, 'Chapters')).getByRole('tree');
  for (const name of ['Lighthouse', 'Part One', 'Chapter 1: Arrival', 'Part Two', 'Interlude']) {
    await expect(tree.getByRole('treeitem', { name: new RegExp(name) }).first()).toBeVisible();
  }

  await openPageFromPanel(page, 'Night Watch');
  const night = page.getByRole('textbox', { name: 'Night Watch' });
  await expect(night.getByRole('heading', { name: 'What the keeper kept' })).toBeVisible();
  // A second-level item of the bulleted list, nested in the first level.
  await expect(night.locator('ul li ul li', { hasText: 'Two spare wicks' })).toBeVisible();
  await expect(night.locator('ol li')).toHaveText(['Trim the wick', 'Wind the clockwork']);
  // The Arabic paragraph reads right to left in the editor.
  const arabic = night.locator('p', { hasText: 'المنارة تضيء الليل بحر هادئ.' });
  await expect(arabic).toHaveCSS('direction', 'rtl');
  await expect(night).toContainText('灯塔：灯塔。');

  await openPageFromPanel(page, 'The Harbour');
  const harbour = page.getByRole('textbox', { name: 'The Harbour' });
  await expect(harbour.locator('strong', { hasText: 'storm' })).toBeVisible();
  await expect(harbour).toContainText('her café au lait going cold');
  await expect(harbour).toContainText('<script>alert("ahoy")</script> & <b>free fish</b>');
  await expect(harbour.locator('script, b')).toHaveCount(0);
  // The synopsis and the document notes are a note tied to the page.
  const tools = await openPanel(page, 'Tools');
  await expect(tools.getByRole('heading', { name: 'The Harbour' })).toBeVisible();
  await expect(tools).toContainText('Mara comes back to the harbour town after twenty years.');
  await expect(tools).toContainText('Check the tide tables for October.');
  // The page the book had is still there.
  await expect(tree.getByRole('treeitem', { name: /Page 1/ })).toBeVisible();
});
