import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoForward,
  currentPlace,
  goPlaces,
  NEW_PANE_HISTORY,
  PANE_HISTORY_LIMIT,
  paneHistoryOf,
  pushPlace,
} from './pane-history';

describe('the second pane’s history', () => {
  it('goes back and forward on its own, and a new place drops what was forward', () => {
    let h = pushPlace(NEW_PANE_HISTORY, '/body-content/page/a');
    h = pushPlace(h, '/world-atlas/characters/c1');
    expect(currentPlace(h)).toBe('/world-atlas/characters/c1');
    h = goPlaces(h, -1);
    expect(currentPlace(h)).toBe('/body-content/page/a');
    expect(canGoForward(h)).toBe(true);
    h = pushPlace(h, '/misc/notes');
    expect(canGoForward(h)).toBe(false);
    expect(h.entries).toEqual(['/pane', '/body-content/page/a', '/misc/notes']);
    expect(currentPlace(goPlaces(h, -10))).toBe('/pane');
    expect(canGoBack(goPlaces(h, -10))).toBe(false);
  });

  it('keeps the newest places only', () => {
    let h = NEW_PANE_HISTORY;
    for (let i = 0; i < PANE_HISTORY_LIMIT + 10; i += 1)
      h = pushPlace(h, `/body-content/page/${i}`);
    expect(h.entries).toHaveLength(PANE_HISTORY_LIMIT);
    expect(currentPlace(h)).toBe(`/body-content/page/${PANE_HISTORY_LIMIT + 9}`);
  });

  it('starts afresh from a remembered value it cannot read', () => {
    expect(paneHistoryOf(null)).toBe(NEW_PANE_HISTORY);
    expect(paneHistoryOf({ entries: ['javascript:alert(1)'], index: 0 })).toBe(NEW_PANE_HISTORY);
    expect(paneHistoryOf({ entries: ['/misc/notes'], index: 7 })).toEqual({
      entries: ['/misc/notes'],
      index: 0,
    });
  });
});
