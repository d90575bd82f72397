/** Alignment keyboard shortcuts: Ctrl/Cmd+Shift+L, E, R and J (as in word processors). */

/** The alignments of a page block. */
export type BlockAlignment = 'left' | 'center' | 'right' | 'justify';

const ALIGNMENT_BY_KEY: Readonly<Record<string, BlockAlignment>> = {
  l: 'left',
  e: 'center',
  r: 'right',
  j: 'justify',
};

/** Keys of a keyboard event this module reads. */
export type ShortcutEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

/** `aria-keyshortcuts` value of each alignment shortcut. */
export const ALIGN_KEYSHORTCUTS: Readonly<Record<BlockAlignment, string>> = {
  left: 'Control+Shift+L Meta+Shift+L',
  center: 'Control+Shift+E Meta+Shift+E',
  right: 'Control+Shift+R Meta+Shift+R',
  justify: 'Control+Shift+J Meta+Shift+J',
};

/**
 * The alignment `event` asks for, or null. Ctrl (or Cmd) and Shift must be held, Alt not; the
 * letter is read from `key`, or from the physical key (`code`) on non-Latin layouts.
 */
export function alignmentForShortcut(event: ShortcutEvent): BlockAlignment | null {
  if (!event.shiftKey || event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  const byKey = ALIGNMENT_BY_KEY[key];
  if (byKey !== undefined) return byKey;
  if (/^[a-z]$/.test(key)) return null;
  const match = /^Key([A-Z])$/.exec(event.code);
  return match?.[1] === undefined ? null : (ALIGNMENT_BY_KEY[match[1].toLowerCase()] ?? null);
}
