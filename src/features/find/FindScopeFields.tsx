/**
 * Where find looks: the whole book, the manuscript, chosen folders and pages, pages with a
 * label; notes and atlas records when ticked. The tree is read as summaries (no page text).
 */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FindScope, FindWhere } from '../../../workers/contract/find';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

type WhereKind = FindWhere['kind'];

const TREE_TABLES = ['tree_nodes'] as const;
const NO_TABLES = [] as const;

/** Memoised: the panel re-renders on every keystroke, the scope does not change with it. */
export const FindScopeFields = memo(function FindScopeFields({
  scope,
  onChange,
}: {
  scope: FindScope;
  onChange: (scope: FindScope) => void;
}) {
  const { t } = useTranslation();
  const ids = { where: useId(), nodes: useId(), label: useId() };
  const kind = scope.where.kind;
  // The tree is read (summaries, no text) only while the author chooses folders and pages.
  const picking = kind === 'nodes';
  const tree = useWorkerQuery(
    () =>
      picking ? workerApi().fetchTree() : Promise.resolve({ success: true as const, data: [] }),
    [picking],
    picking ? TREE_TABLES : NO_TABLES,
  );
  const labels = useWorkerQuery(() => workerApi().listLabels(), [], ['labels']);

  const setWhere = (next: WhereKind) => {
    if (next === 'nodes') onChange({ ...scope, where: { kind: 'nodes', ids: [] } });
    else if (next === 'label')
      onChange({ ...scope, where: { kind: 'label', labelId: labels.data?.[0]?.uuid ?? '' } });
    else onChange({ ...scope, where: { kind: next } });
  };

  const nodes = kind === 'nodes' ? (tree.data ?? []).filter((n) => n.mark_for_delete !== 1) : [];
  return (
    <fieldset className="find-scope">
      <legend className="visually-hidden">{t('find.scope')}</legend>
      <label htmlFor={ids.where}>{t('find.scope')}</label>
      <select id={ids.where} value={kind} onChange={(e) => setWhere(e.target.value as WhereKind)}>
        <option value="book">{t('find.scope_book')}</option>
        <option value="manuscript">{t('find.scope_manuscript')}</option>
        <option value="nodes">{t('find.scope_nodes')}</option>
        <option value="label">{t('find.scope_label')}</option>
      </select>
      {scope.where.kind === 'nodes' && (
        <>
          <label htmlFor={ids.nodes} className="visually-hidden">
            {t('find.scope_nodes_pick')}
          </label>
          <select
            id={ids.nodes}
            multiple
            size={6}
            className="find-scope-nodes"
            value={scope.where.ids}
            onChange={(e) =>
              onChange({
                ...scope,
                where: { kind: 'nodes', ids: [...e.target.selectedOptions].map((o) => o.value) },
              })
            }
          >
            {orderedTree(nodes).map((n) => (
              <option key={n.id} value={n.id}>
                {`${'\u00a0\u00a0'.repeat(n.depth)}${n.type === 'folder' ? '▸ ' : ''}${n.name}`}
              </option>
            ))}
          </select>
          <p className="muted find-hint">{t('find.scope_nodes_hint')}</p>
        </>
      )}
      {scope.where.kind === 'label' && (
        <>
          <label htmlFor={ids.label} className="visually-hidden">
            {t('find.scope_label_pick')}
          </label>
          <select
            id={ids.label}
            value={scope.where.labelId}
            onChange={(e) =>
              onChange({ ...scope, where: { kind: 'label', labelId: e.target.value } })
            }
          >
            {(labels.data ?? []).map((l) => (
              <option key={l.uuid} value={l.uuid}>
                {l.label || l.name}
              </option>
            ))}
          </select>
        </>
      )}
      <label className="find-check">
        <input
          type="checkbox"
          checked={scope.notes}
          onChange={(e) => onChange({ ...scope, notes: e.target.checked })}
        />
        {t('find.scope_notes')}
      </label>
      <label className="find-check">
        <input
          type="checkbox"
          checked={scope.atlas}
          onChange={(e) => onChange({ ...scope, atlas: e.target.checked })}
        />
        {t('find.scope_atlas')}
      </label>
    </fieldset>
  );
});

interface TreeRow {
  id: string;
  parentId: string | null;
  name: string;
  type: string;
  position_in_list: number;
}

/** The tree's nodes depth first, each with its depth. */
function orderedTree<N extends TreeRow>(nodes: N[]): Array<N & { depth: number }> {
  const byParent = new Map<string | null, N[]>();
  for (const n of nodes) {
    const list = byParent.get(n.parentId) ?? [];
    list.push(n);
    byParent.set(n.parentId, list);
  }
  const out: Array<N & { depth: number }> = [];
  const walk = (parent: string | null, depth: number) => {
    for (const n of (byParent.get(parent) ?? []).sort(
      (a, b) => a.position_in_list - b.position_in_list,
    )) {
      out.push({ ...n, depth });
      walk(n.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
