/**
 * The book tree's state (selection, expansion, renaming, deleting) and its commands. Commands
 * are one stable object reading the newest state, so memoised rows keep their props; worker
 * calls run one after another, each from the nodes the previous one left.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionType } from '../../../workers/contract/book-structure';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import type { Result } from '../../../workers/contract/result';
import { useAppNavigate } from '../../navigation/app-router';
import { openPageAfterRead, readPagesAhead, startPageRead } from '../../session/page-loads';
import { useAtom, useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { showFailure } from '../../worker-client/failures';
import {
  ancestorIds,
  deletedRoots,
  flattenTree,
  isNoopMove,
  keyboardMoveTarget,
  labelledNodes,
  type MoveDirection,
  type MoveTarget,
  treeIndexOf,
} from './flatten-tree';
import { newNodePlace, pageCount } from './new-node';
import { SECTION_TYPE_KEYS } from './section-types';
import { collapsedFoldersAtom, expandAll, toggleFolder, treeLabelFilterAtom } from './tree-atoms';
import { createTreeSelection } from './tree-selection';
import { useTreeLabels } from './useTreeLabels';
import { useTreeNodes } from './useTreeNodes';

export interface TreeCommands {
  /** Selects a row (selection follows focus). */
  select(id: string): void;
  /** Selects a row and moves keyboard focus to it. */
  focus(id: string): void;
  toggle(id: string, expand?: boolean): void;
  /** Opens a page (a folder is not opened). */
  open(id: string): void;
  /** The pointer is on a row: a page starts being read, for the click that may open it. */
  prefetch(id: string): void;
  /** These rows are in view: their pages are read in idle time, for a click that may come. */
  readAhead(ids: readonly string[]): void;
  startRename(id: string): void;
  commitRename(id: string, name: string): void;
  cancelRename(id: string): void;
  create(type: 'folder' | 'page'): void;
  requestDelete(id: string): void;
  confirmDelete(): void;
  cancelDelete(): void;
  restore(id: string): void;
  move(id: string, direction: MoveDirection, refocus: boolean): void;
  moveTo(id: string, target: MoveTarget, refocus: boolean): void;
  /** Gives the node a colour label (a label's uuid), or takes its label away (null). */
  setLabel(id: string, labelId: string | null): void;
  /** "Include in export" on or off (issue 25). */
  setIncluded(id: string, include: boolean): void;
  /** The section type, or null: by its place in the book. */
  setSectionType(id: string, type: SectionType | null): void;
}

type Nodes = TreeNodeSummary[];

const NO_NODES: TreeNodeSummary[] = [];
/** The page view's path, before the page id. */
const PAGE_ROUTE = '/body-content/page/';

