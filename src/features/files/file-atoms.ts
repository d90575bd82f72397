/** Progress and state of file operations, shared by the File menu and the new-book overlay. */
import type { ImportProgress } from '../../../workers/contract/import';
import { atom } from '../../state/jotai';

export const importProgressAtom = atom<ImportProgress | null>(null);
export const fileBusyAtom = atom<null | 'saving' | 'opening' | 'creating' | 'merging'>(null);

/** A merge of another copy of the book under way: pages done of total, and its Cancel. */
export const mergeProgressAtom = atom<{ done: number; total: number; cancel: () => void } | null>(
  null,
);
