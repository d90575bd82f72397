/**
 * The one way a form saves as the author types (Book info, Copyright, an atlas record, a note):
 * React's binding of {@link DraftSaver}. Changes show at once, go to the worker after a pause
 * (at most `maxWait` while the author keeps typing), at once when asked (`immediate`, `flush` on
 * blur or Done), when the page is hidden and when the form unmounts; each is in the journal from
 * the keystroke until stored.
 */
import { useEffect, useState } from 'react';
import { DraftSaver, type DraftShape, type SaveStatus } from './draft-saver';
import type { FieldJournal } from './form-journal';

export interface FormDraftOptions<R extends object, C extends object> {
  /** Stores the changed fields, resolving to the whole stored record; rejects on failure. */
  save: (changes: Partial<C>) => Promise<R>;
  /** The form's journal (`formJournal(kind).journal(key)`). */
  journal?: FieldJournal;
  /** Where a change's keys live in the record, when they are not its own keys. */
  shape?: DraftShape<R>;
  delay?: number;
  maxWait?: number;
}

export interface FormDraft<R extends object, C extends object = R> {
  /** What the form shows: the stored record with the author's unsent changes. */
  draft: R | null;
  status: SaveStatus;
  /** The last failed save's message in the author's words, while `status` is `failed`. */
  error: string | null;
  /** Changes fields; saved after the pause, or now with every waiting change when `immediate`. */
  change: (changes: Partial<C>, immediate?: boolean) => void;
  /** Saves every waiting change now. */
  flush: () => Promise<void>;
  /** Takes a record read again from the worker (fields with unsent changes stay the author's). */
  receive: (record: R) => void;
}

/**
 * Keeps a draft of `source` (taken again whenever a new one is read) and saves its changes
 * through `options.save`. The options are read once, when the form mounts.
 */
export function useFormDraft<R extends object, C extends object = R>(
  source: R | null | undefined,
  options: FormDraftOptions<R, C>,
): FormDraft<R, C> {
  const [draft, setDraft] = useState<R | null>(source ?? null);
  const [state, setState] = useState<{ status: SaveStatus; error: string | null }>({
    status: 'idle',
    error: null,
  });
  const [saver] = useState(
    () =>
      new DraftSaver<R, C>({
        ...options,
        ...(source ? { initial: source } : {}),
        onDraft: setDraft,
        onStatus: (status, error) => setState({ status, error }),
      }),
  );
  useEffect(() => {
    if (source) saver.receive(source);
  }, [saver, source]);
  useEffect(() => {
    const onHide = () => void saver.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void saver.flush();
    };
  }, [saver]);
  return { draft, ...state, change: saver.change, flush: saver.flush, receive: saver.receive };
}
