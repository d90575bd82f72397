/**
 * The selected page or folder in exports (issue 25): "Include in export" on or off, and its
 * section type — a folder a part, a chapter or a plain group; a page a chapter, a scene or an
 * unnumbered section; or by its place in the book. The same menu opens on a row's context menu
 * (right click, or Shift+F10 / the Menu key on the row).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionTypesFor } from '../../../workers/contract/book-structure';
import { MenuButton, type MenuItem } from '../../components/MenuButton';
import type { FlatRow } from './flatten-tree';
import { SECTION_TYPE_KEYS } from './section-types';
import { type TreeSelection, useTreeSelection } from './tree-selection';
import type { TreeCommands } from './useTreeController';

interface Props {
  rows: readonly FlatRow[];
  selection: TreeSelection;
  commands: TreeCommands;
}

export const TreeExportControls = memo(function TreeExportControls({
  rows,
  selection,
  commands,
}: Props) {
  const { t } = useTranslation();
  const { id: activeId } = useTreeSelection(selection);
  const selected = rows.find((r) => r.id === activeId) ?? null;
  const id = selected?.id ?? null;
  const current = (label: string, chosen: boolean) =>
    chosen ? t('structure.current', { type: label }) : label;
  const items: MenuItem[] = [
    {
      key: 'include',
      label: selected?.leftOut ? t('structure.include') : t('structure.leave_out'),
      disabled: id === null,
      onSelect: () => id && commands.setIncluded(id, selected?.leftOut === true),
    },
    ...sectionTypesFor(selected?.type ?? 'page').map((type) => ({
      key: type,
      label: current(t(SECTION_TYPE_KEYS[type]), selected?.sectionType === type),
      disabled: id === null,
      onSelect: () => id && commands.setSectionType(id, type),
    })),
    {
      key: 'auto',
      label: current(t('structure.type_auto'), selected !== null && !selected.sectionType),
      disabled: id === null,
      onSelect: () => id && commands.setSectionType(id, null),
    },
  ];
  return (
    <div className="manuscript-toolbar manuscript-structure">
      <MenuButton label={t('structure.menu')} items={items} />
    </div>
  );
});
