/**
 * Mounts the background file services once: auto-save (the worker writes the book file, else
 * private storage), the file-permission monitor with its recovery flow, and the save report the
 * toolbar shows. After access is granted again the book is written to its file at once.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { BookFileState, SaveOutcome } from '../../../workers/contract/book-file';
import { isAbortError, pickOpenFile } from '../../platform/file-system';
import { atom, useSetAtom } from '../../state/jotai';
import { unwrap, workerApi } from '../../worker-client/client';
import { type AutosaveControls, useAutosave } from './autosave/useAutosave';
import { pageCollab, takePageStatesDue } from './page-collab-port';
import {
  FILE_HANDLES_RESTORED_EVENT,
  REQUEST_FOLDER_SELECTION_EVENT,
  type RestoredDetail,
} from './permissions/recover-access';
import {
  type PermissionMonitorControls,
  usePermissionMonitor,
} from './permissions/usePermissionMonitor';
import { rememberLocation } from './remember-project';
import { saveReportAtom, takeBookFileStateAtom, takeSaveOutcomeAtom } from './save-report-atoms';

/** How long after start the pages' first Yjs states are made (idle work, issue 31). */
const PAGE_STATES_DELAY_MS = 20_000;

/** The controls of the mounted services, for the status line and the settings. */
export const autosaveControlsAtom = atom<AutosaveControls | null>(null);
export const permissionControlsAtom = atom<PermissionMonitorControls | null>(null);
/** True while the author has been asked to choose the project folder again. */
export const folderRequestedAtom = atom(false);

/** Lets the author choose the book file again; binds it when it holds this book. */
async function pickBookFileAgain(): Promise<boolean> {
  try {
    const handle = await pickOpenFile();
    const result = unwrap(await workerApi().bindBookFile(handle));
    if (result.bound) rememberLocation(result.state, 'recovery');
    return result.bound;
  } catch (error) {
    if (!isAbortError(error)) console.error(error);
    return false;
  }
}

export function FileServices() {
  const setAutosave = useSetAtom(autosaveControlsAtom);
  const setPermission = useSetAtom(permissionControlsAtom);
  const setFolderRequested = useSetAtom(folderRequestedAtom);
  const takeOutcome = useSetAtom(takeSaveOutcomeAtom);
  const takeState = useSetAtom(takeBookFileStateAtom);
  const autosave = useAutosave({ onOutcome: takeOutcome });
  const permission = usePermissionMonitor({ pickBookFile: pickBookFileAgain });
  useEffect(() => setAutosave(autosave), [autosave, setAutosave]);
  useEffect(() => setPermission(permission), [permission, setPermission]);
  const setReport = useSetAtom(saveReportAtom);
  useEffect(() => {
    // Granted in this visit: a later loss is "access required", not "session expired".
    if (permission.status === 'granted') setReport((r) => ({ ...r, fromEarlierVisit: false }));
  }, [permission.status, setReport]);

  const refreshState = useCallback(async () => {
    const state = await workerApi().bookFileState();
    if (state.success) takeState(state.data);
    return state.success ? state.data : null;
  }, [takeState]);

  // Issue 31: pages without a Yjs state get one made from their text, in idle time a while
  // after the book opens (at once after Open file: from the file's text), so the book file carries each page's history from then on and two
  // copies of it merge paragraph by paragraph. Stopped when the app goes away.
  useEffect(() => {
    const stop = new AbortController();
    const timer = window.setTimeout(
      () => {
        pageCollab()
          .then((collab) => collab.bootstrapPageStates({ signal: stop.signal }))
          .catch((error: unknown) => console.warn('Pages’ Yjs states were not made', error));
      },
      takePageStatesDue() ? 0 : PAGE_STATES_DELAY_MS,
    );
    return () => {
      window.clearTimeout(timer);
      stop.abort();
    };
  }, []);

  const report = useRef(autosave.report);
  report.current = autosave.report;
  useEffect(() => {
    void refreshState();
    const onRestored = (event: Event) => {
      const detail = (event as CustomEvent<RestoredDetail>).detail;
      setFolderRequested(false);
      void (async () => {
        const state: BookFileState | null = await refreshState();
        if (state) rememberLocation(state, detail?.source ?? 'recovery');
        // Access is back: the book goes to its file now, not at the next edit.
        const outcome: SaveOutcome = unwrap(await workerApi().accessRestored());
        takeOutcome(outcome);
        report.current(outcome);
      })().catch((error: unknown) => console.error(error));
    };
    const onFolderRequested = () => setFolderRequested(true);
    window.addEventListener(FILE_HANDLES_RESTORED_EVENT, onRestored);
    window.addEventListener(REQUEST_FOLDER_SELECTION_EVENT, onFolderRequested);
    return () => {
      window.removeEventListener(FILE_HANDLES_RESTORED_EVENT, onRestored);
      window.removeEventListener(REQUEST_FOLDER_SELECTION_EVENT, onFolderRequested);
    };
  }, [refreshState, setFolderRequested, takeOutcome]);
  return null;
}
