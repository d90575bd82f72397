/**
 * Writing sessions (pomodoro): an author switches them on in the Tools panel, writes through a
 * session, a short break and, after the fourth session, a long break, sees the notice with the
 * words written, keeps the timer through serenity mode and a reload, and finds the settings
 * again in the saved book. Time passes on Playwright's clock, installed before the app loads.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { fileMenu, openBookFile, readOpfs, usePickersOnOpfs } from './support/book-files';
import { openPanel, togglePanel } from './support/panels';

const MONDAY_9AM = new Date('2026-03-02T09:00:00');

/** A clock face at `minutes` or a few seconds under (the clock keeps running while the test works). */
const nearly = (minutes: number) =>
  new RegExp(
    `^(${String(minutes).padStart(2, '0')}:00|${String(minutes - 1).padStart(2, '0')}:[45]\\d)$`,
  );

const toolbarTimer = (page: Page) => page.getByRole('group', { name: 'Writing session timer' });
const noticeNamed = (page: Page, name: string) => page.getByRole('region', { name });

async function switchSessionsOn(page: Page) {
  const tools = await openPanel(page, 'Tools');
  await tools.getByRole('checkbox', { name: 'Use writing sessions (pomodoro)' }).check();
  return tools;
}

test('a session runs through writing, a short break and a long break, and counts the words', async ({
  page,
}) => {
  await page.clock.install({ time: MONDAY_9AM });
  await page.goto('/body-content/prologue');
  const tools = await switchSessionsOn(page);
  const panelTimer = tools.getByRole('timer', { name: 'Writing time left' });
  await expect(panelTimer).toHaveText('25:00');
  await expect(tools.getByRole('spinbutton', { name: 'Writing session' })).toHaveValue('25');
  await expect(tools.getByRole('spinbutton', { name: 'Short break' })).toHaveValue('5');
  await expect(tools.getByRole('spinbutton', { name: 'Long break' })).toHaveValue('15');
  await togglePanel(page, 'Tools');

  // Start from the toolbar, by keyboard.
  const timer = toolbarTimer(page);
  await timer.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
  await expect(timer.getByRole('timer', { name: 'Writing time left' })).toHaveText(nearly(25));

  const box = page.getByRole('textbox', { name: 'Prologue' });
  await box.click();
  await page.keyboard.type('The rain had not stopped for three days');
  await page.clock.fastForward('10:00');
  await expect(timer.getByRole('timer', { name: 'Writing time left' })).toHaveText(nearly(15));

  // A pause keeps the time left, however long it lasts.
  await timer.getByRole('button', { name: 'Pause' }).click();
  const paused = timer.getByRole('timer', { name: 'Writing time left (paused)' });
  const left = await paused.textContent();
  await page.clock.fastForward('30:00');
  await expect(paused).toHaveText(left ?? '');
  await timer.getByRole('button', { name: 'Resume' }).click();

  // The time left stays on screen in serenity mode.
  await page.getByRole('button', { name: 'Serenity mode' }).click();
  await expect(toolbarTimer(page).getByRole('timer', { name: 'Writing time left' })).toHaveText(
    nearly(15),
  );
  await page.clock.fastForward('15:00');
  const done = noticeNamed(page, 'Writing session complete');
  await expect(done).toBeVisible();
  await expect(done.getByRole('alert')).toContainText('Words written in this session: 8');
  await expect(done.getByRole('alert')).toContainText('Time for a short break: 5 min.');
  await expect(toolbarTimer(page).getByRole('timer', { name: 'Short break time left' })).toHaveText(
    nearly(5),
  );
  await page.getByRole('button', { name: 'Full UI' }).click();

  await page.clock.fastForward('05:00');
  const breakOver = noticeNamed(page, 'Break over');
  await expect(breakOver).toBeVisible();
  await breakOver.getByRole('button', { name: 'Start writing' }).click();
  await expect(breakOver).toBeHidden();
  await expect(timer.getByRole('timer', { name: 'Writing time left' })).toHaveText(nearly(25));

  // Sessions two and three: each followed by a short break, ended early from the notice.
  // In the second, the words typed just before the bell count too.
  for (let session = 2; session <= 3; session += 1) {
    if (session === 2) {
      await page.clock.fastForward('24:30');
      await box.press('End');
      await page.keyboard.type(' and the river rose');
      await page.clock.fastForward('00:30');
    } else {
      await page.clock.fastForward('25:00');
    }
    await expect(noticeNamed(page, 'Writing session complete')).toContainText('short break');
    await expect(noticeNamed(page, 'Writing session complete')).toContainText(
      `Words written in this session: ${session === 2 ? 4 : 0}`,
    );
    await noticeNamed(page, 'Writing session complete')
      .getByRole('button', { name: 'End the break and write' })
      .click();
    await expect(timer.getByRole('timer', { name: 'Writing time left' })).toHaveText(nearly(25));
  }

  // The fourth session ends with a long break.
  await page.clock.fastForward('25:00');
  const fourth = noticeNamed(page, 'Writing session complete');
  await expect(fourth).toContainText('Four sessions done. Time for a long break: 15 min.');
  await expect(timer.getByRole('timer', { name: 'Long break time left' })).toHaveText(nearly(15));
  const panel = await openPanel(page, 'Tools');
  await expect(panel.getByText('Sessions completed: 4')).toBeVisible();
  await expect(panel.getByText('Words written in the last session: 0')).toBeVisible();
  for (const part of ['.writing-session-panel', '.session-notice', '.session-timer--toolbar']) {
    expect(await seriousViolations(page, part)).toEqual([]);
  }
  await page.clock.fastForward('15:00');
  await expect(noticeNamed(page, 'Break over')).toBeVisible();

  // Reset starts a fresh cycle.
  await panel.getByRole('button', { name: 'Reset' }).click();
  await expect(panel.getByText('Sessions completed: 0')).toBeVisible();
  await expect(noticeNamed(page, 'Break over')).toBeHidden();
});

