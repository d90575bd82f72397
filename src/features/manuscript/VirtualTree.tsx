/**
 * The tree itself: role="tree" over the virtualised rows (VirtualRows.tsx), roving tabindex,
 * keyboard and drag-and-drop handling. It does not follow the selection itself: the rows do.
 */
import { DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { DragGhost } from './DragGhost';
import type { FlatRow, TreeIndex } from './flatten-tree';
import type { TreeSelection } from './tree-selection';
import type { TreeCommands } from './useTreeController';
import { useTreeDnd } from './useTreeDnd';
import { useTreeKeyboard } from './useTreeKeyboard';
import { VirtualRows } from './VirtualRows';

export interface VirtualTreeProps {
  label: string;
  rows: readonly FlatRow[];
  index: TreeIndex;
  collapsed: ReadonlySet<string>;
  selection: TreeSelection;
  editingId: string | null;
  rowHeight: number;
  /** A click on a page opens it (the compact panel) rather than only selecting it. */
  openOnClick: boolean;
  commands: TreeCommands;
}

const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

const rowOf = (e: { target: EventTarget | null }) => {
  const target = e.target as HTMLElement;
  if (target.closest('input')) return null;
  return target.closest<HTMLElement>('[data-node-id]');
};

export function VirtualTree(props: VirtualTreeProps) {
  const { label, rows, index, collapsed, selection, editingId, rowHeight } = props;
  const { openOnClick, commands } = props;
  // State, not a ref: the rows' virtualiser needs the element in its first layout effect, which
  // runs before this element's ref would be set.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const dnd = useTreeDnd(index, collapsed, commands, rowHeight);
  const onKeyDown = useTreeKeyboard(rows, selection, commands, dnd.dragging);

  const prefetch = (e: { target: EventTarget | null }) => {
    const id = rowOf(e)?.dataset.nodeId;
    if (id) commands.prefetch(id);
  };

  // Looked up when a drag starts, not on every render during it.
  const dragged = useMemo(
    () => (dnd.draggingId ? rows.find((r) => r.id === dnd.draggingId) : undefined),
    [dnd.draggingId, rows],
  );

  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={dnd.collisionDetection}
      measuring={MEASURING}
      accessibility={dnd.accessibility}
      {...dnd.handlers}
    >
      <div
        ref={setScrollElement}
        role="tree"
        aria-label={label}
        tabIndex={-1}
        className="manuscript-tree"
        style={{ ['--row-height' as string]: `${rowHeight}px` }}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          const id = (e.target as HTMLElement).dataset.nodeId;
          if (id) commands.select(id);
        }}
        // A page starts being read when the mouse rests on its row, or any pointer presses it.
        onPointerOver={(e) => e.pointerType === 'mouse' && prefetch(e)}
        onPointerDown={(e) => e.button === 0 && prefetch(e)}
        onClick={(e) => {
          const row = rowOf(e);
          const id = row?.dataset.nodeId;
          if (!id) return;
          if ((e.target as HTMLElement).closest('[data-twisty]')) commands.toggle(id);
          else if (openOnClick) commands.open(id);
          // The row took focus when the pointer went down; otherwise give it focus now.
          if (document.activeElement !== row) commands.focus(id);
        }}
        onDoubleClick={(e) => {
          const id = rowOf(e)?.dataset.nodeId;
          if (!id) return;
          if (index.byId.get(id)?.type === 'folder') commands.toggle(id);
          else commands.open(id);
        }}
      >
        <VirtualRows
          scrollElement={scrollElement}
          rows={rows}
          selection={selection}
          editingId={editingId}
          rowHeight={rowHeight}
          drop={dnd.drop}
          draggingId={dnd.draggingId}
          commands={commands}
        />
      </div>
      <DragOverlay dropAnimation={null}>{dragged ? <DragGhost row={dragged} /> : null}</DragOverlay>
    </DndContext>
  );
}
