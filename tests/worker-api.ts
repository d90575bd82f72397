/** Test helpers for the worker's facade: a fresh API on its own database, and a Result's data. */
import { createApi } from '../workers/api';
import { freshDbName } from './fresh-db';

export type Api = ReturnType<typeof createApi>;

/** The data of a successful Result; a failed one fails the test with its error. */
export async function data<T>(
  result: Promise<{ success: boolean; data?: T; error?: unknown }>,
): Promise<T> {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

/** The facade on a new, populated database named after `label`. */
export async function freshApi(label: string): Promise<Api> {
  const api = createApi({ databaseName: freshDbName(label), backup: null });
  await data(api.init());
  return api;
}
