/**
 * A note as a form draft (src/session/useFormDraft.ts): its edits are journaled under
 * `note:<id>` (src/session/form-journal.ts) until stored, and replayed at the next start.
 */
import type { Note, NoteChange } from '../../../workers/contract/notes';
import { formJournal } from '../../session/form-journal';
import type { FormDraftOptions } from '../../session/useFormDraft';
import { unwrap, workerApi } from '../../worker-client/client';

const saveNote = async (id: number, change: NoteChange): Promise<Note> =>
  unwrap(await workerApi().updateNote(id, change));

/** Notes in the draft journal. */
export const NOTE_FORMS = formJournal<number>({
  prefix: 'note',
  format: (id) => String(id),
  parse: (rest) => (/^\d+$/.test(rest) ? Number(rest) : null),
  store: (id, fields) => saveNote(id, fields as NoteChange),
});

/** Stores the note edits a closed tab left unsent (open book only); answers how many. */
export const replayNoteDrafts = NOTE_FORMS.replay;

/** The form options of one note (read once, when its editor mounts). */
export function noteFormOptions(id: number): FormDraftOptions<Note, NoteChange> {
  return { save: (change) => saveNote(id, change), journal: NOTE_FORMS.journal(id) };
}
