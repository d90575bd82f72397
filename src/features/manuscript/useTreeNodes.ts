/** The book tree's nodes for a tree view, from the shared store (tree-store.ts). */
import { useEffect } from 'react';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import type { ResultError } from '../../../workers/contract/result';
import { treeChangeAtom } from '../../session/book-atoms';
import { useAtomValue, useStore } from '../../state/jotai';
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
  const store = useStore();
  const { nodes, error } = useAtomValue(treeStore.atom);
  // The worker's tree changes go to the store without being state here: a change the tree does
  // not show (a find and replace rewrote the text and counts of 1,900 pages) re-renders no tree
  // view; the store's snapshot changes, and with it the view, only when a shown node changed.
  useEffect(() => {
    const pass = () => treeStore.changed(store.get(treeChangeAtom));
    pass();
    return store.sub(treeChangeAtom, pass);
  }, [store]);
  return { nodes, error, merge: treeStore.merge, latest: treeStore.latest };
}
