/**
 * Database lifecycle: open, reset and reinit, and the new-book sequence (docs/spec/data-layer-and-files.md §4):
 * reset, then document id, app version and front matter in sequence; any failure fails it.
 */
import { DEFAULT_SETUP_VERSION, EXPORT_RESET_DELAY_MS } from '../../contract/constants';
import { AppError } from '../../contract/errors';
import type { AppSetupRecord, DocumentRecord, FrontmatterRecord } from '../../contract/records';
import { newUuid } from '../../core/ids';
import { defaultFrontmatter } from '../../db/population';
import type { DbSession, OpenInfo } from '../../db/session';

/** What the lifecycle needs of the documents domain (api.ts passes its handlers). */
export interface LifecycleDocuments {
  getCurrentDocument(): Promise<DocumentRecord>;
  addDocumentId(uuid: string): Promise<DocumentRecord>;
  addAppVersion(version?: string): Promise<AppSetupRecord>;
  updateFrontmatter(changes: Partial<FrontmatterRecord>): Promise<FrontmatterRecord>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLifecycleHandlers(session: DbSession, documents: LifecycleDocuments) {
  return {
    /** Opens the database (creating and populating it on first run). */
    async init(): Promise<OpenInfo & { documentId: string }> {
      const info = await session.open();
      const doc = await documents.getCurrentDocument();
      return { ...info, documentId: doc.uuid };
    },

    /** Close, delete, recreate and repopulate defaults, after the spec's 100 ms pause. */
    async resetDatabase(): Promise<true> {
      await pause(EXPORT_RESET_DELAY_MS);
      await session.reset();
      return true;
    },

    /** Closes and reopens the database. */
    async reinit(): Promise<OpenInfo> {
      session.close();
      return session.open();
    },

    /** The new-book sequence. Fails with the spec's message of the step that failed. */
    async newBook(): Promise<DocumentRecord> {
      await pause(EXPORT_RESET_DELAY_MS);
      const uuid = newUuid();
      await session.reset(uuid);
      const doc = await documents.addDocumentId(uuid);
      await documents.addAppVersion(DEFAULT_SETUP_VERSION);
      try {
        const { id: _id, ...fm } = defaultFrontmatter(uuid);
        await documents.updateFrontmatter({ ...fm, documentId: uuid });
      } catch (error) {
        console.error(error);
        throw new AppError('add_frontmatter_failed');
      }
      return doc;
    },
  };
}
