/**
 * The File menu's keys (issue 24): Ctrl/Cmd+S save, Ctrl/Cmd+Shift+S save as, Ctrl/Cmd+O open,
 * Ctrl/Cmd+N new book — the browser's own action (Save page as…, Open file…) is prevented.
 * Nothing runs while a file action is busy or a dialog is open (the key is still kept from the
 * browser). Open and New book leave serenity mode first, so their questions can be seen.
 * Ctrl+N reaches the page only where the browser hands it over (docs/developer-notes.md).
 */
import { useEffect, useRef } from 'react';
import { type AppShortcut, appShortcutOf } from '../../platform/app-shortcuts';
import { serenityModeAtom } from '../../state/interface-state';
import { useStore } from '../../state/jotai';
import { fileBusyAtom } from './file-atoms';
import { useBookFileActions } from './useBookFileActions';

const FILE_SHORTCUTS: ReadonlySet<AppShortcut> = new Set(['save', 'save-as', 'open', 'new-book']);

export function FileShortcuts(): null {
  const latest = useBookFileActions();
  const actions = useRef(latest);
  actions.current = latest;
  const store = useStore();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = appShortcutOf(event);
      if (!shortcut || !FILE_SHORTCUTS.has(shortcut)) return;
      event.preventDefault();
      if (event.repeat || store.get(fileBusyAtom) !== null) return;
      if (document.querySelector('dialog[open]')) return;
      const run = actions.current;
      if (shortcut === 'save' || shortcut === 'save-as') {
        // The menu's click takes focus, which sends the editor's or a field's last keystrokes;
        // a key press does not, so focus leaves and comes back (the save waits for them).
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && focused !== document.body) {
          focused.blur();
          focused.focus({ preventScroll: true });
        }
        if (shortcut === 'save') run.save();
        else run.saveAs();
      } else {
        store.set(serenityModeAtom, false);
        void (shortcut === 'open' ? run.open() : run.newBook());
      }
    };
    // Capture: the editor or a field never keeps the key from reaching here.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [store]);
  return null;
}
