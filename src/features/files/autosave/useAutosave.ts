/**
 * Runs auto-save while mounted: an AutosaveController on the worker facade, saving after edits
 * (the worker's change events) and on its timer, with its status in `autosaveStatusAtom`. The
 * worker builds and writes the book (its file, else private storage) and says where it went.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { SaveOutcome } from '../../../../workers/contract/book-file';
import { bookReadyAtom } from '../../../session/book-atoms';
import { writerStateAtom } from '../../../session/single-writer';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { isBookkeepingTable, onChangeEvent } from '../../../worker-client/change-feed';
import { workerApi } from '../../../worker-client/client';
import { autosaveStatusAtom } from './autosave-atoms';
import { AutosaveController } from './autosave-controller';
import type { AutosaveOutcome, AutosaveStatus } from './autosave-types';
import { autosaveDepsFromWorker } from './autosave-worker-deps';

/** What the caller may supply. */
export interface UseAutosaveOptions {
  /** Told of every auto-save outcome. */
  onOutcome?: (outcome: SaveOutcome) => void;
}

/** The status and the controls of auto-save. */
export interface AutosaveControls {
  status: AutosaveStatus;
  enable: (intervalMinutes?: number) => Promise<void>;
  disable: () => Promise<void>;
  toggle: () => Promise<void>;
  /** Throws AutosaveIntervalError unless `minutes` is positive. */
  setInterval: (minutes: number) => Promise<void>;
  saveNow: () => Promise<AutosaveOutcome>;
  notifyEdit: () => void;
  /** Records a save made elsewhere (File → Save, access restored) in the status. */
  report: (outcome: SaveOutcome) => void;
}

/** Starts auto-save for the open book; see the module comment. Mount once. */
export function useAutosave(options: UseAutosaveOptions = {}): AutosaveControls {
  const status = useAtomValue(autosaveStatusAtom);
  const setStatus = useSetAtom(autosaveStatusAtom);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const controllerRef = useRef<AutosaveController | null>(null);

  useEffect(() => {
    const controller = new AutosaveController({
      ...autosaveDepsFromWorker(workerApi()),
      onOutcome: (outcome) => latest.current.onOutcome?.(outcome),
    });
    controllerRef.current = controller;
    const unsubscribeStatus = controller.subscribe(setStatus);
    controller.init().catch((error: unknown) => console.error(error));
    const unsubscribeChanges = onChangeEvent((event) => {
      if (event.kind === 'table-changed' && !isBookkeepingTable(event.table)) {
        controller.notifyEdit();
      }
    });
    return () => {
      unsubscribeStatus();
      unsubscribeChanges();
      controller.dispose();
      if (controllerRef.current === controller) controllerRef.current = null;
    };
  }, [setStatus]);

  // At start, once drafts are replayed, in the tab that writes the book: a file left behind by
  // a crash is caught up.
  const ready = useAtomValue(bookReadyAtom);
  const writer = useAtomValue(writerStateAtom);
  const writes = writer !== null && writer !== 'elsewhere';
  useEffect(() => {
    if (!ready || !writes) return;
    controllerRef.current?.catchUp().catch((error: unknown) => console.error(error));
  }, [ready, writes]);

  const call = useCallback(
    <T>(run: (c: AutosaveController) => Promise<T>, fallback: T): Promise<T> =>
      controllerRef.current ? run(controllerRef.current) : Promise.resolve(fallback),
    [],
  );

  return useMemo(
    () => ({
      status,
      enable: (minutes?: number) => call((c) => c.enable(minutes), undefined),
      disable: () => call((c) => c.disable(), undefined),
      toggle: () => call((c) => c.toggle(), undefined),
      setInterval: (minutes: number) => call((c) => c.setInterval(minutes), undefined),
      saveNow: () => call<AutosaveOutcome>((c) => c.saveNow(), 'disabled'),
      notifyEdit: () => controllerRef.current?.notifyEdit(),
      report: (outcome: SaveOutcome) => controllerRef.current?.report(outcome),
    }),
    [status, call],
  );
}
