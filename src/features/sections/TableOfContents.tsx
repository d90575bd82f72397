/**
 * A table of contents generated from the book tree (folders as parts, pages as entries), shown
 * when the book's table-of-contents flag (`toc`, set in Book info) is on.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { activeChildren } from './BookTree';

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
  const tree = useWorkerQuery(() => workerApi().fetchTree(), [], ['tree_nodes']);
  const frontmatter = useWorkerQuery(() => workerApi().getFrontmatter(), [], ['frontmatter']);
  const loading = !tree.data || !frontmatter.data;
  return (
    <article className="section-page">
      <h1>{title}</h1>
      {loading && <p className="muted">{t('app.loading')}</p>}
      {!loading && !frontmatter.data?.toc && (
        <p>
          {t('toc.off')} <Link to="/frontmatter/book-info">{t('toc.turn_on')}</Link>
        </p>
      )}
      {!loading && frontmatter.data?.toc && tree.data && (
        <Entries nodes={tree.data} parentId={null} />
      )}
    </article>
  );
}
