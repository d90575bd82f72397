/**
 * Actions on the selected row: New page, New folder, Open, Rename, Delete, Move up/down,
 * Indent/Outdent. The full view shows every button; the compact panel folds the row actions
 * into an Actions menu. Unavailable actions stay focusable (aria-disabled).
 */
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../components/MenuButton';
import {
  type FlatRow,
  keyboardMoveTarget,
  type MoveDirection,
  type TreeIndex,
} from './flatten-tree';
import type { TreeCommands } from './useTreeController';

export interface TreeToolbarProps {
  compact: boolean;
  selected: FlatRow | null;
  index: TreeIndex;
  commands: TreeCommands;
}

interface Action {
  key: string;
  label: string;
  enabled: boolean;
  run: () => void;
}

const MOVES: Array<[MoveDirection, string]> = [
  ['up', 'manuscript.move_up'],
  ['down', 'manuscript.move_down'],
  ['indent', 'manuscript.indent'],
  ['outdent', 'manuscript.outdent'],
];

export function TreeToolbar({ compact, selected, index, commands }: TreeToolbarProps) {
  const { t } = useTranslation();
  const id = selected?.id ?? null;
  const rowActions: Action[] = [
    {
      key: 'open',
      label: t('manuscript.open'),
      enabled: selected?.type === 'page',
      run: () => id && commands.open(id),
    },
    {
      key: 'rename',
      label: t('manuscript.rename'),
      enabled: id !== null,
      run: () => id && commands.startRename(id),
    },
    {
      key: 'delete',
      label: t('manuscript.delete'),
      enabled: id !== null,
      run: () => id && commands.requestDelete(id),
    },
    ...MOVES.map(([direction, key]) => ({
      key: direction,
      label: t(key),
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
        label: t('manuscript.new_page'),
        enabled: true,
        run: () => commands.create('page'),
      })}
      {button({
        key: 'folder',
        label: t('manuscript.new_folder'),
        enabled: true,
        run: () => commands.create('folder'),
      })}
      {compact ? (
        <MenuButton
          label={t('manuscript.actions')}
          items={rowActions
            .filter((a) => a.key !== 'open')
            .map((a) => ({ key: a.key, label: a.label, disabled: !a.enabled, onSelect: a.run }))}
        />
      ) : (
        rowActions.map(button)
      )}
    </div>
  );
}
