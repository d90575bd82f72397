/**
 * The world atlas's door: what the shell shows of it beside a page (the mentions in the Tools
 * panel) and the replay of unsaved record edits at start-up. Its screens, the list and the record
 * card, are loaded on demand by the router (`src/app/router.tsx`).
 */
export { replayAtlasDrafts } from './atlas-draft';
export { PageMentions } from './PageMentions';
