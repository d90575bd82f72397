/** Types of the auto-save controller: its status, outcomes and injected dependencies. */

import type {
  SaveFailureCode,
  SaveFileProblem,
  SaveOutcome,
} from '../../../../workers/contract/book-file';
import { AUTOSAVE_DEFAULT_INTERVAL_MIN } from '../../../../workers/contract/constants';
import type { AutosaveSetting } from './autosave-settings';

/** What one save attempt did. */
export type AutosaveOutcome = 'file' | 'opfs' | 'disabled' | 'busy' | 'no-document' | 'failed';

/**
 * The last save's failure: an i18n key, the failure in words the author is shown
 * (`files.failure.<failure>`), and the underlying reason (the browser's own English, for the
 * console and as a change marker — never shown).
 */
export interface AutosaveError {
  key: 'autosave.errors.save_failed';
  failure: SaveFailureCode;
  reason: string;
}

/** Runtime status (docs/spec/data-layer-and-files.md §3 "Auto-save status"); times are epoch milliseconds. */
export interface AutosaveStatus {
  enabled: boolean;
  interval: number;
  inProgress: boolean;
  lastSaveTime: number | null;
  error: AutosaveError | null;
  /** Last save plus the interval; null when disabled or never saved. */
  nextSaveTime: number | null;
  /** Where the last save went: the book file, or private storage. */
  lastTarget: 'file' | 'opfs' | null;
  /** Why the last save did not reach the book file (null when it did, or there is none). */
  problem: SaveFileProblem | null;
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
  /** Saves the book (the worker writes the file, or private storage) and says where. */
  /** Saves the book; the worker builds the auto-save header (title, author, now) itself. */
  save(): Promise<SaveOutcome>;
  /** Told of every save outcome (the toolbar shows it). */
  onOutcome?: (outcome: SaveOutcome) => void;
  /** Whether the book file lacks what the database holds (checked at start, see catchUp). */
  fileBehind?: () => Promise<boolean>;
}

/** The initial status before settings are loaded. */
export const INITIAL_AUTOSAVE_STATUS: AutosaveStatus = {
  enabled: false,
  interval: AUTOSAVE_DEFAULT_INTERVAL_MIN,
  inProgress: false,
  lastSaveTime: null,
  error: null,
  nextSaveTime: null,
  lastTarget: null,
  problem: null,
};
