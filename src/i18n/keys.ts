/**
 * A translation key: a key of locales/en.json (the source of every other locale) that holds a
 * text. `t` itself is typed from the English resources (`i18next.d.ts`), so a key missing from
 * en.json fails `npm run typecheck`; tables of keys use this type, and a key built at run time
 * is a template over a union of its parts.
 */
import type { TFunction } from 'i18next';
import type en from '../../locales/en.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<typeof en>;

type Snake<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}_${Snake<Tail>}`
  : S;

/** 'save-failed' → 'save_failed', keeping the literal type so the key built from it is checked. */
export const snakeCase = <S extends string>(value: S): Snake<S> =>
  value.replace(/-/g, '_') as Snake<S>;

/**
 * `t` for a module that names its keys as plain strings (the copyright page and export texts
 * built in workers/contract, shared with the worker, which has no i18next types): the keys it
 * uses are covered by its own tests, which render every line in English.
 */
export function stringKeyed(
  t: TFunction,
): (key: string, options?: Record<string, string | number>) => string {
  return (key, options = {}) => t(key as TranslationKey, options);
}
