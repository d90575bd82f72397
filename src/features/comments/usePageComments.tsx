/**
 * The comments of a shared page, for the page canvas: the plugin to put in its editor (beside
 * the collaboration) and the panel to show beside the page. Null for a page that is not shared
 * (or while its comments load). The comments' code loads with the first shared page.
 */
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from '../../state/jotai';
import { syncSettingsAtom } from '../sync';
import type { CommentsSession } from './comments-session';
import { localComments } from './local-comments';

const CommentsPlugin = lazy(() =>
  import('./CommentsPlugin').then((m) => ({ default: m.CommentsPlugin })),
);
const CommentsPanel = lazy(() =>
  import('./CommentsPanel').then((m) => ({ default: m.CommentsPanel })),
);

export interface PageComments {
  /** Goes inside the page's editor. */
  plugin: ReactNode;
  /** Goes beside the page. */
  panel: ReactNode;
}

export function usePageComments(pageId: string | null): PageComments | null {
  const settings = useAtomValue(syncSettingsAtom);
  const [session, setSession] = useState<CommentsSession | null>(null);
  const key = settings && pageId ? JSON.stringify([settings, pageId]) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` holds the settings and the page.
  useEffect(() => {
    if (!settings || !pageId) return;
    let live = true;
    let made: CommentsSession | null = null;
    void import('./comments-session').then(({ CommentsSession }) => {
      if (!live) return;
      made = new CommentsSession(settings, pageId, localComments());
      setSession(made);
      void made.start().catch((error: unknown) => console.error('Comments', error));
    });
    return () => {
      live = false;
      made?.end();
      setSession(null);
    };
  }, [key]);
  if (!session || !settings || session.pageId !== pageId) return null;
  return {
    plugin: (
      <Suspense fallback={null}>
        <CommentsPlugin session={session} />
      </Suspense>
    ),
    panel: (
      <Suspense fallback={null}>
        <CommentsPanel session={session} />
      </Suspense>
    ),
  };
}
