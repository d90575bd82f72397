/** Notes as the screens ask for them: which notes, and what a new note or a change holds. */
import type { NoteRecord } from './records';

/** Which notes a list shows: the spec's filter (all or this page), a search, the deleted ones. */
export interface NoteQuery {
  /** `page`: notes tied to `pageId` only; `pages`: every page note; `global`: the others. */
  scope?: 'all' | 'page' | 'pages' | 'global';
  pageId?: string | null;
  /** Case-insensitive, over title and text (the text without its markup). */
  text?: string;
  /** Only badge colours in this list (a note with any of them matches). */
  colors?: string[];
  /** true: the notes marked for delete (to restore them); otherwise only active notes. */
  deleted?: boolean;
  /** At most this many notes in the answer (the total still counts them all). */
  limit?: number;
}

/** The notes a list shows (in list order) and how many matched in all. */
export interface NoteList {
  notes: Note[];
  total: number;
}

/** A new note, or a change to one: any of its editable fields. */
export interface NoteChange {
  title?: string;
  content?: string;
  color?: string | string[];
  background_color?: string;
  /** A page note is tied to this page; null makes it a global note. */
  page_id?: string | null;
}

/** A note as lists show it, with its own record id. */
export type Note = NoteRecord & { id: number };

/** The badge colours of a note as a list (`white`, the default, is none). */
export function noteBadges(note: Pick<NoteRecord, 'color'>): string[] {
  const list = Array.isArray(note.color) ? note.color : [note.color];
  return list.filter((c) => typeof c === 'string' && c !== '' && c !== 'white');
}
