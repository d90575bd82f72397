import { describe, expect, it } from 'vitest';
import {
  advanceTimer,
  dismissLastEnd,
  initialTimer,
  pauseTimer,
  remainingMs,
  resetTimer,
  resumeTimer,
  type SessionLengths,
  settleSessionWords,
  skipPhase,
  startTimer,
  type TimerState,
  type WordsReading,
} from './session-machine';

const MIN = 60_000;
const LENGTHS: SessionLengths = { work: 25, shortBreak: 5, longBreak: 15 };
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const words = (n: number, book = 'book-1'): WordsReading => ({ book, words: n });

/** Starts the waiting writing session at `at` and lets the clock run to `until`. */
function writeUntil(state: TimerState, at: number, until: number, before: number, after: number) {
  const started = startTimer(state, LENGTHS, at, words(before));
  return advanceTimer(started, LENGTHS, until, words(after));
}

describe('the writing-session cycle', () => {
  it('runs writing, a short break three times, then a long break after the fourth session', () => {
    let state = initialTimer();
    let now = T0;
    const breaks: string[] = [];
    for (let session = 1; session <= 4; session += 1) {
      const work = writeUntil(state, now, now + 25 * MIN, 100 * session, 100 * session + 40);
      expect(work.ended).toHaveLength(1);
      expect(work.ended[0]).toMatchObject({ phase: 'work', words: 40, skipped: false });
      state = work.state;
      expect(state.status).toBe('running');
      expect(state.completed).toBe(session);
      breaks.push(state.phase);
      now += 25 * MIN;
      const breakLength = state.phase === 'long_break' ? 15 : 5;
      expect(remainingMs(state, LENGTHS, now)).toBe(breakLength * MIN);
      const rest = advanceTimer(state, LENGTHS, now + breakLength * MIN, words(0));
      expect(rest.ended).toEqual([
        {
          phase: state.phase,
          next: 'work',
          endedAt: now + breakLength * MIN,
          words: null,
          skipped: false,
          startWords: null,
          noticedAt: now + breakLength * MIN,
        },
      ]);
      state = rest.state;
      now += breakLength * MIN;
      // The next writing session waits for the author.
      expect(state).toMatchObject({ phase: 'work', status: 'idle', endsAt: null });
    }
    expect(breaks).toEqual(['short_break', 'short_break', 'short_break', 'long_break']);
    // The fifth session starts a new cycle: a short break again.
    const fifth = writeUntil(state, now, now + 25 * MIN, 0, 0);
    expect(fifth.state.phase).toBe('short_break');
  });

  it('does not end a phase before its time', () => {
    const started = startTimer(initialTimer(), LENGTHS, T0, words(0));
    const early = advanceTimer(started, LENGTHS, T0 + 25 * MIN - 1, words(10));
    expect(early.ended).toEqual([]);
    expect(early.state).toBe(started);
    expect(remainingMs(early.state, LENGTHS, T0 + 25 * MIN - 1000)).toBe(1000);
  });

  it('shows the full length of a phase that has not started, in the lengths chosen now', () => {
    expect(remainingMs(initialTimer(), LENGTHS, T0)).toBe(25 * MIN);
    expect(remainingMs(initialTimer(), { ...LENGTHS, work: 50 }, T0)).toBe(50 * MIN);
  });
});

describe('pause and resume', () => {
  it('keeps the time left while paused, however long the pause', () => {
    const started = startTimer(initialTimer(), LENGTHS, T0, words(0));
    const paused = pauseTimer(started, T0 + 10 * MIN);
    expect(paused.status).toBe('paused');
    expect(remainingMs(paused, LENGTHS, T0 + 3 * 60 * MIN)).toBe(15 * MIN);
    // Nothing ends while paused, even hours later.
    expect(advanceTimer(paused, LENGTHS, T0 + 5 * 60 * MIN, words(0)).ended).toEqual([]);
    const resumed = resumeTimer(paused, T0 + 60 * MIN);
    expect(resumed.endsAt).toBe(T0 + 75 * MIN);
    expect(remainingMs(resumed, LENGTHS, T0 + 70 * MIN)).toBe(5 * MIN);
    const done = advanceTimer(resumed, LENGTHS, T0 + 75 * MIN, words(0));
    expect(done.ended.map((e) => e.phase)).toEqual(['work']);
  });

  it('ignores a pause when not running and a resume when not paused', () => {
    const idle = initialTimer();
    expect(pauseTimer(idle, T0)).toBe(idle);
    expect(resumeTimer(idle, T0)).toBe(idle);
    const running = startTimer(idle, LENGTHS, T0, null);
    expect(resumeTimer(running, T0)).toBe(running);
    expect(startTimer(running, LENGTHS, T0 + MIN, null)).toBe(running);
  });
});

