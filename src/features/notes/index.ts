/**
 * The notes' door: the page's notes in the Tools panel and the replay of unsaved note edits at
 * start-up. The notes screen is loaded on demand by the router (`src/app/router.tsx`).
 */
export { replayNoteDrafts } from './note-draft';
export { PageNotes } from './PageNotes';
