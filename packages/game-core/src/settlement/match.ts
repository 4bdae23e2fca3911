import type { TournamentId } from '../constants';
import type { EntryFeeReason } from '../economy/tickets';
import { payEntryFee, refundEntryFee } from '../economy/tickets';
import { matchExperience, matchRewardCoins } from '../match/scoring';
import type { OpenMatch, PlayerRecord } from '../player/types';
import { isSavedId } from '../player/validate';
import { applyMatchResult } from '../progress/stats';
import { withServerRatings } from '../ladder/record';
import type { Rating } from '../rating/glicko2';
import type { Result } from '../result';
import { fail, ok } from '../result';

export type OpenMatchReason = EntryFeeReason | 'match_already_open' | 'invalid_attempt_id';

/**
 * Play: pays the tournament's entry fee (`payEntryFee`: refill first, `not_enough_tickets` when short) and
 * records the attempt as the open match, in one new record, so a fee is never paid without a match to settle.
 * `match_already_open` while another match is open (settle it first, see `settleMatch` kind `abandoned`);
 * `invalid_attempt_id` unless the id is a saved id (`isSavedId`).
 */
export function openMatch(
  record: PlayerRecord,
  tournament: string,
  attemptId: string,
  nowMs: number,
): Result<PlayerRecord, OpenMatchReason> {
  if (record.openMatch !== null) return fail('match_already_open');
  if (!isSavedId(attemptId)) return fail('invalid_attempt_id');
  const paid = payEntryFee(record, tournament, nowMs);
  if (!paid.ok) return paid;
  const open: OpenMatch = {
    attemptId,
    tournament: tournament as TournamentId,
    matchId: null,
    paired: false,
    reconnectionToken: null,
  };
  return ok({ ...paid.state, openMatch: open });
}

/**
 * Notes what the match server told about the open attempt: its room id once joined (a new one when the search
 * moved to another room), the seat's reconnection token (issue 25: a reload rejoins with it), and that an
 * opponent was found (from then on leaving is a loss, not a refund; `paired` never goes back to false). Returns
 * the same record when nothing changes, so nothing is saved. `not_open` when `attemptId` is not the open match;
 * `invalid_match_id` for a room id or token that is not a saved id.
 */
export function markMatchJoined(
  record: PlayerRecord,
  attemptId: string,
  change: { readonly matchId?: string; readonly paired?: true; readonly reconnectionToken?: string },
): Result<PlayerRecord, 'not_open' | 'invalid_match_id'> {
  const open = record.openMatch;
  if (open === null || open.attemptId !== attemptId) return fail('not_open');
  if (change.matchId !== undefined && !isSavedId(change.matchId)) return fail('invalid_match_id');
  if (change.reconnectionToken !== undefined && !isSavedId(change.reconnectionToken))
    return fail('invalid_match_id');
  const matchId = change.matchId ?? open.matchId;
  const paired = open.paired || change.paired === true;
  const reconnectionToken = change.reconnectionToken ?? open.reconnectionToken;
  if (matchId === open.matchId && paired === open.paired && reconnectionToken === open.reconnectionToken)
    return ok(record);
  return ok({ ...record, openMatch: { ...open, matchId, paired, reconnectionToken } });
}

/** What this player did in a match that ended without the server's result. */
export interface MatchPlay {
  readonly correct: number;
  readonly incorrect: number;
  readonly points: number;
  /** footballer ids shown in the match */
  readonly seenPlayerIds: readonly string[];
}

/**
 * How a match ended:
 * - `result`: the server's result, after all rounds or decided early on the score (outcome, rewards and
 *   experience as the server decided them, checked by `applyMatchResult`);
 * - `forfeit`: the player left, or could not come back in time: a loss with the loss reward
 *   (`matchRewardCoins`, `matchExperience`) once paired, a refund before;
 * - `abandoned`: found still open when the app starts again (a reload or a closed tab mid-match): a loss
 *   with nothing played counted once paired, a refund before;
 * - `void`: the server voided the match (shutdown, lost server) — it does not count: refund;
 * - `not_started`: never paired (search cancelled, join refused, connection lost while searching): refund.
 */
export type MatchSettlement =
  | ({ readonly kind: 'result'; readonly outcome: 'win' | 'lose' | 'draw' } & MatchPlay & {
        readonly rewardCoins: number;
        readonly experience: number;
        /**
         * the tournament's rating after this match as the server keeps it (issue 27: the server rates every match
         * it decides with game-core's Glicko-2); absent when the server could not say, then the device's stays
         */
        readonly serverRating?: Rating;
      })
  | ({ readonly kind: 'forfeit' } & MatchPlay)
  | { readonly kind: 'abandoned' }
  | { readonly kind: 'void' }
  | { readonly kind: 'not_started' };

export type SettleMatchReason = 'not_open' | 'invalid_result' | 'unknown_tournament' | 'invalid_time';

/** Whether a settlement of the open match pays the fee back (true) or counts the match (false). */
export function settlementRefunds(open: OpenMatch, settlement: MatchSettlement): boolean {
  switch (settlement.kind) {
    case 'result':
      return false;
    case 'forfeit':
    case 'abandoned':
      return !open.paired;
    case 'void':
    case 'not_started':
      return true;
  }
}

/**
 * Settles the open match `attemptId` (see `MatchSettlement`) and closes it in the same new record, so a
 * match pays out (result, loss or refund) exactly once: a second settlement of the same attempt, or one for
 * an attempt that is not open, is `not_open` and changes nothing. A refund is `refundEntryFee` (capped at
 * maxTickets); a counted match is `applyMatchResult` (`invalid_result` for a result it refuses).
 *
 * The skill rating of the match's tournament is the server's (issue 27): a `result` that carries the server's
 * rating after the match puts it in the record; nothing else moves the rating on the device (a forfeit's loss is
 * counted by the server and reaches the device with the next rating it reads, e.g. the leaderboard).
 */
export function settleMatch(
  record: PlayerRecord,
  attemptId: string,
  settlement: MatchSettlement,
  nowMs: number,
): Result<PlayerRecord, SettleMatchReason> {
  const open = record.openMatch;
  if (open === null || open.attemptId !== attemptId) return fail('not_open');
  const closed: PlayerRecord = { ...record, openMatch: null };
  if (settlementRefunds(open, settlement)) return refundEntryFee(closed, open.tournament, nowMs);
  const play: MatchPlay =
    settlement.kind === 'result' || settlement.kind === 'forfeit'
      ? settlement
      : { correct: 0, incorrect: 0, points: 0, seenPlayerIds: [] };
  const counted = applyMatchResult(
    closed,
    settlement.kind === 'result'
      ? settlement
      : {
          ...play,
          outcome: 'lose',
          rewardCoins: matchRewardCoins(open.tournament, 'lose'),
          experience: matchExperience('lose', play.correct),
        },
  );
  if (!counted.ok) return counted;
  if (settlement.kind !== 'result' || settlement.serverRating === undefined) return counted;
  return ok(withServerRatings(counted.state, { [open.tournament]: settlement.serverRating }));
}
