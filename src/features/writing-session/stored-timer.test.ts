import { describe, expect, it } from 'vitest';
import { initialTimer, startTimer } from './session-machine';
import { parseTimerState } from './stored-timer';

describe('the stored timer', () => {
  it('reads back what was stored', () => {
    const running = startTimer(initialTimer(), { work: 25, shortBreak: 5, longBreak: 15 }, 1_000, {
      book: 'b',
      words: 3,
    });
    expect(parseTimerState(JSON.parse(JSON.stringify(running)))).toEqual(running);
  });

  it('refuses values that are not a timer', () => {
    expect(parseTimerState(null)).toBeNull();
    expect(parseTimerState('running')).toBeNull();
    expect(parseTimerState({ ...initialTimer(), phase: 'nap' })).toBeNull();
    expect(parseTimerState({ ...initialTimer(), status: 'running', endsAt: null })).toBeNull();
    expect(parseTimerState({ ...initialTimer(), status: 'paused', remainingMs: -5 })).toBeNull();
  });

  it('repairs what it can: bad counts, history and last end', () => {
    const parsed = parseTimerState({
      ...initialTimer(),
      completed: -3,
      history: [5, 'x', null, Number.NaN],
      lastEnd: { phase: 'work', next: 'sideways', endedAt: 1 },
    });
    expect(parsed).toMatchObject({ completed: 0, history: [5, null, null, null], lastEnd: null });
  });
});
