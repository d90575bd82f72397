/**
 * Drag and drop for the tree (@dnd-kit): pointer and keyboard sensors, a vertical hit test that
 * tells before / inside / after a row, the drop indicator, localised announcements, and one
 * `moveTo` per drop.
 */
import {
  type Announcements,
  type CollisionDetection,
  type DragMoveEvent,
  type DragStartEvent,
  KeyboardSensor,
  type KeyboardSensorOptions,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DropPlacement, dropTarget, placementAt, type TreeIndex } from './flatten-tree';
import type { TreeCommands } from './useTreeController';

export interface DropState {
  overId: string;
  placement: DropPlacement;
}

export function useTreeDnd(
  index: TreeIndex,
  collapsed: ReadonlySet<string>,
  commands: Pick<TreeCommands, 'moveTo' | 'focus'>,
  rowHeight: number,
) {
  const { t } = useTranslation();
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [drop, setDrop] = useState<DropState | null>(null);
  const dragging = useRef(false);
  const grab = useRef(rowHeight / 2);
  const pointer = useRef<{ tree: Element; y: number } | null>(null);
  const stopTracking = useRef<(() => void) | null>(null);
  const latest = useRef({ index, collapsed, drop });
  latest.current = { index, collapsed, drop };

  const keyboardOptions = useMemo<KeyboardSensorOptions>(
    () => ({
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
      // Thirds of a row: before, inside (folders) and after each row in turn.
      coordinateGetter: (event, { currentCoordinates }) => {
        const step = rowHeight / 3;
        if (event.code === 'ArrowDown')
          return { ...currentCoordinates, y: currentCoordinates.y + step };
        if (event.code === 'ArrowUp')
          return { ...currentCoordinates, y: currentCoordinates.y - step };
        return undefined;
      },
    }),
    [rowHeight],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  /** The row under the grab point of the dragged row, or the nearest one. */
  const collisionDetection = useMemo<CollisionDetection>(
    () =>
      ({ collisionRect, droppableRects, droppableContainers }) => {
        const y = collisionRect.top + grab.current;
        let nearest: { id: UniqueIdentifier; distance: number } | null = null;
        for (const container of droppableContainers) {
          const rect = droppableRects.get(container.id);
          if (!rect) continue;
          if (y >= rect.top && y < rect.top + rect.height) return [{ id: container.id }];
          const distance = Math.abs(rect.top + rect.height / 2 - y);
          if (!nearest || distance < nearest.distance) nearest = { id: container.id, distance };
        }
        return nearest ? [{ id: nearest.id }] : [];
      },
    [],
  );

  const nameOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? '' : (latest.current.index.byId.get(String(id))?.name ?? '');

  /** Where `activeId` would land with the grab point at `ratio` of row `overId`'s height. */
  const landing = (activeId: string, overId: string, ratio: number): DropState | null => {
    const node = latest.current.index.byId.get(overId);
    if (!node || overId === activeId) return null;
    const placement = placementAt(ratio, node.type);
    const { index: idx, collapsed: closed } = latest.current;
    return dropTarget(idx, closed, activeId, node.id, placement)
      ? { overId: node.id, placement }
      : null;
  };
  /** Where the dragged row would land now, or null where it cannot. */
  const dropAt = ({ active, over }: Pick<DragMoveEvent, 'active' | 'over'>): DropState | null => {
    const rect = active.rect.current.translated;
    if (!over || !rect) return null;
    const ratio = (rect.top + grab.current - over.rect.top) / over.rect.height;
    return landing(String(active.id), String(over.id), ratio);
  };
  /**
   * Where a mouse drag lands, from the pointer's last position. dnd-kit's own state can be a few
   * moves behind at release on a busy machine (pointer moves render late, the release at once).
   */
  const dropAtPointer = (activeId: string): DropState | null | undefined => {
    const at = pointer.current;
    if (!at) return undefined;
    for (const row of at.tree.querySelectorAll<HTMLElement>('[data-node-id]')) {
      const box = row.getBoundingClientRect();
      if (at.y < box.top || at.y >= box.bottom || box.height === 0) continue;
      return landing(activeId, row.dataset.nodeId ?? '', (at.y - box.top) / box.height);
    }
    return undefined;
  };
  const sameDrop = (a: DropState | null, b: DropState | null) =>
    a?.overId === b?.overId && a?.placement === b?.placement;

  const track = (event: DragMoveEvent) => {
    const next = dropAt(event);
    setDrop((prev) => (sameDrop(prev, next) ? prev : next));
  };

  const finish = () => {
    stopTracking.current?.();
    stopTracking.current = null;
    pointer.current = null;
    dragging.current = false;
    setDraggingId(null);
    setDrop(null);
  };

  const handlers = {
    onDragStart: ({ active, activatorEvent }: DragStartEvent) => {
      dragging.current = true;
      const row = (activatorEvent.target as Element | null)?.closest?.('[data-node-id]');
      const box = row?.getBoundingClientRect();
      grab.current =
        activatorEvent instanceof MouseEvent && box
          ? activatorEvent.clientY - box.top
          : (box?.height ?? rowHeight) / 2;
      setDraggingId(String(active.id));
      // The tree, or another list of rows that moves nodes the same way (the outline).
      const tree = row?.closest('[role="tree"], [data-drop-rows]');
      if (activatorEvent instanceof MouseEvent && tree) {
        pointer.current = { tree, y: activatorEvent.clientY };
        const onMove = (event: PointerEvent) => {
          if (pointer.current) pointer.current.y = event.clientY;
        };
        window.addEventListener('pointermove', onMove, { passive: true });
        stopTracking.current = () => window.removeEventListener('pointermove', onMove);
      }
    },
    onDragMove: track,
    onDragOver: track,
    onDragEnd: ({ active }: DragMoveEvent) => {
      const { index: idx, collapsed: closed } = latest.current;
      const id = String(active.id);
      const atPointer = dropAtPointer(id);
      const last = atPointer === undefined ? latest.current.drop : atPointer;
      const target = last ? dropTarget(idx, closed, id, last.overId, last.placement) : null;
      finish();
      if (target) commands.moveTo(id, target, true);
      else commands.focus(id);
    },
    onDragCancel: finish,
  };

  const spoken = useRef<DropState | null>(null);
  /** Says where the row would land, once per change of place. */
  const speak = (event: Pick<DragMoveEvent, 'active' | 'over'>) => {
    const next = dropAt(event);
    if (sameDrop(spoken.current, next)) return undefined;
    spoken.current = next;
    const name = nameOf(event.active.id);
    return next
      ? t(`manuscript.dnd_${next.placement}`, { name, target: nameOf(next.overId) })
      : t('manuscript.dnd_none', { name });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      spoken.current = null;
      return t('manuscript.dnd_start', { name: nameOf(active.id) });
    },
    onDragMove: (event) => speak(event),
    // The new row under the pointer arrives with onDragOver, after the move that reached it.
    onDragOver: (event) => speak(event),
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => t('manuscript.dnd_cancel', { name: nameOf(active.id) }),
  };
  const accessibility = {
    announcements,
    // In the body, so the page's own status region stays the only one inside the view.
    ...(typeof document === 'undefined' ? {} : { container: document.body }),
    screenReaderInstructions: { draggable: t('manuscript.dnd_instructions') },
  };

  return { sensors, collisionDetection, handlers, accessibility, drop, draggingId, dragging };
}
