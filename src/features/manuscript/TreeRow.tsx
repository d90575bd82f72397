/**
 * One row of the book tree (role="treeitem"): memoised so a re-fetch or a selection change
 * re-renders only the rows that changed. Draggable and a drop target; renames inline.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { type MouseEvent, memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { deferUntilMoved, type PressHandler } from './deferred-drag';
import type { DropPlacement, FlatRow } from './flatten-tree';
import { SECTION_TYPE_KEYS } from './section-types';
import type { TreeCommands } from './useTreeController';

export interface TreeRowProps {
  row: FlatRow;
  /** Offset from the top of the list, in pixels. */
  start: number;
  selected: boolean;
  tabStop: boolean;
  editing: boolean;
  drop: DropPlacement | null;
  commands: TreeCommands;
}

function RenameInput({ row, commands }: { row: FlatRow; commands: TreeCommands }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    if (save) commands.commitRename(row.id, ref.current?.value ?? '');
    else commands.cancelRename(row.id);
  };
  return (
    <input
      ref={ref}
      className="manuscript-rename"
      dir="auto"
      defaultValue={row.name}
      aria-label={t('manuscript.rename_input', { name: row.name })}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') finish(true);
        else if (e.key === 'Escape') finish(false);
        else return;
        e.preventDefault();
      }}
      onBlur={() => finish(true)}
    />
  );
}

/**
 * A row's context menu (right click, the Menu key, Shift+F10): the row is selected and the
 * tree's "In export" menu opens for it (TreeExportControls).
 */
function openStructureMenu(e: MouseEvent, id: string, commands: TreeCommands) {
  const button = e.currentTarget
    .closest('.manuscript')
    ?.querySelector<HTMLButtonElement>('.manuscript-structure [aria-haspopup="menu"]');
  if (!button) return;
  e.preventDefault();
  commands.select(id);
  button.click();
}

function TreeRowView({ row, start, selected, tabStop, editing, drop, commands }: TreeRowProps) {
  const { t } = useTranslation();
  const drag = useDraggable({ id: row.id, disabled: editing });
  const { setNodeRef: setDropRef } = useDroppable({ id: row.id });
  const { setNodeRef: setDragRef, setActivatorNodeRef } = drag;
  const setRef = useCallback(
    (el: HTMLElement | null) => {
      setDragRef(el);
      setDropRef(el);
      setActivatorNodeRef(el);
    },
    [setDragRef, setDropRef, setActivatorNodeRef],
  );
  // A plain click never starts the drag sensor (which re-renders every row); a drag does.
  const { listeners } = drag;
  const pressToDrag = listeners?.onPointerDown as PressHandler | undefined;
  const onPointerDown = useMemo(
    () => (pressToDrag ? deferUntilMoved(pressToDrag) : undefined),
    [pressToDrag],
  );
  const classes = ['manuscript-row', `manuscript-row--${row.type}`];
  if (selected) classes.push('is-selected');
  if (drag.isDragging) classes.push('is-dragging');
  if (drop) classes.push(`is-drop-${drop}`);
  if (row.leftOut) classes.push('is-left-out');

  return (
    <div
      ref={setRef}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.type === 'folder' ? row.expanded : undefined}
      aria-selected={selected}
      aria-describedby={drag.attributes['aria-describedby']}
      tabIndex={tabStop ? 0 : -1}
      data-node-id={row.id}
      className={classes.join(' ')}
      style={{ insetBlockStart: start, ['--level' as string]: row.level - 1 }}
      {...(editing ? {} : { ...listeners, onPointerDown })}
      onContextMenu={editing ? undefined : (e) => openStructureMenu(e, row.id, commands)}
    >
      <span className="manuscript-twisty" data-twisty="" aria-hidden="true" />
      <span className="manuscript-icon" aria-hidden="true" />
      {editing ? (
        <RenameInput row={row} commands={commands} />
      ) : (
        <span className="manuscript-name">{row.name}</span>
      )}
      {row.sectionType && !editing && (
        <span className="manuscript-left-out">{t(SECTION_TYPE_KEYS[row.sectionType])}</span>
      )}
      {row.leftOut && !editing && (
        <span className="manuscript-left-out">{t('structure.left_out_mark')}</span>
      )}
      {row.labelColor && !editing && (
        <span className="manuscript-label">
          <span
            className="manuscript-label__dot"
            style={{ background: row.labelColor }}
            aria-hidden="true"
          />
          {row.labelText}
        </span>
      )}
    </div>
  );
}

/** Same fields, same values (a row that gains a label has more fields than before). */
const sameRow = (a: FlatRow, b: FlatRow) => {
  if (a === b) return true;
  const keys = Object.keys(a) as Array<keyof FlatRow>;
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

export const TreeRow = memo(
  TreeRowView,
  (a, b) =>
    sameRow(a.row, b.row) &&
    a.start === b.start &&
    a.selected === b.selected &&
    a.tabStop === b.tabStop &&
    a.editing === b.editing &&
    a.drop === b.drop &&
    a.commands === b.commands,
);
