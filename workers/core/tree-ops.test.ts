import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../contract/records';
import { emptyMetrics } from './content-metrics';
import {
  childrenOf,
  createNode,
  moveNode,
  pagesInReadingOrder,
  restoreNode,
  softDeleteNode,
} from './tree-ops';

/** Applies changed nodes onto a list, like bulkPut. */
const applyChanges = (nodes: TreeNode[], changed: TreeNode[]): TreeNode[] => {
  const map = new Map(nodes.map((n) => [n.id, n]));
  for (const c of changed) map.set(c.id, c);
  return [...map.values()];
};

function build(): TreeNode[] {
  let nodes: TreeNode[] = [];
  const add = (id: string, parentId: string | null, type: 'folder' | 'page') => {
    nodes = applyChanges(
      nodes,
      createNode(nodes, { id, documentId: 'd', parentId, type, name: id }),
    );
  };
  add('root', null, 'folder');
  add('p1', 'root', 'page');
  add('f1', 'root', 'folder');
  add('p2', 'f1', 'page');
  add('p3', 'f1', 'page');
  add('f2', null, 'folder');
  add('p4', 'f2', 'page');
  return nodes;
}

const get = (nodes: TreeNode[], id: string) => nodes.find((n) => n.id === id) as TreeNode;
const order = (nodes: TreeNode[], parent: string | null) =>
  childrenOf(nodes, parent).map((n) => n.id);

/** Every node's path ends in its id, follows its parent's path, and depth matches. */
function expectConsistent(nodes: TreeNode[]) {
  for (const n of nodes) {
    const parent = n.parentId ? get(nodes, n.parentId) : undefined;
    expect(n.path).toBe(parent ? `${parent.path}/${n.id}` : n.id);
    expect(n.depth).toBe(parent ? parent.depth + 1 : 0);
  }
  const parents = new Set(nodes.map((n) => n.parentId));
  for (const p of parents) {
    expect(childrenOf(nodes, p).map((n) => n.position_in_list)).toEqual(
      childrenOf(nodes, p).map((_, i) => i + 1),
    );
  }
}

describe('tree operations', () => {
  it('creates nodes with positions, depth and paths', () => {
    const nodes = build();
    expect(order(nodes, 'root')).toEqual(['p1', 'f1']);
    expect(get(nodes, 'p2')).toMatchObject({ depth: 2, path: 'root/f1/p2', position_in_list: 1 });
    expect(get(nodes, 'p2').content_metrics).toEqual(emptyMetrics());
    expectConsistent(nodes);
  });

  it('inserts at a given position and renumbers siblings', () => {
    let nodes = build();
    nodes = applyChanges(
      nodes,
      createNode(nodes, {
        id: 'p0',
        documentId: 'd',
        parentId: 'root',
        type: 'page',
        name: 'p0',
        position: 1,
      }),
    );
    expect(order(nodes, 'root')).toEqual(['p0', 'p1', 'f1']);
    expectConsistent(nodes);
  });

  it('refuses to create under a page', () => {
    const nodes = build();
    expect(() =>
      createNode(nodes, { id: 'x', documentId: 'd', parentId: 'p1', type: 'page', name: 'x' }),
    ).toThrow();
  });

  it('moves a folder across folders, re-rooting its subtree and renumbering both sides', () => {
    let nodes = build();
    nodes = applyChanges(nodes, moveNode(nodes, 'f1', 'f2', 1));
    expect(order(nodes, 'root')).toEqual(['p1']);
    expect(order(nodes, 'f2')).toEqual(['f1', 'p4']);
    expect(get(nodes, 'p3')).toMatchObject({ depth: 2, path: 'f2/f1/p3' });
    expectConsistent(nodes);
  });

  it('reorders within a folder and clamps positions', () => {
    let nodes = build();
    nodes = applyChanges(nodes, moveNode(nodes, 'p2', 'f1', 50));
    expect(order(nodes, 'f1')).toEqual(['p3', 'p2']);
    nodes = applyChanges(nodes, moveNode(nodes, 'p2', 'f1', -3));
    expect(order(nodes, 'f1')).toEqual(['p2', 'p3']);
    expectConsistent(nodes);
  });

  it('refuses to move a folder into its own descendant or into a page', () => {
    const nodes = build();
    expect(() => moveNode(nodes, 'root', 'f1')).toThrow();
    expect(() => moveNode(nodes, 'p2', 'p1')).toThrow();
  });

  it('soft-deletes a subtree, renumbers siblings and restores it at the end', () => {
    let nodes = build();
    nodes = applyChanges(nodes, softDeleteNode(nodes, 'p1'));
    expect(get(nodes, 'p1').mark_for_delete).toBe(1);
    expect(order(nodes, 'root')).toEqual(['f1']);
    expect(get(nodes, 'f1').position_in_list).toBe(1);
    nodes = applyChanges(nodes, softDeleteNode(nodes, 'f1'));
    expect(get(nodes, 'p3').mark_for_delete).toBe(1);
    nodes = applyChanges(nodes, restoreNode(nodes, 'f1'));
    expect(get(nodes, 'p3').mark_for_delete).toBe(0);
    expect(order(nodes, 'root')).toEqual(['f1']);
    nodes = applyChanges(nodes, restoreNode(nodes, 'p1'));
    expect(order(nodes, 'root')).toEqual(['f1', 'p1']);
    expectConsistent(nodes);
  });

  it('restores a page whose folder is gone under the first root folder', () => {
    let nodes = build();
    nodes = applyChanges(nodes, softDeleteNode(nodes, 'p4'));
    nodes = applyChanges(nodes, softDeleteNode(nodes, 'f2'));
    nodes = applyChanges(nodes, restoreNode(nodes, 'p4'));
    expect(get(nodes, 'p4')).toMatchObject({ parentId: 'root', mark_for_delete: 0 });
    expect(get(nodes, 'f2').mark_for_delete).toBe(1);
  });

  it('lists pages in reading order', () => {
    const nodes = build();
    expect(pagesInReadingOrder(nodes).map((n) => n.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
});
