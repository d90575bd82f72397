/** The first pane's path (the browser's route), read without re-rendering on other navigations. */
import { useContext, useSyncExternalStore } from 'react';
import { AppRouterContext } from '../../navigation/app-router';

const none = () => () => undefined;

export function useMainPath(): string {
  const router = useContext(AppRouterContext);
  return useSyncExternalStore(router ? router.subscribe : none, () =>
    router ? router.state.location.pathname : '',
  );
}

/** The page the first pane shows, if it shows one. */
export function pageIdOfPath(path: string): string | null {
  const match = /^\/body-content\/page\/([^/]+)$/.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
