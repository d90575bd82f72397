/**
 * About's door. Its screens (About, terms, privacy) are loaded on demand by the router
 * (`src/app/router.tsx`), so only the release date is handed on here.
 */
export { LAST_UPDATE } from './release';
