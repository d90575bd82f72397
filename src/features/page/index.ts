/**
 * The writing page's door: the canvas with its editor, for the book's single sections (preface,
 * prologue, …) and the appendices; the editor and what every editor of a page shares (page
 * setup, the one way an edit is stored, pictures), for the continuous view and the split view.
 * The page screen itself is loaded on demand by the router.
 */
export { PageEditor, type PageEditorHandle } from './editor';
export { settingsStyle } from './editor/page-editor-settings';
export { loadPageCollab } from './load-collab';
export { PageCanvas } from './PageCanvas';
export { insertPageImage, savePageEdit, usePageSetup } from './page-editing';
export { useImageHost } from './useImageHost';
