/**
 * Sync's door (issue 31): the File menu's Share and sync…, the host the shell mounts (settings,
 * connection, dialogs, join links), the status in the top bar, and what the page canvas needs to
 * edit a page of a shared book.
 */
export { SharedPageBar } from './SharedPageBar';
export { SyncHost } from './SyncHost';
export { SyncStatusButton } from './SyncStatusButton';
export { type SharedPage, useSharedPage } from './useSharedPage';
export { useShareMenuItem } from './useShareMenuItem';
