import {
  BOT_ANSWER_DELAY_MS,
  BOT_WAIT_MS,
  ENERGY_DRINK_BONUS_MS,
  MATCH_CONNECTING_MS,
  MATCH_PREPARE_MS,
  MATCH_VERIFYING_MS,
  RECONNECTION_WINDOW_MS,
  ROUND_DURATION_MS,
  ROUND_REVEAL_MS,
  type PowerUpId,
  type Question,
  type Rng,
  type TournamentId,
} from '@goalguessr/game-core';
import type { ServerMessagePayloads, ServerMessageType } from '@goalguessr/protocol';

/** Every timer of a duel, in ms. Production uses the game-core constants; tests shorten them. */
export interface DuelTimings {
  /** searching alone this long brings in a bot; `Infinity` disables bots */
  botWaitMs: number;
  connectingMs: number;
  verifyingMs: number;
  prepareMs: number;
  roundDurationMs: number;
  revealMs: number;
  energyDrinkBonusMs: number;
  reconnectionWindowMs: number;
  botAnswerDelayMs: { readonly min: number; readonly max: number };
}

export const DEFAULT_TIMINGS: Readonly<DuelTimings> = {
  botWaitMs: BOT_WAIT_MS,
  connectingMs: MATCH_CONNECTING_MS,
  verifyingMs: MATCH_VERIFYING_MS,
  prepareMs: MATCH_PREPARE_MS,
  roundDurationMs: ROUND_DURATION_MS,
  revealMs: ROUND_REVEAL_MS,
  energyDrinkBonusMs: ENERGY_DRINK_BONUS_MS,
  reconnectionWindowMs: RECONNECTION_WINDOW_MS,
  botAnswerDelayMs: BOT_ANSWER_DELAY_MS,
};

/**
 * A player's recently seen footballers as entry indices, worked out when the match's cards are drawn, not when the
 * player joins (issue 29): a player waits seconds for an opponent, and an array of up to RECENT_PLAYERS_LIMIT
 * numbers kept that long outlived two young collections and filled the old generation (~7 % of what a server of
 * 10,000 players promoted). The room's reader unpacks the join's packed string (`rooms/recent-ids.ts`), which it
 * holds anyway.
 */
export type RecentFootballers = () => ArrayLike<number>;

const NO_INDICES: readonly number[] = Object.freeze([]);

/** No recent footballers: a bot's, and a seat's once the cards are drawn. */
export const NO_RECENT: RecentFootballers = () => NO_INDICES;

/** A player (or the bot) as it enters a duel, join options already checked. */
export interface ParticipantInit {
  /** the Colyseus sessionId, or BOT_PARTICIPANT_ID */
  id: string;
  isBot: boolean;
  username: string;
  shirt: string;
  cleat: string;
  /**
   * the footballers this player saw recently (up to RECENT_PLAYERS_LIMIT), **oldest first**, as the question
   * source's entry indices (`QuestionSource.footballers`); none for a bot. Read once, when the cards are drawn
   * (`RecentFootballers`)
   */
  recent: RecentFootballers;
  /** power-ups owned at join */
  powerUps: Readonly<Record<PowerUpId, number>>;
  /** the Glicko-2 rating entered with (a person's sent rating, 1500 when none; the bot's strength) */
  rating: number;
  /** that rating's deviation (RD) */
  ratingDeviation: number;
  /** the player's level as sent (shown in the VS intro), 0 when not sent; a bot mirrors its opponent's */
  level: number;
  /** a bot's chance of answering right (game-core `botStrengthFor`); absent for a person */
  botAccuracy?: number;
}

/**
 * Gives the five questions of a match; `exclude` holds the footballers both players saw recently, oldest first, as
 * entry indices of `footballers` (game-core `GenerateOptions.excludeIndices`).
 */
export type QuestionSource = ((input: {
  tier: TournamentId;
  rng: Rng;
  exclude: ArrayLike<number>;
}) => readonly Question[]) & {
  /**
   * The footballers the source can exclude, by index. A join's recent ids are mapped to these once, when it is
   * admitted, and cross the seat reservation as them (issue 29: each id string was hashed four times on its way to
   * the bank). Absent: the source knows no footballer, and a join's recent ids are dropped (test sources).
   */
  readonly footballers?: FootballerIndex;
};

/** A question source's footballers, each by its entry index in the source's bank (game-core `QuestionBank.indexOf`). */
export interface FootballerIndex {
  /** how many: every index is below it */
  readonly size: number;
  /**
   * Names the list indexed, the same in every process of one dataset build (`fingerprintOf`): an index made by a
   * process of another build would name another footballer. Of JSON-safe characters, without `:`.
   */
  readonly fingerprint: string;
  /** a footballer id's index, -1 for an id the source does not know */
  indexOf(id: string): number;
}

/** A message for one participant. The room drops messages addressed to the bot. */
export type SendEffect = {
  [K in ServerMessageType]: { kind: 'send'; to: string; type: K; payload: ServerMessagePayloads[K] };
}[ServerMessageType];

/**
 * What the room must do after an engine call. State changes are not effects: the room copies the engine's
 * snapshot into its Schema state after every call.
 */
export type DuelEffect =
  | SendEffect
  /** a bot took the free seat: lock the room against matchmaking */
  | { kind: 'bot_joined' }
  /** two participants are seated: record the pairing wait */
  | { kind: 'paired'; waitMs: number }
  /** the match is over (finished or void): lock the room, close it after a grace period */
  | { kind: 'ended' };
