/**
 * The book tree's nodes: fetched once, then kept current from the worker's tree changes — only
 * the changed nodes are read again (the whole tree after an import or another book) — and
 * updated at once from the nodes a tree call returns. Unchanged nodes keep their identity so
 * memoised rows stay put. Changes to other tables, page text included, cost the tree nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TreeNodeSummary } from '../../../workers/domains/tree/handlers';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { treeChangeAtom } from '../book/book-atoms';
import { mergeNodes, replaceNodes, shareNodes } from './share-nodes';

export interface TreeNodesState {
  nodes: TreeNodeSummary[] | null;
  error: string | null;
  /** Applies nodes returned by createNode/moveNode/… before the change event arrives. */
  merge: (changed: TreeNodeSummary[]) => void;
  /** The newest nodes, including merges React has not rendered yet. */
  latest: () => TreeNodeSummary[];
}

/** Above this many changed nodes, the whole tree is read again. */
const PARTIAL_READ_LIMIT = 500;

export function useTreeNodes(): TreeNodesState {
  const change = useAtomValue(treeChangeAtom);
  const [nodes, setNodes] = useState<TreeNodeSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const inFlight = useRef(false);
  /** What is still to read: ids, or null for everything (the first read). */
  const pending = useRef<Set<string> | null>(null);
  const lastMerge = useRef(0);
  const current = useRef<TreeNodeSummary[] | null>(null);
  const publish = useCallback((next: TreeNodeSummary[]) => {
    current.current = next;
    setNodes(next);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Collect what changed; one read at a time takes everything collected so far.
    if (change.ids === null || current.current === null) pending.current = null;
    else if (pending.current !== null) for (const id of change.ids) pending.current.add(id);
    if (inFlight.current) return;
    inFlight.current = true;
    const hasPending = () => pending.current === null || pending.current.size > 0;
    void (async () => {
      try {
        while (hasPending()) {
          const ids = pending.current;
          pending.current = new Set();
          const prev = current.current;
          const whole = ids === null || ids.size > PARTIAL_READ_LIMIT || prev === null;
          const started = performance.now();
          const result = whole
            ? await workerApi().fetchTree()
            : await workerApi().fetchTreeNodes([...ids]);
          if (!mounted.current) return;
          if (!result.success) {
            setError(result.error.message);
            continue;
          }
          setError(null);
          if (lastMerge.current > started) {
            // A tree call merged newer nodes meanwhile: read these again rather than go back.
            if (whole) pending.current = null;
            else for (const id of ids) pending.current?.add(id);
            continue;
          }
          const base = current.current;
          publish(
            whole || base === null
              ? shareNodes(base, result.data)
              : shareNodes(base, replaceNodes(base, [...ids], result.data)),
          );
        }
      } finally {
        inFlight.current = false;
      }
    })();
  }, [change, publish]);

  const merge = useCallback(
    (changed: TreeNodeSummary[]) => {
      const prev = current.current;
      if (!prev) return;
      lastMerge.current = performance.now();
      publish(shareNodes(prev, mergeNodes(prev, changed)));
    },
    [publish],
  );
  const latest = useCallback(() => current.current ?? [], []);

  return { nodes, error, merge, latest };
}
