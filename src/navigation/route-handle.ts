/** Route handles carry the i18n key of the route's title (or a function of the params). */
import type { Params } from 'react-router-dom';

export interface RouteHandle {
  title?: string | ((params: Params) => string | undefined);
}

export function titleKeyOf(handle: unknown, params: Params): string | undefined {
  const title = (handle as RouteHandle | undefined)?.title;
  return typeof title === 'function' ? title(params) : title;
}
