/** Book-tree operations: read, create, rename, move, soft delete, restore, batch update. */
import { type SectionType, sectionTypeOf } from '../../contract/book-structure';
import { AppError } from '../../contract/errors';
import type { OutlineFields } from '../../contract/outline';
import type { TreeNode, TreeNodeType } from '../../contract/records';
import { newId } from '../../core/ids';
import { prepareRecord } from '../../core/prepare-record';
import { toPlainText } from '../../core/sanitize-html';
import * as ops from '../../core/tree-ops';
import type { DbSession } from '../../db/session';
import { summaryOf, TreeCache, type TreeNodeSummary } from '../../db/tree-cache';
import { cleanOutlineChange } from './outline-change';

export type { TreeNodeSummary } from '../../db/tree-cache';

const summary = summaryOf;

export function createTreeHandlers(session: DbSession, cache: TreeCache = new TreeCache(session)) {
  const tree = () => session.get().tree_nodes;

  async function currentDocumentId(): Promise<string> {
    const doc = await session.get().current_document.toCollection().first();
    return String(doc?.uuid ?? '');
  }

  /** Runs a pure tree operation over all nodes and stores its changes in one transaction. */
  /** Tree operations run one at a time, so each sees the result of the one before. */
  let queue: Promise<unknown> = Promise.resolve();

  /**
   * Runs a pure tree operation over the node summaries (no text is read) and stores only the
   * fields it changed, in one transaction; new nodes are added whole (they start empty).
   */
  function apply(op: (nodes: TreeNode[]) => TreeNode[]): Promise<TreeNodeSummary[]> {
    const run = queue.then(async () => {
      const nodes = (await cache.list()).map((n) => ({ ...n, content: '' }) as TreeNode);
      const known = new Set(nodes.map((n) => n.id));
      let result: TreeNode[];
      try {
        result = op(nodes);
      } catch (error) {
        throw new AppError('invalid_argument', { reason: (error as Error).message });
      }
      // Structure only for known nodes (content and its metrics belong to the page saves), in
      // two batched requests rather than one read-and-write per node: a move or a new page
      // renumbers every sibling after it.
      const changes = result
        .filter((node) => known.has(node.id))
        .map(({ id, content: _content, content_metrics: _metrics, ...fields }) => ({
          key: id,
          changes: fields,
        }));
      const added = result.filter((node) => !known.has(node.id));
      await session.get().transaction('rw', 'tree_nodes', async () => {
        if (changes.length > 0) await tree().bulkUpdate(changes);
        if (added.length > 0) await tree().bulkAdd(added);
      });
      const summaries = result.map(summary);
      cache.remember(summaries);
      session.changed(
        'tree_nodes',
        result.map((n) => n.id),
      );
      return summaries;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    /** Every node without content (deleted ones included, flagged), for the tree view. */
    async fetchTree(): Promise<TreeNodeSummary[]> {
      return cache.list();
    },

    /** The book's pages in reading order, by id and name (what a page picker lists). */
    async pageNames(): Promise<Array<{ id: string; name: string }>> {
      return ops.pagesInReadingOrder(await cache.list()).map(({ id, name }) => ({ id, name }));
    },

    /** The summaries of the given nodes (those that exist), for a view to merge changes. */
    async fetchTreeNodes(ids: string[]): Promise<TreeNodeSummary[]> {
      return cache.some(ids);
    },

    /** One node with its content. */
    async fetchNode(id: string): Promise<TreeNode> {
      const node = await tree().get(id);
      if (!node) throw new AppError('record_not_found', { id, table: 'tree_nodes' });
      return node;
    },

    async createNode(input: {
      parentId: string | null;
      type: TreeNodeType;
      name: string;
      position?: number;
    }): Promise<TreeNodeSummary[]> {
      const documentId = await currentDocumentId();
      return apply((nodes) =>
        ops.createNode(nodes, {
          ...input,
          name: toPlainText(input.name),
          id: newId(),
          documentId,
        }),
      );
    },

    async renameNode(id: string, name: string): Promise<TreeNodeSummary[]> {
      const clean = toPlainText(name);
      return apply((nodes) => {
        const node = nodes.find((n) => n.id === id);
        if (!node) throw new AppError('record_not_found', { id, table: 'tree_nodes' });
        return [{ ...node, name: clean, title: clean }];
      });
    },

    /** Gives a node one of the book's colour labels (by uuid), or none with null. */
    async setNodeLabel(id: string, labelId: string | null): Promise<TreeNodeSummary[]> {
      const label =
        labelId === null
          ? null
          : await session.get().labels.where('uuid').equals(String(labelId)).first();
      if (labelId !== null && !label)
        throw new AppError('record_not_found', { id: String(labelId), table: 'labels' });
      return apply((nodes) => {
        const node = nodes.find((n) => n.id === id);
        if (!node) throw new AppError('record_not_found', { id, table: 'tree_nodes' });
        return [{ ...node, labelId: label ? label.uuid : null }];
      });
    },

    /**
     * The outline's fields of a node (issue 30, contract/outline.ts): its synopsis (plain text),
     * status (one of the five, or null), point-of-view character (an atlas character's uuid, or
     * null) and target of words. Only the fields given change.
     */
    async setNodeOutline(id: string, change: Partial<OutlineFields>): Promise<TreeNodeSummary[]> {
      const fields = await cleanOutlineChange(change, (uuid) =>
        session.get().characters.where('uuid').equals(uuid).count(),
      );
      return apply((nodes) => {
        const node = nodes.find((n) => n.id === id);
        if (!node) throw new AppError('record_not_found', { id, table: 'tree_nodes' });
        return [{ ...node, ...fields }];
      });
    },

    /** "Include in export": false leaves the node, and everything under it, out of exports. */
    async setNodeIncludedInExport(id: string, include: boolean): Promise<TreeNodeSummary[]> {
      if (typeof include !== 'boolean')
        throw new AppError('invalid_argument', { reason: 'include must be true or false' });
      return apply((nodes) => {
        const node = nodes.find((n) => n.id === id);
        if (!node) throw new AppError('record_not_found', { id, table: 'tree_nodes' });
        return [{ ...node, include_in_export: include }];
      });
    },

    /**
     * How exports set the node (contract/book-structure.ts): a folder's part, chapter or group,
     * a page's chapter, scene or unnumbered section; null: by its place in the book.
     */
    async setNodeSectionType(id: string, type: SectionType | null): Promise<TreeNodeSummary[]> {
      return apply((nodes) => {
        const node = nodes.find((n) => n.id === id);
        if (!node) throw new AppError('record_not_found', { id, table: 'tree_nodes' });
        const clean = sectionTypeOf(node.type, type);
        if (type !== null && clean === null)
          throw new AppError('invalid_argument', {
            reason: `a ${node.type} cannot be a ${String(type)}`,
          });
        return [{ ...node, section_type: clean }];
      });
    },

    async moveNode(
      id: string,
      newParentId: string | null,
      position?: number,
    ): Promise<TreeNodeSummary[]> {
      return apply((nodes) => ops.moveNode(nodes, id, newParentId, position));
    },

    async deleteNode(id: string): Promise<TreeNodeSummary[]> {
      return apply((nodes) => ops.softDeleteNode(nodes, id));
    },

    async restoreNode(id: string): Promise<TreeNodeSummary[]> {
      return apply((nodes) => ops.restoreNode(nodes, id));
    },

    /** Saves a page's content: sanitised, with fresh metrics. Returns the new metrics. */
    async savePageContent(id: string, html: string): Promise<TreeNode['content_metrics']> {
      const prepared = prepareRecord('tree_nodes', { content: html });
      const count = await tree().update(id, prepared);
      if (count === 0 && !(await tree().get(id))) {
        throw new AppError('record_not_found', { id, table: 'tree_nodes' });
      }
      session.changed('tree_nodes', [id]);
      return prepared.content_metrics as TreeNode['content_metrics'];
    },

    /** Batch update of tree nodes in one transaction (docs/spec/data-layer-and-files.md §7). */
    async batchUpdateTreeNodes(nodes: Array<Partial<TreeNode> & { id: string }>): Promise<number> {
      if (!Array.isArray(nodes) || nodes.length === 0) throw new AppError('no_update_data');
      await session.get().transaction('rw', 'tree_nodes', async () => {
        for (const change of nodes) {
          const { id, ...fields } = change;
          const count = await tree().update(id, prepareRecord('tree_nodes', fields));
          if (count === 0 && !(await tree().get(id))) {
            throw new AppError('record_not_found', { id, table: 'tree_nodes' });
          }
        }
      });
      session.changed(
        'tree_nodes',
        nodes.map((n) => n.id),
      );
      return nodes.length;
    },
  };
}
