/** Export's door: the File menu's export items and the dialog they open. */
export { ExportDialogHost } from './ExportDialogHost';
export { useExportMenuItems } from './useExportMenuItems';
