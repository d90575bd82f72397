/**
 * A page's older versions in the second pane, read only: the list (newest first), and one
 * version — its text as it was, or its changes up to the page now (the revisions feature's
 * comparison, without its restore: restoring is the page history's, in the Tools panel).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FailureMessage } from '../../components/FailureMessage';
import { SafeHtml } from '../../components/SafeHtml';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { DiffView, versionLabel } from '../revisions';
import { PANE_HOME } from './pane-history';

function usePageName(pageId: string): string {
  const page = useWorkerQuery(() => workerApi().fetchTreeNodes([pageId]), [pageId], ['tree_nodes']);
  return page.data?.[0]?.name ?? '';
}

export function PaneVersions() {
  const { t, i18n } = useTranslation();
  const { pageId = '' } = useParams();
  const name = usePageName(pageId);
  const versions = useWorkerQuery(
    () => workerApi().listPageVersions(pageId),
    [pageId],
    ['page_versions'],
  );
  const list = [...(versions.data ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <article className="pane-versions">
      <h2>{t('split.versions_title', { title: name })}</h2>
      {versions.error && <FailureMessage error={versions.error} />}
      {versions.data && list.length === 0 && <p className="muted">{t('split.no_versions')}</p>}
      <ul>
        {list.map((v) => (
          <li key={v.id}>
            <Link to={`${PANE_HOME}/versions/${encodeURIComponent(pageId)}/${v.id}`}>
              {versionLabel(t, i18n.language, v, v.id)}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

type Shown = 'text' | 'changes';

export function PaneVersion() {
  const { t, i18n } = useTranslation();
  const { pageId = '', versionId = '' } = useParams();
  const id = Number(versionId);
  const name = usePageName(pageId);
  const [shown, setShown] = useState<Shown>('text');
  const version = useWorkerQuery(() => workerApi().readPageVersion(id), [id], ['page_versions']);
  const compared = useWorkerQuery(
    () =>
      shown === 'changes'
        ? workerApi().comparePageVersions({ pageId, from: id, to: 'now', unit: 'word' })
        : Promise.resolve({ success: true as const, data: null }),
    [pageId, id, shown],
    ['page_versions', 'tree_nodes'],
  );
  const info = version.data?.info;
  return (
    <article className="pane-version" aria-busy={version.loading || undefined}>
      <p className="chapter-crumb">
        <Link to={`${PANE_HOME}/versions/${encodeURIComponent(pageId)}`}>
          {t('split.versions_title', { title: name })}
        </Link>
      </p>
      <h2>{info ? versionLabel(t, i18n.language, info, info.id) : name}</h2>
      <fieldset className="segmented" aria-label={t('split.version_view')}>
        {(['text', 'changes'] as const).map((s) => (
          <label key={s} className={shown === s ? 'is-on' : ''}>
            <input
              type="radio"
              name="pane-version-view"
              checked={shown === s}
              onChange={() => setShown(s)}
            />
            {t(s === 'text' ? 'split.version_text' : 'split.version_changes')}
          </label>
        ))}
      </fieldset>
      {version.error && <FailureMessage error={version.error} />}
      {compared.error && <FailureMessage error={compared.error} />}
      {shown === 'text' && version.data && (
        <SafeHtml className="pane-version__text" html={version.data.html} />
      )}
      {shown === 'changes' && compared.data && <DiffView result={compared.data} layout="inline" />}
    </article>
  );
}
