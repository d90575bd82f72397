/**
 * The book tree's nodes: fetched once, re-fetched (coalesced) whenever the worker reports a
 * change, and updated at once from the nodes a tree call returns. Unchanged nodes keep their
 * identity so memoised rows stay put.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TreeNodeSummary } from '../../../workers/domains/tree/handlers';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { changeTickAtom } from '../book/book-atoms';
import { mergeNodes, shareNodes } from './share-nodes';

export interface TreeNodesState {
  nodes: TreeNodeSummary[] | null;
  error: string | null;
  /** Applies nodes returned by createNode/moveNode/… before the re-fetch arrives. */
  merge: (changed: TreeNodeSummary[]) => void;
  /** The newest nodes, including merges React has not rendered yet. */
  latest: () => TreeNodeSummary[];
}

export function useTreeNodes(): TreeNodesState {
  const tick = useAtomValue(changeTickAtom);
  const [nodes, setNodes] = useState<TreeNodeSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const inFlight = useRef(false);
  const again = useRef(false);
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the book changes.
  useEffect(() => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    void (async () => {
      try {
        do {
          again.current = false;
          const started = performance.now();
          const result = await workerApi().fetchTree();
          if (!mounted.current) return;
          // A merge newer than this read is fresher; its change event brings another read.
          if (lastMerge.current > started) continue;
          if (result.success) {
            publish(shareNodes(current.current, result.data));
            setError(null);
          } else {
            setError(result.error.message);
          }
        } while (again.current);
      } finally {
        inFlight.current = false;
      }
    })();
  }, [tick, publish]);

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
