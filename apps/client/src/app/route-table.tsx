import { calendar, cart, personCircle, settingsSharp, shirt, trophy } from 'ionicons/icons';
import type { ComponentType } from 'react';

import HomePage from '../pages/HomePage';
import type { MusicSlot } from '../services/audio-service';

export type PageModule = { default: ComponentType };

/** A translation key of Home's main menu. */
type MenuLabelKey = 'nav.daily' | 'nav.leaderboard' | 'nav.shop' | 'nav.buy' | 'nav.profile' | 'nav.settings';

export interface AppRoute {
  /** what the router matches; `*` is every other path */
  path: string;
  /** the route name of spec §2, as the first-navigation guard knows it (Adventure, Map and Endless are guarded) */
  name: string;
  /**
   * The page: Home ships in the first bundle; every other screen is its own chunk, fetched when first needed
   * (fetching every chunk at start delayed the first paint).
   */
  page: { component: ComponentType } | { load: () => Promise<PageModule> };
  /** a screen of the root layout: `/redirect?to=` may send the player there */
  inLayout: boolean;
  /** the music the screen starts with (on /game the match controller then switches lobby → game → silence) */
  music: MusicSlot;
  /** the screen a player most likely opens next from here, fetched ahead once this one is idle */
  next?: string;
  /** an item of Home's main menu, in table order */
  menu?: { label: MenuLabelKey; icon: string };
}

const adventure = () => import('../pages/AdventurePage');
const playFriend = () => import('../pages/PlayFriendPage');

/**
 * Every route of the app (spec §2, plus /daily of issue 17 and the solo modes of issue 14), read by the router,
 * the first-navigation guard, `/redirect`, the prefetch of the next likely screen, the route's music and
 * Home's main menu. A new screen is one more row here.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  // From Home a player most likely presses Play (the match screen).
  { path: '/', name: 'Home', page: { component: Home }, inLayout: true, music: 'menu', next: '/game' },
  {
    path: '/daily',
    name: 'Daily',
    page: { load: () => import('../pages/DailyPage') },
    inLayout: true,
    music: 'menu',
    menu: { label: 'nav.daily', icon: calendar },
  },
  // The weekly season's boards the server keeps (issue 27)
  {
    path: '/leaderboard',
    name: 'Leaderboard',
    page: { load: () => import('../pages/LeaderboardPage') },
    inLayout: true,
    music: 'menu',
    menu: { label: 'nav.leaderboard', icon: trophy },
  },
  {
    path: '/shop',
    name: 'Shop',
    page: { load: () => import('../pages/ShopPage') },
    inLayout: true,
    music: 'menu',
    // From the shop, most likely the diamond page.
    next: '/buy',
    menu: { label: 'nav.shop', icon: shirt },
  },
  {
    path: '/buy',
    name: 'Buy',
    page: { load: () => import('../pages/BuyPage') },
    inLayout: true,
    music: 'menu',
    menu: { label: 'nav.buy', icon: cart },
  },
  {
    path: '/profile',
    name: 'Profile',
    page: { load: () => import('../pages/ProfilePage') },
    inLayout: true,
    music: 'menu',
    menu: { label: 'nav.profile', icon: personCircle },
  },
  {
    path: '/settings',
    name: 'Settings',
    page: { load: () => import('../pages/SettingsPage') },
    inLayout: true,
    music: 'menu',
    menu: { label: 'nav.settings', icon: settingsSharp },
  },
  {
    path: '/game',
    name: 'Game',
    page: { load: () => import('../pages/GamePage') },
    inLayout: true,
    music: 'lobby',
  },
  // Play a friend (issue 17): "Join with a code" and a friend's shared link; a link may be the first navigation
  {
    path: '/play',
    name: 'PlayFriend',
    page: { load: playFriend },
    inLayout: true,
    music: 'menu',
    next: '/game',
  },
  {
    path: '/play/:code',
    name: 'PlayFriendLink',
    page: { load: playFriend },
    inLayout: true,
    music: 'menu',
    next: '/game',
  },
  {
    path: '/privacy',
    name: 'Privacy',
    page: { load: () => import('../pages/PrivacyPage') },
    inLayout: true,
    music: 'menu',
  },
  {
    path: '/endless',
    name: 'Endless',
    page: { load: () => import('../pages/EndlessPage') },
    inLayout: true,
    music: 'game',
  },
  { path: '/adventure', name: 'Adventure', page: { load: adventure }, inLayout: true, music: 'game' },
  // The spec's other name for the Adventure map.
  { path: '/map', name: 'Map', page: { load: adventure }, inLayout: true, music: 'game' },
  {
    path: '/redirect',
    name: 'Redirect',
    page: { load: () => import('../pages/RedirectPage') },
    inLayout: false,
    music: 'menu',
  },
  {
    path: '*',
    name: 'NotFound',
    page: { load: () => import('../pages/NotFoundPage') },
    inLayout: false,
    music: 'menu',
  },
];

const NOT_FOUND = APP_ROUTES[APP_ROUTES.length - 1] as AppRoute;

/** The route of a path (trailing slashes and letter case ignored); unknown paths give the not-found route. */
export function routeOf(pathname: string): AppRoute {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return APP_ROUTES.find((route) => matchesPath(route.path, normalized)) ?? NOT_FOUND;
}

/** A route path against a normalized pathname; a `:name` segment matches any one segment. */
function matchesPath(routePath: string, normalized: string): boolean {
  if (!routePath.includes(':')) return routePath === normalized;
  const wanted = routePath.split('/');
  const given = normalized.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, i) => (segment.startsWith(':') ? (given[i] ?? '') !== '' : segment === given[i]))
  );
}

/** The route name of a path as spec §2's guard knows it; unknown paths are 'NotFound'. */
export function routeNameOf(pathname: string): string {
  return routeOf(pathname).name;
}

/** Which music a path starts with. */
export function musicForPath(pathname: string): MusicSlot {
  return routeOf(pathname).music;
}

/**
 * The destination of `/redirect?to=…`: only paths of the root layout (with their query) are accepted, so the
 * page can never send the player to another site or loop on itself. Anything else gives Home.
 */
export function redirectTarget(search: string): string {
  const to = new URLSearchParams(search).get('to');
  if (!to?.startsWith('/') || to.startsWith('//')) return '/';
  const url = new URL(to, 'http://app.invalid');
  const route = APP_ROUTES.find((r) => matchesPath(r.path, url.pathname));
  return route?.inLayout ? `${url.pathname}${url.search}` : '/';
}

/** Home's main menu: the routes marked `menu`, in table order. */
export const MAIN_MENU: readonly { path: string; label: MenuLabelKey; icon: string }[] = APP_ROUTES.flatMap(
  (route) => (route.menu ? [{ path: route.path, ...route.menu }] : []),
);

/** Home with the table's main menu (passed in, so the page does not import this table back). */
function Home() {
  return <HomePage menu={MAIN_MENU} />;
}
