/**
 * Two tabs of one book (issue 23, item 7): one writes, the other shows the book read-only and
 * follows the writer's saves; "Use this tab instead" hands the book over and the handover holds
 * while the former writer keeps typing.
 */
import { expect, type Page, test } from '@playwright/test';
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
