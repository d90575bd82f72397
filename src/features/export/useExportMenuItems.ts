/** The File menu's export items: each opens the export dialog for its format. */
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../components/MenuButton';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { fileBusyAtom } from '../files';
import { exportDialogAtom } from './export-atoms';

export function useExportMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const open = useSetAtom(exportDialogAtom);
  // Not while a book is saved, opened or created.
  const disabled = useAtomValue(fileBusyAtom) !== null;
  return [
    {
      key: 'export-markdown',
      label: t('toolbar.export_markdown'),
      onSelect: () => open('markdown'),
      disabled,
    },
    { key: 'export-epub', label: t('export.menu_epub'), onSelect: () => open('epub'), disabled },
    { key: 'export-docx', label: t('export.menu_docx'), onSelect: () => open('docx'), disabled },
    { key: 'export-pdf', label: t('toolbar.export_pdf'), onSelect: () => open('pdf'), disabled },
  ];
}
