/** A table of contents generated from the book tree: folders as parts, pages as entries. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TreeNodeSummary } from '../../../workers/domains/tree/handlers';
import { workerApi } from '../../worker-client/client';
import { activeChildren } from './BookTree';
import { useWorkerQuery } from './useWorkerQuery';

function Entries({ nodes, parentId }: { nodes: TreeNodeSummary[]; parentId: string | null }) {
  const children = activeChildren(nodes, parentId);
  if (!children.length) return null;
  return (
    <ol className="toc">
      {children.map((n) => (
        <li key={n.id}>
          {n.type === 'page' ? (
            <Link to={`/body-content/page/${n.id}`}>{n.name}</Link>
          ) : (
            <span>{n.name}</span>
          )}
          <Entries nodes={nodes} parentId={n.id} />
        </li>
      ))}
    </ol>
  );
}

export function TableOfContents({ title }: { title: string }) {
  const { t } = useTranslation();
  const { data } = useWorkerQuery(() => workerApi().fetchTree(), []);
  return (
    <article className="section-page">
      <h1>{title}</h1>
      {data ? (
        <Entries nodes={data} parentId={null} />
      ) : (
        <p className="muted">{t('app.loading')}</p>
      )}
    </article>
  );
}
