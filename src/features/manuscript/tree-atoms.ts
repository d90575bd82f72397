/** Book-tree view state shared by the chapters panel and the Chapters view. */
import { atom } from '../../state/jotai';

/** Folders the author collapsed; every other folder is expanded (the default). */
export const collapsedFoldersAtom = atom<ReadonlySet<string>>(new Set<string>());
