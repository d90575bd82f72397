/** What the History panel and its dialogs share: the compare open, and "show the history". */
import type { VersionRef } from '../../../workers/contract/revisions';
import { atom } from '../../state/jotai';

export interface CompareOpen {
  pageId: string;
  title: string;
  from: VersionRef;
  to: VersionRef;
}

export const compareOpenAtom = atom<CompareOpen | null>(null);
export const bookChangesOpenAtom = atom(false);

/** Bumped by the toolbar's Page history: the Tools panel opens and shows the page's history. */
export const showHistoryAtom = atom(0);

/** What the last restore did, said in the History panel (Undo in the page takes it back). */
export const restoreNoticeAtom = atom<{
  seq: number;
  key: 'restored_page' | 'restored_paragraph' | 'restore_failed';
} | null>(null);
