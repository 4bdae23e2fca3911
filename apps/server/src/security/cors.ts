import type { IncomingMessage } from 'node:http';
import { API_PATH } from '@goalguessr/protocol';

/**
 * The origins of the native app's WebView (Capacitor: `https://localhost` on Android, `capacitor://localhost`
 * on iOS): the app calls the match server from there, so production allows them by default.
 */
export const NATIVE_APP_ORIGINS: readonly string[] = ['https://localhost', 'capacitor://localhost'];

/**
 * Who may call the cross-origin routes from a browser: `any` origin (development: the Vite dev server and the
 * preview run on other ports), or a list — production's default being the native app's origins, widened by
 * `CORS_ORIGINS`. The server's own origin is always allowed.
 */
export type CorsPolicy = 'any' | { origins: readonly string[] };

/** Headers every HTTP answer carries: never framed (clickjacking), no referrer leaves the app, no sniffing. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The only routes a page of another origin (the native app's WebView, the dev server) may call: matchmaking
 * (`/<matchmakeRoute>/…`) and the app's API under `/api/` (the friend-code look-up, the ladder, the daily
 * card). Everything else — the app's pages and assets, health, metrics — answers no CORS.
 */
export function isCrossOriginRoute(path: string, matchmakeRoute: string): boolean {
  return path.startsWith(`/${matchmakeRoute}/`) || path.startsWith(`${API_PATH}/`);
}

/**
 * The CORS headers of an answer to `req` on a cross-origin route: the request's own origin when it may read the
 * answer (never `*`, never credentials: no cookie is involved), else nothing, so the browser refuses.
 */
export function corsHeadersFor(req: IncomingMessage, policy: CorsPolicy): Record<string, string> {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !originAllowed(origin, req.headers.host, policy))
    return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, X-Requested-With',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}

function originAllowed(origin: string, host: string | undefined, policy: CorsPolicy): boolean {
  if (policy === 'any') return true;
  if (policy.origins.includes(origin)) return true;
  // the server's own origin (a same-origin POST still carries Origin)
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
