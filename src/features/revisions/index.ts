/** Revisions' door (issue 29): the page's history for the Tools panel, and the toolbar's request. */

// Read-only, for the split view's pane showing a page's older version beside it.
export { DiffView } from './DiffView';
export { versionLabel } from './format';
export { PageHistory } from './PageHistory';
export { showHistoryAtom } from './revisions-atoms';
