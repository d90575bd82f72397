/**
 * Replace and its undo from the panel: each asks the worker, then tells the pages open in an
 * editor to read their text again (replacedTextsAtom) and the panel to search again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplaceRequest } from '../../../workers/contract/find';
import { errorText } from '../../i18n/worker-messages';
import { replacedTextsAtom } from '../../state/find-request';
import { useStore } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';

export type ReplaceOutcome =
  | {
      kind: 'replaced';
      replaced: number;
      targets: number;
      undo: string | null;
      changedSince: number;
    }
  | { kind: 'undone'; restored: number }
  | { kind: 'nothing' }
  | { kind: 'failed'; message: string };

export function useReplace(afterChange: () => void) {
  const { t } = useTranslation();
  const store = useStore();
  const [outcome, setOutcome] = useState<ReplaceOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const changed = (keys: readonly string[]) => {
    if (keys.length === 0) return;
    const { seq } = store.get(replacedTextsAtom);
    store.set(replacedTextsAtom, { seq: seq + 1, keys });
    afterChange();
  };

  const replace = async (request: ReplaceRequest) => {
    setBusy(true);
    try {
      const result = await workerApi().replaceInBook(request);
      if (!result.success) {
        setOutcome({ kind: 'failed', message: errorText(t, result.error) });
        return;
      }
      const report = result.data;
      setOutcome(report.replaced === 0 ? { kind: 'nothing' } : { kind: 'replaced', ...report });
      changed(report.keys);
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (outcome?.kind !== 'replaced' || !outcome.undo) return;
    setBusy(true);
    try {
      const result = await workerApi().undoReplace(outcome.undo);
      if (!result.success) {
        setOutcome({ kind: 'failed', message: errorText(t, result.error) });
        return;
      }
      setOutcome({ kind: 'undone', restored: result.data.restored });
      changed(result.data.keys);
    } finally {
      setBusy(false);
    }
  };

  return { replace, undo, outcome, busy, clearOutcome: () => setOutcome(null) };
}
