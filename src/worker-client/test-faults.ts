/**
 * The end-to-end suite's door to fault injection (a full disk, a failing close, a dropped
 * permission, failing database writes): exposed as `window.__storyBuilderFaults` only when the
 * suite set `localStorage['story-builder:e2e-faults'] = '1'` before the app started. The app
 * itself never injects a fault.
 */
import type { SaveFaults } from '../../workers/contract/book-file';
import { workerApi } from './client';

export const FAULTS_FLAG = 'story-builder:e2e-faults';

export function exposeFaultInjection(): void {
  try {
    if (localStorage.getItem(FAULTS_FLAG) !== '1') return;
  } catch {
    return;
  }
  (window as Window & { __storyBuilderFaults?: unknown }).__storyBuilderFaults = async (
    faults: SaveFaults,
  ) => {
    const result = await workerApi().injectSaveFaults(faults);
    if (!result.success) throw new Error(result.error.message);
  };
}
