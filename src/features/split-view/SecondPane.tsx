/**
 * The second pane: its bar (back, forward, what to show, open in the first pane, close) and the
 * screen it shows, under its own router and history. What it may show: the pane's chooser, a
 * page, a folder (its list or one scroll), an atlas screen or record, the notes, and the open
 * page's older versions; anything else it offers to open in the first pane.
 */
import { ArrowLeft, ArrowRight, LayoutList, PanelLeftOpen, X } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject, useParams, useRoutes } from 'react-router-dom';
import { IconButton } from '../../components/IconButton';
import { useAppNavigate } from '../../navigation/app-router';
import { useAtom, useSetAtom } from '../../state/jotai';
import { PaneChooser } from './PaneChooser';
import { PaneVersion, PaneVersions } from './PaneVersions';
import {
  canGoBack,
  canGoForward,
  currentPlace,
  goPlaces,
  PANE_HOME,
  pushPlace,
  replacePlace,
} from './pane-history';
import { PaneRouter } from './pane-router';
import { paneHistoryAtom, splitOpenAtom } from './split-atoms';
import { pageIdOfPath, useMainPath } from './use-main-path';

/** The page screen's path: a page open in the first pane is not opened a second time here. */
const PAGE_PATH = '/body-content/page/:id';

export function SecondPane({ screens }: { screens: RouteObject[] }) {
  const { t } = useTranslation();
  const [history, setHistory] = useAtom(paneHistoryAtom);
  const setOpen = useSetAtom(splitOpenAtom);
  const navigateMain = useAppNavigate();
  const place = currentPlace(history);
  const push = useCallback((path: string) => setHistory((h) => pushPlace(h, path)), [setHistory]);
  const replace = useCallback(
    (path: string) => setHistory((h) => replacePlace(h, path)),
    [setHistory],
  );
  const go = useCallback((delta: number) => setHistory((h) => goPlaces(h, delta)), [setHistory]);
  const home = place.split('?')[0] === PANE_HOME;
  return (
    <>
      <div className="split-pane__bar" role="toolbar" aria-label={t('split.pane_bar')}>
        <IconButton
          className="split-pane__arrow"
          label={t('split.back')}
          icon={ArrowLeft}
          disabled={!canGoBack(history)}
          onClick={() => go(-1)}
        />
        <IconButton
          className="split-pane__arrow"
          label={t('split.forward')}
          icon={ArrowRight}
          disabled={!canGoForward(history)}
          onClick={() => go(1)}
        />
        <IconButton
          label={t('split.choose')}
          icon={LayoutList}
          pressed={home}
          onClick={() => push(PANE_HOME)}
        />
        <span className="toolbar-spacer" />
        {!home && (
          <IconButton
            label={t('split.open_in_first')}
            icon={PanelLeftOpen}
            onClick={() => void navigateMain(place)}
          />
        )}
        <IconButton label={t('split.close')} icon={X} onClick={() => setOpen(false)} />
      </div>
      <PaneRouter place={place} index={history.index} push={push} replace={replace} go={go}>
        <PaneRoutes screens={screens} />
      </PaneRouter>
    </>
  );
}

function PaneRoutes({ screens }: { screens: RouteObject[] }) {
  return useRoutes([
    { path: PANE_HOME, element: <PaneChooser /> },
    { path: `${PANE_HOME}/versions/:pageId`, element: <PaneVersions /> },
    { path: `${PANE_HOME}/versions/:pageId/:versionId`, element: <PaneVersion /> },
    ...screens.map((route) =>
      route.path === PAGE_PATH
        ? { ...route, element: <NotTwice>{route.element}</NotTwice> }
        : route,
    ),
    { path: '*', element: <NotInPane /> },
  ]);
}

/** A place the pane does not show (a link to Book info, say): offered in the first pane. */
function NotInPane() {
  const { t } = useTranslation();
  return (
    <div className="page-message">
      <p>{t('split.not_here')}</p>
      <Link to={PANE_HOME}>{t('split.choose')}</Link>
    </div>
  );
}

/**
 * Two editors of one page would each store their own text over the other's: the page the first
 * pane holds is written there, and the pane says so.
 */
function NotTwice({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const open = pageIdOfPath(useMainPath());
  if (open !== id) return children;
  return (
    <div className="page-message">
      <p>{t('split.same_page')}</p>
      <Link to={`${PANE_HOME}/versions/${encodeURIComponent(id)}`}>{t('split.versions')}</Link>
    </div>
  );
}
