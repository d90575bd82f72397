/**
 * Who may do what (docs/sync.md, "Roles"). Document names are `<bookId>/book`,
 * `<bookId>/page/<pageId>` and `<bookId>/comments/<pageId>`; an invitation belongs to one book
 * and its role decides whether a connection to one of that book's documents may write.
 */

export const ROLES = ['owner', 'writer', 'commenter', 'reader'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an owner may hand out (owner invitations are made with the book only). */
export const INVITABLE_ROLES: readonly Role[] = ['writer', 'commenter', 'reader'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Book and page ids: what the app makes (nanoid, uuid): 1-64 of [A-Za-z0-9_-]. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

export type DocumentKind = 'book' | 'page' | 'comments';

export interface DocumentAddress {
  bookId: string;
  kind: DocumentKind;
  /** The page id for page and comments documents. */
  pageId?: string;
}

/** Splits a document name; undefined when it is not one of the three shapes. */
export function parseDocumentName(name: string): DocumentAddress | undefined {
  const parts = name.split('/');
  const [bookId, kind, pageId] = parts;
  if (!isValidId(bookId)) return undefined;
  if (parts.length === 2 && kind === 'book') return { bookId, kind: 'book' };
  if (parts.length === 3 && (kind === 'page' || kind === 'comments') && isValidId(pageId)) {
    return { bookId, kind, pageId };
  }
  return undefined;
}

/** Whether a connection with `role` may change a document of this kind. */
export function canWrite(role: Role, kind: DocumentKind): boolean {
  if (role === 'owner' || role === 'writer') return true;
  if (role === 'commenter') return kind === 'comments';
  return false;
}
