import type { Clue, MatchOutcome, OptionFacts, PowerUpId, TournamentId } from '@goalguessr/game-core';
import type { LadderResult } from './api';
import type { MatchErrorCode, PowerUpRefusalReason, VoidReason } from './errors';
import type { ConnectionStatus, MatchPhase } from './messages';

/**
 * One option of a round as a client sees it: an opaque token, drawn at random for this round only (it says
 * nothing about the footballer, and the same footballer gets another token in another round), and the name
 * to show. The client answers with the token.
 */
export interface RoundOption {
  token: string;
  name: string;
}

/** Times are server epoch milliseconds; `serverNowMs` lets the client correct for its own clock. */
export interface RoundStartPayload {
  roundIndex: number;
  totalRounds: number;
  /**
   * the clue stages already out, in order (game-core CLUE_STAGES: profile, World Cups, clubs, shirt numbers,
   * nation): the opening stage in `match:round_start`, every stage out so far in `match:sync`. Later stages
   * come as `match:clue` at their time, never earlier.
   */
  clues: Clue[][];
  /** server epoch ms at which each stage comes out (the schedule only: no clue is in it) */
  clueRevealAtMs: number[];
  /** the options in display order (shuffled by the server); nothing here says which one is right */
  options: RoundOption[];
  roundStartedAtMs: number;
  /** this player's deadline (an energy drink moves it later) */
  deadlineAtMs: number;
  serverNowMs: number;
  /** tokens of the options this player's whistle removed (only in `match:sync`) */
  removedOptionTokens: string[];
}

/** A further clue stage of the running round, sent to both players at its time. */
export interface CluePayload {
  roundIndex: number;
  /** index into CLUE_STAGES (1 … 4; stage 0 is in `match:round_start`) */
  stage: number;
  /** the stage's clues (none when the card has nothing of that kind, e.g. no club on record) */
  clues: Clue[];
}

/**
 * Why a card report was refused; `not_saved`: the server could not write it (a full disk, say), so it was not
 * sent and the player may try again.
 */
export type ReportRefusalReason = 'round_not_closed' | 'already_reported' | 'too_many_reports' | 'not_saved';

/** Reply to `match:report`. */
export type ReportResultPayload =
  { ok: true; roundIndex: number } | { ok: false; roundIndex: number; reason: ReportRefusalReason };

/** How a player's round ended. */
export type AnswerKind = 'answered' | 'golden_shot' | 'timeout';

/** This player's own round result; sent once per round, after their answer, golden shot or deadline. */
export interface AnswerResultPayload {
  roundIndex: number;
  kind: AnswerKind;
  /** token of the option picked, null for golden shot or timeout */
  optionToken: string | null;
  correct: boolean;
  /** token and name of the right option: the first time this player learns which one it was */
  correctToken: string;
  correctName: string;
  /** footballer id of the answer (for the recently-seen list), sent once the round is over for this player */
  answerId: string;
  /** points earned this round (0 when wrong) */
  points: number;
  /** time from the round start to the answer, null on timeout */
  answerTimeMs: number | null;
}

/** One player's part of a closed round. */
export interface RoundAnswer {
  sessionId: string;
  kind: AnswerKind;
  /** token of the picked option (of that round), null for golden shot or timeout */
  optionToken: string | null;
  /** name of the picked option, null for golden shot or timeout */
  optionName: string | null;
  correct: boolean;
  points: number;
  answerTimeMs: number | null;
  powerUpsUsed: PowerUpId[];
}

/** A closed round, as shown on the reveal and in the result. */
export interface RoundSummary {
  roundIndex: number;
  correctToken: string;
  correctName: string;
  /** footballer id of the answer */
  answerId: string;
  options: RoundOption[];
  /** every clue of the answer's card, stage after stage, now that the round is closed */
  clues: Clue[];
  /**
   * nation, position and birth year of each option, keyed by the option's token of this round: the reveal
   * says why a wrong pick was wrong
   */
  optionFacts: Record<string, OptionFacts>;
  answers: RoundAnswer[];
}

/** Both players' results for the round; sent to both when the round closes. */
export interface RoundEndPayload extends RoundSummary {
  /** correct answers so far, by sessionId */
  correctCount: Record<string, number>;
  /** points so far, by sessionId */
  points: Record<string, number>;
  /** when the next card (or the result) comes */
  nextAtMs: number;
}

export type PowerUpResultPayload =
  | {
      ok: true;
      roundIndex: number;
      powerUp: PowerUpId;
      /** uses of this power-up left in the match (limit and inventory) */
      remainingInMatch: number;
      /** energy drink: the new deadline */
      deadlineAtMs?: number;
      /** whistle: token of the wrong option removed */
      removedOptionToken?: string;
    }
  | {
      ok: false;
      roundIndex: number | null;
      powerUp: PowerUpId | null;
      code: 'power_up_not_allowed';
      reason: PowerUpRefusalReason;
    };

export interface WarningPayload {
  kind: 'opponent_may_end_match';
  /** the round the warning is about */
  roundIndex: number;
}

/** Why the match ended. */
export type MatchEndReason = 'completed' | 'decided_early' | 'forfeit';

export interface ResultPlayer {
  sessionId: string;
  username: string;
  isBot: boolean;
  correctCount: number;
  points: number;
}

