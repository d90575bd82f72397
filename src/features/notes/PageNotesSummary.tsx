/** The notes of the page being written (or a pointer to all notes when no page is open). */
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router-dom';
import type { NoteRecord } from '../../../workers/contract/records';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

const NO_NOTES: NoteRecord[] = [];

export function PageNotesSummary() {
  const { t } = useTranslation();
  const match = useMatch('/body-content/page/:id');
  const pageId = match?.params.id ?? null;
  const { data } = useWorkerQuery(
    () =>
      pageId
        ? workerApi().notesByPage(pageId)
        : Promise.resolve({ success: true as const, data: NO_NOTES }),
    [pageId],
    ['notes'],
  );
  const notes = (pageId && data) || NO_NOTES;

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
