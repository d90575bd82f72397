/**
 * Single-content sections (prologue, introduction, epilogue, preface, back matter) and the
 * titled appendices. Reading a missing single section creates it empty.
 */
import { SINGLE_SECTIONS, type SingleSection } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type { SectionRecord } from '../../contract/records';
import { emptyMetrics } from '../../core/content-metrics';
import { prepareRecord } from '../../core/prepare-record';
import type { DbSession } from '../../db/session';

const isSingle = (name: string): name is SingleSection =>
  (SINGLE_SECTIONS as readonly string[]).includes(name);

export function createSectionHandlers(session: DbSession) {
  const table = (name: string) => {
    if (!isSingle(name) && name !== 'appendices') {
      throw new AppError('table_not_found', { table: String(name) });
    }
    return session.get().table<SectionRecord, number>(name);
  };

  async function documentId(): Promise<string> {
    const doc = await session.get().current_document.toCollection().first();
    return String(doc?.uuid ?? '');
  }

  return {
    /** The one record of a single section; created empty when missing. */
    async getSection(name: SingleSection): Promise<SectionRecord> {
      const t = table(name);
      const existing = await t.toCollection().first();
      if (existing) return existing;
      const record: SectionRecord = {
        documentId: await documentId(),
        folderId: null,
        content: '',
        content_metrics: emptyMetrics(),
      };
      const id = await t.add(record);
      return { ...record, id };
    },

    /** Saves a single section's content (sanitised, with metrics). */
    async saveSection(name: SingleSection, html: string): Promise<SectionRecord> {
      const t = table(name);
      const existing = await t.toCollection().first();
      const prepared = prepareRecord(name, { content: html }) as Pick<
        SectionRecord,
        'content' | 'content_metrics'
      >;
      let record: SectionRecord;
      if (existing?.id !== undefined) {
        await t.update(existing.id, prepared);
        record = { ...existing, ...prepared };
      } else {
        record = { documentId: await documentId(), folderId: null, ...prepared };
        record.id = await t.add(record);
      }
      session.changed(name, [record.id ?? 0]);
      return record;
    },

    /** Active appendices in order of creation. */
    async listAppendices(): Promise<SectionRecord[]> {
      return (await table('appendices').toArray()).filter((a) => a.mark_for_delete !== 1);
    },

    async addAppendix(title: string): Promise<SectionRecord> {
      const record = prepareRecord('appendices', {
        documentId: await documentId(),
        folderId: null,
        title,
        content: '',
        mark_for_delete: 0,
      }) as unknown as SectionRecord;
      record.id = await table('appendices').add(record);
      session.changed('appendices', [record.id]);
      return record;
    },

    async updateAppendix(
      id: number,
      changes: { title?: string; content?: string },
    ): Promise<SectionRecord> {
      if (!changes || Object.keys(changes).length === 0) throw new AppError('no_update_data');
      const t = table('appendices');
      const count = await t.update(id, prepareRecord('appendices', changes));
      const record = await t.get(id);
      if (count === 0 && !record) {
        throw new AppError('record_not_found', { id, table: 'appendices' });
      }
      session.changed('appendices', [id]);
      return record as SectionRecord;
    },

    /** Marks an appendix for deletion (or unmarks it with restore = true). */
    async markAppendixDeleted(id: number, deleted = true): Promise<number> {
      await table('appendices').update(id, { mark_for_delete: deleted ? 1 : 0 });
      session.changed('appendices', [id]);
      return id;
    },
  };
}
