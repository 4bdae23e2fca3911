import type {
  DeviceIdentity,
  EndingShown,
  PowerUpId,
  ServerEnding,
  TournamentId,
} from '@goalguessr/game-core';
import type {
  AnswerResultPayload,
  DuelPlayerStateShape,
  JoinOptionsInput,
  MatchPhase,
  PowerUpRefusalReason,
  RematchStatusPayload,
  ResultPayload,
  RoundEndPayload,
  RoundStartPayload,
  RoundSummary,
  VoidReason,
} from '@goalguessr/protocol';

import type {
  FriendStart,
  JoinFailureCode,
  JoinTarget,
  MatchStateView,
  ServerMessage,
} from '../../../net/match-connection';
import type { PlayEffect, PlayEvent, PlayStep } from '../../../lib/play/session';

/**
 * The duel's state, its events and what it asks the world to do: the types every concern of the duel reducer
 * (attempt, round, settlement, connection, rematch) shares. The reducer itself is `duel-reducer.ts`.
 */

/** How long a power-up refusal stays on screen (ms). */
export const NOTICE_MS = 2500;

/**
 * Which screen the match shows.
 * - `idle`: nothing started; `starting`: network check, fee, join under way
 * - `offline`: the device has no network; `no_tickets`: the entry fee is not covered
 * - `join_failed`: the server refused, was unreachable while the device is online, or the connection was lost
 *   before pairing (fee refunded)
 * - `lobby`: searching … preparing; `playing`: rounds and reveals
 * - `result`: the server's result; `void`: the match will not count (fee refunded)
 * - `forfeited`: this player left, or the reconnection window ran out (counted as a loss)
 * - `elsewhere`: the match is being played in another tab of this browser (one tab per match): nothing here
 * - `checking`: the seat could not be regained: the server is asked how the match ended (issue 25)
 * - `pending`: the server did not answer: the match stays open (no fee lost, no loss counted), asked again
 * - `ended_away`: the server said how it ended while this player was away (`awayShown`), now counted so
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
  | 'forfeited'
  | 'elsewhere'
  | 'checking'
  | 'pending'
  | 'ended_away';

/** What the player earned, as saved into the player record once. */
export interface MatchRewards {
  coins: number;
  experience: number;
}

/** Where "Report this card" of a closed round stands: sent, accepted, or refused by the server. */
export type CardReportStatus = 'pending' | 'sent' | 'failed';

/** A message shown briefly over the question (power-up refusals). */
export type MatchNotice = 'not_enough_power_ups' | PowerUpRefusalReason;

/**
 * How a match with a friend starts: this player hosts a private duel (a code to share comes back), or joins
 * one by its room id and code (the friend's, or a rematch's).
 */
export type { FriendStart };

/** A private duel as the screens see it: who this player is in it and, for the host, the code to share. */
export interface FriendMatch {
  role: 'host' | 'guest';
  code: string | null;
  /** local-clock ms when the code stops working (the server's time corrected), null until known */
  expiresAtMs: number | null;
}

/**
 * The rematch offer after a match against a person, as this player sees it: `idle` (nobody asked), `pending`
 * (who accepted so far, until when), `joining` (both accepted: the new duel is being joined), `ended` (why).
 * `noTickets`: this player pressed Rematch without the entry fee (nothing was sent).
 */
export interface RematchView {
  status: 'idle' | 'pending' | 'joining' | 'ended';
  acceptedBy: string[];
  expiresAtMs: number | null;
  endReason: Extract<RematchStatusPayload, { status: 'ended' }>['reason'] | null;
  noTickets: boolean;
}

export const REMATCH_VIEW_IDLE: RematchView = {
  status: 'idle',
  acceptedBy: [],
  expiresAtMs: null,
  endReason: null,
  noTickets: false,
};

