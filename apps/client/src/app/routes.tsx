import type { ReactElement } from 'react';

import { LazyPage } from './PageLoad';
import { APP_ROUTES, routeOf, type AppRoute } from './route-table';

function element({ page }: AppRoute): ReactElement {
  if ('component' in page) return <page.component />;
  return <LazyPage load={page.load} />;
}

/** The router's routes, from the route table: the root layout's screens, then /redirect and the catch-all. */
export const ROUTES: readonly { path: string; element: ReactElement }[] = APP_ROUTES.map((route) => ({
  path: route.path,
  element: element(route),
}));

/**
 * Fetches the chunk of the screen most likely opened next from `pathname` (the table's `next`), when the
 * browser is idle, so the first screen never shares the network or the main thread with screens it does not
 * show. Returns a cancel function for effects.
 */
export function preloadNextLikelyPage(pathname: string): () => void {
  const next = routeOf(pathname).next;
  const page = next === undefined ? undefined : routeOf(next).page;
  if (page === undefined || !('load' in page)) return () => {};
  const load = (): void => void page.load().catch(() => {});
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 4_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 1_500);
  return () => window.clearTimeout(timer);
}
