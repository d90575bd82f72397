/**
 * Compare two versions of a page (or one and the page now): pickers for both, by word, sentence
 * or paragraph, inline or side by side; the page or one paragraph restored when the newer side is
 * the page now and the page is open.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CompareUnit,
  DiffBlock,
  PageVersionInfo,
  VersionRef,
} from '../../../workers/contract/revisions';
import { FailureMessage } from '../../components/FailureMessage';
import type { FeedChannel } from '../../worker-client/change-feed';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { type DiffLayout, DiffView } from './DiffView';
import { versionLabel } from './format';
import { restorePage, restoreParagraph } from './restore';
import type { CompareOpen } from './revisions-atoms';

const UNITS: CompareUnit[] = ['word', 'sentence', 'paragraph'];
const LAYOUTS: DiffLayout[] = ['side', 'inline'];

interface Props {
  open: CompareOpen;
  /** True when the page is open in the editor (a restore can reach it). */
  canRestore: boolean;
  onClose: () => void;
}

const NO_VERSIONS: PageVersionInfo[] = [];

const refOf = (value: string): VersionRef => (value === 'now' ? 'now' : Number(value));

export function CompareDialog({ open, canRestore, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [from, setFrom] = useState<VersionRef>(open.from);
  const [to, setTo] = useState<VersionRef>(open.to);
  const [unit, setUnit] = useState<CompareUnit>('word');
  const [layout, setLayout] = useState<DiffLayout>('side');
  useEffect(() => {
    // In a task of its own: making the page behind inert restyles the whole shell (the history's
    // 365 rows, the 20,000-word page), and with the dialog's first render in the click's task it
    // was a task over 50 ms (bench S18).
    const timer = setTimeout(() => {
      const dialog = ref.current;
      if (dialog && !dialog.open) dialog.showModal();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  const versions = useWorkerQuery(
    () => workerApi().listPageVersions(open.pageId),
    [open.pageId],
    ['page_versions'],
  );
  const tables: FeedChannel[] =
    to === 'now' || from === 'now' ? ['page_versions', 'tree_nodes'] : ['page_versions'];
  const compared = useWorkerQuery(
    () => workerApi().comparePageVersions({ pageId: open.pageId, from, to, unit }),
    [open.pageId, from, to, unit],
    tables,
  );
  const list = versions.data ?? NO_VERSIONS;
  const byId = useMemo(() => new Map(list.map((v) => [v.id, v])), [list]);
  // A year of versions is 365 choices in each picker: made once, not at every render, and put in
  // the pickers by a render that yields to the browser (one render of 2 × 366 options was a
  // 40 ms task while the comparison was being made).
  const listed = useDeferredValue(list);
  const options = useMemo(
    () => (
      <>
        {listed.map((v) => (
          <option key={v.id} value={v.id}>
            {versionLabel(t, i18n.language, v, v.id)}
          </option>
        ))}
        <option value="now">{t('revisions.now')}</option>
      </>
    ),
    [listed, t, i18n.language],
  );
  const restoreHere = canRestore && to === 'now';
  const close = () => {
    ref.current?.close();
    onClose();
  };
  const onRestoreBlock = async (block: DiffBlock) => {
    if (await restoreParagraph(open.pageId, block)) close();
  };
  const onRestorePage = async () => {
    if (typeof from === 'number' && (await restorePage(open.pageId, from))) close();
  };
  const result = compared.data;
  return (
    <dialog
      ref={ref}
      className="dialog rev-compare-dialog"
      aria-labelledby="rev-compare-title"
      aria-busy={compared.loading || undefined}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id="rev-compare-title">{t('revisions.compare_title', { title: open.title })}</h2>
      <div className="rev-compare-controls">
        <label className="rev-picker">
          {t('revisions.older')}
          <select value={String(from)} onChange={(e) => setFrom(refOf(e.target.value))}>
            {options}
          </select>
        </label>
        <label className="rev-picker">
          {t('revisions.newer')}
          <select value={String(to)} onChange={(e) => setTo(refOf(e.target.value))}>
            {options}
          </select>
        </label>
        <fieldset className="segmented" aria-label={t('revisions.by')}>
          {UNITS.map((u) => (
            <label key={u} className={unit === u ? 'is-on' : ''}>
              <input
                type="radio"
                name="rev-unit"
                checked={unit === u}
                onChange={() => setUnit(u)}
              />
              {t(`revisions.by_${u}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="segmented" aria-label={t('revisions.layout')}>
          {LAYOUTS.map((l) => (
            <label key={l} className={layout === l ? 'is-on' : ''}>
              <input
                type="radio"
                name="rev-layout"
                checked={layout === l}
                onChange={() => setLayout(l)}
              />
              {t(`revisions.layout_${l}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {compared.error && <FailureMessage error={compared.error} />}
      {result && (
        <>
          <p className="rev-summary" aria-live="polite">
            <span className="rev-added-count">
              {t('revisions.words_added', { count: result.wordsAdded })}
            </span>{' '}
            <span className="rev-removed-count">
              {t('revisions.words_removed', { count: result.wordsRemoved })}
            </span>
          </p>
          {layout === 'side' && (
            <div className="rev-row rev-head" aria-hidden="true">
              <div className="rev-cell">
                {versionLabel(t, i18n.language, byId.get(from as number), from)}
              </div>
              <div className="rev-cell">
                {versionLabel(t, i18n.language, byId.get(to as number), to)}
              </div>
            </div>
          )}
          <DiffView
            result={result}
            layout={layout}
            onRestore={restoreHere ? onRestoreBlock : undefined}
          />
        </>
      )}
      <div className="button-row">
        {restoreHere && typeof from === 'number' && (
          <button type="button" className="button" onClick={onRestorePage}>
            {t('revisions.restore_page')}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={close}>
          {t('revisions.close')}
        </button>
      </div>
    </dialog>
  );
}
