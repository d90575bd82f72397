/**
 * Never lose a word: warns before the tab closes
 * while edits are in flight or the book has changes not yet saved to a file.
 */
import { useEffect } from 'react';
import { useAtomValue } from '../state/jotai';
import { saveStateAtom } from './book-atoms';
import { savesInFlight } from './content-saver';
import { hasPendingDrafts } from './draft-journal';

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
