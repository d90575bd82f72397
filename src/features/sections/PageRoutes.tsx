/** The page view (/body-content/page/:id) and the chapter view (/body-content/chapter/:id). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SafeHtml } from '../../components/SafeHtml';
import { useSetAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { pageWordsAtom } from '../book/book-atoms';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageCanvas } from '../writing/PageCanvas';
import { usePageNode } from './usePageNode';

export function PagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const setPageWords = useSetAtom(pageWordsAtom);
  const { node: data, loading, error } = usePageNode(id);

  useEffect(() => {
    if (data) setPageWords(data.content_metrics?.words ?? 0);
    return () => setPageWords(null);
  }, [data, setPageWords]);

  if (error || (!loading && data?.type === 'folder')) return <NotFoundPage />;
  if (!data || data.type === 'folder') return <p className="muted">{t('app.loading')}</p>;
  return (
    <article className="section-page section-page--wide" aria-busy={loading || undefined}>
      <h1>{data.name}</h1>
      <PageCanvas
        target={{ kind: 'page', id: data.id }}
        pageKey={`page:${data.id}`}
        initialHtml={data.content}
        label={data.name}
        initialWords={data.content_metrics?.words ?? 0}
      />
    </article>
  );
}

export function ChapterPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useWorkerQuery(() => workerApi().fetchOne('chapters', Number(id)), [id]);
  if (error || (data === null && Number.isNaN(Number(id)))) return <NotFoundPage />;
  if (!data) return <p className="muted">{t('app.loading')}</p>;
  return (
    <article className="section-page">
      <h1>{String(data.title ?? '')}</h1>
      <SafeHtml className="page-canvas" html={String(data.content ?? '')} />
    </article>
  );
}