test('a running session continues after a reload, and Skip moves on at once', async ({ page }) => {
  await page.clock.install({ time: MONDAY_9AM });
  await page.goto('/body-content/prologue');
  await switchSessionsOn(page);
  await togglePanel(page, 'Tools');
  const timer = toolbarTimer(page);
  await timer.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward('05:00');
  await expect(timer.getByRole('timer', { name: 'Writing time left' })).toHaveText(nearly(20));

  await page.reload();
  await expect(toolbarTimer(page).getByRole('timer', { name: 'Writing time left' })).toHaveText(
    nearly(20),
  );
  await toolbarTimer(page).getByRole('button', { name: 'Skip' }).click();
  await expect(noticeNamed(page, 'Writing session complete')).toBeVisible();
  await expect(toolbarTimer(page).getByRole('timer', { name: 'Short break time left' })).toHaveText(
    nearly(5),
  );
});

test('a large notice is a dialog, and the settings are kept in the saved book', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.clock.install({ time: MONDAY_9AM });
  await page.goto('/body-content/prologue');
  const tools = await switchSessionsOn(page);
  const work = tools.getByRole('spinbutton', { name: 'Writing session' });
  await work.fill('50');
  await work.press('Tab');
  const short = tools.getByRole('spinbutton', { name: 'Short break' });
  await short.fill('0');
  await short.press('Tab');
  await expect(tools.getByRole('alert')).toHaveText('Enter whole minutes from 1 to 60.');
  await short.fill('10');
  await short.press('Tab');
  await expect(tools.getByRole('alert')).toBeHidden();
  await tools.getByRole('combobox', { name: 'Sound to play' }).selectOption({ label: 'Chime' });
  await tools.getByRole('combobox', { name: 'Notice size' }).selectOption({ label: 'Large' });
  await expect(tools.getByRole('timer', { name: 'Writing time left' })).toHaveText('50:00');

  await tools.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward('50:00');
  const dialog = page.getByRole('alertdialog', { name: 'Writing session complete' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Time for a short break: 10 min.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await fileMenu(page, 'Save file');
  await expect(
    page.getByRole('status').getByText('Book saved to new-book-title.json'),
  ).toBeVisible();
  const saved = (await readOpfs(page, 'picked', 'new-book-title.json')) ?? '';
  expect(saved).toMatch(/"session_length":\s*50/);

  // Change the settings, then open the saved book: its settings come back.
  const panel = await openPanel(page, 'Tools');
  await panel.getByRole('spinbutton', { name: 'Writing session' }).fill('30');
  await panel.getByRole('spinbutton', { name: 'Writing session' }).press('Tab');
  await panel.getByRole('checkbox', { name: 'Use writing sessions (pomodoro)' }).uncheck();
  await expect(toolbarTimer(page)).toBeHidden();
  await openBookFile(page, 'reopened.json', saved);
  const reopened = await openPanel(page, 'Tools');
  await expect(
    reopened.getByRole('checkbox', { name: 'Use writing sessions (pomodoro)' }),
  ).toBeChecked();
  await expect(reopened.getByRole('spinbutton', { name: 'Writing session' })).toHaveValue('50');
  await expect(reopened.getByRole('spinbutton', { name: 'Short break' })).toHaveValue('10');
  await expect(reopened.getByRole('combobox', { name: 'Sound to play' })).toHaveValue('chime');
  await expect(reopened.getByRole('combobox', { name: 'Notice size' })).toHaveValue('large');
  await expect(toolbarTimer(page)).toBeVisible();
});

test('a refused notification permission is said plainly and nothing else changes', async ({
  page,
}) => {
  await page.goto('/body-content/prologue');
  const tools = await switchSessionsOn(page);
  const system = tools.getByRole('checkbox', { name: /notify through the system/ });
  // Headless Chromium refuses notifications, as an author who clicks Block does.
  await system.click();
  await expect(tools.getByText('Notifications are blocked for this app.')).toBeVisible();
  await expect(system).not.toBeChecked();
  await expect(tools.getByRole('button', { name: 'Start' })).toBeEnabled();
});

/** Records the notifications a page shows, and stands for an app left in the background. */
async function recordNotifications(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __shown: string[] }).__shown = shown;
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(`${title}: ${options?.body ?? ''}`);
      }
    }
    window.Notification = Recorded as typeof Notification;
    Document.prototype.hasFocus = () => false;
  });
}
const shownIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);

