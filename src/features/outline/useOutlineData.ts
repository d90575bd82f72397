/**
 * What the outline and the corkboard show (issue 30): the nodes under a folder (or the whole
 * manuscript) from the tree's shared store — one worker call, the tree summary, no page text —
 * with the book's labels, statuses and characters, and the move both views make (the tree's
 * own `moveNode`, one at a time, each from the nodes the previous one left).
 */
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutlineFields } from '../../../workers/contract/outline';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { workerApi } from '../../worker-client/client';
import { showFailure, showIfFailed } from '../../worker-client/failures';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import {
  isNoopMove,
  type MoveTarget,
  treeIndexOf,
  useTreeLabels,
  useTreeNodes,
} from '../manuscript';
import { buildOutline } from './outline-rows';
import { useStatuses } from './useStatuses';

export interface Character {
  uuid: string;
  name: string;
}

const NO_NODES: TreeNodeSummary[] = [];

/** The book's characters (not deleted), by name, for the point-of-view choice. */
function useCharacters(): Character[] {
  const { data } = useWorkerQuery(() => workerApi().listAtlas('characters'), [], ['characters']);
  return useMemo(
    () =>
      (data ?? [])
        .filter((r) => r.mark_for_delete !== 1)
        .map((r) => ({
          uuid: r.uuid,
          name: typeof r.fields.name === 'string' ? r.fields.name : '',
        })),
    [data],
  );
}

export function useOutlineData(scopeId: string | null) {
  const { t } = useTranslation();
  const { nodes, error, merge, latest } = useTreeNodes();
  const labels = useTreeLabels();
  const statuses = useStatuses();
  const characters = useCharacters();
  const all = nodes ?? NO_NODES;
  const index = useMemo(() => treeIndexOf(all), [all]);
  const outline = useMemo(() => buildOutline(all, scopeId), [all, scopeId]);
  const scope = scopeId === null ? null : (index.byId.get(scopeId) ?? null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Moves a node where the tree would (the same worker call); resolves with its new place. */
  const move = useCallback(
    (id: string, target: MoveTarget): Promise<boolean> => {
      const run = queue.current.then(async () => {
        if (isNoopMove(treeIndexOf(latest()), id, target)) return false;
        const result = await workerApi().moveNode(id, target.parentId, target.position);
        if (!result.success) {
          showFailure(result.error);
          return false;
        }
        merge(result.data);
        return true;
      });
      queue.current = run.catch(() => undefined);
      return run;
    },
    [latest, merge],
  );

  /** Stores outline fields of a node and shows them at once. */
  const update = useCallback(
    async (id: string, change: Partial<OutlineFields>) => {
      const result = await showIfFailed(workerApi().setNodeOutline(id, change));
      if (result.success) merge(result.data);
    },
    [merge],
  );

  /** Gives a node a colour label, or takes it away (null): the tree's own call. */
  const setLabel = useCallback(
    async (id: string, labelId: string | null) => {
      const result = await showIfFailed(workerApi().setNodeLabel(id, labelId));
      if (result.success) merge(result.data);
    },
    [merge],
  );

  const nameOf = useCallback(
    (id: string | null) =>
      id ? (treeIndexOf(latest()).byId.get(id)?.name ?? '') : t('outline.manuscript'),
    [latest, t],
  );

  return {
    loading: nodes === null && !error,
    error,
    scope,
    index,
    outline,
    labels,
    statuses,
    characters,
    move,
    update,
    setLabel,
    nameOf,
  };
}

export type OutlineData = ReturnType<typeof useOutlineData>;
