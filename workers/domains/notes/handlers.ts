/** Notes: read by page, and a case-insensitive search that skips notes marked for delete. */
import type { NoteRecord } from '../../contract/records';
import type { DbSession } from '../../db/session';

export function createNoteHandlers(session: DbSession) {
  const notes = () => session.get().notes;

  return {
    /** Every note of the book, in list order (those marked for delete included, flagged). */
    async listNotes(): Promise<NoteRecord[]> {
      return (await notes().toArray()).sort(
        (a, b) => (a.position_in_list ?? 0) - (b.position_in_list ?? 0),
      );
    },

    /** Active notes attached to one page. */
    async notesByPage(pageId: string): Promise<NoteRecord[]> {
      return (await notes().where('page_id').equals(pageId).toArray()).filter(
        (n) => n.mark_for_delete !== 1,
      );
    },

    /** Case-insensitive match over title and content, excluding marked-for-delete notes. */
    async searchNotes(text: string): Promise<NoteRecord[]> {
      const needle = String(text ?? '').toLocaleLowerCase();
      return notes()
        .filter(
          (n) =>
            n.mark_for_delete !== 1 &&
            (String(n.title ?? '')
              .toLocaleLowerCase()
              .includes(needle) ||
              String(n.content ?? '')
                .toLocaleLowerCase()
                .includes(needle)),
        )
        .toArray();
    },
  };
}
