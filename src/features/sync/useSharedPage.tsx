/**
 * What the page canvas needs to edit a page of a shared book: the collaboration plugin to put
 * in the editor (in place of its local history), whether the page may be changed, and whether
 * its state is still loading. Null for a book that is not shared (the editor stays as it is).
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useAtomValue } from '../../state/jotai';
import { loadPageYState, storePageYUpdate } from './local-page-state';
import { SharedPagePlugin } from './SharedPagePlugin';
import { type SyncRole, syncSettingsAtom, writesText } from './sync-settings';

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
 * `bootstrap`: the page's Y state made from its stored HTML, when this browser has none.
 */
export function useSharedPage(
  pageId: string | null,
  bootstrap: () => Uint8Array,
): SharedPage | null {
  const settings = useAtomValue(syncSettingsAtom);
  const [loaded, setLoaded] = useState<{ pageId: string; state: Uint8Array } | null>(null);
  const shared = settings !== null && pageId !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's HTML is read once, when the page opens.
  useEffect(() => {
    if (!shared || pageId === null) return;
    let live = true;
    void loadPageYState(pageId, bootstrap).then((state) => {
      if (live) setLoaded({ pageId, state });
    });
    return () => {
      live = false;
    };
  }, [shared, pageId]);
  if (!settings || pageId === null) return null;
  const ready = loaded !== null && loaded.pageId === pageId;
  return {
    collaboration: ready ? (
      <SharedPagePlugin
        settings={settings}
        pageId={pageId}
        localState={loaded.state.byteLength > 2 ? loaded.state : null}
        storeUpdate={(update) => storePageYUpdate(pageId, update)}
      />
    ) : null,
    readOnly: !writesText(settings.role),
    role: settings.role,
    key: `${pageId} ${settings.server} ${settings.secret}`,
  };
}
