import { guardFirstNavigation } from '@goalguessr/game-core';

/** Route names as the guard of spec §2 knows them (Adventure, Map and Endless are the solo screens). */
const ROUTE_NAMES: Readonly<Record<string, string>> = {
  '/': 'Home',
  '/shop': 'Shop',
  '/buy': 'Buy',
  '/settings': 'Settings',
  '/game': 'Game',
  '/profile': 'Profile',
  '/privacy': 'Privacy',
  '/redirect': 'Redirect',
  '/adventure': 'Adventure',
  '/map': 'Map',
  '/endless': 'Endless',
};

/** The route name of a path (trailing slashes and letter case ignored); unknown paths are 'NotFound'. */
export function routeNameOf(pathname: string): string {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return ROUTE_NAMES[normalized] ?? 'NotFound';
}

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
