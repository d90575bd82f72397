/** The chapters panel: the book tree (folders and pages) in its compact form. */
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../components/Drawer';
import { IconButton } from '../../components/IconButton';
import { BookTreeView } from '../../features/manuscript';
import { openFindAtom } from '../../state/find-request';
import { panelsAtom } from '../../state/interface-state';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { panelPlacementAtom } from './layout-atoms';

export function ChaptersPanel() {
  const { t } = useTranslation();
  const setPanels = useSetAtom(panelsAtom);
  const mode = useAtomValue(panelPlacementAtom).chapters;
  const close = () => setPanels({ chapters: false });
  const openFind = useSetAtom(openFindAtom);
  const find = () => {
    if (mode === 'drawer') close(); // the panel would trap focus away from find
    openFind(null);
  };

  return (
    <Drawer
      className="chapters-panel"
      label={t('chapters_panel.label')}
      mode={mode}
      side="start"
      onClose={close}
    >
      <div className="panel-header">
        <h2>{t('chapters_panel.label')}</h2>
        <IconButton label={t('find.title')} icon={Search} onClick={find} />
        <IconButton label={t('chapters_panel.close')} icon={X} onClick={close} />
      </div>
      <BookTreeView variant="compact" label={t('manuscript.tree_label')} />
    </Drawer>
  );
}
