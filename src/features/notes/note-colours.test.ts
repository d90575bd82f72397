import { describe, expect, it } from 'vitest';
import { NOTE_BACKGROUNDS, NOTE_BADGE_COLORS } from '../../../workers/contract/constants';
import { BACKGROUND_HEX, BADGE_HEX, backgroundStyle, contrast } from './note-colours';

describe('note colours', () => {
  it('cover the spec: 12 badge colours and 10 backgrounds', () => {
    expect(Object.keys(BADGE_HEX).sort()).toEqual([...NOTE_BADGE_COLORS].sort());
    expect(Object.keys(BACKGROUND_HEX).sort()).toEqual([...NOTE_BACKGROUNDS].sort());
  });

  it('keep a note text at 4.5:1 or more on every background, in light and dark themes', () => {
    for (const [name, { light, dark }] of Object.entries(BACKGROUND_HEX)) {
      expect(contrast(light[0], light[1]), `${name} light`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark[0], dark[1]), `${name} dark`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('paint an unknown background as white', () => {
    expect(backgroundStyle('neon')['--note-bg']).toBe(BACKGROUND_HEX.white.light[0]);
  });

  it('measure contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
});
