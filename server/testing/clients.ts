/// <reference path="./ws.d.ts" />
/**
 * Headless Yjs clients and HTTP helpers for the server's tests (and the app's e2e set-up):
 * a HocuspocusProvider in Node needs a WebSocket implementation, here `ws`.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

/** Rejects after `ms` with a message naming what was awaited. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once `check()` holds, re-checked on every update of `doc`. */
export function untilDoc(
  doc: Y.Doc,
  check: () => boolean,
  what: string,
  ms = 10_000,
): Promise<void> {
  const settled = new Promise<void>((resolve) => {
    if (check()) return resolve();
    const onUpdate = () => {
      if (!check()) return;
      doc.off('update', onUpdate);
      resolve();
    };
    doc.on('update', onUpdate);
  });
  return withTimeout(settled, ms, what);
}

export interface BookOwner {
  ownerId: string;
  ownerSecret: string;
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** POST /api/books; throws with the server's answer when it is not 201. */
export async function createBook(
  httpUrl: string,
  bookId: string,
  adminToken?: string,
): Promise<BookOwner> {
  const response = await fetch(`${httpUrl}/api/books`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(adminToken ? { Authorization: `Bearer ${adminToken}` } : {}),
    },
    body: JSON.stringify({ bookId, title: `Book ${bookId}` }),
  });
  const body = (await json(response)) as { owner: { id: string; secret: string } };
  if (response.status !== 201)
    throw new Error(`createBook: ${response.status} ${JSON.stringify(body)}`);
  return { ownerId: body.owner.id, ownerSecret: body.owner.secret };
}

/** POST /api/books/:bookId/invitations as the owner. */
export async function invite(
  httpUrl: string,
  bookId: string,
  ownerSecret: string,
  role: string,
  label = role,
): Promise<{ id: string; secret: string }> {
  const response = await fetch(`${httpUrl}/api/books/${bookId}/invitations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ownerSecret}` },
    body: JSON.stringify({ role, label }),
  });
  const body = (await json(response)) as { id: string; secret: string };
  if (response.status !== 201)
    throw new Error(`invite: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** DELETE /api/books/:bookId/invitations/:id as the owner; the HTTP status. */
export async function revoke(
  httpUrl: string,
  bookId: string,
  ownerSecret: string,
  id: string,
): Promise<number> {
  const response = await fetch(`${httpUrl}/api/books/${bookId}/invitations/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${ownerSecret}` },
  });
  return response.status;
}

export interface TestClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  /** Resolves with the scope ("read-write" | "readonly") once authenticated; rejects when refused. */
  authenticated: Promise<string>;
  /** Resolves with the refusal reason the server sent (e.g. "revoked"). */
  refused: Promise<string>;
  /** Resolves once the first sync with the server is done. */
  synced: Promise<void>;
  destroy(): void;
}

/**
 * `ws` with every socket's errors heard. Closing a socket that is still connecting (a test has
 * just killed its server) makes `ws` emit an error after `close()` returns; unheard, Node throws
 * it at the process. The provider learns of the socket's end from its close event anyway.
 */
class HeardWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols);
    this.on('error', () => {});
  }
}

/** A headless client of document `name` on `url` with `token`; reconnects like the app's. */
export function connectClient(url: string, name: string, token: string): TestClient {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url,
    WebSocketPolyfill: HeardWebSocket,
    delay: 100,
    minDelay: 50,
    maxDelay: 500,
  });
  let onRefused: (reason: string) => void = () => {};
  let onAuthenticated: (scope: string) => void = () => {};
  let onSynced: () => void = () => {};
  const refused = new Promise<string>((resolve) => {
    onRefused = resolve;
  });
  const authenticated = new Promise<string>((resolve, reject) => {
    onAuthenticated = resolve;
    refused.then((reason) => reject(new Error(`refused: ${reason}`)));
  });
  authenticated.catch(() => {});
  const synced = new Promise<void>((resolve) => {
    onSynced = resolve;
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    token,
    document: doc,
    onAuthenticated: ({ scope }) => onAuthenticated(scope),
    onAuthenticationFailed: ({ reason }) => onRefused(reason),
    onSynced: () => onSynced(),
  });
  provider.attach();
  return {
    doc,
    provider,
    socket,
    authenticated,
    refused,
    synced,
    destroy: () => {
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}

/** Resolves once the server has acknowledged every change the client sent. */
export function untilAcknowledged(client: TestClient, what: string, ms = 10_000): Promise<void> {
  const { provider } = client;
  const done = new Promise<void>((resolve) => {
    if (provider.unsyncedChanges === 0) return resolve();
    const onChange = () => {
      if (provider.unsyncedChanges !== 0) return;
      provider.off('unsyncedChanges', onChange);
      resolve();
    };
    provider.on('unsyncedChanges', onChange);
  });
  return withTimeout(done, ms, what);
}
