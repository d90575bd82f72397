/**
 * What runs for the whole visit, beside the interface: the open book (with the drafts a closed tab
 * left), settings and metrics kept in step, a new book's template text in the interface language, the warning before closing with unsaved work, the
 * project's remembered folder, persistent storage, leftover swap files, and fetching the editor's
 * code once the first screen is up.
 */
import { useEffect } from 'react';
import { replayAtlasDrafts } from '../features/atlas';
import { providePageCollab, restoreProject } from '../features/files';
import { replayNoteDrafts } from '../features/notes';
import { useAppSettingsSync } from '../session/app-settings';
import { useBookMetricsSync } from '../session/book-metrics';
import { type DraftReplay, useBookSync } from '../session/useBookSync';
import { useTemplateLanguage } from '../session/useTemplateLanguage';
import { useUnsavedGuard } from '../session/useUnsavedGuard';
import { workerApi } from '../worker-client/client';
import { showIfFailed } from '../worker-client/failures';
import { rightColumn } from './shell/lazy-panels';

/**
 * The front matter's replay, loaded by itself: its module cleans typed markup with DOMPurify,
 * which stays out of the first download (fetched as the first screen renders, below).
 */
const frontMatter = () => import('../features/front-matter');
const replayRecordDrafts: DraftReplay = async (documentId) => {
  try {
    return (await frontMatter()).replayRecordDrafts(documentId);
  } catch (error) {
    // The drafts stay in the journal: the next start replays them.
    console.error('The Book info drafts could not be replayed; they are kept', error);
    return 0;
  }
};

const REPLAYS = [replayRecordDrafts, replayAtlasDrafts, replayNoteDrafts];

// The page editor's Yjs side for Open file's merge and the pages' first Y states (issue 31),
// loaded on first use: files cannot import the page feature (which uses files).
providePageCollab(async () => {
  // Through the page door, imported when first needed: statically it would bring the editor
  // into the start-up download.
  const collab = await (await import('../features/page')).loadPageCollab();
  return {
    mergeCopy: (file, options) => collab.mergeCopyIntoBook(workerApi(), file, options),
    bootstrapPageStates: (options) => collab.bootstrapMissingPageStates(workerApi(), options),
    pageHtmlOfState: (pageId, state) => collab.yStateToPageHtml(pageId, state),
    pageStateOf: (pageId) => collab.loadPageYState(workerApi(), pageId),
  };
});

export function AppServices(): null {
  useBookSync(REPLAYS);
  useAppSettingsSync();
  useBookMetricsSync();
  useUnsavedGuard();
  useTemplateLanguage();
  useEffect(() => {
    // Fetched now, while the worker opens the book, so the replay does not wait for it.
    frontMatter().catch(() => undefined);
    void restoreProject();
    // Ask the browser to keep this site's storage (the working copy of the book) under pressure.
    void navigator.storage?.persist?.().catch(() => false);
    void showIfFailed(workerApi().cleanStaleSwapFiles());
    // Once the first screen is up, fetch the editor's code while the author looks around.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => {
      void import('../features/page/PageRoutes');
      void import('../features/sections/SectionPage');
      void import('../features/front-matter/copyright/CopyrightPage');
      void rightColumn.preload().catch(() => undefined);
    });
  }, []);
  return null;
}
