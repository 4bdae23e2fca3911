import {
  forgetServerIdentity,
  ok,
  withServerRatings,
  type Rating,
  type TournamentId,
} from '@goalguessr/game-core';

import { deleteMyServerData } from '../net/ladder-api';
import { isOnline } from '../platform/network';
import { usePlayerStore } from '../state/player-store';

/** How "Delete my data on the server" ended. */
export type DeleteServerDataOutcome =
  /** the server deleted every row about this player; the device forgot its player id and ratings */
  | 'deleted'
  /** the server holds nothing of this device (no duel played yet, or already deleted): the device forgets too */
  | 'nothing'
  | 'offline'
  /** the server could not be reached or refused (the player id is another device's): nothing changed */
  | 'failed';

/**
 * "Delete my data on the server" (issue 27): asks the server to delete every row about this player, then forgets
 * the player id and the ratings on the device (the next duel makes a new id). Coins, items and progress stay.
 */
export async function deleteServerData(): Promise<DeleteServerDataOutcome> {
  const identity = usePlayerStore.getState().record?.identity ?? null;
  if (identity === null) return 'nothing';
  if (!(await isOnline())) return 'offline';
  const answer = await deleteMyServerData(identity);
  const gone = answer.ok || answer.error === 'unknown_player';
  if (!gone) return 'failed';
  usePlayerStore.getState().apply((record) => ok(forgetServerIdentity(record)));
  return answer.ok ? 'deleted' : 'nothing';
}

/** The device shows the server's ratings (from the leaderboard's answer): saved when they differ. */
export function showServerRatings(ratings: Partial<Record<TournamentId, Rating | null>>): void {
  usePlayerStore.getState().apply((record) => ok(withServerRatings(record, ratings)));
}
