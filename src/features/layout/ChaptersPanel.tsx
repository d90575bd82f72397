/** The chapters panel: the book's folders and pages, each page a link to its editor. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { TreeNodeSummary } from '../../../workers/domains/tree/handlers';
import { panelsAtom } from '../../app/interface-state';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { changeTickAtom } from '../book/book-atoms';

function Branch({ nodes, parentId }: { nodes: TreeNodeSummary[]; parentId: string | null }) {
  const children = nodes
    .filter((n) => n.parentId === parentId && n.mark_for_delete !== 1)
    .sort((a, b) => a.position_in_list - b.position_in_list);
  if (children.length === 0) return null;
  return (
    <ul>
      {children.map((n) => (
        <li key={n.id}>
          {n.type === 'page' ? (
            <NavLink to={`/body-content/page/${n.id}`} className="nav-link">
              {n.name}
            </NavLink>
          ) : (
            <span className="tree-folder">{n.name}</span>
          )}
          <Branch nodes={nodes} parentId={n.id} />
        </li>
      ))}
    </ul>
  );
}

export function ChaptersPanel() {
  const { t } = useTranslation();
  const tick = useAtomValue(changeTickAtom);
  const setPanels = useSetAtom(panelsAtom);
  const [nodes, setNodes] = useState<TreeNodeSummary[] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the book changes.
  useEffect(() => {
    let live = true;
    void workerApi()
      .fetchTree()
      .then((r) => {
        if (live && r.success) setNodes(r.data);
      });
    return () => {
      live = false;
    };
  }, [tick]);

  return (
    <aside className="chapters-panel" aria-label={t('chapters_panel.label')}>
      <div className="panel-header">
        <h2>{t('chapters_panel.label')}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={() => setPanels({ chapters: false })}
        >
          {t('chapters_panel.close')}
        </button>
      </div>
      {nodes === null ? (
        <p className="muted">{t('app.loading')}</p>
      ) : nodes.some((n) => n.type === 'page' && n.mark_for_delete !== 1) ? (
        <Branch nodes={nodes} parentId={null} />
      ) : (
        <p className="muted">{t('chapters_panel.empty')}</p>
      )}
    </aside>
  );
}
