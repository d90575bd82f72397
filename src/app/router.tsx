/**
 * The route table of docs/spec/product-and-screens.md §2, with browser history. Titles come from route handles; redirects
 * of empty child paths (the front matter one keeps the query); anything else is Page Not Found.
 */
import { lazy, useMemo } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type Params,
  type RouteObject,
  useLocation,
} from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import type { TranslationKey } from '../i18n/keys';
import type { RouteHandle } from '../navigation/route-handle';
import {
  ATLAS_SECTIONS,
  BACK_SECTIONS,
  BODY_SECTIONS,
  FRONT_SECTIONS,
  findSection,
} from '../navigation/sections';
import { BROWSER_UPDATE_PATH, checkNavigation } from '../platform/guard';
import { AppServices } from './AppServices';
import { BrowserUpdatePage } from './BrowserUpdatePage';
import { RootBoundary } from './RootBoundary';
import { AppLayout } from './shell/AppLayout';

// Screens load on demand, so the first page needs only the shell's JavaScript.
const AtlasPage = lazy(() =>
  import('../features/atlas/AtlasPage').then((m) => ({ default: m.AtlasPage })),
);
const AtlasRecordPage = lazy(() =>
  import('../features/atlas/AtlasRecordPage').then((m) => ({ default: m.AtlasRecordPage })),
);
const BackupsPage = lazy(() =>
  import('../features/backups/BackupsPage').then((m) => ({ default: m.BackupsPage })),
);
const BookInfoPage = lazy(() =>
  import('../features/front-matter/BookInfoPage').then((m) => ({ default: m.BookInfoPage })),
);
const GoalsPage = lazy(() =>
  import('../features/goals/GoalsPage').then((m) => ({ default: m.GoalsPage })),
);
const NotesPage = lazy(() =>
  import('../features/notes/NotesPage').then((m) => ({ default: m.NotesPage })),
);
const AboutPage = lazy(() =>
  import('../features/about/AboutPage').then((m) => ({ default: m.AboutPage })),
);
const LegalPage = lazy(() =>
  import('../features/about/LegalPage').then((m) => ({ default: m.LegalPage })),
);
const CopyrightPage = lazy(() =>
  import('../features/front-matter/copyright/CopyrightPage').then((m) => ({
    default: m.CopyrightPage,
  })),
);
const SectionPage = lazy(() =>
  import('../features/sections/SectionPage').then((m) => ({ default: m.SectionPage })),
);
const ChapterPage = lazy(() =>
  import('../features/manuscript/ChapterView').then((m) => ({ default: m.ChapterPage })),
);
const ContinuousPage = lazy(() =>
  import('../features/continuous/ContinuousView').then((m) => ({ default: m.ContinuousPage })),
);
const PagePage = lazy(() =>
  import('../features/page/PageRoutes').then((m) => ({ default: m.PagePage })),
);
const OutlinePage = lazy(() =>
  import('../features/outline/OutlinePage').then((m) => ({ default: m.OutlinePage })),
);
const CorkboardPage = lazy(() =>
  import('../features/corkboard/CorkboardPage').then((m) => ({ default: m.CorkboardPage })),
);

/**
 * The navigation guard on every route but browser-update: a browser without what the app needs
 * goes to Browser Update Required. Checked while rendering (no loader), so the first screen is
 * not held back by the router.
 */
function GuardedLayout() {
  const { pathname } = useLocation();
  // The same element on every navigation: the layout does not re-render because the path
  // changed (what depends on the route subscribes to it itself).
  const layout = useMemo(
    () => (
      <>
        <AppServices />
        <AppLayout />
      </>
    ),
    [],
  );
  const target = checkNavigation(pathname);
  return target ? <Navigate to={target} replace /> : layout;
}

