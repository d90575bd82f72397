/** The chapters view: the book's folders and pages as the full, editable book tree. */
import { useTranslation } from 'react-i18next';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { BookTreeView } from '../manuscript';

export function activeChildren(nodes: TreeNodeSummary[], parentId: string | null) {
  return nodes
    .filter((n) => n.parentId === parentId && n.mark_for_delete !== 1)
    .sort((a, b) => a.position_in_list - b.position_in_list);
}

export function BookTree({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <article className="section-page">
      <h1>{title}</h1>
      <BookTreeView variant="full" label={t('manuscript.tree_label')} />
    </article>
  );
}
