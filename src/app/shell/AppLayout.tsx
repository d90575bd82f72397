/**
 * The full interface: toolbar, info bar, side navigation, chapters panel, the page, the tools
 * column and the footer. In serenity mode only the writing page and a way back remain. What runs
 * for the whole visit is started by src/app/AppServices.tsx, not here.
 */
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ConfirmHost } from '../../components/confirm';
import {
  FileProgress,
  FileServices,
  FileShortcuts,
  NewBookOverlay,
  PermissionBanner,
} from '../../features/files';
import { FindHost } from '../../features/find';
import { Notices } from '../../features/notify';
import { QuickSwitcher } from '../../features/quick-switcher';
import { SplitView } from '../../features/split-view';
import { UpdatePrompt } from '../../features/update';
import { SessionTimer, WritingSessionHost } from '../../features/writing-session';
import { useRouteTitle } from '../../navigation/use-route-title';
import { bookErrorAtom } from '../../session/book-atoms';
import {
  isDesktopAtom,
  layoutWidthAtom,
  panelsAtom,
  serenityModeAtom,
} from '../../state/interface-state';
import { useAtom, useAtomValue, useSetAtom, useStore } from '../../state/jotai';
import { Footer } from './Footer';
import { InfoBar } from './InfoBar';
import { frameLayoutAtom, navOpenAtom, panelPlacementAtom } from './layout-atoms';
import { rightColumn } from './lazy-panels';
import { MarkdownHelp } from './MarkdownHelp';
import { PANE_SCREENS } from './pane-routes';
import { SideNav } from './SideNav';
import { SingleWriterGuard } from './SingleWriterGuard';
import { Toolbar } from './Toolbar';
import { useLeaveOldBookRoutes } from './useLeaveOldBookRoutes';
import './layout.css';

const ChaptersPanel = lazy(() =>
  import('./ChaptersPanel').then((m) => ({ default: m.ChaptersPanel })),
);
// Loaded when it first opens, preloaded in idle time (lazy-panels.ts).
const RightColumn = rightColumn.Component;

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="muted" role="status">
      {t('app.loading')}
    </p>
  );
}

function useViewportWidth() {
  const setWidth = useSetAtom(layoutWidthAtom);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [setWidth]);
}

/**
 * Publishes the toolbar's height as --toolbar-h so floating panels open below it. Only the
 * ResizeObserver reads it (also once when observing starts), after the frame's layout: reading
 * it after every render of the layout forced the layout of the whole shell there, the 20,000-word
 * page beside a panel that had just opened included (bench S18).
 */
function useToolbarHeight(serenity: boolean) {
  useEffect(() => {
    const toolbar = serenity ? null : document.querySelector<HTMLElement>('.toolbar');
    if (!toolbar) return;
    const observer = new ResizeObserver(() => {
      const height = `${toolbar.offsetHeight}px`;
      const root = document.documentElement.style;
      if (root.getPropertyValue('--toolbar-h') !== height) root.setProperty('--toolbar-h', height);
    });
    observer.observe(toolbar);
    return () => observer.disconnect();
  }, [serenity]);
}

/**
 * Below 1280 px the aside and chapters panels close after each navigation; on a desktop, so does
 * a panel open as a drawer over the page (a link followed inside it leads to a page to read).
 */
function useClosePanelsOnNavigation() {
  const location = useLocation();
  const setPanels = useSetAtom(panelsAtom);
  const setNavOpen = useSetAtom(navOpenAtom);
  const store = useStore();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose.
  useEffect(() => {
    setNavOpen(false);
    if (window.innerWidth < 1280) {
      setPanels({ aside: false, chapters: false });
      return;
    }
    const placement = store.get(panelPlacementAtom);
    const panels = store.get(panelsAtom);
    if (panels.aside && placement.aside === 'drawer') setPanels({ aside: false });
    if (panels.chapters && placement.chapters === 'drawer') setPanels({ chapters: false });
  }, [location.pathname, setPanels, setNavOpen]);
}

/** What follows the route, kept out of AppLayout so a navigation does not re-render it all. */
function NavigationEffects() {
  useRouteTitle();
  useClosePanelsOnNavigation();
  useLeaveOldBookRoutes();
  return null;
}

export function AppLayout() {
  const { t } = useTranslation();
  useViewportWidth();
  const [serenity, setSerenity] = useAtom(serenityModeAtom);
  useToolbarHeight(serenity);
  const panels = useAtomValue(panelsAtom);
  // The tools column renders in a render that yields to the browser: in the click's own task its
  // sections (page setup, notes, history, targets, …) made a task over 50 ms (bench S18).
  const asideShown = useDeferredValue(panels.aside);
  const isDesktop = useAtomValue(isDesktopAtom);
  const bookError = useAtomValue(bookErrorAtom);
  const [navOpen, setNavOpen] = useAtom(navOpenAtom);
  const frame = useAtomValue(frameLayoutAtom);
  // The navigation floats over the page: always below the desktop width, on a desktop when it
  // yielded its room to the panels and the author opened it.
  const navFloating = navOpen && (frame.nav === 'drawer' || frame.navYielded);

  useEffect(() => {
    if (!navFloating) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setNavOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navFloating, setNavOpen]);

  useEffect(() => {
    if (!serenity) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSerenity(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [serenity, setSerenity]);

  if (serenity) {
    return (
      <div className="app app--serenity">
        {/* First child in both modes, so switching modes keeps it (and its bell) mounted. */}
        <WritingSessionHost />
        {/* Second and third in both modes too: an open "Go to" survives leaving serenity. */}
        <FileShortcuts />
        <QuickSwitcher />
        <FindHost />
        <SessionTimer variant="floating" />
        <button type="button" className="serenity-exit" onClick={() => setSerenity(false)}>
          {t('serenity.exit')}
        </button>
        <p className="visually-hidden" aria-live="polite">
          {t('serenity.hint')}
        </p>
        <NavigationEffects />
        <main id="main" className="app-main app-main--serenity">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    );
  }

  return (
    <div className={`app ${isDesktop ? 'app--desktop' : 'app--narrow'} app--nav-${frame.nav}`}>
      <WritingSessionHost />
      <FileShortcuts />
      <QuickSwitcher />
      <FindHost />
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      <NavigationEffects />
      <Toolbar />
      {panels.info_bar && <InfoBar />}
      <PermissionBanner />
      {bookError && (
        <p className="app-error" role="alert">
          {bookError}
        </p>
      )}
      <div className="app-body">
        {navFloating && (
          <div className="drawer-backdrop" aria-hidden="true" onClick={() => setNavOpen(false)} />
        )}
        <SideNav />
        {panels.chapters && (
          <Suspense fallback={null}>
            <ChaptersPanel />
          </Suspense>
        )}
        <main id="main" className="app-main" tabIndex={-1}>
          <SplitView
            screens={PANE_SCREENS}
            primary={
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            }
          />
        </main>
        {asideShown && (
          <Suspense fallback={null}>
            <RightColumn />
          </Suspense>
        )}
      </div>
      <Footer />
      <MarkdownHelp />
      <UpdatePrompt />
      <NewBookOverlay />
      <FileServices />
      <FileProgress />
      <ConfirmHost />
      <SingleWriterGuard />
      <Notices />
    </div>
  );
}
