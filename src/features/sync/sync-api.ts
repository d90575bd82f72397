/**
 * The sync server's HTTP API (docs/sync.md): register a book, and the owner's invitations (list,
 * create, revoke). Every call answers `{ ok: true, value }` or `{ ok: false, problem }`, where
 * `problem` is a key of what went wrong in words the author reads.
 */
import { httpBase } from './invitation-link';
import type { SyncRole } from './sync-settings';

export type SyncProblem =
  | 'unreachable'
  | 'refused'
  | 'book_exists'
  | 'last_owner'
  | 'not_found'
  | 'bad_request'
  | 'server_error';

export type SyncAnswer<T> = { ok: true; value: T } | { ok: false; problem: SyncProblem };

export interface InvitationRecord {
  id: string;
  role: SyncRole;
  label: string;
  createdAt: string;
  revokedAt: string | null;
}

function problemOf(status: number, code: unknown): SyncProblem {
  if (code === 'last-owner') return 'last_owner';
  if (status === 401 || status === 403) return 'refused';
  if (status === 409) return 'book_exists';
  if (status === 404) return 'not_found';
  if (status === 400) return 'bad_request';
  return 'server_error';
}

async function call<T>(
  server: string,
  path: string,
  init: { method: string; secret?: string; body?: unknown },
): Promise<SyncAnswer<T>> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.secret) headers.Authorization = `Bearer ${init.secret}`;
  let response: Response;
  try {
    response = await fetch(`${httpBase(server)}${path}`, {
      method: init.method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    return { ok: false, problem: 'unreachable' };
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const code =
      typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
    return { ok: false, problem: problemOf(response.status, code) };
  }
  if (response.status === 204) return { ok: true, value: undefined as T };
  try {
    return { ok: true, value: (await response.json()) as T };
  } catch {
    return { ok: false, problem: 'server_error' };
  }
}

const booksPath = (bookId: string) => `/api/books/${encodeURIComponent(bookId)}`;

/** Registers the book on the server; answers the owner's secret. */
export function registerBook(server: string, bookId: string, title: string) {
  return call<{ owner: { id: string; secret: string } }>(server, '/api/books', {
    method: 'POST',
    body: { bookId, title },
  });
}

export function listInvitations(server: string, bookId: string, ownerSecret: string) {
  return call<InvitationRecord[]>(server, `${booksPath(bookId)}/invitations`, {
    method: 'GET',
    secret: ownerSecret,
  });
}

export function createInvitation(
  server: string,
  bookId: string,
  ownerSecret: string,
  role: SyncRole,
  label: string,
) {
  return call<{ id: string; secret: string }>(server, `${booksPath(bookId)}/invitations`, {
    method: 'POST',
    secret: ownerSecret,
    body: { role, label },
  });
}

export function revokeInvitation(server: string, bookId: string, ownerSecret: string, id: string) {
  return call<void>(server, `${booksPath(bookId)}/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    secret: ownerSecret,
  });
}

/** True when the server answers (its health check): a join asks before anything else. */
export async function serverReachable(server: string): Promise<boolean> {
  const answer = await call<{ ok?: boolean }>(server, '/api/health', { method: 'GET' });
  return answer.ok && answer.value.ok === true;
}
