const LAYOUT_PATHS = [
  '/',
  '/shop',
  '/buy',
  '/settings',
  '/game',
  '/profile',
  '/privacy',
  '/endless',
  '/adventure',
  '/map',
] as const;

/**
 * The destination of `/redirect?to=…`: only paths of the root layout (with their query) are accepted, so the
 * page can never send the player to another site or loop on itself. Anything else gives Home.
 */
export function redirectTarget(search: string): string {
  const to = new URLSearchParams(search).get('to');
  if (!to?.startsWith('/') || to.startsWith('//')) return '/';
  const url = new URL(to, 'http://app.invalid');
  return (LAYOUT_PATHS as readonly string[]).includes(url.pathname) ? `${url.pathname}${url.search}` : '/';
}
