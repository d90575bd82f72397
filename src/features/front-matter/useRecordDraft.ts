/** React binding of {@link DraftSaver}: a record draft that saves itself field by field. */
import { useEffect, useState } from 'react';
import { DraftSaver, type FieldJournal, type SaveStatus } from './draft-saver';

export interface RecordDraft<R extends object> {
  draft: R | null;
  status: SaveStatus;
  error: string | null;
  change: <K extends keyof R>(key: K, value: R[K], immediate?: boolean) => void;
  flush: (key?: keyof R) => Promise<void>;
}

/**
 * Keeps a draft of `source` (re-read from the worker whenever the book changes) and saves each
 * changed field through `save`, debounced by `delay` ms (at most a second while the author keeps
 * typing), each change kept in `journal` until stored. `save` must be a stable function.
 * Unsent changes are saved when the component unmounts.
 */
export function useRecordDraft<R extends object>(
  source: R | null,
  save: (changes: Partial<R>) => Promise<R>,
  journal?: FieldJournal,
  delay = 400,
): RecordDraft<R> {
  const [draft, setDraft] = useState<R | null>(null);
  const [state, setState] = useState<{ status: SaveStatus; error: string | null }>({
    status: 'idle',
    error: null,
  });
  const [saver] = useState(
    () =>
      new DraftSaver<R>({
        save,
        delay,
        ...(journal ? { journal } : {}),
        onDraft: setDraft,
        onStatus: (status, error) => setState({ status, error }),
      }),
  );
  useEffect(() => {
    if (source) saver.receive(source);
  }, [saver, source]);
  useEffect(() => () => void saver.flush(), [saver]);
  return { draft, ...state, change: saver.change, flush: saver.flush };
}
