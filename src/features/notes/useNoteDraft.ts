/**
 * A note being edited: the screen shows the local draft; changes go to the worker 400 ms after
 * the last keystroke, at once for colours and scope, and when the editor closes or the page is
 * hidden. Each change is in the draft journal until the worker stored it (note-journal.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Note, NoteChange } from '../../../workers/contract/notes';
import { workerApi } from '../../worker-client/client';
import { journalNoteChange, settleNoteChange } from './note-journal';

const SAVE_DELAY_MS = 400;

export type NoteSaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function useNoteDraft(note: Note) {
  const [draft, setDraft] = useState<Note>(note);
  const [saveState, setSaveState] = useState<NoteSaveState>('idle');
  const pending = useRef<NoteChange>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = note.id;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const change = pending.current;
    if (Object.keys(change).length === 0) return;
    pending.current = {};
    setSaveState('saving');
    workerApi()
      .updateNote(id, change)
      .then(
        (result) => {
          if (!result.success) {
            // Kept for the next try: nothing the author typed is dropped.
            pending.current = { ...change, ...pending.current };
            setSaveState('failed');
            return;
          }
          settleNoteChange(id, change);
          setSaveState(Object.keys(pending.current).length ? 'saving' : 'saved');
          // The stored (cleaned) values, except fields changed again since.
          setDraft((d) => ({ ...result.data, ...pickChanged(d, pending.current) }));
        },
        () => {
          pending.current = { ...change, ...pending.current };
          setSaveState('failed');
        },
      );
  }, [id]);

  const change = useCallback(
    (next: NoteChange, immediate = false) => {
      setDraft((d) => ({ ...d, ...next }) as Note);
      pending.current = { ...pending.current, ...next };
      journalNoteChange(id, next);
      setSaveState('saving');
      if (timer.current) clearTimeout(timer.current);
      if (immediate) flush();
      else timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush, id],
  );

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush();
    };
  }, [flush]);

  return { draft, saveState, change, flush };
}

function pickChanged(draft: Note, pending: NoteChange): Partial<Note> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(pending)) out[key] = draft[key as keyof Note];
  return out as Partial<Note>;
}
