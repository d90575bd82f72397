/**
 * A typed fake of the worker facade for component and hook tests (issue 26, item 6): a test
 * gives the methods it uses, each typed as the facade's own (same parameters, same Result), so
 * a change in the facade's types fails the fake's type check. A method the test did not give
 * rejects loudly when called. Whole records for the answers: fake-records.ts. How a test puts
 * the fake behind `workerApi()`: docs/developer-notes.md, "Tests".
 */
import type { Remote } from 'comlink';
import type { WorkerApi } from '../../workers/api';
import type { ChangeEvent } from '../../workers/contract/events';
import type { subscribeToChanges } from '../worker-client/client';

/** The facade's methods a test gives, each with the facade's exact type. */
export type FakeWorkerMethods = Partial<WorkerApi>;

export interface FakeWorkerOptions {
  /** Hears every call, of a method given or not (a test counting what a screen asks for). */
  onCall?: (method: string, args: unknown[]) => void;
}

/** The fake as the UI sees the facade (`workerApi()`'s type). */
export function fakeWorkerApi(
  methods: FakeWorkerMethods,
  { onCall }: FakeWorkerOptions = {},
): Remote<WorkerApi> {
  const fake = new Proxy(methods, {
    get(target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined; // not a promise
      const method = target[name as keyof WorkerApi] as
        | ((...args: unknown[]) => Promise<unknown>)
        | undefined;
      return async (...args: unknown[]) => {
        onCall?.(name, args);
        if (!method) throw new Error(`fake worker: the test did not give ${name}`);
        return method(...args);
      };
    },
  });
  // Remote<T> differs from T only in how Comlink passes callbacks; the methods' types are the facade's.
  return fake as unknown as Remote<WorkerApi>;
}

/**
 * The worker's change events in a test: `subscribeToChanges` stands in for the client's (the
 * real one reaches the real worker), `emit` sends an event to whoever listens.
 */
export function fakeChangeEvents() {
  let listener: ((event: ChangeEvent) => void) | null = null;
  const subscribe: typeof subscribeToChanges = async (heard) => {
    listener = heard;
    return () => {
      listener = null;
    };
  };
  return { subscribeToChanges: subscribe, emit: (event: ChangeEvent) => listener?.(event) };
}
