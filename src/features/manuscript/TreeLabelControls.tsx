/**
 * Colour labels on the tree: give the selected page or folder a label (or take it away), show
 * only what has one label, and rename the labels (LabelsDialog).
 */
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../components/MenuButton';
import { useAtom } from '../../state/jotai';
import type { FlatRow } from './flatten-tree';
import { LabelsDialog } from './LabelsDialog';
import { treeLabelFilterAtom } from './tree-atoms';
import { type TreeSelection, useTreeSelection } from './tree-selection';
import type { TreeCommands } from './useTreeController';
import type { TreeLabel } from './useTreeLabels';

interface Props {
  rows: readonly FlatRow[];
  labels: readonly TreeLabel[];
  selection: TreeSelection;
  commands: TreeCommands;
}

export const TreeLabelControls = memo(function TreeLabelControls({
  rows,
  labels,
  selection,
  commands,
}: Props) {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useAtom(treeLabelFilterAtom);
  const [renaming, setRenaming] = useState(false);
  const { id: activeId } = useTreeSelection(selection);
  const selected = rows.find((r) => r.id === activeId) ?? null;
  const id = selected?.id ?? null;

  return (
    <div className="manuscript-toolbar manuscript-labels">
      <MenuButton
        label={t('labels.label')}
        items={[
          ...labels.map((label) => ({
            key: label.uuid,
            label:
              selected?.labelId === label.uuid
                ? t('labels.current', { label: label.text })
                : label.text,
            disabled: id === null,
            onSelect: () => id && commands.setLabel(id, label.uuid),
          })),
          {
            key: 'none',
            label: t('labels.none'),
            disabled: id === null || !selected?.labelId,
            onSelect: () => id && commands.setLabel(id, null),
          },
          { key: 'rename', label: t('labels.rename_all'), onSelect: () => setRenaming(true) },
        ]}
      />
      <label className="manuscript-filter" htmlFor={filterId}>
        <span>{t('labels.filter')}</span>
        <select id={filterId} value={filter} onChange={(e) => setFilter(e.target.value)}>
          <option value="">{t('labels.filter_all')}</option>
          {labels.map((label) => (
            <option key={label.uuid} value={label.uuid}>
              {label.text}
            </option>
          ))}
        </select>
      </label>
      {renaming && <LabelsDialog labels={labels} onClose={() => setRenaming(false)} />}
    </div>
  );
});
