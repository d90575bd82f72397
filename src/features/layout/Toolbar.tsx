/** The top toolbar: File menu, display modes, shortcuts, panels and the unsaved indicator. */
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../components/MenuButton';
import { allPanelsAtom, panelsAtom, serenityModeAtom } from '../../state/interface-state';
import { useAtom, useSetAtom } from '../../state/jotai';
import { AutosaveStatusView } from '../files/AutosaveStatusView';
import { SaveIndicator } from '../files/SaveIndicator';
import { useFileMenuItems } from '../files/useFileMenuItems';
import { markdownHelpOpenAtom, navOpenAtom } from './layout-atoms';

export function Toolbar() {
  const { t } = useTranslation();
  const [serenity, setSerenity] = useAtom(serenityModeAtom);
  const setHelpOpen = useSetAtom(markdownHelpOpenAtom);
  const [navOpen, setNavOpen] = useAtom(navOpenAtom);
  const [panels, setPanels] = useAtom(panelsAtom);
  const setAllPanels = useSetAtom(allPanelsAtom);
  const fileItems = useFileMenuItems();
  const anyPanel = panels.info_bar || panels.aside || panels.chapters;

  return (
    <header className="toolbar">
      <button
        type="button"
        className="toolbar-button nav-toggle"
        aria-expanded={navOpen}
        aria-controls="side-nav"
        onClick={() => setNavOpen((o) => !o)}
      >
        {navOpen ? t('nav.close_menu') : t('nav.open_menu')}
      </button>
      <span className="toolbar-brand">{t('app.name')}</span>
      {fileItems.length > 0 && <MenuButton label={t('toolbar.file')} items={fileItems} />}
      <fieldset className="toolbar-group">
        <legend className="visually-hidden">{t('toolbar.display_mode')}</legend>
        <button
          type="button"
          className="toolbar-button"
          aria-pressed={!serenity}
          onClick={() => setSerenity(false)}
        >
          {t('toolbar.full_ui')}
        </button>
        <button
          type="button"
          className="toolbar-button"
          aria-pressed={serenity}
          onClick={() => setSerenity(true)}
        >
          {t('toolbar.serenity_mode')}
        </button>
      </fieldset>
      <button type="button" className="toolbar-button" onClick={() => setHelpOpen(true)}>
        {t('toolbar.shortcuts')}
      </button>
      <fieldset className="toolbar-group">
        <legend className="visually-hidden">{t('toolbar.panels')}</legend>
        <button
          type="button"
          className="toolbar-button"
          aria-pressed={panels.info_bar}
          onClick={() => setPanels({ info_bar: !panels.info_bar })}
        >
          {t('toolbar.info_bar')}
        </button>
        <button
          type="button"
          className="toolbar-button"
          aria-pressed={panels.chapters}
          onClick={() => setPanels({ chapters: !panels.chapters })}
        >
          {t('toolbar.chapters_panel')}
        </button>
        <button
          type="button"
          className="toolbar-button"
          aria-pressed={panels.aside}
          onClick={() => setPanels({ aside: !panels.aside })}
        >
          {t('toolbar.aside')}
        </button>
        <button type="button" className="toolbar-button" onClick={() => setAllPanels('toggle')}>
          {anyPanel ? t('toolbar.hide_panels') : t('toolbar.show_panels')}
        </button>
      </fieldset>
      <AutosaveStatusView />
      <SaveIndicator />
    </header>
  );
}
