/**
 * The Notes screen: every note of the book, newest order kept by the author; new note, search
 * (in the worker), filters by where a note belongs and by colour, reorder, edit in a dialog,
 * and the deleted notes to restore or delete for good.
 */
import { Plus } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NOTE_BADGE_COLORS } from '../../../workers/contract/constants';
import type { Note, NoteQuery } from '../../../workers/contract/notes';
import { useConfirm } from '../../components/confirm';
import { formatNumber } from '../../i18n/format';
import { listLayoutAtom } from '../../session/app-settings';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { LazyNoteEditor } from './LazyNoteEditor';
import { NoteCard } from './NoteCard';
import './notes.css';
import { FailureMessage } from '../../components/FailureMessage';
import { showIfFailed } from '../../worker-client/failures';

const NOTES_PER_PAGE = 60;

const NO_NOTES: Note[] = [];

type Show = 'all' | 'pages' | 'global' | 'deleted';

export function NotesPage() {
  const { t, i18n } = useTranslation();
  const layout = useAtomValue(listLayoutAtom);
  const ids = { search: useId(), show: useId(), colour: useId() };
  const [text, setText] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [colour, setColour] = useState('');
  const [limit, setLimit] = useState(NOTES_PER_PAGE);
  const [editing, setEditing] = useState<Note | null>(null);
  const confirm = useConfirm();
  // "Go to" (Ctrl/Cmd+P) opens a note here with ?note=<id>.
  const [params, setParams] = useSearchParams();
  const noteParam = params.get('note');
  useEffect(() => {
    if (!noteParam) return;
    void showIfFailed(workerApi().listNotes()).then((result) => {
      const note = result.success ? result.data.find((n) => n.id === Number(noteParam)) : null;
      if (note?.id !== undefined) setEditing(note as Note);
      setParams({}, { replace: true });
    });
  }, [noteParam, setParams]);

  const query: NoteQuery = {
    text,
    limit,
    ...(show === 'deleted' ? { deleted: true } : { scope: show }),
    ...(colour ? { colors: [colour] } : {}),
  };
  const { data, error } = useWorkerQuery(
    () => workerApi().findNotes(query),
    [text, show, colour, limit],
    ['notes'],
  );
  const deletedCount =
    useWorkerQuery(() => workerApi().findNotes({ deleted: true, limit: 0 }), [], ['notes']).data
      ?.total ?? 0;
  const pages = useWorkerQuery(() => workerApi().pageNames(), [], ['tree_nodes']).data;
  const pageName = useMemo(() => new Map(pages?.map((p) => [p.id, p.name])), [pages]);
  // The cards are drawn in the background (time-sliced), so a page of them is never one long task.
  const notes = useDeferredValue(data?.notes ?? NO_NOTES);
  const total = data?.total ?? 0;
  const filtering = text.trim() !== '' || colour !== '' || show !== 'all';

  const create = async () => {
    const result = await workerApi().createNote({ title: t('notes.untitled') });
    if (result.success) {
      if (show === 'deleted' || show === 'pages') setShow('all');
      setEditing(result.data);
    }
  };

  const move = (index: number, step: -1 | 1) => {
    const order = notes.map((n) => n.id);
    const to = index + step;
    if (to < 0 || to >= order.length) return;
    [order[index], order[to]] = [order[to] as number, order[index] as number];
    void showIfFailed(workerApi().reorderNotes(order));
  };

  const purge = async (note: Note) => {
    const yes = await confirm({
      title: t('notes.purge_title', { name: note.title }),
      text: t('notes.purge_text'),
      confirmLabel: t('manuscript.confirm_delete_yes'),
      cancelLabel: t('manuscript.cancel'),
      danger: true,
    });
    if (yes) await showIfFailed(workerApi().purgeNote(note.id));
  };

  return (
    <article className="section-page notes-page">
      <header className="notes-page__head">
        <h1>{t('routes.notes')}</h1>
        <button type="button" className="button button--primary" onClick={() => void create()}>
          <Plus size={16} aria-hidden /> {t('notes.new')}
        </button>
      </header>
      <div className="notes-filters">
        <label htmlFor={ids.search} className="visually-hidden">
          {t('notes.search')}
        </label>
        <input
          id={ids.search}
          type="search"
          dir="auto"
          placeholder={t('notes.search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setLimit(NOTES_PER_PAGE);
          }}
        />
        <label className="notes-filter" htmlFor={ids.show}>
          <span>{t('notes.show')}</span>
          <select id={ids.show} value={show} onChange={(e) => setShow(e.target.value as Show)}>
            <option value="all">{t('notes.all_notes')}</option>
            <option value="pages">{t('notes.page_notes')}</option>
            <option value="global">{t('notes.global_notes')}</option>
            <option value="deleted">{t('notes.deleted_notes', { count: deletedCount })}</option>
          </select>
        </label>
        <label className="notes-filter" htmlFor={ids.colour}>
          <span>{t('notes.colour_filter')}</span>
          <select id={ids.colour} value={colour} onChange={(e) => setColour(e.target.value)}>
            <option value="">{t('notes.any_colour')}</option>
            {NOTE_BADGE_COLORS.map((c) => (
              <option key={c} value={c}>
                {t(`notes.colour.${c}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <FailureMessage error={error} />}
      {!data && !error && <p className="muted">{t('app.loading')}</p>}
      {data && total === 0 && (
        <p className="muted">
          {show === 'deleted'
            ? t('notes.none_deleted')
            : filtering
              ? t('notes.no_match')
              : t('pages.notes_empty')}
        </p>
      )}
      {notes.length > 0 && (
        <ul
          className={`card-list card-list--${layout} note-list`}
          data-layout={layout}
          aria-label={t('notes.list_label')}
        >
          {notes.map((note, index) =>
            show === 'deleted' ? (
              <NoteCard key={note.id} note={note} pageName={pageName.get(note.page_id ?? '')}>
                <button
                  type="button"
                  className="button"
                  onClick={() => void showIfFailed(workerApi().restoreNote(note.id))}
                >
                  {t('notes.restore_named', { name: note.title })}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => void purge(note)}
                >
                  {t('notes.purge')}
                </button>
              </NoteCard>
            ) : (
              <NoteCard
                key={note.id}
                note={note}
                pageName={pageName.get(note.page_id ?? '')}
                onEdit={() => setEditing(note)}
                onMove={(step) => move(index, step)}
                first={index === 0}
                last={index === notes.length - 1}
              />
            ),
          )}
        </ul>
      )}
      {total > notes.length && (
        <p className="notes-more">
          <span className="muted">
            {t('notes.showing', {
              shown: formatNumber(i18n.language, notes.length),
              total: formatNumber(i18n.language, total),
            })}
          </span>{' '}
          <button
            type="button"
            className="button"
            onClick={() => setLimit((n) => n + NOTES_PER_PAGE)}
          >
            {t('notes.show_more')}
          </button>
        </p>
      )}
      {editing && <LazyNoteEditor note={editing} onClose={() => setEditing(null)} />}
    </article>
  );
}
