import { describe, expect, it } from 'vitest';
import { formatClock } from './session-clock';

describe('the clock face', () => {
  it('rounds up to the second and shows hours past an hour', () => {
    expect(formatClock(25 * 60_000)).toBe('25:00');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(999)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(90 * 60_000)).toBe('1:30:00');
  });
});
