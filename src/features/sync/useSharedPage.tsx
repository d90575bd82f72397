/**
 * What the page canvas needs to edit a page of a shared book: the collaboration plugin to put
 * in the editor (in place of its local history), whether the page may be changed, and whether
 * its state is still loading. Null for a book that is not shared (the editor stays as it is).
 */
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import { type SyncRole, syncSettingsAtom, writesText } from './sync-settings';

// The collaboration's code (Yjs, Hocuspocus, the binding) loads with the first shared page.
const SharedPagePlugin = lazy(() =>
  import('./SharedPagePlugin').then((m) => ({ default: m.SharedPagePlugin })),
);

export interface SharedPage {
  /** The editor's collaboration (null while the page's state loads). */
  collaboration: ReactNode | null;
  /** The role may not change the text (reader, commenter). */
  readOnly: boolean;
  role: SyncRole;
  /** The editor's React key: one editor edits one page's document on one server. */
  key: string;
}

/**
 * `pageId`: the tree page shown (null for a single section or an appendix, which stay local);
 * `loadState`: the page's Y state in this browser, brought up to its stored HTML (made from the
 * HTML when it has none), which the shared document starts from; `writtenElsewhere`: another
 * tab writes the book (the page is shown, not edited).
 */
export function useSharedPage(
  pageId: string | null,
  loadState: (pageId: string) => Promise<Uint8Array>,
  writtenElsewhere = false,
): SharedPage | null {
  const settings = useAtomValue(syncSettingsAtom);
  const [loaded, setLoaded] = useState<{ pageId: string; state: Uint8Array } | null>(null);
  const shared = settings !== null && pageId !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's state is read once, when the page opens.
  useEffect(() => {
    if (!shared || pageId === null) return;
    let live = true;
    loadState(pageId).then(
      (state) => {
        if (live) setLoaded({ pageId, state });
      },
      (error: unknown) => {
        // Without this browser's state the page starts from the server's alone.
        console.error('Shared page state', error);
        if (live) setLoaded({ pageId, state: new Uint8Array() });
      },
    );
    return () => {
      live = false;
    };
  }, [shared, pageId]);
  if (!settings || pageId === null) return null;
  const ready = loaded !== null && loaded.pageId === pageId;
  return {
    collaboration: ready ? (
      <Suspense fallback={null}>
        <SharedPagePlugin
          settings={settings}
          pageId={pageId}
          localState={loaded.state.byteLength > 2 ? loaded.state : null}
          editable={writesText(settings.role) && !writtenElsewhere}
          storeUpdate={storeUpdate}
        />
      </Suspense>
    ) : null,
    readOnly: !writesText(settings.role),
    role: settings.role,
    key: `${pageId} ${settings.server} ${settings.secret}`,
  };
}

/** Keeps a page's Y update in this browser (the worker validates and compacts). */
function storeUpdate(pageId: string, update: Uint8Array): void {
  void showIfFailed(workerApi().storePageYUpdate(pageId, update));
}
