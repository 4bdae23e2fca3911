import type { IncomingMessage, ServerResponse } from 'node:http';
import { FRIEND_LOOKUP_PATH } from '@goalguessr/protocol';
import type { Clock } from '../clock';
import type { RefusalLog } from '../security/refusal-log';
import type { FriendCodes } from './friend-codes';

/**
 * `GET /friend/<code>`: the room of a private duel, by its code (see `FriendCodes.lookup` for the answers).
 * Served before Colyseus' router because the per-address allowance needs the client address. Anything else
 * is left to the next handler (false).
 */
export function friendLookupRoute(
  codes: FriendCodes,
  refusals: RefusalLog,
  clock: Clock,
): (req: IncomingMessage, res: ServerResponse, address: string) => boolean {
  const prefix = `${FRIEND_LOOKUP_PATH}/`;
  return (req, res, address) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '';
    if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith(prefix)) return false;
    const typed = decodeURIComponentSafe(url.slice(prefix.length).split('?')[0] ?? '');
    // (CORS and the security headers are set on `res` by the request guard)
    const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };
    codes.lookup(typed, address, clock.now()).then(
      (result) => {
        if (!result.ok) refusals.refused(`address ${address}`, 'friend', result.error);
        res.writeHead(result.status, headers);
        res.end(JSON.stringify(result.ok ? result.body : { error: result.error }));
      },
      (error: unknown) => {
        refusals.refused(`address ${address}`, 'friend', `lookup failed ${String(error)}`.slice(0, 120));
        res.writeHead(503, headers);
        res.end(JSON.stringify({ error: 'unavailable' }));
      },
    );
    return true;
  };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
