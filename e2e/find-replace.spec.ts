/**
 * Find and replace across the book (issue 28): find a word in a book of three folders, open a
 * result (the page opens with the match selected), replace with half the matches unticked and
 * check each page, undo and find every page back byte for byte; Backups lists the replace.
 * Screenshots of the panel at 1440, 1024 and 420 px, in the dark theme and in Arabic.
 */
import { expect, type Page, test } from '@playwright/test';
import { openBookFile, usePickersOnOpfs } from './support/book-files';
import { bookFile, type Node, UUID } from './support/export-books';

const BOOK: Node[] = [
  { id: 'f-one', parentId: null, name: 'Part One', type: 'folder' },
  {
    id: 'p-a',
    parentId: 'f-one',
    name: 'Arrival',
    type: 'page',
    html: '<p>Marrow walked in. <strong>Marrow</strong> ran.</p>',
  },
  { id: 'p-b', parentId: 'f-one', name: 'Quiet', type: 'page', html: '<p>No name here.</p>' },
  { id: 'f-two', parentId: null, name: 'Part Two', type: 'folder' },
  {
    id: 'p-c',
    parentId: 'f-two',
    name: 'Crossing',
    type: 'page',
    html: '<p>Mar<em>row</em> again, and MARROW shouted.</p>',
  },
  {
    id: 'p-d',
    parentId: 'f-two',
    name: 'Bones',
    type: 'page',
    html: '<p>The marrowbone stays as it is.</p>',
  },
  { id: 'f-three', parentId: null, name: 'Part Three', type: 'folder' },
  {
    id: 'p-e',
    parentId: 'f-three',
    name: 'Ending',
    type: 'page',
    html: '<p><a href="https://example.com/">Marrow</a> linked.</p><p>Marrow last.</p>',
  },
];

