/**
 * The UI's door to the database worker: one module worker, wrapped with Comlink and typed from
 * `WorkerApi`. Only types come from `workers/` (plus the dependency-free contract).
 */
import { proxy, type Remote, wrap } from 'comlink';
import type { WorkerApi } from '../../workers/api';
import type { ChangeEvent } from '../../workers/contract/events';
import type { Result } from '../../workers/contract/result';
import { appErrorOf, showIfFailed } from './failures';

let remote: Remote<WorkerApi> | null = null;

/** The typed facade; the worker starts on first use. */
export function workerApi(): Remote<WorkerApi> {
  if (!remote) {
    // Written as Vite's worker pattern (it bundles the worker from it). Under Trusted Types the
    // URL passes the default policy, which accepts script URLs of this origin only.
    const worker = new Worker(new URL('../../workers/db.worker.ts', import.meta.url), {
      type: 'module',
      name: 'story-builder-db',
    });
    remote = wrap<WorkerApi>(worker);
  }
  return remote;
}

/** Subscribes to the worker's change events; resolves to an unsubscribe function. */
export async function subscribeToChanges(
  listener: (event: ChangeEvent) => void,
): Promise<() => void> {
  const result = await showIfFailed(workerApi().subscribe(proxy(listener)));
  return () => {
    if (result.success) void showIfFailed(workerApi().unsubscribe(result.data));
  };
}

/** Returns the data of a successful Result or throws its error as an `AppError` (code kept). */
export function unwrap<T>(result: Result<T>): T {
  if (result.success) return result.data;
  throw appErrorOf(result.error);
}
