import { guardFirstNavigation } from '@goalguessr/game-core';

import { routeNameOf } from './route-table';

export interface NavigationDecision {
  /** send the player to Home instead */
  redirectHome: boolean;
  /** clear the saved game-page-active flags */
  clearPageActive: boolean;
}

/** Applies game-core's first-navigation guard to a path, given the previous route (null on first load). */
export function decideNavigation(pathname: string, previousRoute: string | null): NavigationDecision {
  const guard = guardFirstNavigation({ previousRoute, routeName: routeNameOf(pathname) });
  return { redirectHome: guard.redirectTo !== null, clearPageActive: guard.clearGamePageFlags };
}
