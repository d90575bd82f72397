/**
 * The tools column: page setup (theme), language, this page's notes, targets and analytics,
 * writing sessions.
 */
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../components/Drawer';
import { IconButton } from '../../components/IconButton';
import { PageMentions } from '../../features/atlas';
import { AutosaveSettings } from '../../features/files';
import { TargetsSummary } from '../../features/goals';
import { PageNotes } from '../../features/notes';
import { PageHistory } from '../../features/revisions';
import { LanguageSelect, PageSetupPanel } from '../../features/settings';
import { WritingSessionPanel } from '../../features/writing-session';
import { panelsAtom } from '../../state/interface-state';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { panelPlacementAtom } from './layout-atoms';

export function RightColumn() {
  const { t } = useTranslation();
  const setPanels = useSetAtom(panelsAtom);
  const mode = useAtomValue(panelPlacementAtom).aside;
  const close = () => setPanels({ aside: false });
  return (
    <Drawer
      className="right-column"
      label={t('aside.label')}
      mode={mode}
      side="end"
      onClose={close}
    >
      <div className="panel-header">
        <h2>{t('aside.label')}</h2>
        <IconButton label={t('aside.close')} icon={X} onClick={close} />
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
        <PageNotes />
      </section>
      <section aria-labelledby="aside-history">
        <h3 id="aside-history">{t('revisions.history')}</h3>
        <PageHistory />
      </section>
      <section aria-labelledby="aside-mentions">
        <h3 id="aside-mentions">{t('atlas.in_this_page')}</h3>
        <PageMentions />
      </section>
      <section aria-labelledby="aside-language">
        <h3 id="aside-language">{t('aside.language')}</h3>
        <LanguageSelect />
      </section>
      <section aria-labelledby="aside-targets">
        <h3 id="aside-targets">{t('aside.targets')}</h3>
        <TargetsSummary />
      </section>
      <section aria-labelledby="aside-writing-session">
        <h3 id="aside-writing-session">{t('writingSession.title')}</h3>
        <WritingSessionPanel />
      </section>
    </Drawer>
  );
}
