/**
 * The screens the split view's second pane shows (a page, a folder as a list or one scroll, the
 * atlas, the notes), at the same paths as in the first pane, so the links inside them work there.
 * Loaded on demand, as the router loads them.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ATLAS_SECTIONS } from '../../navigation/sections';

const PagePage = lazy(() =>
  import('../../features/page/PageRoutes').then((m) => ({ default: m.PagePage })),
);
const ChapterPage = lazy(() =>
  import('../../features/manuscript/ChapterView').then((m) => ({ default: m.ChapterPage })),
);
const ContinuousPage = lazy(() =>
  import('../../features/continuous/ContinuousView').then((m) => ({ default: m.ContinuousPage })),
);
const AtlasPage = lazy(() =>
  import('../../features/atlas/AtlasPage').then((m) => ({ default: m.AtlasPage })),
);
const AtlasRecordPage = lazy(() =>
  import('../../features/atlas/AtlasRecordPage').then((m) => ({ default: m.AtlasRecordPage })),
);
const NotesPage = lazy(() =>
  import('../../features/notes/NotesPage').then((m) => ({ default: m.NotesPage })),
);

export const PANE_SCREENS: RouteObject[] = [
  { path: '/body-content/page/:id', element: <PagePage /> },
  { path: '/body-content/chapter/:id', element: <ChapterPage /> },
  { path: '/body-content/chapter/:id/continuous', element: <ContinuousPage /> },
  ...ATLAS_SECTIONS.flatMap((s) => [
    { path: `/world-atlas/${s.id}`, element: <AtlasPage section={s.id} /> },
    { path: `/world-atlas/${s.id}/:recordId`, element: <AtlasRecordPage section={s.id} /> },
  ]),
  { path: '/misc/notes', element: <NotesPage /> },
];
