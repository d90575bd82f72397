/** Route handles carry the i18n key of the route's title (or a function of the params). */
import type { Params } from 'react-router-dom';
import type { TranslationKey } from '../i18n/keys';

export interface RouteHandle {
  title?: TranslationKey | ((params: Params) => TranslationKey | undefined);
}

export function titleKeyOf(handle: unknown, params: Params): TranslationKey | undefined {
  const title = (handle as RouteHandle | undefined)?.title;
  return typeof title === 'function' ? title(params) : title;
}
