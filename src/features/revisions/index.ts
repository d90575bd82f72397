/** Revisions' door (issue 29): the page's history for the Tools panel, and the toolbar's request. */
export { PageHistory } from './PageHistory';
export { showHistoryAtom } from './revisions-atoms';