describe('time from the clock', () => {
  it('ends writing and the break at their planned times after a long sleep, and rings once each', () => {
    const started = startTimer(initialTimer(), LENGTHS, T0, words(500));
    // The laptop sleeps for three hours in the middle of the session.
    const woke = advanceTimer(started, LENGTHS, T0 + 3 * 60 * MIN, words(620));
    expect(woke.ended).toEqual([
      {
        phase: 'work',
        next: 'short_break',
        endedAt: T0 + 25 * MIN,
        words: 120,
        skipped: false,
        startWords: words(500),
        noticedAt: T0 + 3 * 60 * MIN,
      },
      {
        phase: 'short_break',
        next: 'work',
        endedAt: T0 + 30 * MIN,
        words: null,
        skipped: false,
        startWords: null,
        noticedAt: T0 + 3 * 60 * MIN,
      },
    ]);
    expect(woke.state).toMatchObject({ phase: 'work', status: 'idle', completed: 1 });
    expect(woke.state.history).toEqual([120]);
  });

  it('keeps the end time when the tab is reloaded (the end is a timestamp, not a count)', () => {
    const started = startTimer(initialTimer(), LENGTHS, T0, words(0));
    const reloaded = JSON.parse(JSON.stringify(started)) as TimerState;
    expect(remainingMs(reloaded, LENGTHS, T0 + 7 * MIN + 30_000)).toBe(17 * MIN + 30_000);
  });
});

describe('skip, reset and dismiss', () => {
  it('skips writing to a break that starts now, counting the session and its words', () => {
    const started = startTimer(initialTimer(), LENGTHS, T0, words(10));
    const skipped = skipPhase(started, LENGTHS, T0 + 12 * MIN, words(55));
    expect(skipped).toMatchObject({
      phase: 'short_break',
      status: 'running',
      endsAt: T0 + 17 * MIN,
      completed: 1,
      history: [45],
    });
    expect(skipped.lastEnd).toMatchObject({ phase: 'work', words: 45, skipped: true });
  });

  it('skips a break (running or paused) to a writing session that waits, with no notice', () => {
    const onBreak = skipPhase(
      startTimer(initialTimer(), LENGTHS, T0, null),
      LENGTHS,
      T0 + MIN,
      null,
    );
    const paused = pauseTimer(onBreak, T0 + 2 * MIN);
    const next = skipPhase(paused, LENGTHS, T0 + 3 * MIN, null);
    expect(next).toMatchObject({ phase: 'work', status: 'idle', lastEnd: null, completed: 1 });
    expect(skipPhase(next, LENGTHS, T0 + 4 * MIN, null)).toBe(next);
  });

  it('resets to a fresh cycle', () => {
    const state = skipPhase(startTimer(initialTimer(), LENGTHS, T0, null), LENGTHS, T0, null);
    expect(resetTimer()).toEqual(initialTimer());
    expect(state.completed).toBe(1);
  });

  it('forgets the last end when dismissed or when the next session starts', () => {
    const ended = skipPhase(startTimer(initialTimer(), LENGTHS, T0, null), LENGTHS, T0, null);
    expect(ended.lastEnd).not.toBeNull();
    expect(dismissLastEnd(ended).lastEnd).toBeNull();
    const afterBreak = advanceTimer(ended, LENGTHS, T0 + 5 * MIN, null).state;
    expect(afterBreak.lastEnd?.phase).toBe('short_break');
    expect(startTimer(afterBreak, LENGTHS, T0 + 6 * MIN, null).lastEnd).toBeNull();
  });
});

describe('words per session', () => {
  it('counts the book total at the end minus at the start, deletions included', () => {
    const cut = writeUntil(initialTimer(), T0, T0 + 25 * MIN, 1000, 940);
    expect(cut.ended[0]?.words).toBe(-60);
  });

  it('does not count words when the total was unknown or another book was opened', () => {
    const unknown = writeUntil(initialTimer(), T0, T0 + 25 * MIN, 0, 0);
    const noStart = advanceTimer(
      startTimer(initialTimer(), LENGTHS, T0, null),
      LENGTHS,
      T0 + 25 * MIN,
      words(50),
    );
    expect(unknown.ended[0]?.words).toBe(0);
    expect(noStart.ended[0]?.words).toBeNull();
    const otherBook = advanceTimer(
      startTimer(initialTimer(), LENGTHS, T0, words(10, 'a')),
      LENGTHS,
      T0 + 25 * MIN,
      words(900, 'b'),
    );
    expect(otherBook.ended[0]?.words).toBeNull();
    expect(otherBook.state.history).toEqual([null]);
  });

  it('keeps the words of the most recent sessions', () => {
    let state = initialTimer();
    for (let i = 0; i < 15; i += 1) {
      state = skipPhase(startTimer(state, LENGTHS, T0, words(0)), LENGTHS, T0, words(i));
      state = skipPhase(state, LENGTHS, T0, null);
    }
    expect(state.completed).toBe(15);
    expect(state.history).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('counts words that reach the total just after the bell, but not those of the break', () => {
    const end = T0 + 25 * MIN;
    const rang = writeUntil(initialTimer(), T0, end, 100, 130).state;
    // The last sentence's save answers a second after the bell.
    const settled = settleSessionWords(rang, words(137), end + 1000);
    expect(settled.lastEnd?.words).toBe(37);
    expect(settled.history).toEqual([37]);
    // Well into the break, new words belong to the next session.
    expect(settleSessionWords(settled, words(300), end + 60_000)).toBe(settled);
    // A tab that wakes late still takes the words that arrive just after it rings.
    const late = writeUntil(initialTimer(), T0, end + 40_000, 100, 130).state;
    expect(settleSessionWords(late, words(132), end + 42_000).lastEnd?.words).toBe(32);
    // Nothing to recount for another book, or after a break.
    expect(settleSessionWords(rang, words(999, 'other'), end + 1000)).toBe(rang);
    const afterBreak = advanceTimer(rang, LENGTHS, end + 5 * MIN, null).state;
    expect(settleSessionWords(afterBreak, words(500), end + 5 * MIN)).toBe(afterBreak);
  });
});
