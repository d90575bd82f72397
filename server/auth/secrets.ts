/**
 * Invitation secrets: 32 random bytes in base64url (256 bits), kept on the server only as the
 * SHA-256 hex of the secret, compared in constant time. A stolen database gives no usable secret.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret: 32 random bytes, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A new invitation id (public: shown in lists, used to revoke): 16 random bytes, base64url. */
export function newInvitationId(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored form of a secret: SHA-256, lowercase hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `secret` hashes to `storedHash`, in time independent of where they differ. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A secret's shape: 43 base64url characters (what newSecret makes). Anything else is refused unread. */
export function looksLikeSecret(text: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(text);
}
