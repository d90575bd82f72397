/**
 * Saving a form as the author types (Book info, Copyright, an atlas record, a note): each change
 * updates the draft at once, is written to the synchronous journal (form-journal.ts) and is sent
 * after a pause of `delay` ms, at most `maxWait` ms after the oldest unsent change while the
 * author keeps typing, or at once on `flush` (a field left, the form closed, the page hidden).
 * Every unsent change goes in one save. When a save returns, the draft shows the stored record
 * (the worker may have cleaned a value) except the fields changed again meanwhile; a failed save
 * keeps its changes for the next one. useFormDraft.ts is its React binding.
 */
import i18next from 'i18next';
import { errorText } from '../i18n/worker-messages';
import type { FieldJournal } from './form-journal';

/** `saving` from the first unsent change until it is stored; `failed` until a save succeeds. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How the flat keys of a change read and write a draft (a record's own keys by default). */
export interface DraftShape<R> {
  get(draft: R, key: string): unknown;
  set(draft: R, key: string, value: unknown): R;
}

const FLAT: DraftShape<object> = {
  get: (draft, key) => (draft as Record<string, unknown>)[key],
  set: (draft, key, value) => ({ ...draft, [key]: value }),
};

export interface DraftSaverOptions<R extends object, C extends object> {
  /** Stores the changed fields and resolves to the whole stored record (or rejects). */
  save: (changes: Partial<C>) => Promise<R>;
  /** Called with every new draft. */
  onDraft: (draft: R) => void;
  /** Called when the save status changes; `error` is the failure's message in the author's words. */
  onStatus: (status: SaveStatus, error: string | null) => void;
  /** Debounce in milliseconds (default 400). */
  delay?: number;
  /** Longest wait of a change while changes keep coming, in milliseconds (default 1000). */
  maxWait?: number;
  /** Keeps unsent field values synchronously, so a reload or a crash cannot lose them. */
  journal?: FieldJournal;
  /** Where the keys of C live in R; omitted when C's keys are R's own. */
  shape?: DraftShape<R>;
  /** The record to start from (else the first `receive`). */
  initial?: R;
}

export const SAVE_DELAY_MS = 400;
export const SAVE_MAX_WAIT_MS = 1000;

export class DraftSaver<R extends object, C extends object = R> {
  private draft: R | null;
  private source: R | null = null;
  private readonly shape: DraftShape<R>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the oldest unsent change was made. */
  private dirtySince: number | null = null;
  private readonly dirty = new Set<string>();
  private readonly inFlight = new Map<string, number>();
  private readonly errors = new Map<string, string>();
  private pending = 0;
  private status: SaveStatus = 'idle';
  private error: string | null = null;

  constructor(private readonly options: DraftSaverOptions<R, C>) {
    this.draft = options.initial ?? null;
    this.source = options.initial ?? null;
    this.shape = options.shape ?? (FLAT as DraftShape<R>);
  }

  /** The current draft, or null before the first record arrived. */
  get current(): R | null {
    return this.draft;
  }

  /** True while a change waits for its debounce or its save. */
  get busy(): boolean {
    return this.dirty.size > 0 || this.pending > 0;
  }

  /** Takes a record read from the worker; fields with unsent or unfinished edits are kept. */
  receive = (source: R): void => {
    if (source === this.source) return;
    this.source = source;
    this.setDraft(this.merged(source));
  };

  /** Changes fields; they are saved after the debounce, or at once (with any other) when `immediate`. */
  change = (changes: Partial<C>, immediate = false): void => {
    if (!this.draft) return;
    let next = this.draft;
    for (const [key, value] of Object.entries(changes)) {
      next = this.shape.set(next, key, value);
      this.options.journal?.write(key, value);
      this.dirty.add(key);
    }
    this.setDraft(next);
    this.dirtySince ??= Date.now();
    this.report();
    this.clearTimer();
    if (immediate) {
      void this.send();
      return;
    }
    const waited = Date.now() - this.dirtySince;
    const wait = Math.min(
      this.options.delay ?? SAVE_DELAY_MS,
      (this.options.maxWait ?? SAVE_MAX_WAIT_MS) - waited,
    );
    this.timer = setTimeout(() => void this.send(), Math.max(0, wait));
  };

  /** Saves every waiting change now. */
  flush = (): Promise<void> => this.send();

  private merged(base: R): R {
    const draft = this.draft;
    if (!draft) return { ...base };
    let next = base;
    for (const key of new Set([...this.dirty, ...this.inFlight.keys()]))
      next = this.shape.set(next, key, this.shape.get(draft, key));
    return next === base ? { ...base } : next;
  }

  private setDraft(next: R): void {
    this.draft = next;
    this.options.onDraft(next);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private report(): void {
    const [firstError] = this.errors.values();
    let status: SaveStatus = 'saved';
    if (this.pending > 0) status = 'saving';
    else if (firstError !== undefined) status = 'failed';
    else if (this.dirty.size > 0) status = 'saving';
    const error = status === 'failed' ? (firstError ?? null) : null;
    if (status === this.status && error === this.error) return;
    this.status = status;
    this.error = error;
    this.options.onStatus(status, error);
  }

  private async send(): Promise<void> {
    this.clearTimer();
    const draft = this.draft;
    if (this.dirty.size === 0 || !draft) return;
    const keys = [...this.dirty];
    const changes: Record<string, unknown> = {};
    for (const key of keys) changes[key] = this.shape.get(draft, key);
    this.dirty.clear();
    this.dirtySince = null;
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    this.pending += 1;
    this.report();
    let stored: R | null = null;
    try {
      stored = await this.options.save(changes as Partial<C>);
      for (const key of keys) {
        this.errors.delete(key);
        this.options.journal?.settle(key, changes[key]);
      }
    } catch (error) {
      const message = describeSaveError(error);
      // Kept for the next save: nothing the author typed is dropped.
      for (const key of keys) {
        this.errors.set(key, message);
        this.dirty.add(key);
      }
      this.dirtySince ??= Date.now();
    }
    for (const key of keys) {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
    }
    this.pending -= 1;
    // The stored (cleaned) values, except fields changed again or still on their way.
    if (stored) this.setDraft(this.merged(stored));
    this.report();
  }
}

/** A failed store in the author's language: the worker's code through errorText (one place). */
function describeSaveError(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; params?: unknown } | null;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof e?.code !== 'string') return message;
  const params = (e.params ?? undefined) as Record<string, string | number> | undefined;
  return errorText(i18next.t, { code: e.code, message, params });
}