/** The match as the screens see it, plus what the reducer needs to decide (attempt, pairing, streak). */
export interface MatchState {
  /** a private duel (play a friend, rematch); null for a matched duel */
  friend: FriendMatch | null;
  /** where this attempt joins (a matched duel, or a private one) */
  joinTarget: JoinTarget;
  rematch: RematchView;
  stage: MatchStage;
  tournament: TournamentId | null;
  /** the attempt this state belongs to; events of another attempt are ignored */
  attemptId: string | null;
  /** a connection to the room is open */
  connected: boolean;
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
  /** tokens of the options removed by this player's whistle in the running round */
  removedOptions: string[];
  /** token of the option sent, before the server answered */
  pendingOption: string | null;
  answerResult: AnswerResultPayload | null;
  roundEnd: RoundEndPayload | null;
  closedRounds: RoundSummary[];
  /** "Report this card" per closed round of this match (absent: not reported) */
  cardReports: Partial<Record<number, CardReportStatus>>;
  /** the round the "opponent may end the match" warning is about */
  warningRound: number | null;
  /** uses left in this match per power-up (limit and inventory at join) */
  powerUpsLeftInMatch: Record<PowerUpId, number>;
  /** power-ups confirmed in the running round */
  powerUpsUsedThisRound: PowerUpId[];
  pendingPowerUp: PowerUpId | null;
  notice: MatchNotice | null;
  /** which notice is shown, so only its own timer clears it */
  noticeId: number;
  /** the socket is down and the connection is retrying while the server holds the seat */
  reconnecting: boolean;
  /** when the seat started being held for this player (the drop; for a rejoin, the page's last activity) */
  droppedAtMs: number | null;
  /** the match is being rejoined after a reload, a reopened tab or an app brought back */
  rejoining: boolean;
  paused: boolean;
  /** correct answers in a row in this match (the streak sound) */
  streak: number;
  result: ResultPayload | null;
  rewards: MatchRewards | null;
  voidReason: VoidReason | null;
  /** how the server said the match ended while this player could not get back (stage `ended_away`) */
  awayShown: EndingShown | null;
}

export const INITIAL_MATCH_STATE: MatchState = {
  friend: null,
  joinTarget: { kind: 'match' },
  rematch: REMATCH_VIEW_IDLE,
  stage: 'idle',
  tournament: null,
  attemptId: null,
  connected: false,
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
  cardReports: {},
  warningRound: null,
  powerUpsLeftInMatch: { golden_shot: 0, energy_drink: 0, whistle: 0 },
  powerUpsUsedThisRound: [],
  pendingPowerUp: null,
  notice: null,
  noticeId: 0,
  reconnecting: false,
  droppedAtMs: null,
  rejoining: false,
  paused: false,
  streak: 0,
  result: null,
  rewards: null,
  voidReason: null,
  awayShown: null,
};

/**
 * What the duel sends through its port (`duel-controller.ts`, the owner of the one connection): the player's
 * moves to the match server, and the connection's own business (join, close, rematch, network watch).
 */
export type DuelMessage =
  | { type: 'join'; attemptId: string; options: JoinOptionsInput; target: JoinTarget }
  /** rejoin the seat of the open match with its reconnection token (a reload, a reopened tab) */
  | { type: 'resume'; attemptId: string; reconnectionToken: string }
  | { type: 'answer'; roundIndex: number; optionToken: string }
  | { type: 'power_up'; roundIndex: number; powerUp: PowerUpId }
  | { type: 'report'; roundIndex: number }
  | { type: 'rematch'; accept: boolean }
  /** deliberate exit: the server counts a running match as forfeited */
  | { type: 'leave' }
  | { type: 'close' }
  /** both accepted a rematch: leave this room, pay again and join the new private duel */
  | { type: 'start_rematch'; tournament: TournamentId; roomId: string; code: string }
  /** the app goes to the background: the socket closes as a lost network would, the server keeps the seat */
  | { type: 'suspend' }
  /** ask the server how the match in room `roomId` ended (the seat could not be regained, issue 25) */
  | { type: 'ask_ending'; attemptId: string; roomId: string; identity: DeviceIdentity };

