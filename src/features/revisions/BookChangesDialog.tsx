/**
 * The book's changes since a book snapshot or a date (issue 29): pages added, deleted, moved and
 * changed with the words added and removed, each opening its compare; a new book snapshot; the
 * changes as tracked changes in a Word file for an editor.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookCompareBase, BookSnapshotInfo } from '../../../workers/contract/revisions';
import { FailureMessage } from '../../components/FailureMessage';
import { downloadBlob } from '../../platform/file-system';
import { useSetAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { formatTime } from './format';
import { compareOpenAtom } from './revisions-atoms';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The default date: a week ago (yyyy-mm-dd in local time). */
function weekAgo(): string {
  const d = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function BookChangesDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<string>('');
  const [date, setDate] = useState(weekAgo);
  const [name, setName] = useState('');
  const [author, setAuthor] = useState('');
  const [busy, setBusy] = useState(false);
  const setCompare = useSetAtom(compareOpenAtom);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const snapshots = useWorkerQuery(() => workerApi().listBookSnapshots(), [], ['page_versions']);
  const list: BookSnapshotInfo[] = snapshots.data ?? [];
  const chosen = choice || (list[0]?.snapshot ?? 'date');
  const base: BookCompareBase =
    chosen === 'date'
      ? { kind: 'date', at: new Date(`${date}T00:00:00`).toISOString() }
      : { kind: 'snapshot', snapshot: chosen };
  const ready = chosen === 'date' ? date !== '' : list.length > 0;
  const changes = useWorkerQuery(
    () =>
      ready
        ? workerApi().compareBook(base)
        : Promise.resolve({ success: true as const, data: { pages: [] } }),
    [JSON.stringify(base), ready],
    ['page_versions', 'tree_nodes'],
  );
  const close = () => {
    ref.current?.close();
    onClose();
  };
  const takeSnapshot = async () => {
    const result = await showIfFailed(workerApi().takeBookSnapshot(name));
    if (result.success) {
      setName('');
      setChoice(result.data.snapshot);
    }
  };
  const exportWord = async () => {
    setBusy(true);
    try {
      const result = await showIfFailed(workerApi().exportTrackedChanges({ base, author }));
      if (result.success) {
        downloadBlob(
          result.data.fileName,
          new Blob([result.data.bytes as BlobPart], { type: DOCX }),
        );
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog
      ref={ref}
      className="dialog rev-book-dialog"
      aria-labelledby="rev-book-title"
      aria-busy={changes.loading || busy || undefined}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id="rev-book-title">{t('revisions.book_changes')}</h2>
      <form
        className="page-history__snapshot"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void takeSnapshot();
        }}
      >
        <label>
          {t('revisions.book_snapshot_name')}
          <input type="text" value={name} required onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="button">
          {t('revisions.take_book_snapshot')}
        </button>
      </form>
      <div className="rev-compare-controls">
        <label>
          {t('revisions.since')}
          <select value={chosen} onChange={(e) => setChoice(e.target.value)}>
            {list.map((s) => (
              <option key={s.snapshot} value={s.snapshot}>
                {`${s.name} (${formatTime(s.at, i18n.language)})`}
              </option>
            ))}
            <option value="date">{t('revisions.since_date')}</option>
          </select>
        </label>
        {chosen === 'date' && (
          <label>
            {t('revisions.date')}
            <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
        )}
      </div>
      {changes.error && <FailureMessage error={changes.error} />}
      {changes.data && changes.data.pages.length === 0 && (
        <p className="muted">{t('revisions.no_book_changes')}</p>
      )}
      {changes.data && changes.data.pages.length > 0 && (
        <table className="rev-book-table">
          <thead>
            <tr>
              <th scope="col">{t('revisions.page')}</th>
              <th scope="col">{t('revisions.status')}</th>
              <th scope="col">{t('revisions.added')}</th>
              <th scope="col">{t('revisions.removed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('revisions.compare')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.data.pages.map((p) => (
              <tr key={p.pageId}>
                <td dir="auto">{p.title}</td>
                <td>{t(`revisions.status_${p.status}`)}</td>
                <td className="rev-added-count">+{p.wordsAdded}</td>
                <td className="rev-removed-count">−{p.wordsRemoved}</td>
                <td>
                  {p.versionId !== null && p.status !== 'deleted' && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('revisions.compare_page', { title: p.title })}
                      onClick={() =>
                        setCompare({
                          pageId: p.pageId,
                          title: p.title,
                          from: p.versionId as number,
                          to: 'now',
                        })
                      }
                    >
                      {t('revisions.compare')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="rev-compare-controls">
        <label>
          {t('revisions.author_name')}
          <input type="text" value={author} onChange={(e) => setAuthor(e.target.value)} />
        </label>
        <button
          type="button"
          className="button button--primary"
          disabled={!ready || busy}
          onClick={() => void exportWord()}
        >
          {t('revisions.export_word')}
        </button>
      </div>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={close}>
          {t('revisions.close')}
        </button>
      </div>
    </dialog>
  );
}
