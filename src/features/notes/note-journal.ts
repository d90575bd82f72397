/**
 * Note edits in the draft journal (src/session/draft-journal.ts), under `note:<id>`: written
 * synchronously as the author types and settled once the worker stored them. A tab closed
 * within the save delay leaves them there; the next start replays them into the same book.
 */
import type { NoteChange } from '../../../workers/contract/notes';
import { dropDraft, journalField, pendingDrafts, settleField } from '../../session/draft-journal';
import { workerApi } from '../../worker-client/client';

export const noteTarget = (id: number) => `note:${id}`;

export function journalNoteChange(id: number, change: NoteChange): void {
  for (const [field, value] of Object.entries(change)) journalField(noteTarget(id), field, value);
}

export function settleNoteChange(id: number, change: NoteChange): void {
  for (const [field, value] of Object.entries(change)) settleField(noteTarget(id), field, value);
}

/** Stores the note edits a closed tab left unsent (open book only); returns how many. */
export async function replayNoteDrafts(documentId: string): Promise<number> {
  let replayed = 0;
  for (const draft of pendingDrafts()) {
    const match = /^note:(\d+)$/.exec(draft.target);
    if (!match || !draft.fields) continue;
    if (draft.doc && draft.doc !== documentId) {
      dropDraft(draft.target);
      continue;
    }
    const id = Number(match[1]);
    const change = draft.fields as NoteChange;
    const result = await workerApi().updateNote(id, change);
    if (result.success) {
      settleNoteChange(id, change);
      replayed += Object.keys(change).length;
    } else if (result.error.code === 'record_not_found') dropDraft(draft.target);
    else
      console.error('Replaying a note draft failed; it is kept for the next start', result.error);
  }
  return replayed;
}
