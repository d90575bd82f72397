/**
 * A shared book's sync settings in this browser: the server, the book's id there, the role and
 * secret of the invitation this browser holds, and the name and colour others see. Kept in
 * localStorage under `sync-settings:<bookId>` (never in the book file, never exported); the
 * atom holds the open book's.
 */
import { atom } from '../../state/jotai';

export const SYNC_ROLES = ['owner', 'writer', 'commenter', 'reader'] as const;
export type SyncRole = (typeof SYNC_ROLES)[number];

export interface SyncSettings {
  /** The server's WebSocket address (ws:// or wss://). */
  server: string;
  bookId: string;
  role: SyncRole;
  secret: string;
  /** The name and cursor colour others see. */
  name: string;
  colour: string;
}

const PREFIX = 'sync-settings:';

export function isSyncRole(value: unknown): value is SyncRole {
  return typeof value === 'string' && (SYNC_ROLES as readonly string[]).includes(value);
}

/** Whether a role may change the pages' text. */
export const writesText = (role: SyncRole): boolean => role === 'owner' || role === 'writer';

function parse(text: string | null): SyncSettings | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const s = value as Record<string, unknown>;
    const strings = ['server', 'bookId', 'secret', 'name', 'colour'] as const;
    if (!strings.every((key) => typeof s[key] === 'string') || !isSyncRole(s.role)) return null;
    return value as SyncSettings;
  } catch {
    return null;
  }
}

export function loadSyncSettings(bookId: string): SyncSettings | null {
  if (!bookId) return null;
  try {
    return parse(localStorage.getItem(PREFIX + bookId));
  } catch {
    return null;
  }
}

export function storeSyncSettings(bookId: string, settings: SyncSettings | null): void {
  if (settings) localStorage.setItem(PREFIX + bookId, JSON.stringify(settings));
  else localStorage.removeItem(PREFIX + bookId);
}

/** The open book's sync settings (null: the book is not shared in this browser). */
export const syncSettingsAtom = atom<SyncSettings | null>(null);

/** True while the Share and sync… dialog is open. */
export const shareDialogOpenAtom = atom(false);
