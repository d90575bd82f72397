import { describe, expect, it } from 'vitest';
import { TYPEWRITER_LINE, typewriterDelta } from './typewriter-scroll';

describe('typewriterDelta', () => {
  it('scrolls a caret below the line up to it, and one above it down', () => {
    const line = 100 + 800 * TYPEWRITER_LINE;
    expect(typewriterDelta(line + 120, 100, 800)).toBe(120);
    expect(typewriterDelta(line - 60, 100, 800)).toBe(-60);
  });

  it('leaves a caret already on the line alone', () => {
    const line = 800 * TYPEWRITER_LINE;
    expect(typewriterDelta(line + 3, 0, 800)).toBe(0);
    expect(typewriterDelta(line - 3, 0, 800)).toBe(0);
  });
});
