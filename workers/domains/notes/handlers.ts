/**
 * Notes: create, change, reorder, delete (marked, restorable) and find. Search and filters run
 * here, over a per-note cache of the lower-cased title and text, so a book with thousands of
 * notes answers a keystroke without the screen holding them all.
 */

import { NOTE_DEFAULTS } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import {
  type Note,
  type NoteChange,
  type NoteList,
  type NoteQuery,
  noteBadges,
} from '../../contract/notes';
import type { NoteRecord } from '../../contract/records';
import { newUuid } from '../../core/ids';
import { prepareRecord } from '../../core/prepare-record';
import type { DbSession } from '../../db/session';
import { noteSearchText } from './note-search-text';

const EDITABLE: ReadonlyArray<keyof NoteChange> = [
  'title',
  'content',
  'color',
  'background_color',
  'page_id',
];

const byPosition = (a: NoteRecord, b: NoteRecord) =>
  (a.position_in_list ?? 0) - (b.position_in_list ?? 0) || (a.id ?? 0) - (b.id ?? 0);

/** Only the editable fields of a change, cleaned as every stored note is. */
function cleanChange(change: NoteChange): Partial<NoteRecord> {
  const picked: Record<string, unknown> = {};
  for (const key of EDITABLE) if (key in (change ?? {})) picked[key] = change[key];
  if ('page_id' in picked) {
    const page = picked.page_id;
    picked.page_id = typeof page === 'string' && page !== '' ? page : null;
  }
  if ('title' in picked && typeof picked.title !== 'string') picked.title = NOTE_DEFAULTS.title;
  if ('content' in picked && typeof picked.content !== 'string') picked.content = '';
  return prepareRecord('notes', picked) as Partial<NoteRecord>;
}

export function createNoteHandlers(session: DbSession) {
  const notes = () => session.get().notes;

  async function documentId(): Promise<string> {
    return (await session.get().current_document.toCollection().first())?.uuid ?? '';
  }

  async function one(id: number): Promise<Note> {
    const note = await notes().get(Number(id));
    if (!note) throw new AppError('record_not_found', { id: String(id), table: 'notes' });
    return note as Note;
  }

  async function mark(id: number, value: 0 | 1): Promise<Note> {
    const note = await one(id);
    await notes().update(note.id, { mark_for_delete: value });
    session.changed('notes', [note.id]);
    return { ...note, mark_for_delete: value };
  }

  return {
    /** Every note of the book, in list order (those marked for delete included, flagged). */
    async listNotes(): Promise<NoteRecord[]> {
      return (await notes().toArray()).sort(byPosition);
    },

    /** Active notes attached to one page, in list order. */
    async notesByPage(pageId: string): Promise<NoteRecord[]> {
      return (await notes().where('page_id').equals(pageId).toArray())
        .filter((n) => n.mark_for_delete !== 1)
        .sort(byPosition);
    },

    /** Case-insensitive match over title and content, excluding marked-for-delete notes. */
    async searchNotes(text: string): Promise<NoteRecord[]> {
      const needle = String(text ?? '').toLocaleLowerCase();
      return (await notes().toArray())
        .filter((n) => n.mark_for_delete !== 1 && noteSearchText(n).includes(needle))
        .sort(byPosition);
    },

    /** The notes a list shows: scope, search, colours and deleted-or-active, in list order. */
    async findNotes(query: NoteQuery = {}): Promise<NoteList> {
      const wantDeleted = query.deleted === true;
      const needle = String(query.text ?? '')
        .trim()
        .toLocaleLowerCase();
      const colors = new Set(Array.isArray(query.colors) ? query.colors : []);
      const source =
        query.scope === 'page'
          ? query.pageId
            ? await notes().where('page_id').equals(String(query.pageId)).toArray()
            : []
          : await notes().toArray();
      const matching = (source as Note[])
        .filter(
          (n) =>
            (n.mark_for_delete === 1) === wantDeleted &&
            (query.scope !== 'global' || !n.page_id) &&
            (query.scope !== 'pages' || Boolean(n.page_id)) &&
            (colors.size === 0 || noteBadges(n).some((c) => colors.has(c))) &&
            (needle === '' || noteSearchText(n).includes(needle)),
        )
        .sort(byPosition);
      const limit = Number(query.limit);
      return {
        notes: Number.isFinite(limit) && limit >= 0 ? matching.slice(0, limit) : matching,
        total: matching.length,
      };
    },

    /** A new note (spec defaults: Untitled Note, white badge and background), last in the list. */
    async createNote(change: NoteChange = {}): Promise<Note> {
      const last = await notes().orderBy('position_in_list').last();
      const record: NoteRecord = {
        uuid: newUuid(),
        documentId: await documentId(),
        folderId: null,
        page_id: null,
        title: NOTE_DEFAULTS.title,
        content: '',
        color: NOTE_DEFAULTS.color,
        background_color: NOTE_DEFAULTS.background_color,
        position_in_list: (last?.position_in_list ?? 0) + 1,
        mark_for_delete: 0,
        ...cleanChange(change),
      };
      if (!record.title.trim()) record.title = NOTE_DEFAULTS.title;
      const id = await notes().add(record);
      session.changed('notes', [id]);
      return { ...record, id };
    },

    /** Changes a note's title, text, colours, background or scope; answers with the note. */
    async updateNote(id: number, change: NoteChange): Promise<Note> {
      const note = await one(id);
      const clean = cleanChange(change);
      if (Object.keys(clean).length === 0) throw new AppError('no_update_data');
      await notes().update(note.id, clean);
      session.changed('notes', [note.id]);
      return { ...note, ...clean };
    },

    /** Marks a note for delete (it leaves every list but Deleted, and can be restored). */
    deleteNote: (id: number): Promise<Note> => mark(id, 1),

    /** Brings a deleted note back where it was. */
    restoreNote: (id: number): Promise<Note> => mark(id, 0),

    /** Deletes a note marked for delete for good. */
    async purgeNote(id: number): Promise<void> {
      const note = await one(id);
      if (note.mark_for_delete !== 1)
        throw new AppError('record_not_found', { id, table: 'notes' });
      await notes().delete(note.id);
      session.changed('notes', [note.id]);
    },

    /**
     * Puts the notes in `ids` in that order, in the places the same notes held before (notes
     * not named — other pages', deleted ones — keep theirs).
     */
    async reorderNotes(ids: number[]): Promise<void> {
      const wanted = ids.map(Number).filter(Number.isFinite);
      await session.get().transaction('rw', 'notes', async () => {
        const found = (await notes().bulkGet(wanted)).filter((n): n is NoteRecord => Boolean(n));
        const slots = found.map((n) => n.position_in_list ?? 0).sort((a, b) => a - b);
        const byId = new Map(found.map((n) => [n.id, n]));
        let i = 0;
        for (const id of wanted) {
          if (!byId.has(id)) continue;
          await notes().update(id, { position_in_list: slots[i] ?? i });
          i += 1;
        }
      });
      session.changed('notes', wanted);
    },
  };
}
