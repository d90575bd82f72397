/**
 * What find needs for the whole visit (issue 28): Ctrl/Cmd+Shift+F opens the panel (with the
 * words selected on the page, if any), F3 and Shift+F3 open the next and previous match through
 * the book (the panel opens when there is no search yet), and the panel itself, loaded the first
 * time it opens.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useAppNavigate } from '../../navigation/app-router';
import { appShortcutOf } from '../../platform/app-shortcuts';
import { findPanelAtom, openFindAtom } from '../../state/find-request';
import { serenityModeAtom } from '../../state/interface-state';
import { useAtomValue, useStore } from '../../state/jotai';
import { findAnswerAtom, findCursorAtom, matchesInOrder } from './find-atoms';
import { openMatch } from './open-match';

const FindPanel = lazy(() => import('./FindPanel').then((m) => ({ default: m.FindPanel })));

/** The words selected on the page, when they are a few words on one line. */
function selectedWords(): string | undefined {
  const text = window.getSelection()?.toString() ?? '';
  return text.trim() && text.length <= 100 && !text.includes('\n') ? text : undefined;
}

export function FindHost() {
  const store = useStore();
  const navigate = useAppNavigate();
  const open = useAtomValue(findPanelAtom).open;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (appShortcutOf(event) === 'find') {
        event.preventDefault(); // the browser's own find
        if (document.querySelector('dialog[open]')) return;
        store.set(serenityModeAtom, false);
        const text = selectedWords();
        store.set(openFindAtom, text ? { text } : null);
        return;
      }
      if (event.key !== 'F3' || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      const places = matchesInOrder(store.get(findAnswerAtom));
      if (places.length === 0) {
        store.set(openFindAtom, null);
        return;
      }
      const cursor = store.get(findCursorAtom);
      const step = event.shiftKey ? places.length - 1 : 1;
      const index =
        cursor < 0 ? (event.shiftKey ? places.length - 1 : 0) : (cursor + step) % places.length;
      const place = places[index];
      if (!place) return;
      store.set(findCursorAtom, index);
      void openMatch(navigate, place.result, place.match);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [store, navigate]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FindPanel />
    </Suspense>
  );
}
