/**
 * Editing one note in a modal dialog: title, text, badge colours, background and where the note
 * belongs (the whole book, or one page). Every change is kept as it is made (useFormDraft);
 * Done closes, and Delete asks first.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Note, noteBadges } from '../../../workers/contract/notes';
import { useConfirm } from '../../components/confirm';
import { useFormDraft } from '../../session/useFormDraft';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { NoteColourFields } from './NoteColourFields';
import { NoteTextEditor } from './NoteTextEditor';
import { noteFormOptions } from './note-draft';

interface Props {
  note: Note;
  onClose: () => void;
}

export function NoteEditorDialog({ note, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), heading: useId(), page: useId(), scope: useId() };
  const form = useFormDraft(note, noteFormOptions(note.id));
  const { status: saveState, change, flush } = form;
  const draft = form.draft ?? note;
  const confirm = useConfirm();
  const pages = useWorkerQuery(() => workerApi().pageNames(), [], ['tree_nodes']).data ?? [];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => {
    void flush();
    ref.current?.close();
    onClose();
  };

  const remove = async () => {
    const yes = await confirm({
      title: t('notes.delete_title', { name: draft.title }),
      text: t('notes.delete_text'),
      confirmLabel: t('manuscript.confirm_delete_yes'),
      cancelLabel: t('manuscript.cancel'),
      danger: true,
    });
    if (!yes) return;
    void flush();
    const deleted = await showIfFailed(workerApi().deleteNote(note.id));
    if (!deleted.success) return;
    ref.current?.close();
    onClose();
  };

  const onPage = Boolean(draft.page_id);
  const status =
    saveState === 'saving'
      ? t('notes.saving')
      : saveState === 'saved'
        ? t('notes.saved')
        : saveState === 'failed'
          ? t('notes.save_failed')
          : '';

  return (
    <dialog
      ref={ref}
      className="dialog note-dialog"
      aria-labelledby={ids.heading}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id={ids.heading}>{t('notes.edit_heading')}</h2>
      <label className="field" htmlFor={ids.title}>
        <span>{t('notes.title')}</span>
        <input
          id={ids.title}
          dir="auto"
          value={draft.title}
          onChange={(e) => change({ title: e.target.value })}
          onBlur={() => {
            if (!draft.title.trim()) change({ title: t('notes.untitled') }, true);
            else void flush();
          }}
        />
      </label>
      <NoteTextEditor
        html={note.content}
        label={t('notes.text')}
        onChange={(content) => {
          if (content !== draft.content) change({ content });
        }}
      />
      <NoteColourFields
        badges={noteBadges(draft)}
        background={draft.background_color}
        onBadges={(badges) => change({ color: badges.length ? badges : 'white' }, true)}
        onBackground={(background_color) => change({ background_color }, true)}
      />
      <fieldset className="note-fieldset">
        <legend>{t('notes.scope')}</legend>
        <label className="radio">
          <input
            type="radio"
            name={ids.scope}
            checked={!onPage}
            onChange={() => change({ page_id: null }, true)}
          />
          <span>{t('notes.scope_global')}</span>
        </label>
        <label className="radio">
          <input
            type="radio"
            name={ids.scope}
            checked={onPage}
            disabled={pages.length === 0}
            onChange={() => change({ page_id: pages[0]?.id ?? null }, true)}
          />
          <span>{t('notes.scope_page')}</span>
        </label>
        {onPage && (
          <label className="field" htmlFor={ids.page}>
            <span>{t('notes.page')}</span>
            <select
              id={ids.page}
              value={draft.page_id ?? ''}
              onChange={(e) => change({ page_id: e.target.value }, true)}
            >
              {!pages.some((p) => p.id === draft.page_id) && (
                <option value={draft.page_id ?? ''}>{t('notes.page_missing')}</option>
              )}
              {pages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      <p className="muted note-dialog__status" role="status">
        {status}
      </p>
      <div className="button-row">
        <button type="button" className="button button--danger" onClick={() => void remove()}>
          {t('notes.delete')}
        </button>
        <button type="button" className="button button--primary" onClick={close}>
          {t('notes.done')}
        </button>
      </div>
    </dialog>
  );
}
