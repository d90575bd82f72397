/**
 * The writing-session timer's state in Jotai: the timer itself (kept in localStorage, shared by
 * every tab of the app), the book's settings read with their defaults, and the actions a control
 * or the clock applies to it. Actions bring the timer up to the clock first, so a phase that
 * ended while the tab slept is never paused or skipped by mistake.
 */

import { bookMetricsAtom, bookTotalsAtom, updateMetricsAtom } from '../../session/book-metrics';
import { bookSetupAtom } from '../../state/interface-state';
import { atom, atomWithStorage } from '../../state/jotai';
import { lengthsOf, noticeSizeOf, type PomodoroSettings, soundOf } from './pomodoro-settings';
import {
  advanceTimer,
  dismissLastEnd,
  initialTimer,
  type PhaseEnd,
  pauseTimer,
  resetTimer,
  resumeTimer,
  settleSessionWords,
  skipPhase,
  startTimer,
  type TimerState,
  type WordsReading,
} from './session-machine';
import { TIMER_STORAGE_KEY, timerStorage } from './stored-timer';

export const timerAtom = atomWithStorage<TimerState>(
  TIMER_STORAGE_KEY,
  initialTimer(),
  timerStorage,
  { getOnInit: true },
);

/** The book's settings, or null while no book is open. */
export const pomodoroAtom = atom<PomodoroSettings | null>(
  (get) => get(bookMetricsAtom)?.metrics_widgets.pomodoro ?? null,
);
export const pomodoroActiveAtom = atom((get) => get(pomodoroAtom)?.is_active === true);
export const sessionLengthsAtom = atom((get) => lengthsOf(get(pomodoroAtom)));
export const soundChoiceAtom = atom((get) => soundOf(get(pomodoroAtom)));
export const noticeSizeAtom = atom((get) => noticeSizeOf(get(pomodoroAtom)));

/** The book's word total now, with the book it belongs to (null until counted). */
export const wordsReadingAtom = atom<WordsReading | null>((get) => {
  const counts = get(bookTotalsAtom);
  return counts ? { book: get(bookSetupAtom).documentId, words: counts.words } : null;
});

/** Saves a change to the book's pomodoro settings. */
export const updatePomodoroAtom = atom(
  null,
  (_get, set, change: (p: PomodoroSettings) => PomodoroSettings) =>
    set(updateMetricsAtom, (m) => ({
      ...m,
      metrics_widgets: { ...m.metrics_widgets, pomodoro: change(m.metrics_widgets.pomodoro) },
    })),
);

/**
 * Brings the timer up to the clock and returns the phases that ended (the caller rings for
 * them). Only the tab that holds the bell calls it on its own; the others hear the result.
 */
export const advanceTimerAtom = atom(null, (get, set, now: number = Date.now()): PhaseEnd[] => {
  const { state, ended } = advanceTimer(
    get(timerAtom),
    get(sessionLengthsAtom),
    now,
    get(wordsReadingAtom),
  );
  if (ended.length > 0) set(timerAtom, state);
  return ended;
});

/** Recounts the words of a session that ended a moment ago, from the newest book total. */
export const settleWordsAtom = atom(null, (get, set, now: number = Date.now()) => {
  const current = get(timerAtom);
  const next = settleSessionWords(current, get(wordsReadingAtom), now);
  if (next !== current) set(timerAtom, next);
});

export type TimerAction = 'start' | 'pause' | 'resume' | 'skip' | 'reset' | 'dismiss';

/** Applies a control's action to the timer. */
export const timerActionAtom = atom(null, (get, set, action: TimerAction) => {
  const now = Date.now();
  const lengths = get(sessionLengthsAtom);
  const reading = get(wordsReadingAtom);
  const current = advanceTimer(get(timerAtom), lengths, now, reading).state;
  const next =
    action === 'start'
      ? startTimer(current, lengths, now, reading)
      : action === 'pause'
        ? pauseTimer(current, now)
        : action === 'resume'
          ? resumeTimer(current, now)
          : action === 'skip'
            ? skipPhase(current, lengths, now, reading)
            : action === 'reset'
              ? resetTimer()
              : dismissLastEnd(current);
  set(timerAtom, next);
});

/** Local preference: also notify through the system when the app is in the background. */
export const systemNoticeWantedAtom = atomWithStorage(
  'story-builder:writing-session-system-notice',
  false,
  undefined,
  { getOnInit: true },
);