test('where notifications are allowed, the end of a phase in the background notifies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await recordNotifications(page);
  await page.clock.install({ time: MONDAY_9AM });
  await page.goto('/body-content/prologue');
  const tools = await switchSessionsOn(page);
  await tools.getByRole('checkbox', { name: /notify through the system/ }).check();
  await expect(tools.getByRole('checkbox', { name: /notify through the system/ })).toBeChecked();
  await tools.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward('25:00');
  await expect(noticeNamed(page, 'Writing session complete')).toBeVisible();
  await expect
    .poll(() => shownIn(page))
    .toEqual([
      'Writing session complete: Words written in this session: 0\nTime for a short break: 5 min.',
    ]);
});

test('with two tabs open, both show the timer, one holds the bell, and it passes on', async ({
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await recordNotifications(context);
  await context.clock.install({ time: MONDAY_9AM });
  const first = await context.newPage();
  await first.goto('/body-content/prologue');
  const tools = await switchSessionsOn(first);
  await tools.getByRole('checkbox', { name: /notify through the system/ }).check();
  await tools.getByRole('button', { name: 'Start' }).click();
  const second = await context.newPage();
  await second.goto('/body-content/prologue');
  await expect(second.getByRole('timer', { name: 'Writing time left' }).first()).toBeAttached();
  // When the first tab closes, the second becomes the book's writer and loads the book again
  // (src/session/single-writer.ts): a query cut off by that reload is asked again.
  const bell = () =>
    second
      .evaluate(async () => {
        const locks = await navigator.locks.query();
        const mine = (l: LockInfo) => l.name === 'story-builder:writing-session-bell';
        return {
          held: locks.held?.filter(mine).length,
          waiting: locks.pending?.filter(mine).length,
        };
      })
      .catch((error: Error) => {
        if (/Execution context was destroyed|navigation/i.test(error.message)) return null;
        throw error;
      });
  await expect.poll(bell).toEqual({ held: 1, waiting: 1 });

  await context.clock.fastForward('25:00');
  for (const tab of [first, second]) {
    await expect(tab.getByRole('timer', { name: 'Short break time left' }).first()).toBeAttached();
  }
  const rings = async (tabs: Page[]) =>
    (await Promise.all(tabs.map(shownIn))).flat().filter((n) => n.startsWith('Writing'));
  await expect.poll(() => rings([first, second])).toHaveLength(1);

  // The first tab closes: the second takes the bell and rings at the end of the break.
  await first.close();
  await expect.poll(bell).toEqual({ held: 1, waiting: 0 });
  await expect(second.getByRole('timer', { name: 'Short break time left' }).first()).toBeAttached();
  await context.clock.fastForward('05:00');
  await expect(noticeNamed(second, 'Break over')).toBeVisible();
  await expect
    .poll(() => shownIn(second))
    .toContain('Break over: Start the next writing session when you are ready.');
});
