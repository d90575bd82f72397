/**
 * The second pane's router: the app's screens under a router of its own, whose history is the
 * pane's (`pane-history.ts`), so a link followed in the pane opens there and Back goes back there.
 * React Router allows one router in a tree; the pane's is set apart by giving what it renders
 * empty router contexts first (no location, no route matched, no data router), the same way the
 * outermost router starts.
 */
import { type ReactNode, useMemo } from 'react';
import {
  createPath,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  type Navigator,
  UNSAFE_RouteContext as RouteContext,
  Router,
  type To,
} from 'react-router-dom';

const NO_ROUTE = { outlet: null, matches: [], isDataRoute: false };
// The outer router's location must not be seen: the pane's Router checks that it has none.
const NO_LOCATION = null as unknown as React.ContextType<typeof LocationContext>;

const pathOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

interface Props {
  /** The place shown (a path with its query). */
  place: string;
  /** Its position in the pane's history (a new key for each visit, as a browser's). */
  index: number;
  push: (path: string) => void;
  replace: (path: string) => void;
  go: (delta: number) => void;
  children: ReactNode;
}

export function PaneRouter({ place, index, push, replace, go, children }: Props) {
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: pathOf,
      go,
      push: (to) => push(pathOf(to)),
      replace: (to) => replace(pathOf(to)),
    }),
    [push, replace, go],
  );
  const location = useMemo(() => {
    const url = new URL(place, 'https://pane.invalid');
    return {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: null,
      key: `pane-${index}`,
    };
  }, [place, index]);
  return (
    <DataRouterContext.Provider value={null}>
      <DataRouterStateContext.Provider value={null}>
        <LocationContext.Provider value={NO_LOCATION}>
          <RouteContext.Provider value={NO_ROUTE}>
            <Router location={location} navigator={navigator}>
              {children}
            </Router>
          </RouteContext.Provider>
        </LocationContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}
