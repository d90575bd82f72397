/** The manuscript import's door: its File menu item and its host (dialog and drop target). */
export { ImportManuscriptHost } from './ImportManuscriptHost';
export { useImportManuscriptMenuItem } from './useImportManuscriptMenuItem';
