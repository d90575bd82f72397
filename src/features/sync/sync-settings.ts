/**
 * A shared book's sync settings in this browser: the server, the book's id there, the role and
 * secret of the invitation this browser holds, and the name and colour others see. Kept by the
 * worker with the book (its `sync_settings` table: this browser only, never in the book file);
 * the atom holds the open book's.
 */
import type { SyncSettings } from '../../../workers/contract/collab';
import { atom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';

export type { SyncSettings };

export const SYNC_ROLES = ['owner', 'writer', 'commenter', 'reader'] as const;
export type SyncRole = SyncSettings['role'];

export function isSyncRole(value: unknown): value is SyncRole {
  return typeof value === 'string' && (SYNC_ROLES as readonly string[]).includes(value);
}

/** Whether a role may change the pages' text. */
export const writesText = (role: SyncRole): boolean => role === 'owner' || role === 'writer';

/** The open book's sync settings (null when it is not shared, or cannot be read). */
export async function loadSyncSettings(): Promise<SyncSettings | null> {
  const result = await workerApi().getSyncSettings();
  return result.success ? result.data : null;
}

/** Keeps (or with null forgets) the open book's sync settings; false when it failed (shown). */
export async function storeSyncSettings(settings: SyncSettings | null): Promise<boolean> {
  return (await showIfFailed(workerApi().setSyncSettings(settings))).success;
}

/** The open book's sync settings (null: the book is not shared in this browser). */
export const syncSettingsAtom = atom<SyncSettings | null>(null);

/** True while the Share and sync… dialog is open. */
export const shareDialogOpenAtom = atom(false);
