/** The page view (/body-content/page/:id); the chapter view is in ChapterView.tsx. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LONG_PAGE_WORDS } from '../../../workers/contract/constants';
import { FailureMessage } from '../../components/FailureMessage';
import { NotFoundPage } from '../../components/NotFoundPage';
import { usePageNode } from '../../session/usePageNode';
import { useReplacedVersion } from '../../state/find-request';
import { useAtomValue } from '../../state/jotai';
import { ChapterCrumb } from '../manuscript';
import { LongPageOffer } from './LongPageOffer';
import { longPagesOpenedWholeAtom } from './long-page-atoms';
import { PageCanvas } from './PageCanvas';

export function PagePage() {
  // After a split the page is read again (it now holds its first part only).
  const [reads, setReads] = useState(0);
  // After a find and replace that changed it too (its editor must not keep the old text).
  const { id = '' } = useParams();
  const replaced = useReplacedVersion(`page:${id}`);
  return <PageView key={`${reads}-${replaced}`} onSplit={() => setReads((n) => n + 1)} />;
}

function PageView({ onSplit }: { onSplit: () => void }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { node: data, loading, error } = usePageNode(id);
  const openedWhole = useAtomValue(longPagesOpenedWholeAtom);

  // A page that is not in the book is not found; any other failure says what happened.
  if (error && error.code !== 'record_not_found') return <FailureMessage error={error} />;
  if (error || (!loading && data?.type === 'folder')) return <NotFoundPage />;
  if (!data || data.type === 'folder') return <p className="muted">{t('app.loading')}</p>;
  const words = data.content_metrics?.words ?? 0;
  const offerSplit = !loading && words > LONG_PAGE_WORDS && !openedWhole.has(data.id);
  return (
    <article className="section-page section-page--wide" aria-busy={loading || undefined}>
      <ChapterCrumb parentId={data.parentId} />
      <h1>{data.name}</h1>
      {offerSplit ? (
        <LongPageOffer id={data.id} name={data.name} words={words} onSplit={onSplit} />
      ) : (
        <PageCanvas
          target={{ kind: 'page', id: data.id }}
          pageKey={`page:${data.id}`}
          initialHtml={data.content}
          label={data.name}
          initialWords={words}
        />
      )}
    </article>
  );
}
