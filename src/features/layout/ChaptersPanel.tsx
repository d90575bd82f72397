/** The chapters panel: the book tree (folders and pages) in its compact form. */
import { useTranslation } from 'react-i18next';
import { panelsAtom } from '../../state/interface-state';
import { useSetAtom } from '../../state/jotai';
import { BookTreeView } from '../manuscript/BookTreeView';

export function ChaptersPanel() {
  const { t } = useTranslation();
  const setPanels = useSetAtom(panelsAtom);

  return (
    <aside className="chapters-panel" aria-label={t('chapters_panel.label')}>
      <div className="panel-header">
        <h2>{t('chapters_panel.label')}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={() => setPanels({ chapters: false })}
        >
          {t('chapters_panel.close')}
        </button>
      </div>
      <BookTreeView variant="compact" label={t('manuscript.tree_label')} />
    </aside>
  );
}
