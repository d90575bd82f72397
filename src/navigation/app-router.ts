/**
 * The app's router, for code that navigates but must not re-render on every navigation:
 * `useNavigate()` subscribes its component to the route, so the book tree (hundreds of rows)
 * would re-render each time a page opens, and so would each of the side navigation's links.
 * `useAppNavigate()` and `useIsActivePath()` read only this stable context.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export const AppRouterContext = createContext<AppRouter | null>(null);

/** True when `pathname` is `to` or below it (a NavLink's notion of active). */
export const isActivePath = (pathname: string, to: string): boolean =>
  pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);

const noSubscription = () => () => undefined;

/**
 * Whether the route is `to` (or below it). Re-renders its component only when that answer
 * changes, where a NavLink re-renders on every navigation.
 */
export function useIsActivePath(to: string): boolean {
  const router = useContext(AppRouterContext);
  return useSyncExternalStore(router ? router.subscribe : noSubscription, () =>
    router ? isActivePath(router.state.location.pathname, to) : false,
  );
}

/** `router.navigate` of the app (a no-op outside it, as in isolated component tests). */
export function useAppNavigate(): AppRouter['navigate'] {
  const router = useContext(AppRouterContext);
  return router ? router.navigate : noNavigation;
}

const noNavigation: AppRouter['navigate'] = async () => undefined;
