/**
 * The second pane's own history: its places (paths of the app's screens, or the pane's own
 * chooser), the one shown, back and forward — apart from the browser's, which the first pane
 * keeps. Plain data, so this browser can remember it.
 */

/** The pane's start: what it may show. */
export const PANE_HOME = '/pane';
/** Places kept; the oldest go first. */
export const PANE_HISTORY_LIMIT = 50;

export interface PaneHistory {
  entries: readonly string[];
  index: number;
}

export const NEW_PANE_HISTORY: PaneHistory = { entries: [PANE_HOME], index: 0 };

/** The place shown. */
export const currentPlace = (h: PaneHistory): string => h.entries[h.index] ?? PANE_HOME;

/** Goes to `path`: what was forward of the place shown is dropped (as a browser does). */
export function pushPlace(h: PaneHistory, path: string): PaneHistory {
  if (currentPlace(h) === path) return h;
  const entries = [...h.entries.slice(0, h.index + 1), path].slice(-PANE_HISTORY_LIMIT);
  return { entries, index: entries.length - 1 };
}

/** Shows `path` in place of the place shown. */
export function replacePlace(h: PaneHistory, path: string): PaneHistory {
  const entries = [...h.entries];
  entries[h.index] = path;
  return { entries, index: h.index };
}

/** Back (negative) or forward, no further than the ends. */
export function goPlaces(h: PaneHistory, delta: number): PaneHistory {
  const index = Math.min(h.entries.length - 1, Math.max(0, h.index + delta));
  return index === h.index ? h : { entries: h.entries, index };
}

export const canGoBack = (h: PaneHistory): boolean => h.index > 0;
export const canGoForward = (h: PaneHistory): boolean => h.index < h.entries.length - 1;

/** A remembered history as read back (anything else starts afresh). */
export function paneHistoryOf(value: unknown): PaneHistory {
  if (typeof value !== 'object' || value === null) return NEW_PANE_HISTORY;
  const { entries, index } = value as { entries?: unknown; index?: unknown };
  if (!Array.isArray(entries) || entries.length === 0) return NEW_PANE_HISTORY;
  const places = entries.filter((e): e is string => typeof e === 'string' && e.startsWith('/'));
  if (places.length !== entries.length) return NEW_PANE_HISTORY;
  const at = typeof index === 'number' && Number.isInteger(index) ? index : places.length - 1;
  return {
    entries: places.slice(-PANE_HISTORY_LIMIT),
    index: Math.min(Math.max(0, at), places.length - 1),
  };
}
