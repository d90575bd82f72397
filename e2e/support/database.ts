/** What the browser's database holds, read with raw IndexedDB as the worker left it. */
import type { Page } from '@playwright/test';

/** True once the database holds `word` in a page of the book. */
export const databaseHas = (page: Page, word: string) =>
  page.evaluate(
    (w) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('storyBuilderV2');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('tree_nodes').objectStore('tree_nodes').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.some((n: { content?: string }) => n.content?.includes(w)));
          };
          all.onerror = () => resolve(false);
        };
      }),
    word,
  );
