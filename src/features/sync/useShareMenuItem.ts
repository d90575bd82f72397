/** File → Share and sync…: opens the dialog that connects the book to a sync server. */
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../components/MenuButton';
import { useSetAtom } from '../../state/jotai';
import { shareDialogOpenAtom } from './sync-settings';

export function useShareMenuItem(): MenuItem {
  const { t } = useTranslation();
  const open = useSetAtom(shareDialogOpenAtom);
  return { key: 'share-and-sync', label: t('sync.menu'), onSelect: () => open(true) };
}
