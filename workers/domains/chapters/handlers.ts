/**
 * Legacy chapter rules (docs/spec/data-layer-and-files.md §4): soft delete renumbers the remaining active chapters
 * from 1; moving clamps the position to 1..(active count + 1) and renumbers all.
 */
import { AppError } from '../../contract/errors';
import type { ChapterRecord } from '../../contract/records';
import type { DbSession } from '../../db/session';

const byPosition = (a: ChapterRecord, b: ChapterRecord) => a.position_in_list - b.position_in_list;

export function createChapterHandlers(session: DbSession) {
  const chapters = () => session.get().chapters;

  async function activeChapters(): Promise<ChapterRecord[]> {
    return (await chapters().toArray()).filter((c) => !c.mark_for_delete).sort(byPosition);
  }

  async function renumber(list: ChapterRecord[]): Promise<void> {
    await chapters().bulkPut(list.map((c, i) => ({ ...c, position_in_list: i + 1 })));
  }

  return {
    /** One chapter of the legacy table, or null when there is none with that id. */
    async getChapter(id: number): Promise<ChapterRecord | null> {
      return (await chapters().get(id)) ?? null;
    },

    /** Active chapters in order. */
    async listChapters(): Promise<ChapterRecord[]> {
      return activeChapters();
    },

    /** Soft-deletes a chapter and renumbers the remaining ones from 1. */
    async deleteChapter(id: number): Promise<ChapterRecord[]> {
      const db = session.get();
      const result = await db.transaction('rw', 'chapters', async () => {
        const chapter = await chapters().get(id);
        if (!chapter) throw new AppError('chapter_not_found', { id });
        await chapters().update(id, { mark_for_delete: 1 });
        const active = await activeChapters();
        await renumber(active);
        return activeChapters();
      });
      session.changed('chapters', [id]);
      return result;
    },

    /** Moves a chapter to a 1-based position, clamped to 1..(active + 1), and renumbers. */
    async moveChapter(id: number, position: number): Promise<ChapterRecord[]> {
      const db = session.get();
      const result = await db.transaction('rw', 'chapters', async () => {
        const chapter = await chapters().get(id);
        if (!chapter) throw new AppError('chapter_not_found', { id });
        const active = await activeChapters();
        const index = active.findIndex((c) => c.id === id);
        if (index < 0) throw new AppError('chapter_not_active');
        const target = Math.min(Math.max(Math.round(position) || 1, 1), active.length + 1);
        const [moving] = active.splice(index, 1);
        if (moving) active.splice(Math.min(target - 1, active.length), 0, moving);
        await renumber(active);
        return activeChapters();
      });
      session.changed('chapters', [id]);
      return result;
    },
  };
}
