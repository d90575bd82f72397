/** The tools column: page setup (theme), language, this page's notes, targets and analytics. */
import { useTranslation } from 'react-i18next';
import { panelsAtom } from '../../state/interface-state';
import { useSetAtom } from '../../state/jotai';
import { AutosaveSettings } from '../files/AutosaveSettings';
import { PageNotesSummary } from '../notes/PageNotesSummary';
import { LanguageSelect } from '../settings/LanguageSelect';
import { PageSetupPanel } from '../settings/PageSetupPanel';
import { TargetsSummary } from '../targets/TargetsSummary';

export function RightColumn() {
  const { t } = useTranslation();
  const setPanels = useSetAtom(panelsAtom);
  return (
    <aside className="right-column" aria-label={t('aside.label')}>
      <div className="panel-header">
        <h2>{t('aside.label')}</h2>
        <button type="button" className="icon-button" onClick={() => setPanels({ aside: false })}>
          {t('aside.close')}
        </button>
      </div>
      <section aria-labelledby="aside-page-setup">
        <h3 id="aside-page-setup">{t('aside.page_setup')}</h3>
        <PageSetupPanel />
      </section>
      <section aria-labelledby="aside-autosave">
        <h3 id="aside-autosave">{t('autosave.title')}</h3>
        <AutosaveSettings />
      </section>
      <section aria-labelledby="aside-notes">
        <h3 id="aside-notes">{t('aside.notes')}</h3>
        <PageNotesSummary />
      </section>
      <section aria-labelledby="aside-language">
        <h3 id="aside-language">{t('aside.language')}</h3>
        <LanguageSelect />
      </section>
      <section aria-labelledby="aside-targets">
        <h3 id="aside-targets">{t('aside.targets')}</h3>
        <TargetsSummary />
      </section>
    </aside>
  );
}
