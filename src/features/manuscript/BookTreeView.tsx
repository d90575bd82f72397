/**
 * The book tree (folders and pages) with its actions, used compact in the chapters panel and
 * full on the Chapters view: toolbar, virtualised ARIA tree, a live region announcing results,
 * the delete confirmation and Recently deleted.
 */

import { LayoutGrid, ListTree } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { corkboardPathOf, outlinePathOf } from '../../navigation/book-views';
import { DeleteDialog, type DeleteDialogProps } from './DeleteDialog';
import { contentsOf } from './flatten-tree';
import { RecentlyDeleted } from './RecentlyDeleted';
import { TreeExportControls } from './TreeExportControls';
import { TreeLabelControls } from './TreeLabelControls';
import { TreeToolbar } from './TreeToolbar';
import { useTreeController } from './useTreeController';
import { VirtualTree } from './VirtualTree';
import './manuscript.css';
import { FailureMessage } from '../../components/FailureMessage';

export interface BookTreeViewProps {
  /** compact: the chapters panel; full: the Chapters view. */
  variant: 'compact' | 'full';
  /** The tree's accessible name. */
  label: string;
}

export function BookTreeView({ variant, label }: BookTreeViewProps) {
  const { t } = useTranslation();
  const tree = useTreeController();
  const { rows, commands, selection } = tree;
  const compact = variant === 'compact';
  // Kept from render to render: the memoised dialog re-renders only when the target changes.
  const deleteTarget = useMemo((): DeleteDialogProps['target'] => {
    const node = tree.deleteTarget;
    if (!node) return null;
    if (node.type === 'page') return { type: 'page' };
    return { type: 'folder', ...contentsOf(tree.index, node.id) };
  }, [tree.deleteTarget, tree.index]);

  return (
    <div className={`manuscript manuscript--${variant}`}>
      <TreeToolbar
        compact={compact}
        rows={rows}
        selection={selection}
        index={tree.index}
        commands={commands}
      />
      <div className="manuscript-toolbar">
        <TreeLabelControls
          rows={rows}
          labels={tree.labels}
          selection={selection}
          commands={commands}
        />
        <TreeExportControls rows={rows} selection={selection} commands={commands} />
      </div>
      {/* The whole manuscript seen from above (issue 30). */}
      <nav className="manuscript-toolbar manuscript-views" aria-label={t('outline.views')}>
        <Link className="button" to={outlinePathOf(null)}>
          <ListTree aria-hidden="true" size={16} />
          {t('outline.view_outline')}
        </Link>
        <Link className="button" to={corkboardPathOf(null)}>
          <LayoutGrid aria-hidden="true" size={16} />
          {t('outline.view_corkboard')}
        </Link>
      </nav>
      {tree.error && <FailureMessage error={tree.error} />}
      {tree.nodes === null ? (
        !tree.error && <p className="muted">{t('app.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="muted">
          {tree.labelFilter ? t('labels.filter_empty') : t('chapters_panel.empty')}
        </p>
      ) : (
        <VirtualTree
          label={label}
          rows={rows}
          index={tree.index}
          collapsed={tree.collapsed}
          selection={selection}
          editingId={tree.editingId}
          rowHeight={compact ? 30 : 34}
          openOnClick={compact}
          commands={commands}
        />
      )}
      <p className="visually-hidden" role="status">
        {tree.status.text}
        {tree.status.count % 2 ? '\u00a0' : ''}
      </p>
      <RecentlyDeleted
        items={tree.deleted}
        headingLevel={compact ? 3 : 2}
        onRestore={commands.restore}
      />
      <DeleteDialog
        name={tree.deleteTarget?.name ?? null}
        target={deleteTarget}
        onConfirm={commands.confirmDelete}
        onCancel={commands.cancelDelete}
      />
    </div>
  );
}
