import { describe, expect, it } from 'vitest';
import { nextFolded } from './toolbar-fit';

const widths = [40, 40, 80, 120];
const width = (step: number) => widths[step];

describe('nextFolded', () => {
  it('folds one more step while the row overflows, up to every step', () => {
    expect(nextFolded(0, 4, true, 0, width)).toBe(1);
    expect(nextFolded(3, 4, true, 0, width)).toBe(4);
    expect(nextFolded(4, 4, true, 0, width)).toBe(4);
  });

  it('brings the last folded step back only when the free space holds it', () => {
    expect(nextFolded(3, 4, false, 79, width)).toBe(3);
    expect(nextFolded(3, 4, false, 80, width)).toBe(2);
    expect(nextFolded(0, 4, false, 500, width)).toBe(0);
  });

  it('keeps a step folded whose width was never measured', () => {
    expect(nextFolded(1, 4, false, 500, () => undefined)).toBe(1);
  });
});
