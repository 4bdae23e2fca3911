import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  API_PATHS,
  matchEndingRequestSchema,
  type ApiErrorCode,
  type MatchEndingResponse,
} from '@goalguessr/protocol';
import type { Clock } from '../clock';
import {
  ApiError,
  DEFAULT_API_LIMITS,
  RequestBudget,
  parse,
  readJson,
  type ApiLimits,
} from '../ladder/api-route';
import type { Ladder } from '../ladder/ladder';
import type { RefusalLog } from '../security/refusal-log';
import type { MatchEndings } from './match-endings';

/**
 * `POST /api/match/ending` with `{ playerId, secret, roomId }` (issue 25): how the duel in that room ended for a
 * device that could not get back into its seat — `finished`/`forfeit` with its outcome, `void`, `running` (the
 * room is still open: ask again) or `none` (no room and nothing recorded: the server stopped mid-match, so the
 * match is void). Only a player who proves their id with its secret gets an answer, and only about a match they
 * were seated in (any other room answers `none`). Rate-limited per address like the ladder's API (429 with
 * `Retry-After`); errors are `{ "error": ApiErrorCode }`: 401 `identity_invalid`, 404 `unknown_player`, 503
 * `unavailable` (the database did not answer: the device keeps the match pending and asks again).
 */
export function matchEndingRoute(
  endings: MatchEndings,
  ladder: Ladder,
  /** whether a room with this id is still listed (on any process: the matchmaker's driver) */
  roomListed: (roomId: string) => Promise<boolean>,
  clock: Clock,
  refusals: RefusalLog,
  limits: ApiLimits = DEFAULT_API_LIMITS,
): (req: IncomingMessage, res: ServerResponse, address: string) => boolean {
  const budget = new RequestBudget(limits);
  const answer = async (req: IncomingMessage): Promise<MatchEndingResponse> => {
    if (req.method !== 'POST') throw new ApiError(405, 'method_not_allowed');
    const { playerId, secret, roomId } = parse(matchEndingRequestSchema, await readJson(req));
    const verdict = await ladder.verify({ playerId, secret });
    if (verdict === 'identity_invalid') throw new ApiError(401, 'identity_invalid');
    if (verdict === 'unknown') throw new ApiError(404, 'unknown_player');
    const recorded = await endings.endingFor(roomId, playerId);
    if (recorded !== null) return recorded;
    return (await roomListed(roomId)) ? { ending: 'running' } : { ending: 'none' };
  };

  return (req, res, address) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path !== API_PATHS.matchEnding) return false;
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      if (res.headersSent) return;
      res.writeHead(status, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
    };
    const refused = (code: ApiErrorCode): void => refusals.refused(`address ${address}`, 'api', code);
    const waitSeconds = budget.take(address, clock.now());
    if (waitSeconds > 0) {
      refused('rate_limited');
      req.resume();
      reply(429, { error: 'rate_limited' }, { 'retry-after': String(waitSeconds) });
      return true;
    }
    answer(req).then(
      (body) => reply(200, body),
      (error: unknown) => {
        if (error instanceof ApiError) {
          if (error.status === 413) res.on('finish', () => req.socket.destroy());
          refused(error.code);
          reply(error.status, { error: error.code }, error.status === 405 ? { allow: 'POST' } : {});
          return;
        }
        refusals.refused(`address ${address}`, 'api', `database failed ${String(error)}`.slice(0, 120));
        reply(503, { error: 'unavailable' });
      },
    );
    return true;
  };
}
