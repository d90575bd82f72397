/** Messages for the author: a queue shown as toasts and announced to screen readers. */
import { atom } from './jotai';

export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  level: NoticeLevel;
  message: string;
  /** Beside a failure's message: what happened to the book and what to do, in plain words. */
  detail?: string | undefined;
}

let nextId = 1;
export const noticesAtom = atom<Notice[]>([]);

/** Shows a notice; answers its id (a notice of work under way is dismissed when the work ends). */
export const pushNoticeAtom = atom(null, (get, set, notice: Omit<Notice, 'id'>): number => {
  const id = nextId++;
  set(noticesAtom, [...get(noticesAtom), { ...notice, id }].slice(-4));
  return id;
});

export const dismissNoticeAtom = atom(null, (get, set, id: number) => {
  set(
    noticesAtom,
    get(noticesAtom).filter((n) => n.id !== id),
  );
});

const CARRY_KEY = 'story-builder:notice-after-reload';

/** Keeps a notice across the reload that follows an import. */
export function carryNoticeOverReload(notice: Omit<Notice, 'id'>): void {
  try {
    sessionStorage.setItem(CARRY_KEY, JSON.stringify(notice));
  } catch {
    /* storage unavailable */
  }
}

export function takeCarriedNotice(): Omit<Notice, 'id'> | null {
  try {
    const raw = sessionStorage.getItem(CARRY_KEY);
    sessionStorage.removeItem(CARRY_KEY);
    return raw ? (JSON.parse(raw) as Omit<Notice, 'id'>) : null;
  } catch {
    return null;
  }
}
