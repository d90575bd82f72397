/**
 * Hostile clipboard HTML is cleaned in an inert document (issue 23, item 5): pasting every entry
 * of the sanitiser's hostile corpus into a page, and dropping it, raises no security-policy
 * report at all (an inline handler or style reaching the live document would), runs nothing,
 * and the clean text of a benign paste still lands.
 */
import { expect, test } from '@playwright/test';
import { SANITIZE_CORPUS } from '../tests/sanitize-corpus';
import { openPageByName } from './support/pages';

test('pasting and dropping the hostile corpus raises no policy report and runs nothing', async ({
  page,
}) => {
  const reports: string[] = [];
  await page.exposeFunction('__violation', (text: string) => reports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __violation: (t: string) => void }).__violation(
        `${event.violatedDirective} ${event.sample} @ ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) reports.push(message.text());
  });
  await openPageByName(page, 'Page 1');
  const box = page.getByRole('textbox', { name: 'Page 1' });
  await box.click();
  const hostile = SANITIZE_CORPUS.map((c) => c.html);
  const ran = await box.evaluate(async (element, inputs) => {
    const w = window as unknown as { __ran?: number; alert: () => void };
    w.__ran = 0;
    w.alert = () => {
      w.__ran = (w.__ran ?? 0) + 1;
    };
    for (const [i, html] of inputs.entries()) {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'x');
      const type = i % 2 === 0 ? 'paste' : 'drop';
      const event =
        type === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    await new Promise((r) => setTimeout(r, 300));
    return w.__ran;
  }, hostile);
  expect(ran, 'no pasted script or handler ran').toBe(0);
  expect(reports, 'no security-policy report').toEqual([]);
  await expect(box.locator('[onerror], [onclick], [onload], [style], script')).toHaveCount(0);

  // A benign paste still lands, cleaned.
  await box.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p style="color:red" onclick="alert(1)">Kept <b>words</b></p>');
    data.setData('text/plain', 'Kept words');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  await expect(box).toContainText('Kept words');
  expect(reports).toEqual([]);
});
