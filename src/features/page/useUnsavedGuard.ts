/**
 * Never lose a word: warns before the tab closes
 * while edits are in flight or the book has changes not yet saved to a file.
 */
import { useEffect } from 'react';
import { saveStateAtom } from '../../session/book-atoms';
import { savesInFlight } from '../../session/content-saver';
import { hasPendingDrafts } from '../../session/draft-journal';
import { useAtomValue } from '../../state/jotai';

export function useUnsavedGuard(): void {
  const saveState = useAtomValue(saveStateAtom);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (savesInFlight() > 0 || hasPendingDrafts() || saveState === 'unsaved') {
        event.preventDefault();
        event.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [saveState]);
}
