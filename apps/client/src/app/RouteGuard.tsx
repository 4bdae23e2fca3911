import { useLayoutEffect, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

import { PAGE_INACTIVE, useUiStore } from '../state/ui-store';
import { decideNavigation } from './navigation-guard';

/**
 * The route guard of spec §2 for the very first navigation: a page load on Adventure, Map or Endless becomes
 * Home and the saved game-page-active flags are cleared. It runs before the router starts (call it before the
 * first render): Ionic's router does not follow a redirect issued before its outlet has mounted, and the
 * first navigation of a single-page app is always the page load itself.
 */
export function guardInitialLocation(): void {
  const decision = decideNavigation(window.location.pathname, null);
  if (decision.clearPageActive) useUiStore.getState().setActivity(PAGE_INACTIVE);
  if (decision.redirectHome) window.history.replaceState(window.history.state, '', '/');
}

/** Records the previous route on every navigation (spec §2), and whether the app or the browser made it. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    useUiStore
      .getState()
      .recordNavigation(
        `${location.pathname}${location.search}`,
        navigationType === NavigationType.Pop ? 'browser' : 'app',
      );
  }, [location, navigationType]);

  return children;
}
