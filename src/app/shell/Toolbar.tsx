/**
 * The top toolbar: File menu, display modes, shortcuts, panels and the unsaved indicator. The
 * controls are icon buttons (their names as tooltips) so the row never wraps; where the window
 * is wide the display modes also show their names.
 */
import {
  Columns2,
  Feather,
  History,
  Keyboard,
  LayoutPanelLeft,
  ListTree,
  Menu,
  PanelLeft,
  PanelRight,
  PanelsTopLeft,
  PanelTop,
  Search,
  X,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';
import { MenuButton } from '../../components/MenuButton';
import { ExportDialogHost, useExportMenuItems } from '../../features/export';
import { AutosaveStatusView, SaveIndicator, useFileMenuItems } from '../../features/files';
import {
  ImportManuscriptHost,
  useImportManuscriptMenuItem,
} from '../../features/import-manuscript';
import { showHistoryAtom } from '../../features/revisions';
import { splitOpenAtom } from '../../features/split-view';
import { SyncHost, SyncStatusButton, useShareMenuItem } from '../../features/sync';
import { SessionTimer } from '../../features/writing-session';
import { ariaKeyShortcuts } from '../../platform/app-shortcuts';
import { openFindAtom } from '../../state/find-request';
import {
  allPanelsAtom,
  isDesktopAtom,
  layoutWidthAtom,
  panelsAtom,
  serenityModeAtom,
} from '../../state/interface-state';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { markdownHelpOpenAtom, navHiddenAtom, navOpenAtom } from './layout-atoms';

export function Toolbar() {
  const { t } = useTranslation();
  const [serenity, setSerenity] = useAtom(serenityModeAtom);
  const setHelpOpen = useSetAtom(markdownHelpOpenAtom);
  const openFind = useSetAtom(openFindAtom);
  const setShowHistory = useSetAtom(showHistoryAtom);
  const [splitOpen, setSplitOpen] = useAtom(splitOpenAtom);
  const [navOpen, setNavOpen] = useAtom(navOpenAtom);
  const [navHidden, setNavHidden] = useAtom(navHiddenAtom);
  const isDesktop = useAtomValue(isDesktopAtom);
  const [panels, setPanels] = useAtom(panelsAtom);
  const setAllPanels = useSetAtom(allPanelsAtom);
  // Import manuscript… sits beside Open file (the JSON book file).
  const bookItems = useFileMenuItems();
  const importItem = useImportManuscriptMenuItem();
  const openAt = bookItems.findIndex((item) => item.key === 'open');
  const fileItems = [
    ...bookItems.slice(0, openAt + 1),
    importItem,
    ...bookItems.slice(openAt + 1),
    ...useExportMenuItems(),
    useShareMenuItem(),
  ];
  const anyPanel = panels.info_bar || panels.aside || panels.chapters;
  const wide = useAtomValue(layoutWidthAtom) >= 1100;

  return (
    <header className="toolbar">
      {isDesktop ? (
        <IconButton
          className="nav-toggle"
          label={t('nav.toggle')}
          icon={PanelLeft}
          pressed={!navHidden}
          onClick={() => {
            setNavOpen(false);
            setNavHidden(!navHidden);
          }}
        />
      ) : (
        <IconButton
          className="nav-toggle"
          label={navOpen ? t('nav.close_menu') : t('nav.open_menu')}
          icon={navOpen ? X : Menu}
          aria-expanded={navOpen}
          aria-controls="side-nav"
          onClick={() => setNavOpen((o) => !o)}
        />
      )}
      <span className="toolbar-brand">{t('app.name')}</span>
      {fileItems.length > 0 && <MenuButton label={t('toolbar.file')} items={fileItems} />}
      <fieldset className="toolbar-group">
        <legend className="visually-hidden">{t('toolbar.display_mode')}</legend>
        <IconButton
          label={t('toolbar.full_ui')}
          icon={PanelsTopLeft}
          pressed={!serenity}
          showLabel={wide}
          onClick={() => setSerenity(false)}
        />
        <IconButton
          label={t('toolbar.serenity_mode')}
          icon={Feather}
          pressed={serenity}
          showLabel={wide}
          onClick={() => setSerenity(true)}
        />
      </fieldset>
      <fieldset className="toolbar-group">
        <legend className="visually-hidden">{t('toolbar.panels')}</legend>
        <IconButton
          className="toolbar-optional"
          label={t('toolbar.info_bar')}
          icon={PanelTop}
          pressed={panels.info_bar}
          onClick={() => setPanels({ info_bar: !panels.info_bar })}
        />
        <IconButton
          label={t('toolbar.chapters_panel')}
          icon={ListTree}
          pressed={panels.chapters}
          onClick={() => setPanels({ chapters: !panels.chapters })}
        />
        <IconButton
          label={t('toolbar.aside')}
          icon={PanelRight}
          pressed={panels.aside}
          onClick={() => setPanels({ aside: !panels.aside })}
        />
        <IconButton
          className="toolbar-optional"
          label={anyPanel ? t('toolbar.hide_panels') : t('toolbar.show_panels')}
          icon={LayoutPanelLeft}
          onClick={() => setAllPanels('toggle')}
        />
      </fieldset>
      <IconButton
        label={t('split.toggle')}
        icon={Columns2}
        pressed={splitOpen}
        aria-keyshortcuts={ariaKeyShortcuts('split')}
        onClick={() => setSplitOpen(!splitOpen)}
      />
      <IconButton label={t('find.title')} icon={Search} onClick={() => openFind(null)} />
      <IconButton
        label={t('revisions.page_history')}
        icon={History}
        onClick={() => {
          setPanels({ aside: true });
          setShowHistory((n) => n + 1);
        }}
      />
      <IconButton
        className="toolbar-optional"
        label={t('toolbar.shortcuts')}
        icon={Keyboard}
        onClick={() => setHelpOpen(true)}
      />
      <SessionTimer variant="toolbar" />
      <span className="toolbar-spacer" />
      <SyncStatusButton />
      <AutosaveStatusView />
      <SaveIndicator />
      <ExportDialogHost />
      <ImportManuscriptHost />
      <SyncHost />
    </header>
  );
}
