/** The File menu's book-file items (the export items are features/export's). */
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../components/MenuButton';
import { useAtomValue } from '../../state/jotai';
import { fileBusyAtom } from './file-atoms';
import { useBookFileActions } from './useBookFileActions';

export function useFileMenuItems(): MenuItem[] {
  const { t } = useTranslation();
  const busy = useAtomValue(fileBusyAtom);
  const actions = useBookFileActions();
  const disabled = busy !== null;
  return [
    { key: 'new', label: t('toolbar.new_book'), onSelect: () => void actions.newBook(), disabled },
    { key: 'open', label: t('toolbar.open_file'), onSelect: () => void actions.open(), disabled },
    { key: 'save', label: t('toolbar.save_file'), onSelect: () => void actions.save(), disabled },
    {
      key: 'save-as',
      label: t('toolbar.save_file_as'),
      onSelect: () => void actions.saveAs(),
      disabled,
    },
  ];
}
