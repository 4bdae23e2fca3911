import { GAME_PAGE_REDIRECT_CHECK_MS, GAME_PAGE_REFRESH_CHECK_MS } from './constants';

/** The saved game-page-active flag and when the game page was last active (spec §3, §4). */
export interface GamePageActivity {
  isGamePageActive: boolean;
  /** ms epoch; null when never recorded */
  lastActiveTime: number | null;
}

/** Milliseconds since the last activity, or null when unknown (missing or not a finite number). */
function inactiveForMs(activity: GamePageActivity, nowMs: number): number | null {
  const last = activity.lastActiveTime;
  if (typeof last !== 'number' || !Number.isFinite(last) || !Number.isFinite(nowMs)) return null;
  return nowMs - last;
}

/**
 * A page refresh during a game (spec §4): the flag is set and the last-active time is missing or older than
 * GAME_PAGE_REFRESH_CHECK_MS (5 min, strictly older). A last-active time in the future is not old. A missing
 * activity record is no refresh.
 */
export function isRefreshDetected(activity: GamePageActivity | null | undefined, nowMs: number): boolean {
  if (activity?.isGamePageActive !== true) return false;
  const idleMs = inactiveForMs(activity, nowMs);
  return idleMs === null || idleMs > GAME_PAGE_REFRESH_CHECK_MS;
}

/**
 * Send the player Home (spec §4): the flag is set and the page has been inactive for over
 * GAME_PAGE_REDIRECT_CHECK_MS (30 s, strictly over). A missing or unreadable last-active time counts as
 * inactive too: a game whose last activity is unknown cannot be resumed safely.
 */
export function shouldRedirectHome(activity: GamePageActivity | null | undefined, nowMs: number): boolean {
  if (activity?.isGamePageActive !== true) return false;
  const idleMs = inactiveForMs(activity, nowMs);
  return idleMs === null || idleMs > GAME_PAGE_REDIRECT_CHECK_MS;
}

/** Route names that must never be the first screen after a (re)start (spec §2). */
const FIRST_NAVIGATION_BLOCKED_ROUTES: readonly string[] = ['adventure', 'map', 'endless'];

/**
 * The route guard of spec §2: when the very first navigation (no previous route: null or '') lands on a route
 * named Adventure, Map or Endless, go Home ('/') and clear the saved game-page-active flags.
 *
 * `routeName` may be a route name ('Map') or a path ('/map', '/Endless/3'): its first path segment is compared
 * with the three names case-insensitively, so 'ADVENTURE' and '/adventure' both match but '/mapping' does not.
 * Every other navigation passes: `{ redirectTo: null, clearGamePageFlags: false }`.
 */
export function guardFirstNavigation(input: { previousRoute: string | null; routeName: string }): {
  redirectTo: '/' | null;
  clearGamePageFlags: boolean;
} {
  const isFirst =
    input.previousRoute === null || input.previousRoute === undefined || input.previousRoute === '';
  const name = typeof input.routeName === 'string' ? routeKey(input.routeName) : '';
  if (isFirst && FIRST_NAVIGATION_BLOCKED_ROUTES.includes(name)) {
    return { redirectTo: '/', clearGamePageFlags: true };
  }
  return { redirectTo: null, clearGamePageFlags: false };
}

function routeKey(routeName: string): string {
  const firstSegment = routeName.trim().replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
  return firstSegment.toLowerCase();
}
