/**
 * The end-to-end suite's door to fault injection (a full disk, a failing close, a dropped
 * permission, failing database writes): exposed as `window.__storyBuilderFaults` only when the
 * suite set `localStorage['story-builder:e2e-faults'] = '1'` before the app started. Faults that
 * must hold from the start of a visit (a permission that lapsed since the last one) are given as
 * JSON in `localStorage['story-builder:e2e-start-faults']`. The app itself never injects a fault.
 */
import type { SaveFaults } from '../../workers/contract/book-file';
import { workerApi } from './client';
import { appErrorOf } from './failures';

export const FAULTS_FLAG = 'story-builder:e2e-faults';
export const START_FAULTS = 'story-builder:e2e-start-faults';

export function exposeFaultInjection(): void {
  try {
    if (localStorage.getItem(FAULTS_FLAG) !== '1') return;
  } catch {
    return;
  }
  const inject = async (faults: SaveFaults) => {
    const result = await workerApi().injectSaveFaults(faults);
    if (!result.success) throw appErrorOf(result.error);
  };
  (window as Window & { __storyBuilderFaults?: unknown }).__storyBuilderFaults = inject;
  // Sent before the interface starts, so the worker has them before its first permission check.
  const atStart = localStorage.getItem(START_FAULTS);
  if (atStart) void inject(JSON.parse(atStart) as SaveFaults);
}
