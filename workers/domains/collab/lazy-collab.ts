/**
 * The collab domain as the facade composes it, loaded on first use: Yjs and the compressor are
 * parsed when a book first needs them (a merge, a save, a shared page), not at every start of
 * the worker (workers/start-up-imports.test.ts; issue 26, item 8). Only types are imported here.
 */
import type { AnyRecord } from '../../contract/records';
import type { DbSession } from '../../db/session';
import type { BookJsonExtra } from '../../files/book-json';
import type { CollabHandlers, CollabPorts } from './handlers';
import { syncSettingsHandlers } from './sync-settings';

/** The sync settings: read at every start, so answered without loading the rest (or Yjs). */
const EAGER = ['getSyncSettings', 'setSyncSettings'] as const;

/** Every other method of the domain (the compiler checks none is missing). */
const METHODS = [
  'pageYState',
  'storePageYUpdate',
  'commentsYState',
  'storeCommentsYUpdate',
  'pagesWithStaleYState',
  'bookYState',
  'storeBookYUpdate',
  'fileHoldsThisBook',
  'mergeBookBegin',
  'mergePageInputs',
  'mergePageDone',
  'mergeBookEnd',
  'joinSharedBook',
  'pagesToFetch',
  'storeFetchedPage',
] as const satisfies ReadonlyArray<keyof CollabHandlers>;

type Unlisted = Exclude<keyof CollabHandlers, (typeof METHODS)[number] | (typeof EAGER)[number]>;
const everyMethodListed: [Unlisted] extends [never] ? true : never = true;

/** The domain's handlers; the module loads at the first call. */
export function lazyCollabHandlers(session: DbSession, ports: CollabPorts): CollabHandlers {
  void everyMethodListed;
  let loaded: Promise<CollabHandlers> | null = null;
  const handlers = () => {
    loaded ??= import('./handlers').then((m) => m.createCollabHandlers(session, ports));
    return loaded;
  };
  const entries = METHODS.map((name) => [
    name,
    async (...args: unknown[]) =>
      ((await handlers())[name] as (...a: unknown[]) => Promise<unknown>)(...args),
  ]);
  return { ...Object.fromEntries(entries), ...syncSettingsHandlers(session) } as CollabHandlers;
}

/** The book file's `collab` block (file-block.ts), its rows kept until the module is loaded. */
export function lazyCollabFileWriter(session: DbSession): BookJsonExtra {
  const chunks: Array<[string, readonly AnyRecord[]]> = [];
  return {
    rows: (table, rows) => {
      chunks.push([table, rows]);
    },
    finish: async () => {
      const writer = (await import('./file-block')).collabFileWriter(session);
      for (const [table, rows] of chunks) writer.rows(table, rows);
      return writer.finish();
    },
  };
}

/** Keeps the Yjs state a just-opened book file's text carries (nothing loaded without one). */
export async function restoreCollabFromText(session: DbSession, text: string): Promise<number> {
  if (!text.includes('\n  "collab": ')) return 0;
  const block = await import('./file-block');
  return block.restoreCollabBlock(session, block.collabBlockOf(text));
}
