/**
 * The open page's history in the Tools panel (issue 29): "Take a snapshot" with an optional
 * name, the versions newest first (when, why or their name, words), each compared with the page
 * now or deleted; the book's changes since a snapshot or a date.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import type { PageVersionInfo } from '../../../workers/contract/revisions';
import { MAX_VERSION_NAME } from '../../../workers/contract/revisions';
import { useConfirm } from '../../components/confirm';
import { FailureMessage } from '../../components/FailureMessage';
import { scrollWithin } from '../../components/scroll-within';
import { useAtom, useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { BookChangesDialog } from './BookChangesDialog';
import { CompareDialog } from './CompareDialog';
import { formatTime, reasonText } from './format';
import {
  bookChangesOpenAtom,
  compareOpenAtom,
  restoreNoticeAtom,
  showHistoryAtom,
} from './revisions-atoms';
import './revisions.css';

/** Versions listed at first (the newest); "Show all" lists the rest. */
const LISTED = 30;

export function PageHistory() {
  const { t, i18n } = useTranslation();
  const match = useMatch('/body-content/page/:id');
  const pageId = match?.params.id ?? null;
  const [name, setName] = useState('');
  const [all, setAll] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another page lists its newest first.
  useEffect(() => setAll(false), [pageId]);
  const [compare, setCompare] = useAtom(compareOpenAtom);
  const [bookOpen, setBookOpen] = useAtom(bookChangesOpenAtom);
  const notice = useAtomValue(restoreNoticeAtom);
  const confirm = useConfirm();
  const root = useRef<HTMLDivElement>(null);
  const show = useAtomValue(showHistoryAtom);
  useEffect(() => {
    if (show === 0) return;
    // After the drawer has opened and placed its focus (a parent's effects run after ours).
    // Only the Tools panel scrolls: scrollIntoView would slide the shell too.
    const frame = requestAnimationFrame(() => {
      const section = root.current?.closest('section');
      if (section) scrollWithin(section);
    });
    return () => cancelAnimationFrame(frame);
  }, [show]);
  // The page's name from the tree's summary: reading the page itself (20,000 words) for its name
  // cost the opening of the history, again at every save.
  const page = useWorkerQuery(
    () =>
      pageId
        ? workerApi().fetchTreeNodes([pageId])
        : Promise.resolve({ success: true as const, data: [] as TreeNodeSummary[] }),
    [pageId],
    ['tree_nodes'],
  );
  const versions = useWorkerQuery(
    () =>
      pageId
        ? workerApi().listPageVersions(pageId)
        : Promise.resolve({ success: true as const, data: [] as PageVersionInfo[] }),
    [pageId],
    ['page_versions'],
  );
  const title = page.data?.[0]?.name ?? '';

  const snapshot = async () => {
    if (!pageId) return;
    const result = await showIfFailed(workerApi().takePageSnapshot(pageId, name || null));
    if (result.success) setName('');
  };
  const remove = async (version: PageVersionInfo) => {
    if (!pageId) return;
    const ok = await confirm({
      title: t('revisions.delete_title'),
      text: version.name
        ? t('revisions.delete_named_text', { name: version.name })
        : t('revisions.delete_text', { time: formatTime(version.at, i18n.language) }),
      confirmLabel: t('revisions.delete'),
      cancelLabel: t('revisions.cancel'),
      danger: true,
    });
    if (ok) await showIfFailed(workerApi().deletePageVersions(pageId, [version.id]));
  };
  // Stable for the memoised list: opening a compare re-renders this panel, not 365 rows.
  const removeNow = useRef(remove);
  removeNow.current = remove;
  const onRemove = useCallback((version: PageVersionInfo) => removeNow.current(version), []);
  const shown = useMemo(
    () => (all ? (versions.data ?? []) : (versions.data ?? []).slice(0, LISTED)),
    [versions.data, all],
  );
  const onCompare = useCallback(
    (version: PageVersionInfo) =>
      pageId && setCompare({ pageId, title, from: version.id, to: 'now' }),
    [pageId, title, setCompare],
  );

  return (
    <div className="page-history" ref={root}>
      {!pageId ? (
        <p className="muted">{t('revisions.open_a_page')}</p>
      ) : (
        <>
          <form
            className="page-history__snapshot"
            onSubmit={(e) => {
              e.preventDefault();
              void snapshot();
            }}
          >
            <label>
              {t('revisions.snapshot_name')}
              <input
                type="text"
                value={name}
                maxLength={MAX_VERSION_NAME}
                placeholder={t('revisions.snapshot_name_hint')}
                onChange={(e) => setName(e.target.value)}
              />
            </label>
            <button type="submit" className="button">
              {t('revisions.take_snapshot')}
            </button>
          </form>
          {notice && (
            <p className="page-history__notice" role="status">
              {t(`revisions.${notice.key}`)}
            </p>
          )}
          {versions.error && <FailureMessage error={versions.error} />}
          {versions.data && versions.data.length === 0 && (
            <p className="muted">{t('revisions.no_versions')}</p>
          )}
          <VersionList versions={shown} onCompare={onCompare} onRemove={onRemove} />
          {!all && (versions.data?.length ?? 0) > LISTED && (
            <button type="button" className="button" onClick={() => setAll(true)}>
              {t('revisions.show_all', { count: versions.data?.length ?? 0 })}
            </button>
          )}
        </>
      )}
      <button type="button" className="button" onClick={() => setBookOpen(true)}>
        {t('revisions.book_changes')}
      </button>
      {compare && (
        <CompareDialog
          key={`${compare.pageId}:${compare.from}:${compare.to}`}
          open={compare}
          canRestore={compare.pageId === pageId}
          onClose={() => setCompare(null)}
        />
      )}
      {bookOpen && <BookChangesDialog onClose={() => setBookOpen(false)} />}
    </div>
  );
}

/** The versions, newest first (memoised: a compare opening or a name typed leaves it alone). */
const VersionList = memo(function VersionList({
  versions,
  onCompare,
  onRemove,
}: {
  versions: PageVersionInfo[];
  onCompare: (version: PageVersionInfo) => unknown;
  onRemove: (version: PageVersionInfo) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="page-history__list" aria-label={t('revisions.versions')}>
      {versions.map((v) => {
        const time = formatTime(v.at, i18n.language);
        return (
          <li key={v.id}>
            <div className="page-history__what">
              <strong>{v.name ?? reasonText(t, v)}</strong>
              <span className="muted">
                {time} · {t('revisions.words', { count: v.words })}
              </span>
            </div>
            <div className="page-history__actions">
              <button
                type="button"
                className="button"
                aria-label={t('revisions.compare_with_now_of', { time })}
                onClick={() => onCompare(v)}
              >
                {t('revisions.compare_with_now')}
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('revisions.delete_of', { time })}
                onClick={() => void onRemove(v)}
              >
                {t('revisions.delete')}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
});
