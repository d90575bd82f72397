/**
 * Auto-save as a framework-free state machine (docs/spec/data-layer-and-files.md §4 "Auto-save"): disabled or enabled; while
 * enabled a repeating timer saves every `interval` minutes and edits save 2 s after the last one
 * (at most 10 s after the first while edits keep coming).
 * A save writes the chosen book file first and falls back to private storage (OPFS).
 */

import type { SaveFailureCode, SaveOutcome } from '../../../../workers/contract/book-file';
import { AUTOSAVE_DEBOUNCE_MS, AUTOSAVE_MAX_WAIT_MS } from '../../../../workers/contract/constants';
import {
  AutosaveIntervalError,
  isValidAutosaveInterval,
  normalizeAutosaveSetting,
} from './autosave-settings';
import {
  type AutosaveDeps,
  type AutosaveError,
  type AutosaveOutcome,
  type AutosaveStatus,
  INITIAL_AUTOSAVE_STATUS,
  type TimerId,
} from './autosave-types';

export type { AutosaveDeps, AutosaveOutcome, AutosaveStatus } from './autosave-types';

/** Auto-save state machine; see the module comment. */
export class AutosaveController {
  private readonly deps: AutosaveDeps;
  private readonly now: () => number;
  private enabled = false;
  private interval = INITIAL_AUTOSAVE_STATUS.interval;
  private running = false;
  private lastSaveTime: number | null = null;
  private error: AutosaveError | null = null;
  private lastTarget: AutosaveStatus['lastTarget'] = null;
  private problem: AutosaveStatus['problem'] = null;
  private repeatTimer: TimerId | null = null;
  private debounceTimer: TimerId | null = null;
  /** When the oldest edit not yet saved was made (null when none waits). */
  private firstPendingEdit: number | null = null;
  private changedByUser = false;
  private disposed = false;
  private readonly listeners = new Set<(status: AutosaveStatus) => void>();
  private settingsLoaded: () => void = () => undefined;
  private readonly loaded = new Promise<void>((resolve) => {
    this.settingsLoaded = resolve;
  });

