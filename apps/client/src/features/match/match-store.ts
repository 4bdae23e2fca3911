import type { PowerUpId, TournamentId } from '@goalguessr/game-core';
import type {
  AnswerResultPayload,
  DuelPlayerStateShape,
  MatchPhase,
  PowerUpRefusalReason,
  ResultPayload,
  RoundEndPayload,
  RoundStartPayload,
  RoundSummary,
  VoidReason,
} from '@goalguessr/protocol';
import { create } from 'zustand';

import type { JoinFailureCode } from '../../net/match-connection';

/**
 * Which screen the match shows.
 * - `idle`: nothing started; `starting`: network check, fee, join under way
 * - `offline`: "Internet connection required"; `no_tickets`: the entry fee is not covered
 * - `join_failed`: the server refused or the connection was lost before pairing (fee refunded)
 * - `lobby`: searching … preparing; `playing`: rounds and reveals
 * - `result`: the server's result; `void`: the match will not count (fee refunded)
 * - `forfeited`: this player left, or the reconnection window ran out (counted as a loss)
 */
export type MatchStage =
  | 'idle'
  | 'starting'
  | 'offline'
  | 'no_tickets'
  | 'join_failed'
  | 'lobby'
  | 'playing'
  | 'result'
  | 'void'
  | 'forfeited';

/** What the player earned, as saved into the player record once. */
export interface MatchRewards {
  coins: number;
  experience: number;
}

/** A message shown briefly over the question (power-up refusals). */
export type MatchNotice = 'not_enough_power_ups' | PowerUpRefusalReason;

export interface MatchStoreState {
  stage: MatchStage;
  tournament: TournamentId | null;
  joinFailure: JoinFailureCode | 'connection_lost' | null;
  /** server phase mirrored from the room state */
  phase: MatchPhase;
  estimatedWaitMs: number;
  me: DuelPlayerStateShape | null;
  opponent: DuelPlayerStateShape | null;
  /** server clock minus local clock, from the last round start or sync */
  clockOffsetMs: number;
  /** the running (or just revealed) round */
  round: RoundStartPayload | null;
  /** option indexes removed by this player's whistle in the running round */
  removedOptions: number[];
  /** the option sent, before the server answered */
  pendingOption: number | null;
  answerResult: AnswerResultPayload | null;
  roundEnd: RoundEndPayload | null;
  closedRounds: RoundSummary[];
  /** the round the "opponent may end the match" warning is about */
  warningRound: number | null;
  /** uses left in this match per power-up (limit and inventory at join) */
  powerUpsLeftInMatch: Record<PowerUpId, number>;
  /** power-ups confirmed in the running round */
  powerUpsUsedThisRound: PowerUpId[];
  pendingPowerUp: PowerUpId | null;
  notice: MatchNotice | null;
  /** the socket is down and the SDK is retrying */
  reconnecting: boolean;
  droppedAtMs: number | null;
  paused: boolean;
  result: ResultPayload | null;
  rewards: MatchRewards | null;
  voidReason: VoidReason | 'connection_closed' | null;
}

export const INITIAL_MATCH_STATE: MatchStoreState = {
  stage: 'idle',
  tournament: null,
  joinFailure: null,
  phase: 'searching',
  estimatedWaitMs: 0,
  me: null,
  opponent: null,
  clockOffsetMs: 0,
  round: null,
  removedOptions: [],
  pendingOption: null,
  answerResult: null,
  roundEnd: null,
  closedRounds: [],
  warningRound: null,
  powerUpsLeftInMatch: { golden_shot: 0, energy_drink: 0, whistle: 0 },
  powerUpsUsedThisRound: [],
  pendingPowerUp: null,
  notice: null,
  reconnecting: false,
  droppedAtMs: null,
  paused: false,
  result: null,
  rewards: null,
  voidReason: null,
};

/** The match as the screens see it; written only by match-session. */
export const useMatchStore = create<MatchStoreState>()(() => INITIAL_MATCH_STATE);
