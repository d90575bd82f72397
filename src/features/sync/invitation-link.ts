/**
 * Invitation links: `<app origin>/#/join?server=<ws url>&book=<bookId>&key=<secret>&role=<role>`.
 * The secret rides in the hash, so it never reaches the app's host. `role` only tells the app
 * how to show the book (the server decides what the secret may do).
 */
import { isSyncRole, type SyncRole } from './sync-settings';

export interface Invitation {
  server: string;
  bookId: string;
  secret: string;
  role: SyncRole | null;
}

const JOIN = '#/join?';

export function invitationLink(origin: string, invitation: Invitation): string {
  const query = new URLSearchParams({
    server: invitation.server,
    book: invitation.bookId,
    key: invitation.secret,
  });
  if (invitation.role) query.set('role', invitation.role);
  return `${origin}/${JOIN}${query.toString()}`;
}

/** The invitation in a location hash, or null when the hash is not a join link. */
export function parseInvitation(hash: string): Invitation | null {
  if (!hash.startsWith(JOIN)) return null;
  const query = new URLSearchParams(hash.slice(JOIN.length));
  const server = normaliseServer(query.get('server') ?? '');
  const bookId = query.get('book') ?? '';
  const secret = query.get('key') ?? '';
  if (!server || !bookId || !secret) return null;
  const role = query.get('role');
  return { server, bookId, secret, role: isSyncRole(role) ? role : null };
}

/**
 * A server address as the author types it (`host:port`, `http(s)://…` or `ws(s)://…`) made the
 * WebSocket address the app connects to; null when it is not an address.
 */
export function normaliseServer(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `ws://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const scheme = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'ws:', 'wss:': 'wss:' }[url.protocol];
  if (!scheme || !url.hostname) return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${scheme}//${url.host}${path}`;
}

/** The HTTP address of a WebSocket server address (the API lives on the same port). */
export function httpBase(server: string): string {
  return server.replace(/^ws(s?):/, 'http$1:');
}

/**
 * Whether a server address needs TLS and has none: plain `ws://` is for a server on this
 * computer only (the app's connection policy refuses it elsewhere).
 */
export function needsTls(server: string): boolean {
  const url = new URL(server);
  if (url.protocol !== 'ws:') return false;
  return !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
