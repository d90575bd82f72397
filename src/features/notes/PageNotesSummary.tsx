/** The notes of the page being written (or a pointer to all notes when no page is open). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router-dom';
import type { NoteRecord } from '../../../workers/contract/records';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { changeTickAtom } from '../book/book-atoms';

export function PageNotesSummary() {
  const { t } = useTranslation();
  const match = useMatch('/body-content/page/:id');
  const pageId = match?.params.id ?? null;
  const tick = useAtomValue(changeTickAtom);
  const [notes, setNotes] = useState<NoteRecord[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the book changes.
  useEffect(() => {
    let live = true;
    if (!pageId) {
      setNotes([]);
      return;
    }
    void workerApi()
      .notesByPage(pageId)
      .then((r) => {
        if (live && r.success) setNotes(r.data);
      });
    return () => {
      live = false;
    };
  }, [pageId, tick]);

  return (
    <div>
      {notes.length === 0 ? (
        <p className="muted">{pageId ? t('notes.none_on_page') : t('notes.open_a_page')}</p>
      ) : (
        <ul className="note-list">
          {notes.map((n) => (
            <li key={n.uuid}>
              <strong>{n.title}</strong>
            </li>
          ))}
        </ul>
      )}
      <Link to="/misc/notes">{t('notes.all_notes')}</Link>
    </div>
  );
}
