import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

import HomePage from '../pages/HomePage';

type PageModule = { default: ComponentType };

/** Every screen but Home is its own chunk; all are fetched in the background once the app has started. */
const loaders = {
  shop: () => import('../pages/ShopPage'),
  buy: () => import('../pages/BuyPage'),
  settings: () => import('../pages/SettingsPage'),
  game: () => import('../pages/GamePage'),
  profile: () => import('../pages/ProfilePage'),
  daily: () => import('../pages/DailyPage'),
  privacy: () => import('../pages/PrivacyPage'),
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
  redirect: lazy(loaders.redirect),
  notFound: lazy(loaders.notFound),
};

/** Starts fetching every screen chunk so later navigations do not wait. */
export function preloadPages(): void {
  for (const load of Object.values(loaders)) void load();
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
  { path: '/redirect', element: page('redirect') },
  { path: '*', element: page('notFound') },
];
