import { describe, expect, it } from 'vitest';
import { MIN_PAGE_COLUMN, NAV_WIDTH, panelPlacement } from './layout-atoms';

describe('panelPlacement (the page first)', () => {
  it('opens both panels as drawers below the desktop width', () => {
    expect(panelPlacement(1024, { chapters: true, aside: true })).toEqual({
      chapters: 'drawer',
      aside: 'drawer',
    });
  });

  it('keeps the tools panel beside the page while the page keeps its measure', () => {
    expect(panelPlacement(1280, { chapters: false, aside: true }).aside).toBe('inline');
    expect(panelPlacement(1440, { chapters: false, aside: true }).aside).toBe('inline');
  });

  it('turns the tools panel into a drawer when the chapters panel already took the room', () => {
    expect(panelPlacement(1440, { chapters: true, aside: true })).toEqual({
      chapters: 'inline',
      aside: 'drawer',
    });
    expect(panelPlacement(1920, { chapters: true, aside: true })).toEqual({
      chapters: 'inline',
      aside: 'inline',
    });
  });

  it('never leaves the page column narrower than the minimum with panels beside it', () => {
    for (let width = 1280; width <= 2560; width += 7) {
      for (const chapters of [false, true])
        for (const aside of [false, true]) {
          const place = panelPlacement(width, { chapters, aside });
          const used =
            NAV_WIDTH +
            (chapters && place.chapters === 'inline' ? 280 : 0) +
            (aside && place.aside === 'inline' ? 360 : 0);
          expect(width - used).toBeGreaterThanOrEqual(MIN_PAGE_COLUMN);
        }
    }
  });
});