/** Everything that happens to a match: the player's actions, the connection's reports, the timers. */
export type MatchInput =
  /** Play pressed: the network check is under way */
  | { type: 'starting'; tournament: TournamentId; attemptId: string; friend?: FriendStart }
  /** the network check answered: pay and join, or say offline */
  /**
   * `identity`: a new anonymous player id with its secret (random bytes drawn by the controller), kept in the record
   * when it has none yet — the first duel makes it (issue 27)
   */
  | { type: 'play'; attemptId: string; online: boolean; identity?: DeviceIdentity | null }
  /** in the room (again, after a move to another waiting player's room), with the seat's reconnection token */
  | { type: 'joined'; attemptId: string; matchId: string; reconnectionToken: string }
  /** `offline`: the device reported no network when the join failed (not the server's fault) */
  | { type: 'join_failed'; attemptId: string; code: JoinFailureCode; offline?: boolean }
  | { type: 'state'; attemptId: string; view: MatchStateView }
  | { type: 'message'; attemptId: string; message: ServerMessage }
  | { type: 'dropped' }
  | { type: 'reconnected'; reconnectionToken: string }
  /**
   * the app found this device's open match with its seat token (a reload, a reopened tab, an app brought back):
   * rejoin it; `sinceMs` is when the page was last active (the seat has been held since about then)
   */
  | {
      type: 'resume';
      attemptId: string;
      tournament: TournamentId;
      reconnectionToken: string;
      sinceMs: number;
    }
  /** another tab of this browser holds the open match (one tab per match) */
  | { type: 'held_elsewhere'; tournament: TournamentId }
  /** the app goes to the background (native): keep the seat, leave the screen without a forfeit */
  | { type: 'suspend' }
  /** the reconnection window that began at the drop is over (the `reconnect` timer fired) */
  | { type: 'reconnect_window_over' }
  | { type: 'left'; attemptId: string; code: number }
  | { type: 'answer'; optionToken: string }
  | { type: 'power_up'; powerUp: PowerUpId }
  /** "Report this card" for a closed round of this match, once */
  | { type: 'report'; roundIndex: number }
  /** Rematch pressed (accept) or declined on the result screen */
  | { type: 'rematch'; accept: boolean }
  | { type: 'notice_expired'; noticeId: number }
  | { type: 'pause'; paused: boolean }
  | { type: 'cancel_search' }
  /** exit or restart from the pause menu (after the confirmation): a forfeit, or a cancelled search */
  | { type: 'forfeit' }
  /** the pause menu's exit: forfeit, then Home */
  | { type: 'exit' }
  /** the game page closes: a running match is forfeited, a search cancelled, the state cleared */
  | { type: 'leave' }
  /** the server's answer to `ask_ending` (`unreachable`: none came) */
  | { type: 'ending'; attemptId: string; answer: ServerEnding }
  /** ask again how the match ended (the `ending` timer, the browser back online, "Check again") */
  | { type: 'ask_ending_again' }
  /**
   * Play with this device's paired match still open (its ending pending, issue 25): ask the server how that one
   * ended first, instead of counting it as abandoned
   */
  | { type: 'check_open_match'; attemptId: string; tournament: TournamentId };

/** An event as the reducer gets it: with the moment and the player record (read, never written). */
export type MatchEvent = PlayEvent<MatchInput>;
export type MatchEffect = PlayEffect<MatchInput, DuelMessage>;
export type MatchStep = PlayStep<MatchState, MatchInput, DuelMessage>;

/** The timers the duel schedules (one of each at a time). */
export const DUEL_TIMERS = {
  /** the end of the server's reconnection window after a drop */
  reconnect: 'reconnect',
  /** clears a power-up refusal */
  notice: 'notice',
  /** asks the server again how a match whose seat was lost ended */
  ending: 'ending',
} as const;

export const none = (state: MatchState): MatchStep => ({ state, effects: [] });

export const send = (message: DuelMessage): MatchEffect => ({ kind: 'send', message });

/** The stages after which the match is over (the result is on screen). */
export function isFinished(stage: MatchStage): boolean {
  return stage === 'result' || stage === 'void' || stage === 'forfeited' || stage === 'ended_away';
}
