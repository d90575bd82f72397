/**
 * The manuscript's part of the book: folders and pages in reading order (depth-first by
 * position), each with what it is in the book (contract/book-structure.ts) and its heading
 * level. Left out: deleted nodes, and nodes the author left out of exports ("Include in
 * export" off, unless this export includes them), each with everything under it. A single root
 * folder (the template's "Main Content") only holds the book: its children are the top level.
 *
 * Levels: a part is 1, a chapter 1 (2 inside a part), a scene or unnumbered section the level of
 * the chapter it stands in (scenes inside a chapter folder are one below it). A plain group
 * has no entry: its children are set where it stands. With "Folder names as headings" off every
 * folder is a group, so every page is level 1.
 */
import {
  includedInExport,
  type SectionType,
  type StructureRole,
  sectionTypeOf,
} from '../../../contract/book-structure';
import type { BookPart } from '../../../contract/export';
import type { TreeNodeSummary } from '../../../contract/records';

/**
 * A part every format starts on a new page (a new file in an EPUB): a front- or back-matter
 * section, or a part, chapter or unnumbered section of the manuscript; a scene runs on. A folder
 * or page without a role (an assembly of an older shape) starts one when it is top-level.
 */
export function opensPage(part: {
  kind: BookPart['kind'];
  role?: StructureRole | undefined;
  level: number;
}): boolean {
  if (part.kind === 'section') return true;
  if (part.kind !== 'folder' && part.kind !== 'page') return false;
  return part.role ? part.role !== 'scene' : part.level <= 1;
}

/**
 * A part's heading as the formats without a line of their own for the number write it:
 * "Chapter One: The Storm" ("Chapter One" alone for an untitled chapter).
 */
export function headingTitle(
  part: Pick<BookPart, 'title'> & { label?: string | undefined },
): string {
  if (!part.label) return part.title;
  return part.title.trim() ? `${part.label}: ${part.title.trim()}` : part.label;
}

/** A scene has no heading of its own (nor a line in the contents). */
export const hasOwnHeading = (part: { role?: StructureRole | undefined }): boolean =>
  part.role !== 'scene';

export interface OutlineEntry {
  kind: 'folder' | 'page';
  node: TreeNodeSummary;
  /** 1 = top level. */
  level: number;
  role: StructureRole;
  /**
   * A scene right after text of its chapter — another scene, or the chapter's own page — so a
   * scene break goes before it (not after a chapter folder's heading).
   */
  afterScene: boolean;
  /** A chapter's number, 1-based, counted through the whole book. */
  chapter?: number;
}

export interface OutlineOptions {
  folderHeadings: boolean;
  /** This export takes in the nodes left out of exports too. */
  includeLeftOut?: boolean;
}

const byPosition = (a: TreeNodeSummary, b: TreeNodeSummary) =>
  a.position_in_list - b.position_in_list;

interface Place {
  level: number;
  inPart: boolean;
  inChapter: boolean;
}

/** A folder or page's type: the author's, else by its place. */
function typeAt(node: TreeNodeSummary, place: Place, folderHeadings: boolean): SectionType {
  const own = sectionTypeOf(node.type, node.section_type);
  if (node.type === 'folder') {
    if (!folderHeadings) return 'group';
    return own ?? (place.inChapter ? 'group' : place.inPart ? 'chapter' : 'part');
  }
  return own ?? (place.inChapter ? 'scene' : 'chapter');
}

export function bookOutline(
  nodes: readonly TreeNodeSummary[],
  options: OutlineOptions | boolean,
): OutlineEntry[] {
  const { folderHeadings, includeLeftOut = false } =
    typeof options === 'boolean' ? { folderHeadings: options } : options;
  const byParent = new Map<string | null, TreeNodeSummary[]>();
  for (const node of nodes) {
    if (node.mark_for_delete === 1) continue;
    const list = byParent.get(node.parentId) ?? [];
    list.push(node);
    byParent.set(node.parentId, list);
  }
  for (const list of byParent.values()) list.sort(byPosition);
  const out: OutlineEntry[] = [];
  let chapters = 0;
  let afterText = false;
  const push = (node: TreeNodeSummary, role: StructureRole, level: number) => {
    const entry: OutlineEntry = {
      kind: node.type === 'folder' ? 'folder' : 'page',
      node,
      level,
      role,
      afterScene: role === 'scene' && afterText,
    };
    if (role === 'chapter') entry.chapter = ++chapters;
    afterText = node.type === 'page';
    out.push(entry);
  };
  const walk = (parentId: string | null, place: Place) => {
    for (const node of byParent.get(parentId) ?? []) {
      if (!includeLeftOut && !includedInExport(node)) continue;
      const type = typeAt(node, place, folderHeadings);
      if (node.type === 'page') {
        push(node, type as StructureRole, place.level);
        continue;
      }
      if (type === 'group') {
        walk(node.id, place);
        continue;
      }
      push(node, type as StructureRole, place.level);
      walk(node.id, {
        level: place.level + 1,
        inPart: place.inPart || type === 'part',
        inChapter: type === 'chapter',
      });
    }
  };
  const roots = byParent.get(null) ?? [];
  const container = roots.length === 1 && roots[0]?.type === 'folder' ? roots[0] : null;
  const top: Place = { level: 1, inPart: false, inChapter: false };
  if (container && (includeLeftOut || includedInExport(container))) walk(container.id, top);
  else if (!container) walk(null, top);
  return out;
}
