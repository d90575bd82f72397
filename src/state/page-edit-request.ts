/**
 * An edit asked of the page open in the editor from outside it (issue 29: restoring a version or
 * one paragraph from the History panel). The editor applies it as an ordinary edit, so Undo
 * takes it back and the save path stores it like typing.
 */
import { atom } from './jotai';

export type PageEdit =
  /** The whole page becomes `html`. */
  | { kind: 'page'; html: string }
  /**
   * One paragraph: the top-level block at `index` (whose text should be `currentText`) becomes
   * `html`, or, when `insert`, `html` goes in before it (at the end past the last one).
   */
  | { kind: 'block'; index: number; currentText: string | null; html: string; insert: boolean };

export interface PageEditRequest {
  /** Bumped by every request. */
  seq: number;
  /** The editor's page key (`page:<id>`). */
  pageKey: string;
  edit: PageEdit;
}

export const pageEditRequestAtom = atom<PageEditRequest | null>(null);

/** What became of a request: applied, or not (another page is open, the paragraph is gone). */
export const pageEditOutcomeAtom = atom<{ seq: number; applied: boolean } | null>(null);
