import { describe, expect, it } from 'vitest';
import {
  ASIDE_INLINE_WIDTH,
  CHAPTERS_WIDTH,
  frameLayout,
  minPageColumn,
  NAV_WIDTH,
  RAIL_WIDTH,
} from './layout-atoms';

// The stored defaults: 22 px type, 24 px of padding each side.
const MIN = minPageColumn(22, 48);
const expanded = { mode: 'expanded' as const, hidden: false };
const both = { chapters: true, aside: true };

describe('frameLayout (the page first)', () => {
  it('keeps 60 characters of a 22 px book face in the page column', () => {
    // Literata's prose averages 0.48 em a character: 60 of them at 22 px are 634 px wide.
    expect(MIN - 48 - 64).toBeGreaterThanOrEqual(634);
    expect(minPageColumn(28, 48)).toBeGreaterThan(MIN);
  });

  it('sets the chapters panel, the page and the tools panel side by side at 1440 px', () => {
    const frame = frameLayout(1440, both, expanded, MIN);
    expect(frame).toMatchObject({ chapters: 'inline', aside: 'inline', nav: 'rail' });
    // The navigation gave its names up for the panels, not the author's choice.
    expect(frame.navYielded).toBe(true);
  });

  it('keeps the navigation expanded while the panels need no room of it', () => {
    expect(frameLayout(1440, { chapters: false, aside: true }, expanded, MIN)).toEqual({
      nav: 'expanded',
      navYielded: false,
      chapters: 'inline',
      aside: 'inline',
    });
    expect(frameLayout(1440, { chapters: false, aside: false }, expanded, MIN).nav).toBe(
      'expanded',
    );
  });

  it('does not collapse the navigation when that would not keep a panel beside the page', () => {
    // At 1280 px the tools panel is a drawer either way: the navigation keeps its names.
    expect(frameLayout(1280, both, expanded, MIN)).toEqual({
      nav: 'expanded',
      navYielded: false,
      chapters: 'inline',
      aside: 'drawer',
    });
  });

  it('follows the author: icons only, or hidden, give the page the room', () => {
    expect(frameLayout(1440, both, { mode: 'rail', hidden: false }, MIN)).toMatchObject({
      nav: 'rail',
      navYielded: false,
    });
    expect(frameLayout(1440, both, { mode: 'rail', hidden: true }, MIN)).toMatchObject({
      nav: 'hidden',
      chapters: 'inline',
      aside: 'inline',
    });
  });

  it('at 1024 px keeps one panel beside the page and opens the second as a drawer', () => {
    expect(frameLayout(1024, both, expanded, MIN)).toEqual({
      nav: 'drawer',
      navYielded: false,
      chapters: 'inline',
      aside: 'drawer',
    });
  });

  it('opens both panels as drawers on a phone', () => {
    expect(frameLayout(420, both, expanded, MIN)).toMatchObject({
      chapters: 'drawer',
      aside: 'drawer',
    });
  });

  it('never leaves the page column narrower than its measure with panels beside it', () => {
    for (let width = 400; width <= 2560; width += 7) {
      for (const chapters of [false, true])
        for (const aside of [false, true])
          for (const nav of [expanded, { mode: 'rail' as const, hidden: false }]) {
            const frame = frameLayout(width, { chapters, aside }, nav, MIN);
            const navWidth =
              frame.nav === 'expanded' ? NAV_WIDTH : frame.nav === 'rail' ? RAIL_WIDTH : 0;
            const used =
              navWidth +
              (chapters && frame.chapters === 'inline' ? CHAPTERS_WIDTH : 0) +
              (aside && frame.aside === 'inline' ? ASIDE_INLINE_WIDTH : 0);
            if (used > navWidth) expect(width - used).toBeGreaterThanOrEqual(MIN);
          }
    }
  });
});