/** Every page's stored HTML, read from the browser's database as it is. */
async function storedPages(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('storyBuilderV2');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('tree_nodes').objectStore('tree_nodes').getAll();
          all.onsuccess = () => {
            const out: Record<string, string> = {};
            for (const n of all.result as Array<{ id: string; type: string; content: string }>)
              if (n.type === 'page') out[n.id] = n.content;
            db.close();
            resolve(out);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test.beforeEach(async ({ page }) => {
  await usePickersOnOpfs(page);
});

async function openBook(page: Page) {
  await page.goto('/body-content/chapters');
  await openBookFile(page, 'marrow.json', bookFile('The Marrow Road', BOOK));
  await expect(page.getByRole('tree', { name: 'Book structure' }).first()).toBeVisible();
}

async function openFind(page: Page, name = 'Find in the book') {
  await page.keyboard.press('Control+Shift+F');
  const panel = page.getByRole('region', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test('find a name in three folders, open a result, replace half, undo to the byte', async ({
  page,
}) => {
  await openBook(page);
  const before = await storedPages(page);
  expect(Object.keys(before)).toHaveLength(5);

  const panel = await openFind(page);
  await panel.getByRole('searchbox', { name: 'Find' }).fill('marrow');
  await expect(panel.getByRole('status').first()).toHaveText('Matches: 7 · Pages: 4');
  await panel.getByRole('button', { name: 'Whole word' }).click();
  await expect(panel.getByRole('status').first()).toHaveText('Matches: 6 · Pages: 3');
  // By page in book order, each with its matches in context.
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    /^Arrival/,
    /^Crossing/,
    /^Ending/,
  ]);
  const matches = panel
    .getByRole('button', { name: /marrow/i })
    .filter({ has: page.locator('mark') });
  await expect(matches).toHaveCount(6);

  // Open the third match (Crossing, "Mar|row" across the italic edge): the page opens with it selected.
  await matches.nth(2).click();
  await expect(page).toHaveURL(/\/body-content\/page\/p-c$/);
  const editor = page.getByRole('textbox', { name: 'Crossing' });
  await expect(editor).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('Marrow');

  // Replace with a preview: untick the 1st, 3rd and 5th of the six.
  await panel.getByRole('button', { name: 'Show replace' }).click();
  await panel.getByRole('textbox', { name: 'Replace with' }).fill('harrow');
  const boxes = panel.getByRole('checkbox', { name: /^Replace here/ });
  await expect(boxes).toHaveCount(6);
  await expect(panel.locator('ins').first()).toHaveText('Harrow');
  for (const i of [0, 2, 4]) await boxes.nth(i).uncheck();
  await panel.getByRole('button', { name: 'Replace selected (3)' }).click();
  await expect(panel.getByText('Replaced. Matches: 3 · Pages: 3')).toBeVisible();

  const after = await storedPages(page);
  expect(after['p-a']).toBe('<p>Marrow walked in. <strong>Harrow</strong> ran.</p>');
  expect(after['p-b']).toBe(before['p-b']);
  expect(after['p-c']).toBe('<p>Mar<em>row</em> again, and HARROW shouted.</p>');
  expect(after['p-d']).toBe(before['p-d']);
  // Written like every save: the sanitiser gives the link its rel, as the editor's save would.
  expect(after['p-e']).toBe(
    '<p><a href="https://example.com/" rel="noopener noreferrer">Marrow</a> linked.</p><p>Harrow last.</p>',
  );
  // The page open in the editor shows the replaced text (it is not kept, nor saved back, old).
  await expect(editor).toContainText('HARROW shouted');

  // Undo: every page back byte for byte, the open one too.
  await panel.getByRole('button', { name: 'Undo' }).click();
  await expect(panel.getByText('Undone. Pages back as they were: 3')).toBeVisible();
  await expect(editor).toContainText('MARROW shouted');
  expect(await storedPages(page)).toEqual(before);

  // Backups lists the replace by what it replaced.
  await panel.getByRole('button', { name: 'Close find' }).click();
  await page.goto('/misc/backups');
  await expect(
    page.getByRole('cell', { name: "Before replacing 'marrow' with 'harrow'" }).first(),
  ).toBeVisible();
  expect(await storedPages(page)).toEqual(before);
});

test('opening a result in an appendix selects the match there', async ({ page }) => {
  const appendix = (id: number, title: string, html: string) => ({
    id,
    documentId: UUID,
    folderId: null,
    title,
    content: html,
  });
  await page.goto('/body-content/chapters');
  await openBookFile(
    page,
    'marrow-appendices.json',
    bookFile('The Marrow Road', BOOK, {
      appendices: [
        appendix(1, 'Maps', '<p>The roads and rivers.</p>'),
        appendix(2, 'Names', '<p>Of the families, the <em>Quillon</em> line came first.</p>'),
      ],
    }),
  );
  await expect(page.getByRole('tree', { name: 'Book structure' }).first()).toBeVisible();
  const panel = await openFind(page);
  await panel.getByRole('searchbox', { name: 'Find' }).fill('quillon');
  await expect(panel.getByRole('status').first()).toHaveText('Matches: 1 · Pages: 1');
  await panel.getByRole('button', { name: /Quillon/ }).click();
  await expect(page).toHaveURL(/\/back-matter\/appendices/);
  // The appendix that holds the match is the one open, with the match selected.
  await expect(page.getByRole('button', { name: 'Names', pressed: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Names' })).toContainText('Quillon line');
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('Quillon');
  // Opened again from another screen, the first appendix's match is selected in its editor.
  await page.goto('/body-content/chapters');
  const again = await openFind(page);
  await again.getByRole('searchbox', { name: 'Find' }).fill('rivers');
  await expect(again.getByRole('status').first()).toHaveText('Matches: 1 · Pages: 1');
  await again.getByRole('button', { name: /rivers/ }).click();
  await expect(page.getByRole('button', { name: 'Maps', pressed: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('rivers');
});

test('on a phone the panel folds away from an opened match; Next and Previous go through the book', async ({
  page,
}) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await openBook(page);
  const panel = await openFind(page);
  await panel.getByRole('searchbox', { name: 'Find' }).fill('marrow');
  await panel.getByRole('button', { name: 'Whole word' }).click();
  await expect(panel.getByRole('status').first()).toHaveText('Matches: 6 · Pages: 3');
  await panel
    .getByRole('button', { name: /Marrow/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/body-content\/page\/p-a$/);
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('Marrow');
  // The panel is folded to its search row: the selected match shows below it, not under it.
  await expect(panel.getByRole('button', { name: 'Show the results' })).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Find options' })).toBeHidden();
  const covered = await page.evaluate(() => {
    const sel = window.getSelection();
    const match = sel && sel.rangeCount > 0 ? sel.getRangeAt(0).getBoundingClientRect() : null;
    const folded = document.querySelector('.find-panel')?.getBoundingClientRect();
    return !match || !folded || match.top < folded.bottom || match.bottom > window.innerHeight;
  });
  expect(covered).toBe(false);
  // Next and Previous match, without F3 (a phone has none).
  await panel.getByRole('button', { name: 'Next match' }).click();
  await panel.getByRole('button', { name: 'Next match' }).click();
  await expect(page).toHaveURL(/\/body-content\/page\/p-c$/);
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('Marrow');
  await panel.getByRole('button', { name: 'Previous match' }).click();
  await expect(page).toHaveURL(/\/body-content\/page\/p-a$/);
  await panel.getByRole('button', { name: 'Show the results' }).click();
  await expect(panel.getByRole('group', { name: 'Find options' })).toBeVisible();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    /^Arrival/,
    /^Crossing/,
    /^Ending/,
  ]);
});

test('Replace all, then Undo from Backups puts every page back', async ({ page }) => {
  await openBook(page);
  const before = await storedPages(page);
  const panel = await openFind(page);
  await panel.getByRole('searchbox', { name: 'Find' }).fill('marrow');
  await panel.getByRole('button', { name: 'Show replace' }).click();
  await panel.getByRole('textbox', { name: 'Replace with' }).fill('harrow');
  await expect(panel.getByRole('status').first()).toHaveText('Matches: 7 · Pages: 4');
  await panel.getByRole('button', { name: 'Replace all' }).click();
  await expect(panel.getByText('Replaced. Matches: 7 · Pages: 4')).toBeVisible();
  expect((await storedPages(page))['p-d']).toBe('<p>The harrowbone stays as it is.</p>');
  await panel.getByRole('button', { name: 'Close find' }).click();

  await page.goto('/misc/backups');
  await page
    .getByRole('button', { name: /^Undo: Before replacing 'marrow' with 'harrow'/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Undo this replace?' });
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone. Pages back as they were: 4')).toBeVisible();
  expect(await storedPages(page)).toEqual(before);
});

test('an invalid regular expression is explained, and the shortcut is listed', async ({ page }) => {
  await openBook(page);
  const panel = await openFind(page);
  await panel.getByRole('button', { name: 'Regular expression' }).click();
  await panel.getByRole('searchbox', { name: 'Find' }).fill('(Marrow');
  await expect(panel.getByRole('status').first()).toHaveText(
    /^This regular expression cannot be used: /,
  );
  await panel.getByRole('searchbox', { name: 'Find' }).fill('(M)arrow\\b');
  await expect(panel.getByRole('status').first()).toHaveText('Matches: 6 · Pages: 3');
  // F3 goes to the next match through the book.
  await page.keyboard.press('F3');
  await expect(page).toHaveURL(/\/body-content\/page\/p-a$/);
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('Marrow');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  await expect(
    page.getByRole('row', { name: /Ctrl\+Shift\+F Find and replace in the book/ }),
  ).toBeVisible();
});

test('Rename in the book… on an atlas record opens the replace preview with its name as a whole word', async ({
  page,
}) => {
  await openBook(page);
  await page.goto('/world-atlas/characters');
  await page.getByRole('button', { name: 'New character' }).click();
  await page.waitForURL(/\/world-atlas\/characters\/\d+$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Marrow');
  await page.getByRole('button', { name: 'Rename in the book…' }).click();
  const panel = page.getByRole('region', { name: 'Find in the book' });
  await expect(panel.getByRole('searchbox', { name: 'Find' })).toHaveValue('Marrow');
  await expect(panel.getByRole('button', { name: 'Whole word' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByRole('button', { name: 'Match case' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByRole('textbox', { name: 'Replace with' })).toBeVisible();
  // "Marrow" as written (not MARROW, not marrowbone): five in three pages.
  await expect(panel.getByRole('status').first()).toHaveText('Matches: 5 · Pages: 3');
});

test('the find panel at 1440, 1024 and 420 px, dark, and in Arabic', async ({ page }, info) => {
  await openBook(page);
  const shoot = async (name: string, title?: string) => {
    const panel = await openFind(page, title);
    await panel.getByRole('searchbox').fill('marrow');
    await panel
      .getByRole('button')
      .filter({ has: page.locator('svg.lucide-chevron-right') })
      .click();
    await panel.getByRole('textbox').first().fill('Harrow');
    await expect(panel.locator('ins').first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`find-${name}.png`) });
    // Nothing of the panel lies outside the window.
    const box = await panel.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width + 1).toBe(true);
  };
  for (const width of [1440, 1024, 420]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/body-content/page/p-a');
    await shoot(`${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/body-content/page/p-a');
  await shoot('dark');
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('locale', 'ar');
  });
  await page.goto('/body-content/page/p-a');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot('ar', 'البحث في الكتاب');
});
