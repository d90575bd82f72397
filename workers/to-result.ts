/**
 * The one place thrown errors become Results (data layer §7). Comlink would drop every field of
 * an Error except message, name and stack, so nothing is thrown across the boundary.
 */
import { AppError } from './contract/errors';
import { fail, ok, type Result } from './contract/result';

// biome-ignore lint/suspicious/noExplicitAny: handler signatures vary; the mapped type keeps them.
type AnyFn = (...args: any[]) => unknown;

export type Resulted<T extends Record<string, AnyFn>> = {
  [K in keyof T]: (...args: Parameters<T[K]>) => Promise<Result<Awaited<ReturnType<T[K]>>>>;
};

export function toResultError(error: unknown) {
  if (error instanceof AppError) {
    return {
      message: error.message,
      name: error.name,
      code: error.code,
      ...(error.params ? { params: error.params } : {}),
    };
  }
  const e = error as { message?: unknown; name?: unknown } | null;
  return {
    message: typeof e?.message === 'string' && e.message ? e.message : 'Unknown database error',
    name: typeof e?.name === 'string' ? e.name : 'DatabaseError',
    code: 'unknown' as const,
  };
}

/** Wraps every handler so it resolves to a Result, logging failures to the console. */
export function withResults<T extends Record<string, AnyFn>>(
  handlers: T,
  before?: () => Promise<unknown>,
): Resulted<T> {
  const out = {} as Record<string, AnyFn>;
  for (const [name, fn] of Object.entries(handlers)) {
    out[name] = async (...args: unknown[]) => {
      try {
        if (before) await before();
        return ok(await fn(...args));
      } catch (error) {
        console.error(`[worker] ${name} failed`, error);
        return fail(toResultError(error));
      }
    };
  }
  return out as Resulted<T>;
}
