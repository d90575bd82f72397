/**
 * The writing-session (pomodoro) timer as a pure state machine: no clock, no storage, no React.
 * Every transition takes the current time as `now`, and a running phase keeps the wall-clock
 * moment it ends (`endsAt`), so a hidden tab or a laptop that slept still ends on time: time is
 * read from the clock, never counted in ticks.
 *
 * The cycle: a writing session, then a short break, three times; the fourth writing session is
 * followed by a long break. A break starts by itself when writing ends; the next writing session
 * waits for the author to start it.
 */

export type Phase = 'work' | 'short_break' | 'long_break';
export type TimerStatus = 'idle' | 'running' | 'paused';

/** Phase lengths in minutes. */
export interface SessionLengths {
  work: number;
  shortBreak: number;
  longBreak: number;
}

/** The book's word total at a moment, and which book it counts. */
export interface WordsReading {
  book: string;
  words: number;
}

/** A phase that ended, and what followed it. */
export interface PhaseEnd {
  phase: Phase;
  next: Phase;
  /** When it ended: its planned end when it ran out, the moment of Skip otherwise. */
  endedAt: number;
  /** Words written in a writing session (book total at the end minus at the start); null for a
   * break or when the total was unknown or belonged to another book. */
  words: number | null;
  /** Ended early by Skip (no bell). */
  skipped: boolean;
  /** The book's total when the writing session started (null for a break). */
  startWords: WordsReading | null;
  /** When this tab saw the end (later than endedAt after a sleep); words may settle after it. */
  noticedAt: number;
}

export interface TimerState {
  phase: Phase;
  status: TimerStatus;
  /** While running: the wall-clock time (ms since the epoch) the phase ends. */
  endsAt: number | null;
  /** While paused: the time left in ms. */
  remainingMs: number | null;
  /** The book's total when the current writing session started. */
  startWords: WordsReading | null;
  /** Writing sessions completed since the last reset. */
  completed: number;
  /** Words of the most recent completed sessions, oldest first (at most HISTORY_LENGTH). */
  history: Array<number | null>;
  /** The last phase that ended, shown to the author until dismissed or the next start. */
  lastEnd: PhaseEnd | null;
}

export const SESSIONS_BEFORE_LONG_BREAK = 4;
export const HISTORY_LENGTH = 12;
const MINUTE = 60_000;

export const initialTimer = (): TimerState => ({
  phase: 'work',
  status: 'idle',
  endsAt: null,
  remainingMs: null,
  startWords: null,
  completed: 0,
  history: [],
  lastEnd: null,
});

/** The full length of a phase in ms. */
export function phaseLengthMs(phase: Phase, lengths: SessionLengths): number {
  const minutes =
    phase === 'work'
      ? lengths.work
      : phase === 'short_break'
        ? lengths.shortBreak
        : lengths.longBreak;
  return minutes * MINUTE;
}

/** Time left in the current phase at `now` (the full length when not started). */
export function remainingMs(state: TimerState, lengths: SessionLengths, now: number): number {
  if (state.status === 'running' && state.endsAt !== null) return Math.max(0, state.endsAt - now);
  if (state.status === 'paused' && state.remainingMs !== null) return state.remainingMs;
  return phaseLengthMs(state.phase, lengths);
}

/** Words written so far in the current writing session, or null when not known. */
export function wordsSince(start: WordsReading | null, now: WordsReading | null): number | null {
  if (!start || !now || start.book !== now.book) return null;
  return now.words - start.words;
}

/** Starts the phase that waits (the next writing session). */
export function startTimer(
  state: TimerState,
  lengths: SessionLengths,
  now: number,
  reading: WordsReading | null,
): TimerState {
  if (state.status !== 'idle') return state;
  return {
    ...state,
    status: 'running',
    endsAt: now + phaseLengthMs(state.phase, lengths),
    remainingMs: null,
    startWords: state.phase === 'work' ? reading : null,
    lastEnd: null,
  };
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'running' || state.endsAt === null) return state;
  return {
    ...state,
    status: 'paused',
    remainingMs: Math.max(0, state.endsAt - now),
    endsAt: null,
  };
}