  constructor(deps: AutosaveDeps) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
  }

  /** Loads the stored settings and starts the timer when enabled. */
  async init(): Promise<AutosaveStatus> {
    try {
      const setting = normalizeAutosaveSetting(await this.deps.loadSettings());
      if (this.changedByUser || this.disposed) return this.getStatus();
      this.enabled = setting.enabled;
      this.interval = setting.interval;
      this.restartTimer();
      this.emit();
      return this.getStatus();
    } finally {
      this.settingsLoaded();
    }
  }

  /**
   * Once the book is open (the journal replayed): a book file that lacks what the database
   * holds — a crash came before the last auto-save — is written at once, or the status says why
   * it could not be. Answers 'current' when the file was up to date.
   */
  async catchUp(): Promise<AutosaveOutcome | 'current'> {
    await this.loaded;
    if (!this.enabled || this.disposed || !this.deps.fileBehind) return 'disabled';
    if (!(await this.deps.fileBehind())) return 'current';
    return this.saveNow();
  }

  /** Current status (a copy). */
  getStatus(): AutosaveStatus {
    const next = this.enabled && this.lastSaveTime !== null;
    return {
      enabled: this.enabled,
      interval: this.interval,
      inProgress: this.running,
      lastSaveTime: this.lastSaveTime,
      error: this.error,
      nextSaveTime: next ? (this.lastSaveTime ?? 0) + this.interval * 60_000 : null,
      lastTarget: this.lastTarget,
      problem: this.problem,
    };
  }

  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: AutosaveStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Enables auto-save (a valid interval replaces the current one), persists, starts the timer. */
  enable(intervalMinutes?: number): Promise<void> {
    if (isValidAutosaveInterval(intervalMinutes)) this.interval = intervalMinutes;
    this.enabled = true;
    return this.commit();
  }

  /** Disables auto-save: stops the timer, cancels a pending save and persists. */
  disable(): Promise<void> {
    this.enabled = false;
    this.cancelPending();
    return this.commit();
  }

  /** Switches between enabled and disabled. */
  toggle(): Promise<void> {
    return this.enabled ? this.disable() : this.enable();
  }

  /**
   * Sets the interval in minutes (throws AutosaveIntervalError unless it is positive), persists,
   * and restarts the timer when enabled.
   */
  setInterval(minutes: number): Promise<void> {
    if (!isValidAutosaveInterval(minutes)) throw new AutosaveIntervalError(minutes);
    this.interval = minutes;
    return this.commit();
  }

  /** An edit happened: saves 2 s after the last of a burst of edits (when enabled). */
  notifyEdit(): void {
    if (!this.enabled || this.disposed) return;
    this.cancelPending();
    const now = this.now();
    this.firstPendingEdit ??= now;
    const waited = now - this.firstPendingEdit;
    const schedule = this.deps.setTimeout ?? globalThis.setTimeout;
    this.debounceTimer = schedule(
      () => {
        this.debounceTimer = null;
        this.firstPendingEdit = null;
        // A save already running may have missed these edits: try again after it.
        void this.save().then((outcome) => {
          if (outcome === 'busy') this.notifyEdit();
        });
      },
      Math.max(0, Math.min(AUTOSAVE_DEBOUNCE_MS, AUTOSAVE_MAX_WAIT_MS - waited)),
    );
  }

  /** Saves at once, cancelling a pending debounced save. */
  saveNow(): Promise<AutosaveOutcome> {
    this.cancelPending();
    this.firstPendingEdit = null;
    return this.save();
  }

  /** Stops all timers and listeners. */
  dispose(): void {
    this.disposed = true;
    this.cancelPending();
    this.stopTimer();
    this.listeners.clear();
  }

  private async save(): Promise<AutosaveOutcome> {
    if (!this.enabled || this.disposed) return 'disabled';
    if (this.running) return 'busy';
    this.running = true;
    try {
      const doc = await this.deps.getDocument();
      const title = doc?.title.trim() ?? '';
      if (!doc || !title) return 'no-document';
      this.emit();
      const outcome = await this.deps.save();
      this.deps.onOutcome?.(outcome);
      if (outcome.kind !== 'saved') {
        if (outcome.kind === 'skipped') return 'no-document';
        this.error = {
          key: 'autosave.errors.save_failed',
          failure: outcome.kind === 'failed' ? outcome.code : 'storage_error',
          reason: outcome.kind === 'failed' ? outcome.code : outcome.reason,
        };
        return 'failed';
      }
      this.lastSaveTime = Date.parse(outcome.at);
      this.lastTarget = outcome.target;
      this.problem = outcome.target === 'opfs' ? (outcome.fileProblem ?? null) : null;
      this.error = null;
      return outcome.target;
    } catch (error) {
      console.error(error);
      this.error = {
        key: 'autosave.errors.save_failed',
        failure: failureOf(error),
        reason: (error as Error).message,
      };
      return 'failed';
    } finally {
      this.running = false;
      this.emit();
    }
  }

  /** Records a save made outside the timer (a manual save, access restored). */
  report(outcome: SaveOutcome): void {
    if (outcome.kind !== 'saved') return;
    this.lastSaveTime = Date.parse(outcome.at);
    this.lastTarget = outcome.target;
    this.problem = outcome.target === 'opfs' ? (outcome.fileProblem ?? null) : null;
    this.error = null;
    this.emit();
  }

  private async commit(): Promise<void> {
    this.changedByUser = true;
    this.restartTimer();
    this.emit();
    await this.deps.persistSettings({ enabled: this.enabled, interval: this.interval });
  }

  private restartTimer(): void {
    this.stopTimer();
    if (!this.enabled || this.disposed) return;
    const repeat = this.deps.setInterval ?? globalThis.setInterval;
    this.repeatTimer = repeat(() => void this.save(), this.interval * 60_000);
  }

  private stopTimer(): void {
    if (this.repeatTimer === null) return;
    (this.deps.clearInterval ?? globalThis.clearInterval)(this.repeatTimer);
    this.repeatTimer = null;
  }

  private cancelPending(): void {
    if (this.debounceTimer === null) return;
    (this.deps.clearTimeout ?? globalThis.clearTimeout)(this.debounceTimer);
    this.debounceTimer = null;
  }

  private emit(): void {
    if (this.disposed) return;
    const status = this.getStatus();
    for (const listener of this.listeners) listener(status);
  }
}

/** A thrown save error as a failure the author is told in words (the browser's name for it). */
function failureOf(error: unknown): SaveFailureCode {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError') return 'disk_full';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission_lost';
  return 'storage_error';
}
