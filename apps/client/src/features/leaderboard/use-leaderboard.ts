import type { DeviceIdentity, TournamentId } from '@goalguessr/game-core';
import type { LeaderboardResponse, MeResponse } from '@goalguessr/protocol';
import { useCallback, useEffect, useState } from 'react';

import { showServerRatings } from '../../lib/ladder-actions';
import { fetchLeaderboard, fetchMyStanding, type LadderAnswer } from '../../net/ladder-api';
import { isOnline } from '../../platform/network';

/** Where the screen's data comes from: the match server (tests pass their own answers). */
export interface LeaderboardSource {
  online(): Promise<boolean>;
  board(tournament: TournamentId): Promise<LadderAnswer<LeaderboardResponse>>;
  me(identity: DeviceIdentity, tournament: TournamentId): Promise<LadderAnswer<MeResponse>>;
}

export const SERVER_LEADERBOARD: LeaderboardSource = {
  online: isOnline,
  board: (tournament) => fetchLeaderboard(tournament),
  me: (identity, tournament) => fetchMyStanding(identity, tournament),
};

/** What the Leaderboard screen shows: loading, no connection, a failure, or the board (and this player's part). */
export type LeaderboardView =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error' }
  | { status: 'ready'; board: LeaderboardResponse; me: MeResponse | null };

/**
 * Loads a tournament's board and, for a device with a player id, its own standing and head-to-head (the two at
 * once). The ratings the server sends are the ones the device shows from then on. `retry` loads again.
 */
export function useLeaderboard(
  tournament: TournamentId,
  identity: DeviceIdentity | null,
  source: LeaderboardSource = SERVER_LEADERBOARD,
): { view: LeaderboardView; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const playerId = identity?.playerId ?? null;
  const secret = identity?.secret ?? null;
  // what was asked; an answer to an older question (another tournament, before a retry) is not shown
  const key = `${tournament} ${playerId ?? '-'} ${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; view: LeaderboardView } | null>(null);

  useEffect(() => {
    let live = true;
    const show = (next: LeaderboardView): void => {
      if (live) setAnswer({ key, view: next });
    };
    void (async () => {
      if (!(await source.online())) return show({ status: 'offline' });
      const mine = playerId !== null && secret !== null ? source.me({ playerId, secret }, tournament) : null;
      const [board, me] = await Promise.all([source.board(tournament), mine]);
      if (!live) return;
      if (!board.ok) return show({ status: 'error' });
      // not registered yet (no duel) or deleted: the board without a standing
      const standing = me?.ok === true ? me.value : null;
      if (standing !== null) showServerRatings(standing.ratings);
      show({ status: 'ready', board: board.value, me: standing });
    })();
    return () => {
      live = false;
    };
  }, [key, tournament, playerId, secret, source]);

  const view: LeaderboardView = answer?.key === key ? answer.view : { status: 'loading' };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, retry };
}
