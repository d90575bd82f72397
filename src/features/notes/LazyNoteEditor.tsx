/**
 * The note editor, loaded when a note is first opened: the lists of notes (the Notes screen,
 * the Tools panel) then do not load or evaluate the rich-text editor's code to show.
 */
import { lazy, Suspense } from 'react';
import type { Note } from '../../../workers/contract/notes';

const NoteEditorDialog = lazy(() =>
  import('./NoteEditorDialog').then((m) => ({ default: m.NoteEditorDialog })),
);

export function LazyNoteEditor({ note, onClose }: { note: Note; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <NoteEditorDialog note={note} onClose={onClose} />
    </Suspense>
  );
}
