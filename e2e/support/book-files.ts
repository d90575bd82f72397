/**
 * Books on "disk" for end-to-end tests: the File System Access pickers answered with handles in
 * the origin-private file system (docs/spec/design.md §3), so the worker's real write path runs, plus reading
 * and writing those files, the File menu, and opening Page 1.
 *
 * Pickers: the save picker gives `picked/<window.__nextSaveName or the suggested name>`, the open
 * picker `picked/<window.__openName>`, the folder picker `<window.__folderName or 'project'>`.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { togglePanel } from './panels';

/** Answers the pickers from private storage (call before the first `goto`). */
export async function usePickersOnOpfs(page: Page, options: { faults?: boolean } = {}) {
  await page.addInitScript((faults) => {
    if (faults) localStorage.setItem('story-builder:e2e-faults', '1');
    const w = window as unknown as Record<string, unknown>;
    const dir = async (name: string) =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
    w.showSaveFilePicker = async (o: { suggestedName?: string }) => {
      const name = (w.__nextSaveName as string | undefined) ?? o.suggestedName ?? 'book.json';
      return (await dir('picked')).getFileHandle(name, { create: true });
    };
    w.showOpenFilePicker = async () => [
      await (await dir('picked')).getFileHandle(w.__openName as string),
    ];
    w.showDirectoryPicker = async () => dir((w.__folderName as string | undefined) ?? 'project');
  }, options.faults ?? false);
}

/**
 * Injects the worker's file faults (`{ fileWrite: 'disk-full' | 'close' | 'permission' | 'slow' }`,
 * see workers/files/faults.ts); needs `usePickersOnOpfs(page, { faults: true })`.
 */
export const injectFaults = (page: Page, faults: Record<string, unknown>) =>
  page.evaluate(async (f) => {
    const inject = (window as unknown as { __storyBuilderFaults: (f: unknown) => Promise<void> })
      .__storyBuilderFaults;
    await inject(f);
  }, faults);

/** Sets a window variable the pickers read (`__nextSaveName`, `__openName`, `__folderName`). */
export const setPickerAnswer = (page: Page, key: string, value: string) =>
  page.evaluate(
    ([k, v]) => {
      (window as unknown as Record<string, unknown>)[k as string] = v;
    },
    [key, value],
  );

/** A file's text in private storage, or null when it does not exist. */
export async function readOpfs(page: Page, folder: string, name: string): Promise<string | null> {
  return page.evaluate(
    async ([f, n]) => {
      try {
        const d = await (await navigator.storage.getDirectory()).getDirectoryHandle(f as string);
        return await (await (await d.getFileHandle(n as string)).getFile()).text();
      } catch {
        return null;
      }
    },
    [folder, name],
  );
}

/** A file's bytes in private storage (a zip, an EPUB), or null when it does not exist. */
export async function readOpfsBytes(
  page: Page,
  folder: string,
  name: string,
): Promise<Buffer | null> {
  const base64 = await page.evaluate(
    async ([f, n]) => {
      try {
        const d = await (await navigator.storage.getDirectory()).getDirectoryHandle(f as string);
        const bytes = new Uint8Array(
          await (await (await d.getFileHandle(n as string)).getFile()).arrayBuffer(),
        );
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      } catch {
        return null;
      }
    },
    [folder, name],
  );
  return base64 === null ? null : Buffer.from(base64, 'base64');
}

/** Removes a file from private storage (an earlier export, so the next one is seen anew). */
export async function removeOpfs(page: Page, folder: string, name: string) {
  await page.evaluate(
    async ([f, n]) => {
      const d = await (await navigator.storage.getDirectory()).getDirectoryHandle(f as string);
      await d.removeEntry(n as string);
    },
    [folder, name],
  );
}

/** Puts a file in private storage. */
export async function writeOpfs(page: Page, folder: string, name: string, text: string) {
  await page.evaluate(
    async ([f, n, t]) => {
      const root = await navigator.storage.getDirectory();
      const d = await root.getDirectoryHandle(f as string, { create: true });
      const w = await (await d.getFileHandle(n as string, { create: true })).createWritable();
      await w.write(t as string);
      await w.close();
    },
    [folder, name, text],
  );
}

/** Chooses `item` in the toolbar's File menu. */
export async function fileMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * File > Open file on a book whose text is `text`: the file is put where the open picker looks
 * (`picked/<name>`), "Open without saving" answered if the open book has unsaved changes,
 * "Replace this book with the file" if the file holds the open book, and the app's reload after
 * the import is awaited.
 */
export async function openBookFile(page: Page, name: string, text: string) {
  await writeOpfs(page, 'picked', name, text);
  await setPickerAnswer(page, '__openName', name);
  const reloaded = page.waitForEvent('load');
  await fileMenu(page, 'Open file');
  const question = page.getByRole('dialog', { name: 'Save this book before opening another?' });
  // A file of the open book itself offers to merge it (issue 31): opening it replaces the book.
  const offer = page.getByRole('dialog', { name: 'Merge this copy into your book?' });
  // Both questions come at once after the click, if at all: the waits end soon either way.
  const answer = (dialog: Locator, name: string) =>
    dialog
      .getByRole('button', { name })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
  await Promise.race([
    reloaded,
    Promise.all([
      answer(question, 'Open without saving'),
      answer(offer, 'Replace this book with the file'),
    ]),
  ]);
  await reloaded;
}

/** Opens Page 1 of the book from the Chapters panel. */
export async function openPage1(page: Page) {
  await page.goto('/body-content/chapters');
  const tree = await togglePanel(page, 'Chapters');
  await tree.getByText('Page 1').first().click();
  if (!/\/body-content\/page\//.test(page.url()))
    await tree.getByText('Page 1').first().press('Enter');
  await expect(page.getByRole('textbox', { name: 'Page 1' })).toBeVisible();
}

/** File > Save file as `name` (the save picker answered), once saved; returns the file's text. */
export async function saveBookAs(page: Page, name: string): Promise<string> {
  await setPickerAnswer(page, '__nextSaveName', name);
  await fileMenu(page, 'Save file as');
  await expect(page.getByRole('status').getByText(`Book saved to ${name}`)).toBeVisible();
  return (await readOpfs(page, 'picked', name)) ?? '';
}
