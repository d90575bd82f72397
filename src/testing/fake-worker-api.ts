/**
 * A typed fake of the worker facade for component and hook tests (issue 26, item 6): a test
 * gives the methods it uses, each typed as the facade's own (same parameters, same Result), so
 * a change in the facade's types fails the fake's type check. A method the test did not give
 * rejects loudly when called.
 */
import type { Remote } from 'comlink';
import type { WorkerApi } from '../../workers/api';

/** The facade's methods a test gives, each with the facade's exact type. */
export type FakeWorkerMethods = Partial<WorkerApi>;

/** The fake as the UI sees the facade (`workerApi()`'s type). */
export function fakeWorkerApi(methods: FakeWorkerMethods): Remote<WorkerApi> {
  const fake = new Proxy(methods, {
    get(target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined; // not a promise
      const method = target[name as keyof WorkerApi];
      if (method) return method;
      return async () => {
        throw new Error(`fake worker: the test did not give ${name}`);
      };
    },
  });
  // Remote<T> differs from T only in how Comlink passes callbacks; the methods' types are the facade's.
  return fake as unknown as Remote<WorkerApi>;
}
