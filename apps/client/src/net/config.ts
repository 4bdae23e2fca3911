/**
 * Where the match server lives. Same origin by default (a reverse proxy in front of the web build); a build
 * for another host sets `VITE_MATCH_SERVER_URL` (http(s):// or ws(s)://, e.g. http://127.0.0.1:2567).
 */
export function matchServerUrl(
  env: { VITE_MATCH_SERVER_URL?: string } = import.meta.env as { VITE_MATCH_SERVER_URL?: string },
  origin: string = window.location.origin,
): string {
  const configured = env.VITE_MATCH_SERVER_URL?.trim();
  const base = configured !== undefined && configured !== '' ? configured : origin;
  // The SDK takes an http(s) endpoint for matchmaking and derives the ws(s) one itself.
  return base.replace(/^ws(s?):\/\//, 'http$1://').replace(/\/+$/, '');
}
