/** The book tree's nodes for a tree view, from the shared store (tree-store.ts). */
import { useEffect } from 'react';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import type { ResultError } from '../../../workers/contract/result';
import { treeChangeAtom } from '../../session/book-atoms';
import { useAtomValue } from '../../state/jotai';
import { treeStore } from './tree-store';

export interface TreeNodesState {
  nodes: TreeNodeSummary[] | null;
  error: ResultError | null;
  /** Applies nodes returned by createNode/moveNode/… before the change event arrives. */
  merge: (changed: TreeNodeSummary[]) => void;
  /** The newest nodes, including merges React has not rendered yet. */
  latest: () => TreeNodeSummary[];
}

export function useTreeNodes(): TreeNodesState {
  const change = useAtomValue(treeChangeAtom);
  const { nodes, error } = useAtomValue(treeStore.atom);
  useEffect(() => treeStore.changed(change), [change]);
  return { nodes, error, merge: treeStore.merge, latest: treeStore.latest };
}
