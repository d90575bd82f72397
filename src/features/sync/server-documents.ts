/**
 * One document's whole state asked of the sync server, for joining a book that is not here:
 * the book doc before anything changes in this browser, then each page's document once the book
 * is joined; on sockets of their own, so the open book's status and editor are not disturbed.
 * Answers the state, or why there is none: the server could not be reached, or it refused the
 * link (wrong, revoked), in the words of `sync.problem.*`.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { bookDocName, pageDocName } from '../../../workers/contract/collab';
import type { Invitation } from './invitation-link';
import { serverReachable } from './sync-api';
import type { SyncSettings } from './sync-settings';

export type DocumentAnswer =
  | { ok: true; state: Uint8Array }
  | { ok: false; problem: 'unreachable' | 'refused' | 'cancelled' };

/** How long a document may take to arrive before the server counts as unreachable. */
const WAIT_MS = 20_000;

/**
 * Waits for `provider` to sync (and `until`, when given), be refused, time out or be cancelled;
 * then `destroy`.
 */
function stateOf(
  provider: HocuspocusProvider,
  doc: Y.Doc,
  signal: AbortSignal | undefined,
  destroy: () => void,
  until?: Promise<void>,
): Promise<DocumentAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const end = (answer: DocumentAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(answer);
      destroy();
    };
    const onAbort = () => end({ ok: false, problem: 'cancelled' });
    const timer = setTimeout(() => end({ ok: false, problem: 'unreachable' }), WAIT_MS);
    signal?.addEventListener('abort', onAbort);
    const done = () => end({ ok: true, state: Y.encodeStateAsUpdate(doc) });
    if (until) void until.then(done);
    else {
      provider.on('synced', ({ state }: { state: boolean }) => {
        if (state) done();
      });
    }
    provider.on('authenticationFailed', () => end({ ok: false, problem: 'refused' }));
    if (signal?.aborted) onAbort();
    else provider.attach();
  });
}

/**
 * The shared book's document of records, as the server holds it. Nothing of the open book is
 * touched; the socket is closed after.
 */
export async function fetchBookState(
  invitation: Invitation,
  signal?: AbortSignal,
): Promise<DocumentAnswer> {
  if (!(await serverReachable(invitation.server))) return { ok: false, problem: 'unreachable' };
  const socket = new HocuspocusProviderWebsocket({
    url: invitation.server,
    delay: 400,
    minDelay: 200,
    maxDelay: 2000,
  });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: bookDocName(invitation.bookId),
    document: doc,
    token: invitation.secret,
  });
  return stateOf(provider, doc, signal, () => {
    provider.destroy();
    socket.destroy();
    doc.destroy();
  });
}

/** A page's document with its provider on `socket` (not attached yet). */
function pageProvider(
  socket: HocuspocusProviderWebsocket,
  settings: Pick<SyncSettings, 'secret' | 'bookId'>,
  pageId: string,
) {
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: pageDocName(settings.bookId, pageId),
    document: doc,
    token: settings.secret,
  });
  return { doc, provider };
}

/**
 * A page's document of the joined book, on `socket` (the page fetch's own: the open page's
 * editor keeps the book's shared one). Throws when the page does not come.
 */
export async function fetchPageState(
  socket: HocuspocusProviderWebsocket,
  settings: Pick<SyncSettings, 'secret' | 'bookId'>,
  pageId: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const { doc, provider } = pageProvider(socket, settings, pageId);
  const answer = await stateOf(provider, doc, signal, () => {
    provider.destroy();
    doc.destroy();
  });
  if (!answer.ok) throw new Error(answer.problem);
  return answer.state;
}

/**
 * Sends a page's state from this browser to its document on the server (a book just connected:
 * its pages are there before anyone joins). Resolves once the server has taken every change
 * (nothing unsynced); throws when it does not come to that.
 */
export async function sendPageState(
  socket: HocuspocusProviderWebsocket,
  settings: Pick<SyncSettings, 'secret' | 'bookId'>,
  pageId: string,
  state: Uint8Array,
  signal?: AbortSignal,
): Promise<void> {
  const { doc, provider } = pageProvider(socket, settings, pageId);
  const taken = new Promise<void>((resolve) => {
    const check = () => {
      if (provider.unsyncedChanges === 0) resolve();
    };
    provider.on('unsyncedChanges', check);
    // After the server's state is here, this browser's goes in: what the server lacks is sent.
    provider.on('synced', ({ state: synced }: { state: boolean }) => {
      if (!synced) return;
      Y.applyUpdate(doc, state);
      check();
    });
  });
  const answer = await stateOf(provider, doc, signal, () => undefined, taken);
  provider.destroy();
  doc.destroy();
  if (!answer.ok) throw new Error(answer.problem);
}
