/**
 * Actions on the selected row: New page, New folder, Open, Rename, Delete, Move up/down,
 * Indent/Outdent. The full view shows every button; the compact panel folds the row actions
 * into an Actions menu. Unavailable actions stay focusable (aria-disabled).
 */
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../components/MenuButton';
import type { TranslationKey } from '../../i18n/keys';
import {
  type FlatRow,
  keyboardMoveTarget,
  type MoveDirection,
  type TreeIndex,
} from './flatten-tree';
import { type TreeSelection, useTreeSelection } from './tree-selection';
import type { TreeCommands } from './useTreeController';

export interface TreeToolbarProps {
  compact: boolean;
  /** The rows shown: an action applies to the selected row when it is one of them. */
  rows: readonly FlatRow[];
  selection: TreeSelection;
  index: TreeIndex;
  commands: TreeCommands;
}

interface Action {
  key: string;
  label: string;
  enabled: boolean;
  run: () => void;
}

const MOVES: Array<[MoveDirection, TranslationKey]> = [
  ['up', 'manuscript.move_up'],
  ['down', 'manuscript.move_down'],
  ['indent', 'manuscript.indent'],
  ['outdent', 'manuscript.outdent'],
];

/** Memoised, its labels made once per language: it re-renders when the selection moves. */
export const TreeToolbar = memo(function TreeToolbar({
  compact,
  rows,
  selection,
  index,
  commands,
}: TreeToolbarProps) {
  const { t } = useTranslation();
  const { id: activeId } = useTreeSelection(selection);
  const selected = useMemo(() => rows.find((r) => r.id === activeId) ?? null, [rows, activeId]);
  const labels = useMemo(
    () => ({
      open: t('manuscript.open'),
      rename: t('manuscript.rename'),
      delete: t('manuscript.delete'),
      moves: MOVES.map(([, key]) => t(key)),
      newPage: t('manuscript.new_page'),
      newFolder: t('manuscript.new_folder'),
      actions: t('manuscript.actions'),
    }),
    [t],
  );
  const id = selected?.id ?? null;
  const rowActions: Action[] = [
    {
      key: 'open',
      label: labels.open,
      enabled: selected?.type === 'page',
      run: () => id && commands.open(id),
    },
    {
      key: 'rename',
      label: labels.rename,
      enabled: id !== null,
      run: () => id && commands.startRename(id),
    },
    {
      key: 'delete',
      label: labels.delete,
      enabled: id !== null,
      run: () => id && commands.requestDelete(id),
    },
    ...MOVES.map(([direction], i) => ({
      key: direction,
      label: labels.moves[i] ?? direction,
      enabled: id !== null && keyboardMoveTarget(index, id, direction) !== null,
      run: () => id && commands.move(id, direction, false),
    })),
  ];

  const button = (a: Action) => (
    <button
      key={a.key}
      type="button"
      className="button"
      aria-disabled={!a.enabled}
      onClick={() => a.enabled && a.run()}
    >
      {a.label}
    </button>
  );

  return (
    <div className="manuscript-toolbar">
      {button({
        key: 'page',
        label: labels.newPage,
        enabled: true,
        run: () => commands.create('page'),
      })}
      {button({
        key: 'folder',
        label: labels.newFolder,
        enabled: true,
        run: () => commands.create('folder'),
      })}
      {compact ? (
        <MenuButton
          label={labels.actions}
          items={rowActions
            .filter((a) => a.key !== 'open')
            .map((a) => ({ key: a.key, label: a.label, disabled: !a.enabled, onSelect: a.run }))}
        />
      ) : (
        rowActions.map(button)
      )}
    </div>
  );
});
