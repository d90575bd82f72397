/**
 * The app's router, for code that navigates but must not re-render on every navigation:
 * `useNavigate()` subscribes its component to the route, so the book tree (hundreds of rows)
 * would re-render each time a page opens. `useAppNavigate()` reads only this stable context.
 */
import { createContext, useContext } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export const AppRouterContext = createContext<AppRouter | null>(null);

/** `router.navigate` of the app (a no-op outside it, as in isolated component tests). */
export function useAppNavigate(): AppRouter['navigate'] {
  const router = useContext(AppRouterContext);
  return router ? router.navigate : noNavigation;
}

const noNavigation: AppRouter['navigate'] = async () => undefined;
