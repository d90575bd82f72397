/** Types of the auto-save controller: its status, outcomes and injected dependencies. */
import { AUTOSAVE_DEFAULT_INTERVAL_MIN } from '../../../../workers/contract/constants';
import type { AutosaveSetting } from './autosave-settings';
import type { AutosaveHeader } from './payload';

/** What writing to the chosen file gave. */
export type FileSaveOutcome = 'saved' | 'no-handle' | 'permission-error' | 'failed';

/** What one save attempt did. */
export type AutosaveOutcome = 'file' | 'opfs' | 'disabled' | 'busy' | 'no-document' | 'failed';

/** The last save's failure: an i18n key and the underlying reason. */
export interface AutosaveError {
  key: 'autosave.errors.save_failed';
  reason: string;
}

/** Runtime status (spec §3 "Auto-save status"); times are epoch milliseconds. */
export interface AutosaveStatus {
  enabled: boolean;
  interval: number;
  inProgress: boolean;
  lastSaveTime: number | null;
  error: AutosaveError | null;
  /** Last save plus the interval; null when disabled or never saved. */
  nextSaveTime: number | null;
}

export type TimerId = ReturnType<typeof globalThis.setTimeout>;

/** Everything the controller needs from the outside world. */
export interface AutosaveDeps {
  now?: () => number;
  setTimeout?: (run: () => void, ms: number) => TimerId;
  clearTimeout?: (id: TimerId) => void;
  setInterval?: (run: () => void, ms: number) => TimerId;
  clearInterval?: (id: TimerId) => void;
  loadSettings(): Promise<AutosaveSetting | boolean | undefined>;
  persistSettings(setting: AutosaveSetting): Promise<void>;
  getDocument(): Promise<{ title: string; author: string } | null>;
  /** The text to write; receives the header (callers may ignore it). */
  buildPayload(header: AutosaveHeader): Promise<string>;
  saveToFile(payloadText: string): Promise<FileSaveOutcome>;
  saveToOpfs(payloadText: string, title: string): Promise<void>;
  markSaved(isoTime: string): Promise<void>;
  /** Called when a permission error made the controller drop the file handle. */
  onHandleDropped?: () => void;
}

/** The initial status before settings are loaded. */
export const INITIAL_AUTOSAVE_STATUS: AutosaveStatus = {
  enabled: false,
  interval: AUTOSAVE_DEFAULT_INTERVAL_MIN,
  inProgress: false,
  lastSaveTime: null,
  error: null,
  nextSaveTime: null,
};