export function useTreeController() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { nodes, error, merge, latest } = useTreeNodes();
  const [collapsed, setCollapsed] = useAtom(collapsedFoldersAtom);
  const index = useMemo(() => treeIndexOf(nodes ?? NO_NODES), [nodes]);
  const labelFilter = useAtomValue(treeLabelFilterAtom);
  const { labels, byId: labelsById } = useTreeLabels();
  const rows = useMemo(() => {
    const only = labelFilter ? labelledNodes(index, labelFilter) : undefined;
    return flattenTree(index, collapsed, only).map((row) => {
      const label = row.labelId ? labelsById.get(row.labelId) : undefined;
      return label ? { ...row, labelColor: label.color, labelText: label.text } : row;
    });
  }, [index, collapsed, labelFilter, labelsById]);
  const labelsRef = useRef(labelsById);
  labelsRef.current = labelsById;
  const deleted = useMemo(() => deletedRoots(index), [index]);
  const [selection] = useState(createTreeSelection);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [status, setStatus] = useState({ text: '', count: 0 });
  const state = useRef({ rows, deleteId });
  state.current = { rows, deleteId };
  const queue = useRef<Promise<void>>(Promise.resolve());

  const commands = useMemo<TreeCommands>(() => {
    const announce = (text: string) => setStatus((s) => ({ text, count: s.count + 1 }));
    const indexNow = () => treeIndexOf(latest());
    const nameOf = (id: string | null) => (id ? (indexNow().byId.get(id)?.name ?? '') : '');
    const focusRow = (id: string) => selection.set(id, true);
    const expandTo = (parentId: string | null) => {
      if (parentId)
        setCollapsed((prev) => expandAll(prev, [parentId, ...ancestorIds(indexNow(), parentId)]));
    };
    /** Runs tasks one after another, so each sees the nodes the previous one left. */
    const enqueue = (task: () => Promise<void> | void) => {
      queue.current = queue.current.then(task).catch(showFailure);
    };
    /** Makes a worker call; merges what it changed, or shows its failure. */
    const call = async (fn: () => Promise<Result<Nodes>>, then: (changed: Nodes) => void) => {
      const result = await fn();
      if (!result.success) {
        showFailure(result.error);
        return;
      }
      merge(result.data);
      then(result.data);
    };
    const run = (fn: () => Promise<Result<Nodes>>, then: (changed: Nodes) => void) =>
      enqueue(() => call(fn, then));

    const moveNow = (id: string, target: MoveTarget, refocus: boolean) =>
      call(
        () => workerApi().moveNode(id, target.parentId, target.position),
        (changed) => {
          expandTo(target.parentId);
          const name = nameOf(id);
          const position = changed.find((n) => n.id === id)?.position_in_list ?? target.position;
          announce(
            target.parentId === null
              ? t('manuscript.moved_top', { name, position })
              : t('manuscript.moved_into', { name, parent: nameOf(target.parentId), position }),
          );
          if (refocus) focusRow(id);
          else selection.set(id);
        },
      );

    return {
      select: (id) => selection.set(id),
      focus: focusRow,
      toggle: (id, expand) => setCollapsed((prev) => toggleFolder(prev, id, expand)),
      prefetch: (id) => {
        if (indexNow().byId.get(id)?.type === 'page') startPageRead(id);
      },
      readAhead: (ids) => readPagesAhead(ids),
      open: (id) => {
        if (indexNow().byId.get(id)?.type !== 'page') return;
        // From one page to another, render at once. Coming from another screen, the page view's
        // code may still be loading: a transition keeps this screen up until it is there, where
        // a synchronous render would commit a loading fallback that React then holds ~300 ms.
        const fromPage = window.location.pathname.startsWith(PAGE_ROUTE);
        openPageAfterRead(
          id,
          () => void navigate(`${PAGE_ROUTE}${id}`, fromPage ? { flushSync: true } : {}),
        );
      },
      startRename: (id) => setEditingId(id),
      cancelRename: (id) => {
        setEditingId(null);
        focusRow(id);
      },
      commitRename: (id, value) => {
        setEditingId(null);
        focusRow(id);
        const name = value.trim();
        if (!name || name === nameOf(id)) return;
        run(
          () => workerApi().renameNode(id, name),
          () => announce(t('manuscript.renamed', { name })),
        );
      },
      create: (type) => {
        const idx = indexNow();
        const { parentId, position } = newNodePlace(idx, selection.get().id, type);
        const name =
          type === 'page'
            ? t('manuscript.default_page', { number: pageCount(idx) + 1 })
            : t('manuscript.default_folder');
        const input = { parentId, type, name, ...(position === undefined ? {} : { position }) };
        run(
          () => workerApi().createNode(input),
          (changed) => {
            const created = changed[0];
            if (!created) return;
            expandTo(parentId);
            selection.set(created.id);
            setEditingId(created.id);
            announce(t('manuscript.created', { name }));
          },
        );
      },
      requestDelete: (id) => setDeleteId(id),
      cancelDelete: () => setDeleteId(null),
      confirmDelete: () => {
        const { deleteId: id, rows: shown } = state.current;
        setDeleteId(null);
        if (!id) return;
        const name = nameOf(id);
        const at = shown.findIndex((r) => r.id === id);
        const level = shown[at]?.level ?? 0;
        const next = shown.slice(at + 1).find((r) => r.level <= level) ?? shown[at - 1];
        run(
          () => workerApi().deleteNode(id),
          () => {
            announce(t('manuscript.deleted', { name }));
            if (next) focusRow(next.id);
          },
        );
      },
      restore: (id) =>
        run(
          () => workerApi().restoreNode(id),
          (changed) => {
            expandTo(changed.find((n) => n.id === id)?.parentId ?? null);
            announce(t('manuscript.restored', { name: nameOf(id) }));
            focusRow(id);
          },
        ),
      move: (id, direction, refocus) =>
        enqueue(async () => {
          const target = keyboardMoveTarget(indexNow(), id, direction);
          if (!target) announce(t('manuscript.cannot_move', { name: nameOf(id) }));
          else await moveNow(id, target, refocus);
        }),
      setLabel: (id, labelId) =>
        run(
          () => workerApi().setNodeLabel(id, labelId),
          () => {
            const label = labelId ? labelsRef.current.get(labelId) : undefined;
            announce(
              label
                ? t('labels.given', { label: label.text, name: nameOf(id) })
                : t('labels.removed', { name: nameOf(id) }),
            );
          },
        ),
      setIncluded: (id, include) =>
        run(
          () => workerApi().setNodeIncludedInExport(id, include),
          () =>
            announce(
              t(include ? 'structure.included_announce' : 'structure.left_out_announce', {
                name: nameOf(id),
              }),
            ),
        ),
      setSectionType: (id, type) =>
        run(
          () => workerApi().setNodeSectionType(id, type),
          () =>
            announce(
              type
                ? t('structure.type_announce', {
                    name: nameOf(id),
                    type: t(SECTION_TYPE_KEYS[type]),
                  })
                : t('structure.type_auto_announce', { name: nameOf(id) }),
            ),
        ),
      moveTo: (id, target, refocus) =>
        enqueue(async () => {
          if (!isNoopMove(indexNow(), id, target)) await moveNow(id, target, refocus);
        }),
    };
  }, [t, navigate, merge, latest, setCollapsed, selection]);

  const deleteTarget = deleteId ? (index.byId.get(deleteId) ?? null) : null;
  const tree = { nodes, error, index, rows, collapsed, deleted, labels, labelFilter };
  return { ...tree, selection, editingId, deleteTarget, status, commands };
}
