/**
 * Typed translation keys (issue 26, item 3): `t` takes only keys of locales/en.json, so a
 * missing key fails `npm run typecheck`. The `@ts-expect-error` lines are the check: were the
 * keys untyped, they would be unused and the type check would fail on them.
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { snakeCase, type TranslationKey } from './keys';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
});

describe('typed translation keys', () => {
  it('takes a key of en.json and refuses any other', () => {
    expect(i18next.t('notices.dismiss')).toBe('Dismiss');
    // @ts-expect-error a key that en.json does not have
    expect(i18next.t('notices.no_such_key')).toBe('notices.no_such_key');
    // @ts-expect-error a section of en.json is not a text
    const section: TranslationKey = 'notices';
    expect(section).toBe('notices');
  });

  it('builds a key from a union of its parts, checked', () => {
    const reason = snakeCase('other-book' as 'other-book' | 'other-file');
    expect(reason).toBe('other_book');
    const key: `save_status.reason_${typeof reason}` = `save_status.reason_${reason}`;
    // @ts-expect-error one part of the union has no key
    const checked: TranslationKey = key;
    expect(checked).toBe('save_status.reason_other_book');
  });
});
