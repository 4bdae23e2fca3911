import { TOURNAMENT_IDS, type TournamentId } from '@goalguessr/game-core';

/** Reads the tournament id from `?tournament=`; unknown or missing ids give null. */
export function tournamentFromSearch(search: string): TournamentId | null {
  const id = new URLSearchParams(search).get('tournament');
  return TOURNAMENT_IDS.find((known) => known === id) ?? null;
}
