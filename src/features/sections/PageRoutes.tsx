/** The page view (/body-content/page/:id); the chapter view is in ChapterView.tsx. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePageNode } from '../../session/usePageNode';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageCanvas } from '../writing/PageCanvas';
import { ChapterCrumb } from './ChapterView';

export function PagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { node: data, loading, error } = usePageNode(id);

  if (error || (!loading && data?.type === 'folder')) return <NotFoundPage />;
  if (!data || data.type === 'folder') return <p className="muted">{t('app.loading')}</p>;
  return (
    <article className="section-page section-page--wide" aria-busy={loading || undefined}>
      <ChapterCrumb parentId={data.parentId} />
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
