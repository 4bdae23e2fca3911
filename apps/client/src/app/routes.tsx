import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

import HomePage from '../pages/HomePage';

type PageModule = { default: ComponentType };

/**
 * Every screen but Home is its own chunk, fetched when first needed; only the screen a player most likely
 * opens next is fetched ahead, once the current one is idle (see preloadNextLikelyPage).
 */
const loaders = {
  shop: () => import('../pages/ShopPage'),
  buy: () => import('../pages/BuyPage'),
  settings: () => import('../pages/SettingsPage'),
  game: () => import('../pages/GamePage'),
  profile: () => import('../pages/ProfilePage'),
  daily: () => import('../pages/DailyPage'),
  privacy: () => import('../pages/PrivacyPage'),
  endless: () => import('../pages/EndlessPage'),
  adventure: () => import('../pages/AdventurePage'),
  redirect: () => import('../pages/RedirectPage'),
  notFound: () => import('../pages/NotFoundPage'),
} satisfies Record<string, () => Promise<PageModule>>;

type PageKey = keyof typeof loaders;

const lazyPages: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  shop: lazy(loaders.shop),
  buy: lazy(loaders.buy),
  settings: lazy(loaders.settings),
  game: lazy(loaders.game),
  profile: lazy(loaders.profile),
  daily: lazy(loaders.daily),
  privacy: lazy(loaders.privacy),
  endless: lazy(loaders.endless),
  adventure: lazy(loaders.adventure),
  redirect: lazy(loaders.redirect),
  notFound: lazy(loaders.notFound),
};

/** From Home a player most likely presses Play (the match screen); from the shop, the diamond page. */
const NEXT_LIKELY: Readonly<Record<string, PageKey>> = { '/': 'game', '/shop': 'buy' };

/**
 * Fetches the chunk of the screen most likely opened next from `pathname`, when the browser is idle, so the
 * first screen never shares the network or the main thread with screens it does not show (fetching every
 * chunk at start delayed the first paint). Returns a cancel function for effects.
 */
export function preloadNextLikelyPage(pathname: string): () => void {
  const next = NEXT_LIKELY[pathname];
  if (next === undefined) return () => {};
  const load = (): void => void loaders[next]().catch(() => {});
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 4_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 1_500);
  return () => window.clearTimeout(timer);
}

function page(key: PageKey) {
  const Page = lazyPages[key];
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** The routes of spec §2 (plus /daily, issue 17): the root layout's screens, then /redirect and the catch-all. */
export const ROUTES: readonly { path: string; element: React.ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/shop', element: page('shop') },
  { path: '/buy', element: page('buy') },
  { path: '/settings', element: page('settings') },
  { path: '/game', element: page('game') },
  { path: '/profile', element: page('profile') },
  { path: '/daily', element: page('daily') },
  { path: '/privacy', element: page('privacy') },
  // Solo modes (issue 14); /map is the spec's other name for the Adventure map.
  { path: '/endless', element: page('endless') },
  { path: '/adventure', element: page('adventure') },
  { path: '/map', element: page('adventure') },
  { path: '/redirect', element: page('redirect') },
  { path: '*', element: page('notFound') },
];
