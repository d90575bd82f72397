/**
 * Watches the book file's permission while mounted (PermissionMonitor on the worker, which holds
 * the file binding), keeps `permissionStatusAtom` current, and runs the recovery flow as "lost"
 * when access goes away. Picking the book file again comes from the caller (the open/save code).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { unwrap, workerApi } from '../../../worker-client/client';
import { updateDocumentLocation } from '../handles/document-location';
import type { PermissionVariant } from './dialog-text';
import { permissionStatusAtom } from './permission-atoms';
import type { ProjectHandles } from './permission-status';
import { PermissionMonitor, type PermissionStatus } from './permission-status';
import { type RecoveryOutcome, recoverAccess } from './recover-access';

/** The bound file and folder (for the browser's permission request), or null. */
async function boundHandles(): Promise<ProjectHandles | null> {
  const state = unwrap(await workerApi().bookFileState());
  if (!state.fileHandle && !state.directoryHandle) return null;
  return {
    fileName: state.fileName ?? '',
    ...(state.fileHandle ? { fileHandle: state.fileHandle } : {}),
    ...(state.directoryHandle ? { directoryHandle: state.directoryHandle } : {}),
  };
}

/** What the caller supplies. */
export interface UsePermissionMonitorOptions {
  /** Lets the user choose the book file again; true when one was chosen (and stored). */
  pickBookFile: () => Promise<boolean>;
}

/** The status, a way to start recovery with any dialog variant, and a manual re-check. */
export interface PermissionMonitorControls {
  status: PermissionStatus | null;
  recover: (variant: PermissionVariant) => Promise<RecoveryOutcome>;
  recheck: () => Promise<PermissionStatus | null>;
}

/** Starts permission monitoring; see the module comment. Mount once. */
export function usePermissionMonitor(
  options: UsePermissionMonitorOptions,
): PermissionMonitorControls {
  const { t } = useTranslation();
  const status = useAtomValue(permissionStatusAtom);
  const setStatus = useSetAtom(permissionStatusAtom);
  const latest = useRef({ options, t });
  useEffect(() => {
    latest.current = { options, t };
  });
  const monitorRef = useRef<PermissionMonitor | null>(null);
  const recovering = useRef<Promise<RecoveryOutcome> | null>(null);

  const recover = useCallback((variant: PermissionVariant): Promise<RecoveryOutcome> => {
    if (recovering.current) return recovering.current; // one dialog flow at a time
    const run = (async () => {
      const outcome = await recoverAccess({
        variant,
        handles: await boundHandles(),
        t: (key, values) => (values ? latest.current.t(key, values) : latest.current.t(key)),
        confirm: (message) => window.confirm(message),
        alert: (message) => window.alert(message),
        pickBookFile: () => latest.current.options.pickBookFile(),
      });
      if (outcome === 'granted' || outcome === 'picked') {
        updateDocumentLocation({ lastPermissionGrant: new Date().toISOString() });
        await monitorRef.current?.start();
      }
      return outcome;
    })().finally(() => {
      recovering.current = null;
    });
    recovering.current = run;
    return run;
  }, []);

  useEffect(() => {
    const monitor = new PermissionMonitor({
      check: async () => unwrap(await workerApi().bookFilePermission()),
      onChange: setStatus,
      onLost: () => void recover('lost'),
    });
    monitorRef.current = monitor;
    monitor.start().catch((error: unknown) => console.error(error));
    return () => {
      monitor.stop();
      if (monitorRef.current === monitor) monitorRef.current = null;
    };
  }, [setStatus, recover]);

  const recheck = useCallback(
    async () => (monitorRef.current ? monitorRef.current.checkNow() : null),
    [],
  );

  return { status, recover, recheck };
}
