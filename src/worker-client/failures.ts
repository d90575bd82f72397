/**
 * How a failure reaches the author (docs/architecture.md, "Results and errors"). A worker call
 * answers with a Result; its error (code, the catalogue's English, parameters) is shown once,
 * as an error notice in the author's language: the catalogue's message and, beside it, what
 * happened to the book and what to do (`src/i18n/worker-messages.ts`, the one translation).
 * A thrown failure becomes the same: an `AppError` keeps its code, anything else is `unknown`.
 */
import i18next from 'i18next';
import { AppError, ERROR_MESSAGES, type ErrorCode } from '../../workers/contract/errors';
import type { Fail, Result, ResultError } from '../../workers/contract/result';
import { errorDetail, errorText } from '../i18n/worker-messages';
import { appStore } from '../state/jotai';
import { pushNoticeAtom } from '../state/notify-atoms';

const isCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);

/** Any failure as a Result error: a catalogued code (an AppError, a Result's error) is kept. */
export function asResultError(error: unknown): ResultError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Partial<
    Record<keyof ResultError, unknown>
  >;
  const message =
    typeof e.message === 'string' && e.message
      ? e.message
      : typeof error === 'string' && error
        ? error
        : ERROR_MESSAGES.unknown;
  const name = typeof e.name === 'string' ? e.name : 'DatabaseError';
  if (!isCode(e.code)) return { message, name, code: 'unknown' };
  const params = e.params as ResultError['params'];
  return { message, name, code: e.code, ...(params ? { params } : {}) };
}

/** A Result error as the `AppError` it was in the worker (its message kept as sent). */
export function appErrorOf(error: ResultError): AppError {
  const appError = new AppError(
    isCode(error.code) ? error.code : 'unknown',
    error.params,
    error.name,
  );
  appError.message = error.message;
  return appError;
}

/** The failed Result for a failure that was thrown instead of answered. */
export const failedResult = (error: unknown): Fail => ({
  success: false,
  error: asResultError(error),
});

/** Shows a failure to the author: an error notice, the message and what it means for the book. */
export function showFailure(error: unknown): void {
  const shown = asResultError(error);
  appStore.set(pushNoticeAtom, {
    level: 'error',
    message: errorText(i18next.t, shown),
    detail: errorDetail(i18next.t, shown),
  });
}

/**
 * Awaits a worker call and shows its failure (a failed Result or a rejected call) to the
 * author; never rejects. Use it for every call whose answer nothing else looks at.
 */
export async function showIfFailed<T>(call: Promise<Result<T>>): Promise<Result<T>> {
  try {
    const result = await call;
    if (!result.success) showFailure(result.error);
    return result;
  } catch (error) {
    const failed = failedResult(error);
    showFailure(failed.error);
    return failed;
  }
}
