import { TOURNAMENT_IDS, normalizeFriendCode, type TournamentId } from '@goalguessr/game-core';

import type { FriendStart } from '../../net/match-connection';

/** Reads the tournament id from `?tournament=`; unknown or missing ids give null. */
export function tournamentFromSearch(search: string): TournamentId | null {
  const id = new URLSearchParams(search).get('tournament');
  return TOURNAMENT_IDS.find((known) => known === id) ?? null;
}

/**
 * A private duel named in the game page's query: `?friend=host` (host one: a code to share comes back) or
 * `?join=<code>&room=<room id>` (the friend's duel, as the code look-up found it). Undefined: a matched duel.
 */
export function friendFromSearch(search: string): FriendStart | undefined {
  const params = new URLSearchParams(search);
  if (params.get('friend') === 'host') return { kind: 'host' };
  const code = normalizeFriendCode(params.get('join') ?? '');
  const roomId = params.get('room') ?? '';
  if (code === null || !/^[A-Za-z0-9_-]{1,32}$/.test(roomId)) return undefined;
  return { kind: 'guest', code, roomId };
}
