/**
 * A folder read as one scroll: what it holds in the book's order, depth first — each page, and
 * each sub-folder as a heading before its own pages — with a first guess of each item's height
 * for the virtual list (measured once shown).
 */
import type { TreeNodeSummary } from '../../../workers/contract/records';

export interface ScrollItem {
  id: string;
  kind: 'page' | 'folder';
  name: string;
  /** Levels below the folder read (its own pages are 0). */
  level: number;
  words: number;
}

/** The folder's pages and sub-folders in reading order (deleted ones left out). */
export function scrollItemsOf(folderId: string, nodes: readonly TreeNodeSummary[]): ScrollItem[] {
  const children = new Map<string, TreeNodeSummary[]>();
  for (const node of nodes) {
    if (node.mark_for_delete === 1 || node.parentId === null) continue;
    const list = children.get(node.parentId);
    if (list) list.push(node);
    else children.set(node.parentId, [node]);
  }
  for (const list of children.values())
    list.sort((a, b) => a.position_in_list - b.position_in_list);
  const items: ScrollItem[] = [];
  // An explicit stack: a deep tree must not overflow the call stack.
  const stack: { node: TreeNodeSummary; level: number }[] = (children.get(folderId) ?? [])
    .map((node) => ({ node, level: 0 }))
    .reverse();
  while (stack.length > 0) {
    const { node, level } = stack.pop() as { node: TreeNodeSummary; level: number };
    const kind = node.type === 'folder' ? 'folder' : 'page';
    items.push({
      id: node.id,
      kind,
      name: node.name,
      level,
      words: node.content_metrics?.words ?? 0,
    });
    if (kind === 'folder') {
      const inner = children.get(node.id) ?? [];
      for (let i = inner.length - 1; i >= 0; i -= 1) {
        stack.push({ node: inner[i] as TreeNodeSummary, level: level + 1 });
      }
    }
  }
  return items;
}

/** Height of a folder's heading in the scroll, in px. */
export const FOLDER_HEADING_PX = 64;
/** A page's title, divider and margins, in px. */
const PAGE_CHROME_PX = 96;

/**
 * A first guess of an item's height (px) before it is measured: its words at `pxPerWord` (the
 * scroll learns that figure from the pages it has measured), at least a few lines.
 */
export function estimateHeight(item: ScrollItem, pxPerWord: number): number {
  if (item.kind === 'folder') return FOLDER_HEADING_PX;
  return PAGE_CHROME_PX + Math.max(3 * 28, Math.round(item.words * pxPerWord));
}

/**
 * Pixels a word takes at a text width of `widthPx` with the page's font size and line height:
 * about 5.5 average characters and a space a word, 0.5 em a character.
 */
export function pxPerWordAt(widthPx: number, fontPx: number, lineHeight: number): number {
  const charsPerLine = Math.max(20, widthPx / (fontPx * 0.5));
  const wordsPerLine = charsPerLine / 6.5;
  // Paragraph margins add about a third of a line a paragraph (some 60 words).
  return ((fontPx * lineHeight) / wordsPerLine) * 1.05;
}
