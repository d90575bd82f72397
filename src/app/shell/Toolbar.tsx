/**
 * The top toolbar: File menu, display modes, shortcuts, panels and the unsaved indicator. The
 * controls are icon buttons (their names as tooltips) so the row never wraps; where the window
 * is wide the display modes also show their names. Where the row does not fit (a phone, a
 * writing session's timer in the row, a long language) the less used controls fold into a More
 * menu, least used first (toolbar-fit.ts), so nothing is cut off and the save state stays whole.
 */
import {
  Columns2,
  Ellipsis,
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
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';
import { MenuButton, type MenuItem } from '../../components/MenuButton';
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
import { useToolbarFit } from './toolbar-fit';

/**
 * The fold steps, first to fold first: Shortcuts; the info bar and "all panels"; Page history;
 * Find; Split view; the display modes; the Chapters and Tools panels.
 */
const FOLD_STEPS = 7;

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
  const row = useRef<HTMLElement>(null);
  const folded = useToolbarFit(row, FOLD_STEPS);
  /** Whether fold step `step` is in the More menu rather than in the row. */
  const inMore = (step: number) => step < folded;

  const showHistory = () => {
    setPanels({ aside: true });
    setShowHistory((n) => n + 1);
  };
  const allPanelsLabel = anyPanel ? t('toolbar.hide_panels') : t('toolbar.show_panels');
  const more: MenuItem[] = [
    ...(inMore(5)
      ? [
          {
            key: 'full-ui',
            label: t('toolbar.full_ui'),
            checked: !serenity,
            onSelect: () => setSerenity(false),
          },
          {
            key: 'serenity',
            label: t('toolbar.serenity_mode'),
            checked: serenity,
            onSelect: () => setSerenity(true),
          },
        ]
      : []),
    ...(inMore(1)
      ? [
          {
            key: 'info-bar',
            label: t('toolbar.info_bar'),
            checked: panels.info_bar,
            onSelect: () => setPanels({ info_bar: !panels.info_bar }),
          },
        ]
      : []),
    ...(inMore(6)
      ? [
          {
            key: 'chapters',
            label: t('toolbar.chapters_panel'),
            checked: panels.chapters,
            onSelect: () => setPanels({ chapters: !panels.chapters }),
          },
          {
            key: 'aside',
            label: t('toolbar.aside'),
            checked: panels.aside,
            onSelect: () => setPanels({ aside: !panels.aside }),
          },
        ]
      : []),
    ...(inMore(1)
      ? [{ key: 'all-panels', label: allPanelsLabel, onSelect: () => setAllPanels('toggle') }]
      : []),
    ...(inMore(4)
      ? [
          {
            key: 'split',
            label: t('split.toggle'),
            checked: splitOpen,
            onSelect: () => setSplitOpen(!splitOpen),
          },
        ]
      : []),
    ...(inMore(3) ? [{ key: 'find', label: t('find.title'), onSelect: () => openFind(null) }] : []),
    ...(inMore(2)
      ? [{ key: 'history', label: t('revisions.page_history'), onSelect: showHistory }]
      : []),
    ...(inMore(0)
      ? [{ key: 'shortcuts', label: t('toolbar.shortcuts'), onSelect: () => setHelpOpen(true) }]
      : []),
  ];

  return (
    <header className="toolbar" ref={row}>
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
      {!inMore(5) && (
        <fieldset className="toolbar-group" data-fold-step={5}>
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
      )}
      {!(inMore(1) && inMore(6)) && (
        <fieldset className="toolbar-group">
          <legend className="visually-hidden">{t('toolbar.panels')}</legend>
          {!inMore(1) && (
            <IconButton
              data-fold-step={1}
              label={t('toolbar.info_bar')}
              icon={PanelTop}
              pressed={panels.info_bar}
              onClick={() => setPanels({ info_bar: !panels.info_bar })}
            />
          )}
          {!inMore(6) && (
            <>
              <IconButton
                data-fold-step={6}
                label={t('toolbar.chapters_panel')}
                icon={ListTree}
                pressed={panels.chapters}
                onClick={() => setPanels({ chapters: !panels.chapters })}
              />
              <IconButton
                data-fold-step={6}
                label={t('toolbar.aside')}
                icon={PanelRight}
                pressed={panels.aside}
                onClick={() => setPanels({ aside: !panels.aside })}
              />
            </>
          )}
          {!inMore(1) && (
            <IconButton
              data-fold-step={1}
              label={allPanelsLabel}
              icon={LayoutPanelLeft}
              onClick={() => setAllPanels('toggle')}
            />
          )}
        </fieldset>
      )}
      {!inMore(4) && (
        <IconButton
          data-fold-step={4}
          label={t('split.toggle')}
          icon={Columns2}
          pressed={splitOpen}
          aria-keyshortcuts={ariaKeyShortcuts('split')}
          onClick={() => setSplitOpen(!splitOpen)}
        />
      )}
      {!inMore(3) && (
        <IconButton
          data-fold-step={3}
          label={t('find.title')}
          icon={Search}
          onClick={() => openFind(null)}
        />
      )}
      {!inMore(2) && (
        <IconButton
          data-fold-step={2}
          label={t('revisions.page_history')}
          icon={History}
          onClick={showHistory}
        />
      )}
      {!inMore(0) && (
        <IconButton
          data-fold-step={0}
          label={t('toolbar.shortcuts')}
          icon={Keyboard}
          onClick={() => setHelpOpen(true)}
        />
      )}
      {more.length > 0 && (
        <MenuButton
          className="toolbar-more"
          label={t('toolbar.more')}
          icon={Ellipsis}
          items={more}
        />
      )}
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
