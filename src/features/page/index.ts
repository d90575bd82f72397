/**
 * The writing page's door: the canvas with its editor, for the book's single sections (preface,
 * prologue, …) and the appendices. The page screen itself is loaded on demand by the router.
 */
export { PageCanvas } from './PageCanvas';
