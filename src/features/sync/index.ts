/**
 * Sync's door (issue 31): the File menu's Share and sync…, the host the shell mounts (settings,
 * connection, dialogs, join links), the status in the top bar, and what the page canvas needs to
 * edit a page of a shared book.
 */

export { loadSyncConnection } from './load-connection';
export { SharedPageBar } from './SharedPageBar';
export { SyncHost } from './SyncHost';
export { SyncStatusButton } from './SyncStatusButton';
// For the comments of a shared page (features/comments): the book's settings, the open page's
// awareness (its selection as Yjs positions, its document), and the connection, on demand.
export { pageAwarenessAtom } from './sync-atoms';
export { type SyncSettings, syncSettingsAtom, writesText } from './sync-settings';
export { type SharedPage, useSharedPage } from './useSharedPage';
export { useShareMenuItem } from './useShareMenuItem';
