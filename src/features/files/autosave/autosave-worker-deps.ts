/**
 * The auto-save dependencies the worker facade already answers: settings in app settings record
 * 1 (`various.autosave`), the book's title and author from the front matter, and the save itself
 * (the worker builds and writes the book; its text never comes to this thread).
 */
import type { SaveOutcome } from '../../../../workers/contract/book-file';
import type { AppSettingsRecord, FrontmatterRecord } from '../../../../workers/contract/records';
import type { Result } from '../../../../workers/contract/result';
import { unwrap } from '../../../worker-client/client';
import type { AutosaveDeps } from './autosave-types';

/** The part of the worker facade auto-save uses. */
export interface AutosaveWorker {
  getSettings(): Promise<Result<AppSettingsRecord>>;
  updateSettings(changes: Partial<AppSettingsRecord>): Promise<Result<AppSettingsRecord>>;
  getFrontmatter(): Promise<Result<FrontmatterRecord>>;
  autosaveBook(): Promise<Result<SaveOutcome>>;
  bookFileBehind(): Promise<Result<boolean>>;
}

/** Builds loadSettings, persistSettings, getDocument, save and fileBehind on the worker facade. */
export function autosaveDepsFromWorker(
  api: AutosaveWorker,
): Pick<AutosaveDeps, 'loadSettings' | 'persistSettings' | 'getDocument' | 'save' | 'fileBehind'> {
  return {
    async loadSettings() {
      return unwrap(await api.getSettings()).various.autosave;
    },
    async persistSettings(autosave) {
      const { various } = unwrap(await api.getSettings());
      unwrap(await api.updateSettings({ various: { ...various, autosave } }));
    },
    async getDocument() {
      const result = await api.getFrontmatter();
      if (!result.success) return null; // no open book
      return { title: result.data.title ?? '', author: result.data.author ?? '' };
    },
    async save() {
      return unwrap(await api.autosaveBook());
    },
    async fileBehind() {
      return unwrap(await api.bookFileBehind());
    },
  };
}
