/**
 * Comments in the Word export (issue 31 item 5) with the real sync server: the owner of a
 * shared book comments on a word and on text across two paragraphs, replies and resolves; File
 * → Export to Word offers "Include comments" (off), and with it the .docx carries them as Word
 * comments (word/comments.xml, each range around its text); without it, none. A book without
 * comments is not offered the choice. Reopened, the page's threads never say their text was
 * deleted while the page's document loads. `E2E_SHOTS=<dir>` also takes screenshots of the dialog
 * (light and dark, 1440 and 420 px wide, Arabic).
 */
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  fileMenu,
  openPage1,
  readOpfsBytes,
  saveBookAs,
  usePickersOnOpfs,
} from './support/book-files';
import { shareBook } from './support/sharing';
import { expect, test } from './support/sync-server';

const SHOTS = process.env.E2E_SHOTS;
const page1 = (page: Page) => page.getByRole('textbox', { name: 'Page 1' });
const panel = (page: Page) => page.getByRole('region', { name: 'Comments' });
const threads = (page: Page) => panel(page).getByRole('list', { name: 'Comment threads' });

/** Selects from the start of `from` to the end of `to` in the page, as a mouse would. */
async function selectText(page: Page, from: string, to = from) {
  await page1(page).evaluate(
    (root, [first, last]) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
      const start = texts.find((t) => t.data.includes(first as string));
      const end = texts.find((t) => t.data.includes(last as string));
      if (!start || !end) throw new Error(`"${first}" or "${last}" is not in the page`);
      const range = document.createRange();
      range.setStart(start, start.data.indexOf(first as string));
      range.setEnd(end, end.data.indexOf(last as string) + (last as string).length);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    },
    [from, to],
  );
}

async function comment(page: Page, quote: string, text: string) {
  await panel(page).getByRole('button', { name: 'Add comment' }).click();
  await panel(page)
    .getByRole('textbox', { name: `Comment on “${quote}”` })
    .fill(text);
  await panel(page).getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(threads(page).getByText(text)).toBeVisible();
}

