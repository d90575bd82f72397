/**
 * The notes beside the editor (Tools panel): the open page's notes, or all notes (the spec's
 * page-or-global flag, kept in this browser), a note added to the page without leaving it, and
 * each note opened for editing in place.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router-dom';
import type { Note, NoteList } from '../../../workers/contract/notes';
import { atomWithStorage, useAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { LazyNoteEditor } from './LazyNoteEditor';
import { NoteCard } from './NoteCard';
import './notes.css';

/** How many notes the panel lists; the Notes screen shows the rest. */
const PANEL_LIMIT = 50;

const EMPTY: NoteList = { notes: [], total: 0 };

/** The spec's page-or-global notes flag: which notes the panel shows. */
export const panelNotesScopeAtom = atomWithStorage<'page' | 'all'>('notes-panel-scope', 'page');

export function PageNotes() {
  const { t } = useTranslation();
  const match = useMatch('/body-content/page/:id');
  const pageId = match?.params.id ?? null;
  const [scope, setScope] = useAtom(panelNotesScopeAtom);
  const [editing, setEditing] = useState<Note | null>(null);
  const showPage = scope === 'page';
  const { data } = useWorkerQuery(
    () =>
      showPage && !pageId
        ? Promise.resolve({ success: true as const, data: EMPTY })
        : workerApi().findNotes(
            showPage ? { scope: 'page', pageId, limit: PANEL_LIMIT } : { limit: PANEL_LIMIT },
          ),
    [showPage, pageId],
    ['notes'],
  );
  const list = data ?? EMPTY;

  const add = async () => {
    const result = await workerApi().createNote({ title: t('notes.untitled'), page_id: pageId });
    if (result.success) setEditing(result.data);
  };

  return (
    <div className="page-notes">
      <fieldset className="segmented" aria-label={t('notes.panel_show')}>
        <label className={showPage ? 'is-on' : ''}>
          <input
            type="radio"
            name="notes-panel-scope"
            checked={showPage}
            onChange={() => setScope('page')}
          />
          {t('notes.this_page')}
        </label>
        <label className={showPage ? '' : 'is-on'}>
          <input
            type="radio"
            name="notes-panel-scope"
            checked={!showPage}
            onChange={() => setScope('all')}
          />
          {t('notes.all_notes')}
        </label>
      </fieldset>
      <button
        type="button"
        className="button"
        disabled={!pageId}
        title={pageId ? undefined : t('notes.open_a_page')}
        onClick={() => void add()}
      >
        <Plus size={16} aria-hidden /> {t('notes.add_to_page')}
      </button>
      {list.notes.length === 0 ? (
        <p className="muted">
          {showPage
            ? pageId
              ? t('notes.none_on_page')
              : t('notes.open_a_page')
            : t('pages.notes_empty')}
        </p>
      ) : (
        <ul className="note-list note-list--panel" aria-label={t('notes.list_label')}>
          {list.notes.map((note) => (
            <NoteCard key={note.id} note={note} onEdit={() => setEditing(note)} />
          ))}
        </ul>
      )}
      {list.total > list.notes.length && (
        <p className="muted">
          {t('notes.more_on_screen', { count: list.total - list.notes.length })}
        </p>
      )}
      <Link to="/misc/notes">{t('notes.open_notes_screen')}</Link>
      {editing && <LazyNoteEditor note={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
