/**
 * The front matter's door: the replay of unsaved Book info and Copyright edits at start-up. Its
 * screens (Book info, Copyright) are loaded on demand by the router (`src/app/router.tsx`).
 */
export { replayRecordDrafts } from './records';
