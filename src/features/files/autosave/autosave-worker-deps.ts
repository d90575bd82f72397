/**
 * The auto-save dependencies the worker facade already answers: settings in app settings record
 * 1 (`various.autosave`), the book's title and author from the front matter, and the saved stamp.
 */
import type {
  AppSettingsRecord,
  DocumentRecord,
  FrontmatterRecord,
} from '../../../../workers/contract/records';
import type { Result } from '../../../../workers/contract/result';
import { unwrap } from '../../../worker-client/client';
import type { AutosaveDeps } from './autosave-types';

/** The part of the worker facade auto-save uses. */
export interface AutosaveWorker {
  getSettings(): Promise<Result<AppSettingsRecord>>;
  updateSettings(changes: Partial<AppSettingsRecord>): Promise<Result<AppSettingsRecord>>;
  getFrontmatter(): Promise<Result<FrontmatterRecord>>;
  markSaved(at?: string): Promise<Result<DocumentRecord>>;
}

/** Builds loadSettings, persistSettings, getDocument and markSaved on the worker facade. */
export function autosaveDepsFromWorker(
  api: AutosaveWorker,
): Pick<AutosaveDeps, 'loadSettings' | 'persistSettings' | 'getDocument' | 'markSaved'> {
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
    async markSaved(isoTime) {
      unwrap(await api.markSaved(isoTime));
    },
  };
}
