import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { RouterBlocker, RouterBlockerFunction, RouterLocation } from 'ra-core';
import { UNSAFE_NavigationContext, parsePath, useLocation, type To } from 'react-router-dom';

type Navigate = (to: To, state?: unknown, options?: unknown) => void;
interface Held {
  location: RouterLocation;
  go: () => void;
}

/**
 * react-router's useBlocker for the router the console sits under, a plain <BrowserRouter>
 * (react-router's own works only under a data router): every navigation the apps make goes
 * through the history's push and replace, so while this is mounted they ask `shouldBlock`
 * first and hold a navigation it refuses until `proceed` or `reset`. Leaving the document
 * (closing, reloading, typing an address) is the browser's to ask about: `beforeunload`.
 */
export function useHistoryBlocker(shouldBlock: RouterBlockerFunction | boolean): RouterBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [held, setHeld] = useState<Held | null>(null);
  const latest = useRef({ shouldBlock, location });
  useEffect(() => {
    latest.current = { shouldBlock, location };
  });

  useEffect(() => {
    const history = navigator as unknown as { push: Navigate; replace: Navigate };
    const { push, replace } = history;
    const guard =
      (original: Navigate, action: 'PUSH' | 'REPLACE'): Navigate =>
      (to, state, options) => {
        const { shouldBlock: block, location: current } = latest.current;
        const path = typeof to === 'string' ? parsePath(to) : to;
        const nextLocation: RouterLocation = {
          pathname: path.pathname ?? current.pathname,
          search: path.search ?? '',
          hash: path.hash ?? '',
          state,
          key: '',
        };
        const refuse =
          typeof block === 'function'
            ? block({ currentLocation: current, nextLocation, historyAction: action })
            : block;
        if (!refuse) return original.call(history, to, state, options);
        setHeld({ location: nextLocation, go: () => original.call(history, to, state, options) });
      };
    history.push = guard(push, 'PUSH');
    history.replace = guard(replace, 'REPLACE');
    return () => {
      history.push = push;
      history.replace = replace;
    };
  }, [navigator]);

  return useMemo((): RouterBlocker => {
    if (!held) return { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };
    return {
      state: 'blocked',
      location: held.location,
      reset: () => setHeld(null),
      proceed: () => {
        setHeld(null);
        held.go();
      },
    };
  }, [held]);
}
