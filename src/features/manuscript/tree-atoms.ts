/** Book-tree view state shared by the chapters panel and the Chapters view, and its updates. */
import { atom } from '../../state/jotai';

/** The label the tree is filtered by (a label's uuid), or '' for every page and folder. */
export const treeLabelFilterAtom = atom('');

/** Folders the author collapsed; every other folder is expanded (the default). */
export const collapsedFoldersAtom = atom<ReadonlySet<string>>(new Set<string>());

type Collapsed = ReadonlySet<string>;

/** Expands the given folders (the same set back when none was collapsed). */
export function expandAll(prev: Collapsed, ids: readonly string[]): Collapsed {
  if (!ids.some((id) => prev.has(id))) return prev;
  const next = new Set(prev);
  for (const id of ids) next.delete(id);
  return next;
}

/** Toggles a folder, or sets it expanded (true) / collapsed (false). */
export function toggleFolder(prev: Collapsed, id: string, expand?: boolean): Collapsed {
  const open = expand ?? prev.has(id);
  if (open !== prev.has(id)) return prev;
  const next = new Set(prev);
  if (open) next.delete(id);
  else next.add(id);
  return next;
}
