/**
 * Backups: the rotating snapshots kept in the browser's private storage (one per save, the
 * last 20), how much space they use, and restoring one (the current book is snapshotted first).
 */
import { proxy } from 'comlink';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProgress } from '../../../workers/contract/import';
import { useConfirm } from '../../components/confirm';
import { replacedTextsAtom } from '../../state/find-request';
import { useAtomValue, useSetAtom, useStore } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { fileBusyAtom, ImportProgressView, importProgressAtom, useImportOutcome } from '../files';
import './backups.css';
import { FailureMessage } from '../../components/FailureMessage';
import { formatBytes, formatNumber } from '../../i18n/format';
import { errorText } from '../../i18n/worker-messages';

export function BackupsPage() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const setBusy = useSetAtom(fileBusyAtom);
  const setProgress = useSetAtom(importProgressAtom);
  const progress = useAtomValue(importProgressAtom);
  const reportImport = useImportOutcome();
  const store = useStore();
  const [undone, setUndone] = useState<string | null>(null);
  const snapshots = useWorkerQuery(() => workerApi().listSnapshots(), [], ['documents']);
  const usage = useWorkerQuery(() => workerApi().storageUsage(), [], ['documents']);
  const when = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  const restore = async (name: string, label: string) => {
    const ok = await confirm({
      title: t('backups.confirm_title'),
      text: t('backups.confirm_text', { name: label }),
      confirmLabel: t('backups.restore'),
      cancelLabel: t('files.cancel'),
      danger: true,
    });
    if (!ok) return;
    setBusy('opening');
    try {
      const result = await workerApi().restoreSnapshot(
        name,
        proxy((p: ImportProgress) => setProgress(p)),
      );
      reportImport(
        result.success
          ? { kind: 'imported', report: result.data, fileName: name }
          : {
              kind: 'rejected',
              message: result.error.message,
              code: result.error.code,
              ...(result.error.params ? { params: result.error.params } : {}),
            },
      );
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  /** A replace's file (issue 28): its Undo writes back exactly the texts that replace changed. */
  const undoReplace = async (name: string, label: string) => {
    const ok = await confirm({
      title: t('find.undo_confirm_title'),
      text: t('find.undo_confirm_text', { name: label }),
      confirmLabel: t('find.undo'),
      cancelLabel: t('files.cancel'),
    });
    if (!ok) return;
    const result = await workerApi().undoReplace(name);
    if (!result.success) {
      setUndone(errorText(t, result.error));
      return;
    }
    const { seq } = store.get(replacedTextsAtom);
    store.set(replacedTextsAtom, { seq: seq + 1, keys: result.data.keys });
    setUndone(t('find.undone', { places: formatNumber(i18n.language, result.data.restored) }));
  };

  return (
    <article className="section-page">
      <h1>{t('routes.backups')}</h1>
      <p>{t('backups.intro')}</p>
      {usage.data && (
        <p className="muted">
          {t('backups.usage', {
            backups: formatBytes(i18n.language, usage.data.folders.backups.bytes),
            documents: formatBytes(i18n.language, usage.data.folders.documents.bytes),
          })}
          {usage.data.quota
            ? ` ${t('backups.quota', {
                used: formatBytes(i18n.language, usage.data.quota.usage),
                quota: formatBytes(i18n.language, usage.data.quota.quota),
              })}`
            : ''}
        </p>
      )}
      {progress && <ImportProgressView progress={progress} />}
      {undone && (
        <p className="muted" role="status">
          {undone}
        </p>
      )}
      {snapshots.error && <FailureMessage error={snapshots.error} />}
      {snapshots.data &&
        (snapshots.data.length === 0 ? (
          <p className="muted">{t('backups.empty')}</p>
        ) : (
          <table className="backups-table">
            <caption className="visually-hidden">{t('routes.backups')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backups.book')}</th>
                <th scope="col">{t('backups.saved')}</th>
                <th scope="col">{t('backups.kind')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('backups.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {snapshots.data.map((s) => {
                const title = s.replace
                  ? t('find.undo_title', { find: s.replace.find, replace: s.replace.replace })
                  : (s.title ?? t('backups.untitled'));
                const label = `${title} — ${when(s.lastModified)}`;
                return (
                  <tr key={s.name}>
                    <td dir="auto">{title}</td>
                    <td>{when(s.lastModified)}</td>
                    <td>{t(`backups.kind_${s.kind}`)}</td>
                    <td>
                      {s.kind === 'replace' ? (
                        <button
                          type="button"
                          className="button"
                          aria-label={t('find.undo_named', { name: label })}
                          onClick={() => void undoReplace(s.name, label)}
                        >
                          {t('find.undo')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="button"
                          aria-label={t('backups.restore_named', { name: label })}
                          onClick={() => void restore(s.name, label)}
                        >
                          {t('backups.restore')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
    </article>
  );
}
