/**
 * Mounts the background file services once: auto-save (to the chosen book file, else to
 * private storage) and the file-permission monitor with its recovery flow.
 */
import { useEffect } from 'react';
import { atom, useSetAtom } from '../../state/jotai';
import { unwrap, workerApi } from '../../worker-client/client';
import type { FileSaveOutcome } from './autosave/autosave-types';
import { type AutosaveControls, useAutosave } from './autosave/useAutosave';
import { currentFile, dropFileHandle, setCurrentFile } from './current-file';
import { isAbortError, pickOpenFile, writeAndVerify } from './file-system';
import { saveProjectHandles } from './handles/handle-store';
import {
  type PermissionMonitorControls,
  usePermissionMonitor,
} from './permissions/usePermissionMonitor';

type PermissionHandle = FileSystemFileHandle & {
  queryPermission?: (d: { mode: 'readwrite' }) => Promise<PermissionState>;
};

/** Writes the auto-save text to the chosen book file, without prompting (no user gesture). */
export async function autosaveToFile(text: string): Promise<FileSaveOutcome> {
  const handle = currentFile().fileHandle as PermissionHandle | null;
  if (!handle) return 'no-handle';
  try {
    if (
      handle.queryPermission &&
      (await handle.queryPermission({ mode: 'readwrite' })) !== 'granted'
    ) {
      return 'permission-error';
    }
    await writeAndVerify(handle, text);
    return 'saved';
  } catch (error) {
    const name = (error as { name?: string }).name;
    return name === 'NotAllowedError' || name === 'SecurityError' ? 'permission-error' : 'failed';
  }
}

async function autosaveToOpfs(text: string, title: string): Promise<void> {
  const doc = unwrap(await workerApi().getCurrentDocument());
  unwrap(await workerApi().autosaveToOpfs(text, title, doc.uuid));
}

async function pickBookFileAgain(): Promise<boolean> {
  try {
    const handle = await pickOpenFile();
    setCurrentFile({ fileHandle: handle, fileName: handle.name });
    const { directoryHandle } = currentFile();
    await saveProjectHandles({
      fileHandle: handle,
      fileName: handle.name,
      ...(directoryHandle ? { directoryHandle } : {}),
    });
    return true;
  } catch (error) {
    if (!isAbortError(error)) console.error(error);
    return false;
  }
}

/** The controls of the mounted services, for the status line and the settings. */
export const autosaveControlsAtom = atom<AutosaveControls | null>(null);
export const permissionControlsAtom = atom<PermissionMonitorControls | null>(null);

export function FileServices() {
  const setAutosave = useSetAtom(autosaveControlsAtom);
  const setPermission = useSetAtom(permissionControlsAtom);
  const autosave = useAutosave({
    saveToFile: autosaveToFile,
    saveToOpfs: autosaveToOpfs,
    buildPayload: async (header) => unwrap(await workerApi().exportForAutosave(header)),
    onHandleDropped: dropFileHandle,
  });
  const permission = usePermissionMonitor({ pickBookFile: pickBookFileAgain });
  useEffect(() => setAutosave(autosave), [autosave, setAutosave]);
  useEffect(() => setPermission(permission), [permission, setPermission]);
  return null;
}
