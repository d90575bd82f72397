/**
 * The app's own keyboard shortcuts (issue 24): Ctrl/Cmd+S save, +Shift+S save as, +O open,
 * +N new book, +P "Go to", +Shift+F find in the book (issue 28), +\ the split view (issue 30).
 * Keys are read from the
 * character typed, or from the key's place on a non-Latin layout (Ctrl+ы is Ctrl+S on a
 * Russian keyboard). Ctrl+N reaches a page only where the browser hands it over (an installed
 * app's window, or a browser that does not keep it for a new window).
 */

export type AppShortcut = 'save' | 'save-as' | 'open' | 'new-book' | 'go-to' | 'find' | 'split';

/** The keys of each shortcut as the Shortcuts dialog shows them (Mac: ⌘). */
const KEYS: Record<AppShortcut, { letter: string; shift: boolean }> = {
  save: { letter: 'S', shift: false },
  'save-as': { letter: 'S', shift: true },
  open: { letter: 'O', shift: false },
  'new-book': { letter: 'N', shift: false },
  'go-to': { letter: 'P', shift: false },
  find: { letter: 'F', shift: true },
  split: { letter: '\\', shift: false },
};

export const APP_SHORTCUTS = Object.keys(KEYS) as AppShortcut[];

type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'
>;

/** The letter pressed: the character when it is a Latin letter, else the key's place. */
function letterOf(event: KeyEventLike): string {
  if (/^[a-z]$/i.test(event.key)) return event.key.toUpperCase();
  if (event.key === '\\' || event.code === 'Backslash') return '\\';
  const place = /^Key([A-Z])$/.exec(event.code);
  return place?.[1] ?? '';
}

/** The shortcut a key press means, or null (Alt held, no Ctrl/Cmd, or another key). */
export function appShortcutOf(event: KeyEventLike): AppShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const letter = letterOf(event);
  for (const name of APP_SHORTCUTS) {
    const keys = KEYS[name];
    if (keys.letter === letter && keys.shift === event.shiftKey) return name;
  }
  return null;
}

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

/** How the keys of a shortcut are written: "Ctrl+Shift+S", or "⌘⇧S" on a Mac. */
export function shortcutKeys(name: AppShortcut, mac = isMac()): string {
  const { letter, shift } = KEYS[name];
  if (mac) return `⌘${shift ? '⇧' : ''}${letter}`;
  return `Ctrl+${shift ? 'Shift+' : ''}${letter}`;
}

/** The keys for aria-keyshortcuts (both Ctrl and Cmd). */
export function ariaKeyShortcuts(name: AppShortcut): string {
  const { letter, shift } = KEYS[name];
  const rest = `${shift ? 'Shift+' : ''}${letter}`;
  return `Control+${rest} Meta+${rest}`;
}
