/**
 * Checks an invitation secret against a book's invitations. Used by the WebSocket's
 * onAuthenticate (token = secret, book = the document name's first part) and by the HTTP API
 * (Bearer secret, book = the URL's). A wrong secret and a book that does not exist give the same
 * answer, so a stranger learns nothing about which books the server holds.
 */
import type { InvitationRow, SyncStore } from '../store/sqlite';
import { canWrite, parseDocumentName, type Role } from './access';
import { looksLikeSecret, secretMatches } from './secrets';

/** Stable codes a client can show a message for (docs/sync.md, "Refusals"). */
export type RefusalCode = 'unknown-secret' | 'revoked' | 'bad-document';

/**
 * A refused connection. Hocuspocus sends `reason` to the provider, whose
 * `onAuthenticationFailed({ reason })` receives the code.
 */
export class Refusal extends Error {
  readonly reason: RefusalCode;
  constructor(code: RefusalCode) {
    super(code);
    this.name = 'Refusal';
    this.reason = code;
  }
}

export type SecretCheck =
  | { ok: true; invitation: InvitationRow }
  | { ok: false; code: 'unknown-secret' | 'revoked' };

/** Finds the book's invitation holding `secret`; every invitation is compared (no early exit). */
export function checkSecret(store: SyncStore, bookId: string, secret: string): SecretCheck {
  if (!looksLikeSecret(secret)) return { ok: false, code: 'unknown-secret' };
  let found: InvitationRow | undefined;
  for (const invitation of store.invitations(bookId)) {
    if (secretMatches(secret, invitation.secretHash) && !found) found = invitation;
  }
  if (!found) return { ok: false, code: 'unknown-secret' };
  if (found.revokedAt !== null) return { ok: false, code: 'revoked' };
  return { ok: true, invitation: found };
}

/** What onAuthenticate puts in the connection's context. */
export interface ConnectionGrant {
  invitationId: string;
  bookId: string;
  role: Role;
  readOnly: boolean;
}

/** Decides a WebSocket connection to `documentName` with `token`; throws a Refusal. */
export function grantConnection(
  store: SyncStore,
  token: string,
  documentName: string,
): ConnectionGrant {
  const address = parseDocumentName(documentName);
  if (!address) throw new Refusal('bad-document');
  const check = checkSecret(store, address.bookId, token);
  if (!check.ok) throw new Refusal(check.code);
  const { invitation } = check;
  return {
    invitationId: invitation.id,
    bookId: address.bookId,
    role: invitation.role,
    readOnly: !canWrite(invitation.role, address.kind),
  };
}