/** Redirects an empty child path, keeping the query string. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

const sectionTitle =
  (list: typeof FRONT_SECTIONS) =>
  (params: Params): TranslationKey | undefined =>
    findSection(list, params.id)?.titleKey ?? 'routes.not_found';

const handle = (title: NonNullable<RouteHandle['title']>): RouteHandle => ({ title });

export const routes: RouteObject[] = [
  {
    path: BROWSER_UPDATE_PATH,
    element: <BrowserUpdatePage />,
    handle: handle('routes.browser_update'),
  },
  {
    id: 'root',
    element: <GuardedLayout />,
    errorElement: <RootBoundary />,
    children: [
      { index: true, element: <Navigate to="/frontmatter/book-info" replace /> },
      {
        path: 'frontmatter',
        children: [
          { index: true, element: <RedirectKeepingQuery to="/frontmatter/book-info" /> },
          { path: 'book-info', element: <BookInfoPage />, handle: handle('routes.book_info') },
          {
            path: 'copyright',
            element: <CopyrightPage />,
            handle: handle('routes.copyright'),
          },
          {
            id: 'frontmatter-section',
            path: ':id',
            element: <SectionPage kind="front" />,
            handle: handle(sectionTitle(FRONT_SECTIONS)),
          },
        ],
      },
      {
        path: 'body-content',
        children: [
          { index: true, element: <Navigate to="/body-content/prologue" replace /> },
          { path: 'chapter/:id', element: <ChapterPage />, handle: handle('routes.chapter') },
          {
            path: 'chapter/:id/continuous',
            element: <ContinuousPage />,
            handle: handle('routes.continuous'),
          },
          { path: 'page/:id', element: <PagePage />, handle: handle('routes.page') },
          // The book's overviews (issue 30): the whole manuscript, or one folder.
          { path: 'outline', element: <OutlinePage />, handle: handle('routes.outline') },
          { path: 'corkboard', element: <CorkboardPage />, handle: handle('routes.corkboard') },
          {
            path: 'chapter/:id/outline',
            element: <OutlinePage />,
            handle: handle('routes.outline'),
          },
          {
            path: 'chapter/:id/corkboard',
            element: <CorkboardPage />,
            handle: handle('routes.corkboard'),
          },
          {
            path: ':id',
            element: <SectionPage kind="body" />,
            handle: handle(sectionTitle(BODY_SECTIONS)),
          },
        ],
      },
      {
        path: 'back-matter',
        children: [
          { index: true, element: <Navigate to="/back-matter/appendices" replace /> },
          {
            path: ':id',
            element: <SectionPage kind="back" />,
            handle: handle(sectionTitle(BACK_SECTIONS)),
          },
        ],
      },
      {
        path: 'world-atlas',
        children: [
          { index: true, element: <Navigate to="/world-atlas/locations" replace /> },
          ...ATLAS_SECTIONS.map((s) => ({
            path: s.id,
            element: <AtlasPage section={s.id} />,
            handle: handle(s.titleKey),
          })),
          ...ATLAS_SECTIONS.map((s) => ({
            path: `${s.id}/:recordId`,
            element: <AtlasRecordPage section={s.id} />,
            handle: handle(s.titleKey),
          })),
        ],
      },
      {
        path: 'misc',
        children: [
          { index: true, element: <Navigate to="/misc/notes" replace /> },
          { path: 'notes', element: <NotesPage />, handle: handle('routes.notes') },
          { path: 'goals', element: <GoalsPage />, handle: handle('routes.goals') },
          { path: 'backups', element: <BackupsPage />, handle: handle('routes.backups') },
        ],
      },
      {
        path: 'about',
        children: [
          { index: true, id: 'about', element: <AboutPage />, handle: handle('routes.about') },
          {
            path: 'terms-of-service',
            element: <LegalPage kind="terms" />,
            handle: handle('routes.terms_of_service'),
          },
          {
            path: 'privacy-policy',
            element: <LegalPage kind="privacy" />,
            handle: handle('routes.privacy_policy'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: handle('routes.not_found') },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
