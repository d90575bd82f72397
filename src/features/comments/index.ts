/**
 * Comments' door (issue 31 item 5): the comments of a shared page — the editor plugin that
 * follows the selection and highlights the threads' text, and the panel beside the page.
 */
export { type PageComments, usePageComments } from './usePageComments';
