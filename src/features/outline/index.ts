/**
 * The outline's door (issue 30): what the corkboard shares with it — the nodes under a folder
 * with their labels, statuses and characters, the tree's moves, and the switch between the
 * views. The outline screen itself is loaded on demand by the router.
 */
export { BookViewsNav } from './BookViewsNav';
export type { OutlineItem } from './outline-rows';
export { StatusesDialog } from './StatusesDialog';
export { type Character, type OutlineData, useOutlineData } from './useOutlineData';
export { type ShownStatus, useStatuses } from './useStatuses';
