/**
 * The worker's page-HTML toolkit, used by every export (EPUB, Word, Markdown, PDF), the
 * sanitiser, the word counter and find: the one list of block tags (block-tags.ts); page HTML as
 * a tree and the one walk over it (tree.ts: the exports, the sanitiser); and, where a tree would
 * cost too much, the tags read in one pass with the text between them (scan.ts: the counter and
 * find, over every page of the book).
 */
export { BLOCK_TAGS, isBlockTag } from './block-tags';
export { PageScan } from './scan';
export {
  attr,
  classes,
  fastPageTree,
  imageSources,
  isBlock,
  isElement,
  isText,
  type PageElement,
  type PageNode,
  type PageText,
  pageTree,
  type TreeVisitor,
  textOf,
  topLevelBlocks,
  type Visit,
  walkTree,
} from './tree';
