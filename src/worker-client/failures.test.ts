/**
 * One result path (issue 26, item 3): a failed worker call reaches the author as an error
 * notice in plain words (the catalogue's message and what it means for the book), whether it
 * answered with a failed Result or its call was rejected; `unwrap` throws an AppError that
 * keeps the code.
 */
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { AppError } from '../../workers/contract/errors';
import { fail, ok } from '../../workers/contract/result';
import { appStore } from '../state/jotai';
import { noticesAtom } from '../state/notify-atoms';
import { unwrap } from './client';
import { asResultError, showFailure, showIfFailed } from './failures';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
});
beforeEach(() => appStore.set(noticesAtom, []));

const notices = () => appStore.get(noticesAtom);

describe('showIfFailed', () => {
  it('shows a failed Result as an error notice with the plain detail beside it', async () => {
    const answer = fail({
      code: 'record_not_found',
      message: 'Record 7 not found in notes',
      params: { id: 7, table: 'notes' },
    });
    const result = await showIfFailed(Promise.resolve(answer));
    expect(result).toBe(answer);
    expect(notices()).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'Record 7 not found in notes',
        detail: en.errors_detail.item_gone,
      }),
    ]);
  });

  it('shows a rejected call and answers with a failed Result instead of rejecting', async () => {
    const result = await showIfFailed(Promise.reject(new Error('The worker stopped')));
    expect(result.success).toBe(false);
    expect(notices()).toEqual([
      expect.objectContaining({
        level: 'error',
        // The catalogue's message for a failure without a code, in the author's language.
        message: 'Unknown database error',
        detail: en.errors_detail.unexpected,
      }),
    ]);
  });

  it('shows nothing when the call succeeded', async () => {
    expect(await showIfFailed(Promise.resolve(ok(3)))).toEqual(ok(3));
    expect(notices()).toEqual([]);
  });
});

describe('unwrap and showFailure', () => {
  it('throws an AppError that keeps the code, parameters and the message as sent', () => {
    const answer = fail({ code: 'opfs_unavailable', message: 'OPFS not available' });
    let thrown: unknown;
    try {
      unwrap(answer);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(asResultError(thrown)).toEqual(expect.objectContaining({ code: 'opfs_unavailable' }));
    showFailure(thrown);
    expect(notices()[0]).toEqual(
      expect.objectContaining({
        message: 'OPFS not available',
        detail: en.errors_detail.private_storage,
      }),
    );
  });
});
