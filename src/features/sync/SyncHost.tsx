/**
 * What sync needs for the whole visit: the open book's sync settings (read when a book opens),
 * its connection to the server while it is shared, Share and sync… when asked, the join
 * question when the page was opened with an invitation link, the pages of a joined book
 * fetched from the server, and a notice when the server refuses the book's link.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookSetupAtom } from '../../state/interface-state';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { pushNoticeAtom } from '../../state/notify-atoms';
import { type Invitation, parseInvitation } from './invitation-link';
import { syncStatusAtom } from './sync-atoms';
import {
  loadSyncSettings,
  shareDialogOpenAtom,
  syncSettingsAtom,
  writesText,
} from './sync-settings';

// The connection's code (Yjs, Hocuspocus) loads only for a shared book: ending connections
// when none was ever made loads nothing.
let bookLinkCode: Promise<typeof import('./BookLink')> | null = null;
const loadBookLink = () => {
  bookLinkCode ??= import('./BookLink');
  return bookLinkCode;
};
const BookLink = lazy(() => loadBookLink().then((m) => ({ default: m.BookLink })));
const endConnections = () => void bookLinkCode?.then((m) => m.endConnections());
const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));
const JoinDialog = lazy(() => import('./JoinDialog').then((m) => ({ default: m.JoinDialog })));
const PagesFetch = lazy(() => import('./PagesFetch').then((m) => ({ default: m.PagesFetch })));

/** The invitation in the address, taken out of it (the secret does not stay in the history). */
function takeInvitation(): Invitation | null {
  const invitation = parseInvitation(window.location.hash);
  if (invitation) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', pathname + search);
  }
  return invitation;
}

export function SyncHost() {
  const { t } = useTranslation();
  const bookId = useAtomValue(bookSetupAtom).documentId;
  const [settings, setSettings] = useAtom(syncSettingsAtom);
  const [dialogOpen, setDialogOpen] = useAtom(shareDialogOpenAtom);
  const [invitation, setInvitation] = useState<Invitation | null>(takeInvitation);
  const status = useAtomValue(syncStatusAtom);
  const push = useSetAtom(pushNoticeAtom);

  useEffect(() => {
    let live = true;
    setSettings(null);
    if (bookId) {
      void loadSyncSettings().then((settings) => {
        if (live) setSettings(settings);
      });
    }
    return () => {
      live = false;
      endConnections();
    };
  }, [bookId, setSettings]);

  useEffect(() => {
    const onHash = () => {
      const next = takeInvitation();
      if (next) setInvitation(next);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // Another server or link (or none): the old connection ends.
  const server = settings?.server;
  const secret = settings?.secret;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of either ends the connection made with them.
  useEffect(() => endConnections, [server, secret]);

  const refused = settings !== null && status.state === 'refused';
  useEffect(() => {
    if (refused) push({ level: 'error', message: t('sync.refused_text') });
  }, [refused, push, t]);

  return (
    <>
      <Suspense fallback={null}>
        {settings && (
          <BookLink
            key={`${settings.server} ${settings.secret}`}
            server={settings.server}
            bookId={settings.bookId}
            secret={settings.secret}
            role={settings.role}
          />
        )}
        {settings && (
          <PagesFetch
            key={`${settings.server} ${settings.secret}`}
            server={settings.server}
            bookId={settings.bookId}
            secret={settings.secret}
            writes={writesText(settings.role)}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {dialogOpen && <ShareDialog onClose={() => setDialogOpen(false)} />}
        {invitation && bookId && (
          <JoinDialog invitation={invitation} onClose={() => setInvitation(null)} />
        )}
      </Suspense>
    </>
  );
}
