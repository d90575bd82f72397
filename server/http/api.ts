/**
 * The HTTP API (docs/sync.md, "HTTP API"), served on the WebSocket's port through Hocuspocus's
 * onRequest hook: books, their invitations, revocation, health. JSON in and out, CORS `*`.
 */

import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRole, isValidId, type Role } from '../auth/access';
import { checkSecret } from '../auth/authenticate';
import { hashSecret, newInvitationId, newSecret } from '../auth/secrets';
import type { LiveConnections } from '../live-connections';
import type { SyncLog } from '../log';
import type { InvitationRow, SyncStore } from '../store/sqlite';
import { ApiError, bearerToken, readJsonObject, sendError, sendJson } from './json';

export interface ApiDeps {
  store: SyncStore;
  live: LiveConnections;
  log: SyncLog;
  adminToken?: string | undefined;
}

const MAX_TITLE = 500;
const MAX_LABEL = 200;

/** The public view of an invitation (never its hash). */
function listed(row: InvitationRow) {
  return {
    id: row.id,
    role: row.role,
    label: row.label,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}

function optionalText(body: Record<string, unknown>, key: string, max: number): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) {
    throw new ApiError(400, `bad-${key}`, `"${key}" must be text of at most ${max} characters.`);
  }
  return value;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The invitation behind the request's Bearer secret, which must be an owner's of `bookId`. */
function requireOwner(deps: ApiDeps, request: IncomingMessage, bookId: string): InvitationRow {
  const token = bearerToken(request);
  if (!token)
    throw new ApiError(
      401,
      'no-secret',
      'Send the owner secret as "Authorization: Bearer <secret>".',
    );
  const check = checkSecret(deps.store, bookId, token);
  if (!check.ok) {
    const message =
      check.code === 'revoked' ? 'This invitation was revoked.' : 'This secret opens no book here.';
    throw new ApiError(401, check.code, message);
  }
  if (check.invitation.role !== 'owner') {
    throw new ApiError(403, 'not-owner', 'Only an owner may manage the invitations of a book.');
  }
  return check.invitation;
}

function makeInvitation(bookId: string, role: Role, label: string) {
  const secret = newSecret();
  const row: InvitationRow = {
    id: newInvitationId(),
    bookId,
    role,
    label,
    secretHash: hashSecret(secret),
    createdAt: new Date().toISOString(),
    revokedAt: null,
  };
  return { row, secret };
}

async function createBook(deps: ApiDeps, request: IncomingMessage, response: ServerResponse) {
  if (deps.adminToken !== undefined) {
    const token = bearerToken(request);
    if (!token || !sameText(token, deps.adminToken)) {
      throw new ApiError(401, 'admin-token', 'This server needs its admin token to add a book.');
    }
  }
  const body = await readJsonObject(request);
  if (!isValidId(body.bookId)) {
    throw new ApiError(400, 'bad-book-id', '"bookId" must be 1 to 64 letters, digits, "-" or "_".');
  }
  const title = optionalText(body, 'title', MAX_TITLE);
  const { row, secret } = makeInvitation(
    body.bookId,
    'owner',
    optionalText(body, 'label', MAX_LABEL),
  );
  if (!deps.store.createBook(body.bookId, title, row)) {
    throw new ApiError(409, 'book-exists', 'A book with this id is on the server already.');
  }
  deps.log.info('book-created', { book: body.bookId, owner: row.id });
  sendJson(response, 201, { owner: { id: row.id, secret } });
}

async function invite(
  deps: ApiDeps,
  request: IncomingMessage,
  response: ServerResponse,
  bookId: string,
) {
  const by = requireOwner(deps, request, bookId);
  const body = await readJsonObject(request);
  if (!isRole(body.role)) {
    throw new ApiError(400, 'bad-role', '"role" must be owner, writer, commenter or reader.');
  }
  const { row, secret } = makeInvitation(bookId, body.role, optionalText(body, 'label', MAX_LABEL));
  deps.store.insertInvitation(row);
  deps.log.info('invitation-created', {
    book: bookId,
    invitation: row.id,
    role: row.role,
    by: by.id,
  });
  sendJson(response, 201, { id: row.id, secret });
}

function revoke(
  deps: ApiDeps,
  request: IncomingMessage,
  response: ServerResponse,
  bookId: string,
  id: string,
) {
  const by = requireOwner(deps, request, bookId);
  const rows = deps.store.invitations(bookId);
  const target = rows.find((r) => r.id === id);
  if (!target)
    throw new ApiError(404, 'no-invitation', 'This book has no invitation with this id.');
  const otherOwners = rows.filter((r) => r.role === 'owner' && r.revokedAt === null && r.id !== id);
  if (target.role === 'owner' && target.revokedAt === null && otherOwners.length === 0) {
    throw new ApiError(409, 'last-owner', 'The last owner invitation of a book cannot be revoked.');
  }
  deps.store.revokeInvitation(bookId, id, new Date().toISOString());
  const closed = deps.live.closeInvitation(id);
  deps.log.info('invitation-revoked', { book: bookId, invitation: id, by: by.id, closed });
  sendJson(response, 204, undefined);
}

async function route(
  deps: ApiDeps,
  request: IncomingMessage,
  response: ServerResponse,
  path: string[],
) {
  const method = request.method ?? 'GET';
  const [, resource, bookId, sub, id, ...rest] = path; // path[0] is "api"
  if (resource === 'health' && path.length === 2 && method === 'GET') {
    return sendJson(response, 200, { ok: true });
  }
  if (resource === 'books' && path.length === 2 && method === 'POST') {
    return createBook(deps, request, response);
  }
  if (resource === 'books' && sub === 'invitations' && rest.length === 0 && bookId !== undefined) {
    if (!isValidId(bookId)) throw new ApiError(400, 'bad-book-id', 'This is not a book id.');
    if (id === undefined && method === 'GET') {
      requireOwner(deps, request, bookId);
      return sendJson(response, 200, deps.store.invitations(bookId).map(listed));
    }
    if (id === undefined && method === 'POST') return invite(deps, request, response, bookId);
    if (id !== undefined && method === 'DELETE') return revoke(deps, request, response, bookId, id);
    throw new ApiError(405, 'bad-method', `${method} is not served here.`);
  }
  throw new ApiError(404, 'not-found', 'No such address in this API.');
}

/** Answers an HTTP request; false when it is not for the API (the caller answers it). */
export async function handleApiRequest(
  deps: ApiDeps,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const raw = url.pathname.split('/').filter(Boolean);
  if (raw[0] !== 'api') return false;
  if (request.method === 'OPTIONS') {
    sendJson(response, 204, undefined);
    return true;
  }
  try {
    let path: string[];
    try {
      path = raw.map(decodeURIComponent);
    } catch {
      throw new ApiError(400, 'bad-path', 'The address is not well formed.');
    }
    await route(deps, request, response, path);
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401)
        deps.log.info('api-refused', { path: url.pathname, code: error.code });
      sendError(response, error);
    } else {
      deps.log.error('api-error', { path: url.pathname, error: String(error) });
      sendJson(response, 500, {
        error: 'server-error',
        message: 'The server failed; see its log.',
      });
    }
  }
  return true;
}
