/** The page view (/body-content/page/:id) and the chapter view (/body-content/chapter/:id). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SafeHtml } from '../../components/SafeHtml';
import { workerApi } from '../../worker-client/client';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useWorkerQuery } from './useWorkerQuery';

export function PagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useWorkerQuery(() => workerApi().fetchNode(id), [id]);
  if (error) return <NotFoundPage />;
  if (!data) return <p className="muted">{t('app.loading')}</p>;
  return (
    <article className="section-page">
      <h1>{data.name}</h1>
      {data.content ? (
        <SafeHtml className="page-canvas" html={data.content} />
      ) : (
        <p className="muted">{t('pages.section_empty')}</p>
      )}
    </article>
  );
}

export function ChapterPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useWorkerQuery(() => workerApi().fetchOne('chapters', Number(id)), [id]);
  if (error || (data === null && error === null && Number.isNaN(Number(id))))
    return <NotFoundPage />;
  if (!data) return <p className="muted">{t('app.loading')}</p>;
  return (
    <article className="section-page">
      <h1>{String(data.title ?? '')}</h1>
      <SafeHtml className="page-canvas" html={String(data.content ?? '')} />
    </article>
  );
}
