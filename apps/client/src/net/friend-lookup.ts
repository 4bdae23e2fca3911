import type { TournamentId } from '@goalguessr/game-core';
import {
  FRIEND_LOOKUP_ERROR_CODES,
  FRIEND_LOOKUP_PATH,
  type FriendLookupErrorCode,
  type FriendLookupResponse,
} from '@goalguessr/protocol';

import { matchServerUrl } from './config';

/**
 * What a code look-up gave: the private duel to join (and who made it, when the server may name them), or why
 * not (`unreachable`: no answer from the server).
 */
export type FriendLookup =
  | { ok: true; roomId: string; tournament: TournamentId; expiresAtMs: number; hostName?: string }
  | { ok: false; error: FriendLookupErrorCode | 'unreachable' };

const KNOWN_ERRORS: ReadonlySet<string> = new Set(FRIEND_LOOKUP_ERROR_CODES);

/** Asks the match server which private duel a (normalized) friend code opens: `GET /api/friend/<code>`. */
export async function lookupFriendCode(code: string, fetchImpl: typeof fetch = fetch): Promise<FriendLookup> {
  let response: Response;
  try {
    response = await fetchImpl(`${matchServerUrl()}${FRIEND_LOOKUP_PATH}/${encodeURIComponent(code)}`, {
      cache: 'no-store',
    });
  } catch {
    return { ok: false, error: 'unreachable' };
  }
  const body = (await response.json().catch(() => null)) as
    (Partial<FriendLookupResponse> & { error?: unknown }) | null;
  if (response.ok && typeof body?.roomId === 'string' && typeof body.tournament === 'string') {
    return {
      ok: true,
      roomId: body.roomId,
      tournament: body.tournament,
      expiresAtMs: typeof body.expiresAtMs === 'number' ? body.expiresAtMs : 0,
      // a server older than the field, or a hidden name: none
      ...(typeof body.hostName === 'string' && body.hostName !== '' ? { hostName: body.hostName } : {}),
    };
  }
  const error = typeof body?.error === 'string' && KNOWN_ERRORS.has(body.error) ? body.error : 'unreachable';
  return { ok: false, error: error as FriendLookupErrorCode | 'unreachable' };
}