export function resumeTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'paused' || state.remainingMs === null) return state;
  return { ...state, status: 'running', endsAt: now + state.remainingMs, remainingMs: null };
}

/** Ends the current phase at `at` and moves to the next: a break runs at once, writing waits. */
function endPhase(
  state: TimerState,
  lengths: SessionLengths,
  at: number,
  now: number,
  reading: WordsReading | null,
  skipped: boolean,
): TimerState {
  if (state.phase === 'work') {
    const completed = state.completed + 1;
    const next: Phase = completed % SESSIONS_BEFORE_LONG_BREAK === 0 ? 'long_break' : 'short_break';
    const words = wordsSince(state.startWords, reading);
    return {
      phase: next,
      status: 'running',
      endsAt: at + phaseLengthMs(next, lengths),
      remainingMs: null,
      startWords: null,
      completed,
      history: [...state.history, words].slice(-HISTORY_LENGTH),
      lastEnd: {
        phase: 'work',
        next,
        endedAt: at,
        words,
        skipped,
        startWords: state.startWords,
        noticedAt: now,
      },
    };
  }
  return {
    ...state,
    phase: 'work',
    status: 'idle',
    endsAt: null,
    remainingMs: null,
    startWords: null,
    // A break the author skipped needs no notice: the next session is theirs to start.
    lastEnd: skipped
      ? null
      : {
          phase: state.phase,
          next: 'work',
          endedAt: at,
          words: null,
          skipped,
          startWords: null,
          noticedAt: now,
        },
  };
}

/** Ends the running or paused phase now, without the bell (a skipped break leaves no notice). */
export function skipPhase(
  state: TimerState,
  lengths: SessionLengths,
  now: number,
  reading: WordsReading | null,
): TimerState {
  if (state.status === 'idle') return state;
  return endPhase(state, lengths, now, now, reading, true);
}

/**
 * Brings the timer up to `now`: every phase whose end has passed ends at its planned time (a
 * break that began while the laptop slept ends when it would have), and the phases that ended
 * are returned, oldest first.
 */
export function advanceTimer(
  state: TimerState,
  lengths: SessionLengths,
  now: number,
  reading: WordsReading | null,
): { state: TimerState; ended: PhaseEnd[] } {
  const ended: PhaseEnd[] = [];
  let current = state;
  while (current.status === 'running' && current.endsAt !== null && current.endsAt <= now) {
    current = endPhase(current, lengths, current.endsAt, now, reading, false);
    if (current.lastEnd) ended.push(current.lastEnd);
  }
  return { state: current, ended };
}

/** How long after a writing session ends its words may still arrive (the last saves). */
export const WORDS_SETTLE_MS = 5000;

/**
 * Recounts the words of the session that just ended from a newer reading: what was typed in the
 * last second before the bell reaches the book's total a moment after it (the page is saved
 * within about a second). Only shortly after the end, so words written in the break never count.
 */
export function settleSessionWords(
  state: TimerState,
  reading: WordsReading | null,
  now: number,
): TimerState {
  const end = state.lastEnd;
  if (end?.phase !== 'work' || now - end.noticedAt > WORDS_SETTLE_MS) return state;
  const words = wordsSince(end.startWords, reading);
  if (words === null || words === end.words) return state;
  return {
    ...state,
    lastEnd: { ...end, words },
    history: [...state.history.slice(0, -1), words],
  };
}

/** Back to the start: a writing session waiting, no sessions counted. */
export const resetTimer = (): TimerState => initialTimer();

export const dismissLastEnd = (state: TimerState): TimerState =>
  state.lastEnd ? { ...state, lastEnd: null } : state;
