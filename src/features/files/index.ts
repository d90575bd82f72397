/**
 * The book file's door: the shell's file services, menu, save status and banners; the import's
 * progress and outcome (Backups shows them too); the offer to rename the file after the title
 * changes; and the event that tells picture holders the project folder is back.
 */
export { AutosaveSettings } from './AutosaveSettings';
export { AutosaveStatusView } from './AutosaveStatusView';
export { FileProgress } from './FileProgress';
export { FileServices } from './FileServices';
export { FileShortcuts } from './FileShortcuts';
export { fileBusyAtom, importProgressAtom } from './file-atoms';
export { ImportProgressView } from './ImportProgressView';
export { NewBookOverlay } from './NewBookOverlay';
export { PermissionBanner } from './PermissionBanner';
export { type PageCollab, pageCollab, providePageCollab } from './page-collab-port';
export { FILE_HANDLES_RESTORED_EVENT } from './permissions/recover-access';
export { RenameFileOffer } from './RenameFileOffer';
export { restoreProject } from './remember-project';
export { SaveIndicator } from './SaveIndicator';
export { useBookFileActions } from './useBookFileActions';
export { useFileMenuItems } from './useFileMenuItems';
export { useImportOutcome } from './useImportOutcome';
