/**
 * The Result shape every facade call returns (data layer §7): success with data, or failure
 * with an error holding message (default "Unknown database error"), name and code.
 * Dependency-free: the UI imports this module at run time.
 */
import type { ErrorCode } from './errors';

export interface ResultError {
  message: string;
  name: string;
  code: ErrorCode;
  /** Values interpolated into the message, so the UI can show it in the author's language. */
  params?: Record<string, string | number>;
}

export type Ok<T> = { success: true; data: T };
export type Fail = { success: false; error: ResultError };
export type Result<T> = Ok<T> | Fail;

export const ok = <T>(data: T): Ok<T> => ({ success: true, data });

export const fail = (error: Partial<ResultError> & { code?: ErrorCode }): Fail => ({
  success: false,
  error: {
    message: error.message ?? 'Unknown database error',
    name: error.name ?? 'DatabaseError',
    code: error.code ?? 'unknown',
    ...(error.params ? { params: error.params } : {}),
  },
});

export const isOk = <T>(r: Result<T>): r is Ok<T> => r.success;
