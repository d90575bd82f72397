/**
 * The running timer kept in localStorage, so a reload (or another tab) carries on with it. What
 * is read back is checked field by field: a damaged or foreign value gives a fresh timer.
 */
import {
  HISTORY_LENGTH,
  initialTimer,
  type Phase,
  type PhaseEnd,
  type TimerState,
  type TimerStatus,
  type WordsReading,
} from './session-machine';

export const TIMER_STORAGE_KEY = 'story-builder:writing-session';

const PHASES: readonly Phase[] = ['work', 'short_break', 'long_break'];
const STATUSES: readonly TimerStatus[] = ['idle', 'running', 'paused'];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const finiteOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const isPhase = (v: unknown): v is Phase => PHASES.includes(v as Phase);

function parseReading(v: unknown): WordsReading | null {
  if (!isObject(v) || typeof v.book !== 'string') return null;
  const words = finiteOrNull(v.words);
  return words === null ? null : { book: v.book, words };
}

function parseEnd(v: unknown): PhaseEnd | null {
  if (!isObject(v) || !isPhase(v.phase) || !isPhase(v.next)) return null;
  const endedAt = finiteOrNull(v.endedAt);
  if (endedAt === null) return null;
  return {
    phase: v.phase,
    next: v.next,
    endedAt,
    words: finiteOrNull(v.words),
    skipped: v.skipped === true,
    startWords: parseReading(v.startWords),
    noticedAt: finiteOrNull(v.noticedAt) ?? endedAt,
  };
}

/** A timer state read back from storage, or null when it is not one. */
export function parseTimerState(value: unknown): TimerState | null {
  if (!isObject(value) || !isPhase(value.phase)) return null;
  const status = value.status as TimerStatus;
  if (!STATUSES.includes(status)) return null;
  const endsAt = finiteOrNull(value.endsAt);
  const remaining = finiteOrNull(value.remainingMs);
  if (status === 'running' && endsAt === null) return null;
  if (status === 'paused' && (remaining === null || remaining < 0)) return null;
  const completed = finiteOrNull(value.completed);
  const history = Array.isArray(value.history) ? value.history.map(finiteOrNull) : [];
  return {
    phase: value.phase,
    status,
    endsAt: status === 'running' ? endsAt : null,
    remainingMs: status === 'paused' ? remaining : null,
    startWords: parseReading(value.startWords),
    completed: completed !== null && completed >= 0 ? Math.floor(completed) : 0,
    history: history.slice(-HISTORY_LENGTH),
    lastEnd: parseEnd(value.lastEnd),
  };
}

function read(raw: string | null): TimerState {
  if (raw === null) return initialTimer();
  try {
    return parseTimerState(JSON.parse(raw)) ?? initialTimer();
  } catch {
    return initialTimer();
  }
}

/**
 * localStorage for the timer atom: checked on reading, quiet when storage is unavailable, and
 * subscribed to other tabs' changes so every tab shows the same timer.
 */
export const timerStorage = {
  getItem(key: string): TimerState {
    try {
      return read(localStorage.getItem(key));
    } catch {
      return initialTimer();
    }
  },
  setItem(key: string, value: TimerState): void {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage full or unavailable: the timer still runs for this visit */
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      /* unavailable */
    }
  },
  subscribe(key: string, callback: (value: TimerState) => void): () => void {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea === localStorage && e.key === key) callback(read(e.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
