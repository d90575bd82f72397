/**
 * The current document, its front matter (record 1), app settings (record 1), setup version,
 * and the save stamp. Updating a document fills in defaults for missing settings.
 */
import { DEFAULT_APP_SETTINGS, DEFAULT_SETUP_VERSION } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type {
  AppSettingsRecord,
  AppSetupRecord,
  CopyrightRecord,
  DocumentRecord,
  FrontmatterRecord,
} from '../../contract/records';
import { prepareRecord } from '../../core/prepare-record';
import { defaultCopyright, defaultFrontmatter, defaultSettings } from '../../db/population';
import type { DbSession } from '../../db/session';

const requireChanges = (changes: object) => {
  if (!changes || typeof changes !== 'object' || Object.keys(changes).length === 0) {
    throw new AppError('no_update_data');
  }
};

export function createDocumentHandlers(session: DbSession) {
  const db = () => session.get();
  const now = () => new Date().toISOString();

  async function currentDocument(): Promise<DocumentRecord> {
    const doc = await db().current_document.toCollection().first();
    if (!doc) throw new AppError('record_not_found', { id: 1, table: 'current_document' });
    return doc;
  }

  async function upsertRecord1<T extends object>(
    table: 'frontmatter' | 'copyright' | 'app_settings' | 'app_setup',
    changes: object,
    fallback: () => T,
  ): Promise<T> {
    // One of four record-1 tables: the caller's T is the record type of the table it names.
    const t = db().table<T, number>(table);
    const prepared = prepareRecord(table, changes);
    const result = await db().transaction('rw', table, async () => {
      const existing = (await t.get(1)) as T | undefined;
      const next = { ...(existing ?? fallback()), ...prepared, id: 1 } as T;
      await t.put(next);
      return next;
    });
    session.changed(table, [1]);
    return result;
  }

  return {
    async getCurrentDocument(): Promise<DocumentRecord> {
      return currentDocument();
    },

    async getFrontmatter(): Promise<FrontmatterRecord> {
      const fm = await db().frontmatter.get(1);
      return fm ?? defaultFrontmatter((await currentDocument()).uuid);
    },

    /** Updates front-matter record 1; plain fields lose all markup. */
    async updateFrontmatter(changes: Partial<FrontmatterRecord>): Promise<FrontmatterRecord> {
      requireChanges(changes);
      const documentId = (await currentDocument()).uuid;
      const fm = await upsertRecord1('frontmatter', changes, () => defaultFrontmatter(documentId));
      await db().documents.where('uuid').equals(documentId).modify({ updatedAt: now() });
      return fm;
    },

    async getCopyright(): Promise<CopyrightRecord> {
      const c = await db().copyright.get(1);
      return c ?? defaultCopyright((await currentDocument()).uuid);
    },

    async updateCopyright(changes: Partial<CopyrightRecord>): Promise<CopyrightRecord> {
      requireChanges(changes);
      const documentId = (await currentDocument()).uuid;
      return upsertRecord1('copyright', changes, () => defaultCopyright(documentId));
    },

    /** App settings record 1, with defaults filled in for anything missing. */
    async getSettings(): Promise<AppSettingsRecord> {
      const s = await db().app_settings.get(1);
      const base = defaultSettings(s?.documentId ?? '');
      return { ...base, ...(s ?? {}), various: { ...base.various, ...(s?.various ?? {}) } };
    },

    /** Updates app settings record 1. */
    async updateSettings(changes: Partial<AppSettingsRecord>): Promise<AppSettingsRecord> {
      requireChanges(changes);
      const documentId = (await currentDocument()).uuid;
      return upsertRecord1('app_settings', changes, () => ({
        ...defaultSettings(documentId),
        ...structuredClone(DEFAULT_APP_SETTINGS),
      }));
    },

    /** Sets the document id: the documents and current_document records (record 1). */
    async addDocumentId(uuid: string): Promise<DocumentRecord> {
      const stamp = now();
      const record: DocumentRecord = {
        id: 1,
        uuid,
        savedAt: null,
        createdAt: stamp,
        updatedAt: stamp,
      };
      try {
        await db().transaction('rw', ['documents', 'current_document'], async () => {
          await db().documents.put(record);
          await db().current_document.put({ ...record });
        });
      } catch (error) {
        console.error(error);
        throw new AppError('add_document_id_failed');
      }
      session.changed('documents', [1]);
      return record;
    },

    /** Records the setup version (default 1.0.0) for the current document. */
    async addAppVersion(version = DEFAULT_SETUP_VERSION): Promise<AppSetupRecord> {
      try {
        const documentId = (await currentDocument()).uuid;
        const record: AppSetupRecord = {
          id: 1,
          version: version || DEFAULT_SETUP_VERSION,
          documentId,
        };
        await db().app_setup.put(record);
        session.changed('app_setup', [1]);
        return record;
      } catch (error) {
        console.error(error);
        throw new AppError('add_app_version_failed');
      }
    },

    async getAppSetup(): Promise<AppSetupRecord> {
      const r = await db().app_setup.get(1);
      return r ?? { id: 1, version: DEFAULT_SETUP_VERSION };
    },

    /** Saving a document stamps savedAt. */
    async markSaved(at = now()): Promise<DocumentRecord> {
      const doc = await currentDocument();
      await db().transaction('rw', ['documents', 'current_document'], async () => {
        await db().documents.where('uuid').equals(doc.uuid).modify({ savedAt: at });
        await db().current_document.where('uuid').equals(doc.uuid).modify({ savedAt: at });
      });
      session.changed('documents', [doc.id ?? 1]);
      return { ...doc, savedAt: at };
    },
  };
}
