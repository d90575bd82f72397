/** File → Import manuscript… (beside Open file): opens the import dialog. */
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../components/MenuButton';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { fileBusyAtom } from '../files';
import { importManuscriptAtom } from './import-manuscript-atoms';

export function useImportManuscriptMenuItem(): MenuItem {
  const { t } = useTranslation();
  const open = useSetAtom(importManuscriptAtom);
  const disabled = useAtomValue(fileBusyAtom) !== null;
  return {
    key: 'import-manuscript',
    label: t('manuscript_import.menu'),
    onSelect: () => open({ files: null }),
    disabled,
  };
}
