/**
 * The manuscript's door: the book's tree (the Chapters panel and the Chapters section show it) and
 * a page's way back to its chapter. The chapter screen is loaded on demand by the router.
 */
export { BookTreeView } from './BookTreeView';
export { ChapterCrumb } from './ChapterView';
// The book's overviews (features/outline, features/corkboard) show the same nodes and make the
// same moves as the tree.
export {
  dropTarget,
  isNoopMove,
  keyboardMoveTarget,
  type MoveDirection,
  type MoveTarget,
  treeIndexOf,
} from './flatten-tree';
export { useTreeDnd } from './useTreeDnd';
export { type TreeLabel, useTreeLabels } from './useTreeLabels';
export { useTreeNodes } from './useTreeNodes';
