/** Where `npm start` / `vite` dev runs the match server (apps/server's default port). */
const DEV_MATCH_SERVER_PORT = 2567;

interface MatchServerEnv {
  VITE_MATCH_SERVER_URL?: string;
  /** the dev server's match server port when it is not the default (`SERVER_PORT=… npm start` sets it) */
  VITE_DEV_MATCH_SERVER_PORT?: string;
  /** Vite's dev-server flag */
  DEV?: boolean;
}

export const NATIVE_WITHOUT_SERVER =
  'This native build has no match server address: build it with VITE_MATCH_SERVER_URL (npm run build:native).';

/** True inside the Capacitor app shell (its bridge puts `Capacitor` on the window); no plugin import needed. */
function isNativeWebView(): boolean {
  const bridge = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}

/**
 * Where the match server lives. A build for another host sets `VITE_MATCH_SERVER_URL` (http(s):// or
 * ws(s)://, e.g. http://127.0.0.1:2567). Otherwise: the dev server (`npm start`) talks to the match server
 * on the same host at DEV_MATCH_SERVER_PORT; a production build uses its own origin (a reverse proxy in front).
 */
export function matchServerUrl(
  env: MatchServerEnv = import.meta.env,
  location: Pick<Location, 'origin' | 'protocol' | 'hostname'> = window.location,
  nativeApp: boolean = isNativeWebView(),
): string {
  const configured = env.VITE_MATCH_SERVER_URL?.trim();
  if (configured !== undefined && configured !== '') {
    // The SDK takes an http(s) endpoint for matchmaking and derives the ws(s) one itself.
    return configured.replace(/^ws(s?):\/\//, 'http$1://').replace(/\/+$/, '');
  }
  // The native WebView's own origin (https://localhost, capacitor://localhost) is not a match server; the build
  // refuses to run without the address (vite.config.ts), this catches a web build copied into a native shell.
  if (nativeApp) throw new Error(NATIVE_WITHOUT_SERVER);
  if (env.DEV === true) {
    const port = env.VITE_DEV_MATCH_SERVER_PORT?.trim() || String(DEV_MATCH_SERVER_PORT);
    return `${location.protocol}//${location.hostname}:${port}`;
  }
  return location.origin;
}
