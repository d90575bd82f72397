/** All notes of the book that are not marked for deletion. */
import { useTranslation } from 'react-i18next';
import type { NoteRecord } from '../../../workers/contract/records';
import { SafeHtml } from '../../components/SafeHtml';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { listLayoutAtom } from '../settings/settings-atoms';

export function NotesPage() {
  const { t } = useTranslation();
  const layout = useAtomValue(listLayoutAtom);
  const { data } = useWorkerQuery(() => workerApi().listNotes(), [], ['notes']);
  const notes = ((data ?? []) as unknown as NoteRecord[]).filter((n) => n.mark_for_delete !== 1);
  return (
    <article className="section-page">
      <h1>{t('routes.notes')}</h1>
      {notes.length ? (
        <ul className={`card-list card-list--${layout}`} data-layout={layout}>
          {notes.map((n) => (
            <li key={n.uuid}>
              <h2>{n.title}</h2>
              <SafeHtml html={n.content} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('pages.notes_empty')}</p>
      )}
    </article>
  );
}
