/** The chapters view: the book's folders and pages as a tree of links. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TreeNodeSummary } from '../../../workers/domains/tree/handlers';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from './useWorkerQuery';

export function activeChildren(nodes: TreeNodeSummary[], parentId: string | null) {
  return nodes
    .filter((n) => n.parentId === parentId && n.mark_for_delete !== 1)
    .sort((a, b) => a.position_in_list - b.position_in_list);
}

function Branch({ nodes, parentId }: { nodes: TreeNodeSummary[]; parentId: string | null }) {
  const children = activeChildren(nodes, parentId);
  if (!children.length) return null;
  return (
    <ul className="book-tree">
      {children.map((n) => (
        <li key={n.id}>
          {n.type === 'page' ? (
            <Link to={`/body-content/page/${n.id}`}>{n.name}</Link>
          ) : (
            <span className="tree-folder">{n.name}</span>
          )}
          <Branch nodes={nodes} parentId={n.id} />
        </li>
      ))}
    </ul>
  );
}

export function BookTree({ title }: { title: string }) {
  const { t } = useTranslation();
  const { data, error } = useWorkerQuery(() => workerApi().fetchTree(), []);
  return (
    <article className="section-page">
      <h1>{title}</h1>
      {error && <p role="alert">{error}</p>}
      {data &&
        (data.length ? (
          <Branch nodes={data} parentId={null} />
        ) : (
          <p>{t('chapters_panel.empty')}</p>
        ))}
    </article>
  );
}
