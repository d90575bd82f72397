/**
 * Field-by-field saving of one worker record: each change updates the draft at once, is written
 * to the synchronous journal (when one is given) and is sent after a pause (debounce), at most
 * `maxWait` after the first unsent change while the author keeps typing, or at once on flush; when a save returns, the field shows the
 * stored value (the worker may have removed markup) unless the author has typed on meanwhile.
 */
import i18next from 'i18next';
import { errorText } from '../../i18n/worker-messages';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface DraftSaverOptions<R extends object> {
  /** Stores the changed fields and resolves to the whole stored record (or rejects). */
  save: (changes: Partial<R>) => Promise<R>;
  /** Called with every new draft. */
  onDraft: (draft: R) => void;
  /** Called when the save status changes; `error` is the last failure's message. */
  onStatus: (status: SaveStatus, error: string | null) => void;
  /** Debounce in milliseconds (default 400). */
  delay?: number;
  /** Longest wait of a change while changes keep coming, in milliseconds (default 1000). */
  maxWait?: number;
  /** Keeps unsent field values synchronously, so a reload or a crash cannot lose them. */
  journal?: FieldJournal;
}

/** A synchronous store of unsent field values (see writing/draft-journal). */
export interface FieldJournal {
  /** Records the latest value of a field. */
  write(field: string, value: unknown): void;
  /** Forgets the field unless a newer value was recorded meanwhile. */
  settle(field: string, value: unknown): void;
}

export class DraftSaver<R extends object> {
  private draft: R | null = null;
  private readonly timers = new Map<keyof R, ReturnType<typeof setTimeout>>();
  /** When the oldest unsent change of each field was made. */
  private readonly dirtySince = new Map<keyof R, number>();
  private readonly dirty = new Set<keyof R>();
  private readonly inFlight = new Map<keyof R, number>();
  private readonly errors = new Map<keyof R, string>();
  private pending = 0;

  constructor(private readonly options: DraftSaverOptions<R>) {}

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
    const next = { ...source };
    if (this.draft) {
      for (const key of [...this.dirty, ...this.inFlight.keys()]) next[key] = this.draft[key];
    }
    this.setDraft(next);
  };

  /** Changes one field; it is saved after the debounce, or at once when `immediate`. */
  change = <K extends keyof R>(key: K, value: R[K], immediate = false): void => {
    if (!this.draft) return;
    this.setDraft({ ...this.draft, [key]: value });
    this.options.journal?.write(String(key), value);
    this.dirty.add(key);
    if (!this.dirtySince.has(key)) this.dirtySince.set(key, Date.now());
    this.clearTimer(key);
    if (immediate) {
      void this.send(key);
    } else {
      const waited = Date.now() - (this.dirtySince.get(key) ?? Date.now());
      const wait = Math.min(this.options.delay ?? 400, (this.options.maxWait ?? 1000) - waited);
      this.timers.set(
        key,
        setTimeout(() => void this.send(key), Math.max(0, wait)),
      );
    }
  };

  /** Saves the waiting change of `key` (or of every field) now. */
  flush = (key?: keyof R): Promise<void> => {
    const keys = key === undefined ? [...this.dirty] : this.dirty.has(key) ? [key] : [];
    return Promise.all(keys.map((k) => this.send(k))).then(() => undefined);
  };

  private setDraft(next: R): void {
    this.draft = next;
    this.options.onDraft(next);
  }

  private clearTimer(key: keyof R): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }

  private async send(key: keyof R): Promise<void> {
    this.clearTimer(key);
    if (!this.dirty.has(key) || !this.draft) return;
    this.dirty.delete(key);
    this.dirtySince.delete(key);
    const value = this.draft[key];
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    this.pending += 1;
    if (this.pending === 1) this.options.onStatus('saving', null);
    let stored: R | null = null;
    try {
      stored = await this.options.save({ [key]: value } as Partial<R>);
      this.errors.delete(key);
      this.options.journal?.settle(String(key), value);
    } catch (error) {
      this.errors.set(key, describeSaveError(error));
    }
    const left = (this.inFlight.get(key) ?? 1) - 1;
    if (left > 0) this.inFlight.set(key, left);
    else this.inFlight.delete(key);
    this.pending -= 1;
    const draft = this.draft;
    const untouched = !this.dirty.has(key) && left === 0 && draft?.[key] === value;
    if (draft && stored && untouched && draft[key] !== stored[key]) {
      this.setDraft({ ...draft, [key]: stored[key] });
    }
    if (this.pending === 0) {
      const [firstError] = this.errors.values();
      this.options.onStatus(firstError === undefined ? 'saved' : 'error', firstError ?? null);
    }
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