/** File → Export to Word, with or without the comments; the .docx's parts. */
async function exportWord(page: Page, withComments: boolean) {
  await fileMenu(page, 'Export to Word');
  const dialog = page.getByRole('dialog', { name: 'Export to Word' });
  const include = dialog.getByRole('checkbox', { name: 'Include comments' });
  // Offered, off: asked for one export at a time.
  await expect(include).not.toBeChecked();
  await expect(
    dialog.getByText('Comment threads in this book: 2 (resolved: 1).', { exact: false }),
  ).toBeVisible();
  if (withComments) await include.check();
  const fileName = ((await dialog.getByText(/^File: /).textContent()) ?? '').match(
    /File: (\S+\.docx)/,
  )?.[1] as string;
  expect(fileName).toBeTruthy();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Exported ${fileName}.`, {
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const bytes = await readOpfsBytes(page, 'picked', fileName);
  expect(bytes).not.toBeNull();
  const files = unzipSync(new Uint8Array(bytes as Buffer));
  return (name: string) => (files[name] ? strFromU8(files[name] as Uint8Array) : null);
}

/** The text inside each comment's range in document.xml (¶ between paragraphs), by id. */
function ranges(document: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of document.matchAll(/<w:commentRangeStart w:id="(\d+)"\/>/g)) {
    const id = match[1] as string;
    const end = document.indexOf(`<w:commentRangeEnd w:id="${id}"/>`, match.index);
    out[id] = [...document.slice(match.index, end).matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<\/w:p>/g)]
      .map((m) => (m[0] === '</w:p>' ? '¶' : m[1]))
      .join('');
  }
  return out;
}

test('Word export: comments as Word comments when asked, none otherwise', async ({
  page,
  sync,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/body-content/chapters');
  await expect(page.getByRole('tree', { name: 'Book structure' }).first()).toBeVisible();
  // A book without comments is not asked.
  await fileMenu(page, 'Export to Word');
  const first = page.getByRole('dialog', { name: 'Export to Word' });
  await expect(first.getByText(/^File: /)).toBeVisible();
  await expect(first.getByRole('checkbox', { name: 'Include comments' })).toHaveCount(0);
  await first.getByRole('button', { name: 'Close' }).click();

  await saveBookAs(page, 'commented.json');
  await shareBook(page, sync.url, 'Ana Lima');
  await page
    .getByRole('dialog', { name: 'Share and sync' })
    .getByRole('button', { name: 'Close' })
    .click();
  await openPage1(page);
  await expect(page.getByRole('button', { name: 'Sync: Synced' })).toBeVisible();
  // The shared page takes keys once its document is bound.
  await expect(page1(page)).toHaveAttribute('contenteditable', 'true');
  await page1(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('The brave little ship sailed on.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Night fell on the harbour.');
  await expect(page1(page)).toContainText('The brave little ship sailed on.');

  await selectText(page, 'brave');
  await comment(page, 'brave', 'Too strong a word?');
  const brave = threads(page).getByRole('listitem', { name: 'Comment by Ana Lima' }).first();
  await brave.getByRole('button', { name: 'Reply' }).click();
  await brave.getByRole('textbox', { name: 'Reply to Ana Lima' }).fill('Keep it.');
  await brave.getByRole('button', { name: 'Send reply' }).click();
  await expect(brave.getByText('Keep it.')).toBeVisible();
  await selectText(page, 'sailed', 'Night');
  await comment(page, 'sailed on. Night', 'Join these?');
  await threads(page)
    .getByRole('listitem')
    .filter({ hasText: 'Join these?' })
    .getByRole('button', { name: 'Resolve' })
    .click();
  await expect(threads(page).getByText('Join these?')).toBeHidden();

  // Reopened, the page's comments never say their text was deleted while the page loads.
  await page.addInitScript(() => {
    const w = window as unknown as { sawGone: boolean };
    w.sawGone = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('has been deleted')) w.sawGone = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(
    threads(page).getByRole('button', { name: 'Show in the page: brave' }),
  ).toBeVisible();
  await expect(page1(page)).toContainText('Night fell on the harbour.');
  expect(await page.evaluate(() => (window as unknown as { sawGone: boolean }).sawGone)).toBe(
    false,
  );

  if (SHOTS) await screenshots(page, SHOTS);

  const withComments = await exportWord(page, true);
  const comments = withComments('word/comments.xml') ?? '';
  for (const text of ['Too strong a word?', 'Keep it.', 'Join these?', 'w:author="Ana Lima"'])
    expect(comments).toContain(text);
  expect(ranges(withComments('word/document.xml') ?? '')).toEqual({
    '0': 'brave',
    '1': 'brave',
    '2': 'sailed on.¶Night',
  });
  expect(withComments('word/commentsExtended.xml')).toContain('w15:done="1"');

  const without = await exportWord(page, false);
  expect(without('word/comments.xml')).toBeNull();
  expect(without('word/document.xml')).not.toContain('commentRange');
  expect(without('word/document.xml')).toContain('brave little ship');
});

async function screenshots(page: Page, dir: string) {
  // The dialog over the page, without the Chapters panel (a drawer on a narrow screen).
  const toggle = page.getByRole('button', { name: 'Chapters panel', exact: true });
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  /** The dialog open with the comments asked for, at 1440 px, then at 420 px. */
  const shoot = async (name: string, open: () => Promise<void>, label: string) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open();
    const dialog = page.locator('dialog.export-dialog');
    await dialog.getByRole('checkbox', { name: label }).check();
    for (const width of [1440, 420]) {
      await page.setViewportSize({ width, height: 900 });
      await dialog.locator('.export-dialog__comments').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/export-comments-${name}-${width}.png` });
      await dialog.screenshot({ path: `${dir}/export-comments-${name}-${width}-dialog.png` });
    }
    // Close (the first button of its row, in any language).
    await dialog.locator('.button-row .button').first().click();
    await expect(dialog).toBeHidden();
  };
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await shoot(theme, () => fileMenu(page, 'Export to Word'), 'Include comments');
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(
    'ar',
    async () => {
      await page.getByRole('button', { name: 'ملف', exact: true }).click();
      await page.getByRole('menuitem', { name: /Word/ }).click();
    },
    'تضمين التعليقات',
  );
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page1(page)).toBeVisible();
}
