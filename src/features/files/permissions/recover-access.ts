/**
 * Recovering file access (docs/spec/data-layer-and-files.md §4 "File permission status"): without stored handles the user is
 * asked to pick the book file; otherwise a confirm box, the browser's permission request, then a
 * success alert, or the failure alert with troubleshooting text and an offer to retry or reselect
 * (the book file, or the project folder through a `request-folder-selection` event).
 */

import { type PermissionVariant, permissionConfirmMessage, type Translate } from './dialog-text';
import type { PermissionCapableHandle, ProjectHandles } from './permission-status';

/** Window event fired after access was granted again (detail: RestoredDetail). */
export const FILE_HANDLES_RESTORED_EVENT = 'file-handles-restored';
/** Window event asking the app to let the user choose the project folder again. */
export const REQUEST_FOLDER_SELECTION_EVENT = 'request-folder-selection';

/** Detail of the file-handles-restored event. */
export interface RestoredDetail {
  source: 'permission' | 'picked';
  handles: ProjectHandles | null;
}

/** How a recovery ended. */
export type RecoveryOutcome = 'granted' | 'picked' | 'folder-requested' | 'cancelled' | 'failed';

/** What recoverAccess needs; the browser parts are injected so it can be tested. */
export interface RecoverAccessOptions {
  variant: PermissionVariant;
  /** The stored project handles, or null when there are none. */
  handles: ProjectHandles | null;
  t: Translate;
  confirm: (message: string) => boolean | Promise<boolean>;
  alert: (message: string) => void | Promise<void>;
  /** Asks the browser for read-write access to the handles; true when all were granted. */
  requestPermission?: (handles: ProjectHandles) => Promise<boolean>;
  /** Lets the user choose the book file again; true when one was chosen. */
  pickBookFile: () => Promise<boolean>;
  dispatch?: (event: Event) => void;
  /** Permission requests offered before only reselecting is offered (default 3). */
  maxAttempts?: number;
}

/** Requests read-write access on every stored handle; handles without the API count as granted. */
export async function requestHandlesPermission(handles: ProjectHandles): Promise<boolean> {
  for (const handle of [handles.directoryHandle, handles.fileHandle]) {
    const request = (handle as PermissionCapableHandle | undefined)?.requestPermission;
    if (!handle || typeof request !== 'function') continue;
    if ((await request.call(handle, { mode: 'readwrite' })) !== 'granted') return false;
  }
  return true;
}

const dispatchOnWindow = (event: Event): void => {
  if (typeof window !== 'undefined') window.dispatchEvent(event);
};

/** Runs the recovery dialog flow; see the module comment. Never throws for a refusal. */
export async function recoverAccess(options: RecoverAccessOptions): Promise<RecoveryOutcome> {
  const { t, confirm, alert, handles, pickBookFile } = options;
  const dispatch = options.dispatch ?? dispatchOnWindow;
  const request = options.requestPermission ?? requestHandlesPermission;
  const restored = (detail: RestoredDetail) =>
    dispatch(new CustomEvent<RestoredDetail>(FILE_HANDLES_RESTORED_EVENT, { detail }));
  const pick = async (): Promise<RecoveryOutcome> => {
    if (!(await pickBookFile().catch(() => false))) return 'cancelled';
    restored({ source: 'picked', handles: null });
    return 'picked';
  };

  if (!handles) {
    const ask = `${t('permissions.no_handles')}\n\n${t('permissions.pick_book_file')}`;
    return (await confirm(ask)) ? pick() : 'cancelled';
  }

  const fileName =
    handles.fileName || handles.fileHandle?.name || handles.directoryHandle?.name || '';
  if (!(await confirm(permissionConfirmMessage(options.variant, t, fileName)))) return 'cancelled';

  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  for (let attempt = 1; ; attempt++) {
    const granted = await request(handles).catch((error: unknown) => {
      console.error(error);
      return false;
    });
    if (granted) {
      restored({ source: 'permission', handles });
      await alert(t('permissions.restored'));
      return 'granted';
    }
    await alert(`${t('permissions.restore_failed')}\n\n${t('permissions.troubleshooting')}`);
    if (attempt < maxAttempts && (await confirm(t('permissions.retry')))) continue;
    if (await confirm(t('permissions.reselect_file'))) return pick();
    if (await confirm(t('permissions.reselect_folder'))) {
      dispatch(new Event(REQUEST_FOLDER_SELECTION_EVENT));
      return 'folder-requested';
    }
    return 'failed';
  }
}