/** The end of the match, from the receiving player's side. */
export interface ResultPayload {
  outcome: MatchOutcome;
  reason: MatchEndReason;
  /** sessionId of the player who forfeited, when reason is `forfeit` */
  forfeitedBy: string | null;
  tournament: TournamentId;
  me: ResultPlayer;
  opponent: ResultPlayer;
  /** every played round with both answers and the correct names */
  rounds: RoundSummary[];
  totalRounds: number;
  rewardCoins: number;
  experience: number;
  /**
   * the ladder (issue 27): whether the match counted and this player's rating after it, as the server keeps it
   * (the device shows this one); absent or null when the server could not tell (the device keeps its rating)
   */
  ladder?: LadderResult | null;
}

export interface VoidPayload {
  reason: VoidReason;
}

export interface ErrorPayload {
  code: MatchErrorCode;
  /** the refused message's type */
  type: string;
}

/** After a reconnection: the running round (if any) and this player's part of it, plus closed rounds. */
export interface SyncPayload {
  phase: MatchPhase;
  round: RoundStartPayload | null;
  /** this player's result in the running round, when already known */
  answerResult: AnswerResultPayload | null;
  closedRounds: RoundSummary[];
  /** uses left in the match, per power-up */
  powerUpsRemaining: Record<PowerUpId, number>;
  /** the result, when the match ended while this player was away */
  result: ResultPayload | null;
}

/** `friend:code`: to the host of a private duel (on join and after a reconnection). */
export interface FriendCodePayload {
  /** FRIEND_CODE_LENGTH symbols of FRIEND_CODE_ALPHABET (game-core); shown as `ABCD-2345` */
  code: string;
  tournament: TournamentId;
  /** server epoch ms when the code stops working and the duel becomes void (`friend_expired`) */
  expiresAtMs: number;
  serverNowMs: number;
}

/**
 * `GET /api/friend/<code>` answered 200: the room to join by id (with `friendCode` in the join options).
 * `hostName` (added in protocol 4, optional so older clients and servers still agree): the username of the player
 * who made the code, for "Kaka22 invited you to a duel"; absent for a rematch's code, before the host has sat
 * down, or when the profanity filter refuses the name (the screen then says "A friend invited you…").
 */
export interface FriendLookupResponse {
  roomId: string;
  tournament: TournamentId;
  expiresAtMs: number;
  hostName?: string;
}

/**
 * `match:rematch_status`, to both players of a finished match against a person:
 * - `pending`: who accepted so far and when the offer lapses (REMATCH_WINDOW_MS after the first accept);
 * - `ready`: both accepted: join the new private duel (`roomId`, with `friendCode: code`) and pay its fee;
 * - `ended`: `declined`, `left` (a player left the room), `lapsed`, or `failed` (the duel could not be made).
 */
export type RematchStatusPayload =
  | { status: 'pending'; acceptedBy: string[]; expiresAtMs: number; serverNowMs: number }
  | { status: 'ready'; roomId: string; code: string; tournament: TournamentId }
  | { status: 'ended'; reason: 'declined' | 'left' | 'lapsed' | 'failed' };

/**
 * `match:move`: a seat reserved for this player in another waiting player's room (Colyseus' seat reservation, as
 * matchmaking answers it: the room, its process, the new session id, and the process's public address with
 * Redis). The client takes it with `client.consumeSeatReservation(reservation)`, then leaves its room.
 */
export interface MovePayload {
  reservation: {
    name: string;
    roomId: string;
    processId: string;
    sessionId: string;
    publicAddress?: string;
  };
}

/** Payload type of each server message, by name. */
export interface ServerMessagePayloads {
  'match:round_start': RoundStartPayload;
  'match:clue': CluePayload;
  'match:report_result': ReportResultPayload;
  'match:answer_result': AnswerResultPayload;
  'match:round_end': RoundEndPayload;
  'match:power_up_result': PowerUpResultPayload;
  'match:warning': WarningPayload;
  'match:result': ResultPayload;
  'match:void': VoidPayload;
  'match:error': ErrorPayload;
  'match:sync': SyncPayload;
  'friend:code': FriendCodePayload;
  'match:rematch_status': RematchStatusPayload;
  'match:move': MovePayload;
}

/** The synchronized room state as the client sees it (Colyseus schema, decoded by reflection). */
export interface DuelPlayerStateShape {
  sessionId: string;
  username: string;
  shirt: string;
  cleat: string;
  /** a bot is always labelled; the client must show it */
  isBot: boolean;
  connection: ConnectionStatus;
  /** correct answers so far (updated when a round closes) */
  correctCount: number;
  points: number;
  /** whether this player has finished the running round; never whether they were right */
  answeredThisRound: boolean;
  /**
   * the Glicko-2 rating this player entered with, rounded: for a person the rating the server keeps (issue 27;
   * 1500 for a new player or a guest), for the bot its stated strength, the one the server rates the player against
   */
  rating: number;
  /** that rating's deviation (RD), rounded */
  ratingDeviation: number;
  /** the level the player joined with (a bot mirrors its opponent's); 0 when not sent */
  level: number;
}

export interface DuelStateShape {
  phase: MatchPhase;
  tournament: TournamentId;
  /** -1 before the first round */
  roundIndex: number;
  totalRounds: number;
  /** server epoch ms when the running round started / its base deadline; 0 outside rounds */
  roundStartedAtMs: number;
  roundDeadlineAtMs: number;
  /** matchmaking: estimated wait in ms, and when this room started searching */
  estimatedWaitMs: number;
  searchStartedAtMs: number;
  /** when the current phase ends (connecting/verifying/preparing/reveal), 0 if open-ended */
  phaseEndsAtMs: number;
  players: Map<string, DuelPlayerStateShape>;
}
