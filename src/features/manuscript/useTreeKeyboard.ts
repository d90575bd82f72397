/**
 * Keyboard handling for the tree (WAI-ARIA tree pattern): arrows, Home/End, Enter, F2, Delete,
 * and Alt+arrows to move the focused row. Left and Right swap in right-to-left layouts.
 */
import { type KeyboardEvent, type RefObject, useCallback } from 'react';
import type { FlatRow, MoveDirection } from './flatten-tree';
import type { TreeSelection } from './tree-selection';
import type { TreeCommands } from './useTreeController';

const MOVES: Record<string, MoveDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'indent',
  ArrowLeft: 'outdent',
};

export function useTreeKeyboard(
  rows: readonly FlatRow[],
  selection: TreeSelection,
  commands: TreeCommands,
  dragging: RefObject<boolean>,
) {
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      if (e.defaultPrevented || dragging.current) return;
      if ((e.target as HTMLElement).closest('input, textarea, button')) return;
      const focusedId = selection.get().id;
      const at = Math.max(
        0,
        rows.findIndex((r) => r.id === focusedId),
      );
      const row = rows[at];
      if (!row) return;
      let key = e.key;
      if (getComputedStyle(e.currentTarget).direction === 'rtl') {
        if (key === 'ArrowLeft') key = 'ArrowRight';
        else if (key === 'ArrowRight') key = 'ArrowLeft';
      }
      const go = (index: number) => {
        const target = rows[index];
        if (target) commands.focus(target.id);
      };
      if (e.altKey) {
        const direction = MOVES[key];
        if (!direction) return;
        commands.move(row.id, direction, true);
      } else if (e.ctrlKey || e.metaKey) {
        return;
      } else if (key === 'ArrowDown') go(at + 1);
      else if (key === 'ArrowUp') go(at - 1);
      else if (key === 'Home') go(0);
      else if (key === 'End') go(rows.length - 1);
      else if (key === 'ArrowRight') {
        if (row.type !== 'folder') return;
        if (!row.expanded) commands.toggle(row.id, true);
        else if (row.hasChildren) go(at + 1);
      } else if (key === 'ArrowLeft') {
        if (row.type === 'folder' && row.expanded && row.hasChildren) {
          commands.toggle(row.id, false);
        } else if (row.parentId) commands.focus(row.parentId);
      } else if (key === 'Enter') {
        if (row.type === 'page') commands.open(row.id);
        else commands.toggle(row.id);
      } else if (key === 'F2') commands.startRename(row.id);
      else if (key === 'Delete') commands.requestDelete(row.id);
      else return;
      e.preventDefault();
    },
    [rows, selection, commands, dragging],
  );
}
