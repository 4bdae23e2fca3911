import {
  POWER_UP_IDS,
  RECONNECTION_WINDOW_MS,
  canPayEntryFee,
  markMatchJoined,
  matchExperience,
  matchRewardCoins,
  openMatch,
  powerUpQuantity,
  powerUpUsesLeftInMatch,
  settleMatch,
  spendPowerUp,
  type MatchSettlement,
  type PlayerRecord,
  type PowerUpId,
  type TournamentId,
} from '@goalguessr/game-core';
import {
  PROTOCOL_VERSION,
  type AnswerResultPayload,
  type DuelPlayerStateShape,
  type JoinOptionsInput,
  type MatchPhase,
  type PowerUpRefusalReason,
  type RematchStatusPayload,
  type ResultPayload,
  type RoundEndPayload,
  type RoundStartPayload,
  type RoundSummary,
  type VoidReason,
} from '@goalguessr/protocol';

import type {
  FriendStart,
  JoinFailureCode,
  JoinTarget,
  MatchStateView,
  ServerMessage,
} from '../../net/match-connection';
import { FINAL_CLOSE_CODES } from '../../net/match-connection';
import type { HapticKind } from '../../platform/haptics';
import type { MusicSlot, SoundCue } from '../../services/audio-service';

/** How long a power-up refusal stays on screen (ms). */
export const NOTICE_MS = 2500;
/** A browser timer may fire a few ms before its time: `reconnect_window_over` that close to the end counts. */
const TIMER_SLACK_MS = 250;

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
  /** the socket is down and the SDK is retrying */
  reconnecting: boolean;
  droppedAtMs: number | null;
  /** whether the device reported being offline at any moment since the socket dropped */
  offlineSinceDrop: boolean;
  paused: boolean;
  /** correct answers in a row in this match (the streak sound) */
  streak: number;
  result: ResultPayload | null;
  rewards: MatchRewards | null;
  voidReason: VoidReason | 'connection_closed' | null;
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
  offlineSinceDrop: false,
  paused: false,
  streak: 0,
  result: null,
  rewards: null,
  voidReason: null,
};

/** What the client sends to the match server. */
export type OutgoingMessage =
  | { type: 'answer'; roundIndex: number; optionToken: string }
  | { type: 'power_up'; roundIndex: number; powerUp: PowerUpId }
  | { type: 'report'; roundIndex: number }
  | { type: 'rematch'; accept: boolean }
  | { type: 'leave' };

/**
 * What the controller does for the reducer: the only place where the match touches the world.
 * - `save`: the new player record (already computed by a game-core rule) is kept and written at once;
 * - `sound` / `music` / `haptic`: feedback, explicit (the player's settings are checked where they play);
 * - `join` / `send` / `close`: the one connection; `watch_network` / `stop_network_watch`: the device's
 *   connectivity while the socket is down; `notice_timer`: clear a notice after NOTICE_MS;
 * - `navigate`: leave the game page.
 */
export type MatchEffect =
  | { kind: 'save'; record: PlayerRecord }
  | { kind: 'sound'; cue: SoundCue }
  | { kind: 'music'; slot: MusicSlot | null }
  | { kind: 'haptic'; pattern: HapticKind }
  | { kind: 'join'; attemptId: string; options: JoinOptionsInput; target: JoinTarget }
  /** both accepted a rematch: leave this room, pay again and join the new private duel */
  | { kind: 'start_rematch'; tournament: TournamentId; roomId: string; code: string }
  | { kind: 'send'; message: OutgoingMessage }
  | { kind: 'close' }
  | { kind: 'watch_network' }
  /** dispatch `reconnect_window_over` after `ms` (the end of the server's reconnection window) */
  | { kind: 'reconnect_timer'; ms: number }
  | { kind: 'stop_network_watch' }
  | { kind: 'notice_timer'; noticeId: number; ms: number }
  | { kind: 'navigate'; to: string };

/** Everything that happens to a match: the player's actions, the connection's reports, the timers. */
export type MatchInput =
  /** Play pressed: the network check is under way */
  | { type: 'starting'; tournament: TournamentId; attemptId: string; friend?: FriendStart }
  /** the network check answered: pay and join, or say offline */
  | { type: 'play'; attemptId: string; online: boolean }
  | { type: 'joined'; attemptId: string; matchId: string }
  | { type: 'join_failed'; attemptId: string; code: JoinFailureCode }
  | { type: 'state'; attemptId: string; view: MatchStateView }
  | { type: 'message'; attemptId: string; message: ServerMessage }
  | { type: 'dropped' }
  | { type: 'went_offline' }
  | { type: 'reconnected' }
  /** the reconnection window that began at the drop is over (the `reconnect_timer` fired) */
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
  | { type: 'leave' };

/** Every event carries the moment and the player record it happens to (the reducer reads, never writes them). */
export type MatchEvent = MatchInput & { nowMs: number; record: PlayerRecord | null };

export interface MatchStep {
  state: MatchState;
  effects: MatchEffect[];
}

const none = (state: MatchState): MatchStep => ({ state, effects: [] });

function joinOptions(record: PlayerRecord, tournament: TournamentId): JoinOptionsInput {
  const powerUps = Object.fromEntries(POWER_UP_IDS.map((id) => [id, powerUpQuantity(record, id)])) as Record<
    PowerUpId,
    number
  >;
  return {
    protocolVersion: PROTOCOL_VERSION,
    tournament,
    username: record.profile.username,
    shirt: record.equipment.shirt,
    cleat: record.equipment.cleat,
    // Oldest first, as stored: the generator releases the oldest first when a tier runs short (protocol docs).
    recentPlayerIds: [...record.recentPlayerIds],
    powerUps,
    // The skill rating of this tournament, for matchmaking and the bot's strength (kept within the schema's bounds).
    rating: record.ratings[tournament].rating,
    ratingDeviation: record.ratings[tournament].rd,
    clientVersion: 'web 0.1.0',
  };
}

/** The opponent's rating as the server named it in the room state (a person's sent rating or the bot's strength). */
function opponentRating(state: MatchState): { opponentRating?: { rating: number; rd: number } } {
  const opponent = state.opponent;
  if (opponent === null || !Number.isFinite(opponent.rating) || !Number.isFinite(opponent.ratingDeviation))
    return {};
  return { opponentRating: { rating: opponent.rating, rd: opponent.ratingDeviation } };
}

/** Footballers whose card was shown, for the "recently seen" list sent with the next join. */
function seenIds(rounds: readonly RoundSummary[]): string[] {
  return rounds.map((round) => round.answerId).filter((id) => id !== '');
}

/**
 * Settles the attempt through game-core's settleMatch: a `save` of the settled record, and the cue the
 * outcome deserves (a new level: reward; a counted match: win / lose / draw; a refund: none). Nothing when
 * the attempt is not open (already settled, or never paid): a match pays out once.
 */
function settle(event: MatchEvent, attemptId: string, settlement: MatchSettlement): MatchEffect[] {
  if (event.record === null) return [];
  const settled = settleMatch(event.record, attemptId, settlement, event.nowMs);
  if (!settled.ok) return [];
  const before = event.record;
  const after = settled.state;
  const effects: MatchEffect[] = [{ kind: 'save', record: after }];
  if (after.profile.level > before.profile.level) effects.push({ kind: 'sound', cue: 'reward' });
  else if (after.stats.wins > before.stats.wins) effects.push({ kind: 'sound', cue: 'win' });
  else if (after.stats.losses > before.stats.losses) effects.push({ kind: 'sound', cue: 'lose' });
  else if (after.stats.draws > before.stats.draws) effects.push({ kind: 'sound', cue: 'draw' });
  return effects;
}

function markJoined(event: MatchEvent, attemptId: string, change: { matchId?: string; paired?: true }) {
  if (event.record === null) return [];
  const marked = markMatchJoined(event.record, attemptId, change);
  return marked.ok && marked.state !== event.record ? [{ kind: 'save', record: marked.state } as const] : [];
}

function showNotice(state: MatchState, notice: MatchNotice): MatchStep {
  const noticeId = state.noticeId + 1;
  return {
    state: { ...state, notice, noticeId },
    effects: [{ kind: 'notice_timer', noticeId, ms: NOTICE_MS }],
  };
}

/** A new stage may change the music and, when an opponent was just found, play the success cue. */
function stageFeedback(before: MatchStage, after: MatchStage): MatchEffect[] {
  if (after === before) return [];
  if (after === 'lobby') return [{ kind: 'music', slot: 'lobby' }];
  if (after === 'playing') {
    return before === 'lobby'
      ? [
          { kind: 'music', slot: 'game' },
          { kind: 'sound', cue: 'success' },
        ]
      : [{ kind: 'music', slot: 'game' }];
  }
  if (after === 'result' || after === 'void' || after === 'forfeited') return [{ kind: 'music', slot: null }];
  return [];
}

function settleVoid(
  state: MatchState,
  event: MatchEvent,
  reason: NonNullable<MatchState['voidReason']>,
): MatchStep {
  const attemptId = state.attemptId;
  return {
    state: {
      ...state,
      stage: 'void',
      voidReason: reason,
      reconnecting: false,
      paused: false,
      connected: false,
    },
    effects: [
      ...(attemptId === null ? [] : settle(event, attemptId, { kind: 'void' })),
      ...stageFeedback(state.stage, 'void'),
      { kind: 'close' },
    ],
  };
}

/** This player left a paired match, or could not come back in time: a loss, as the server counts it. */
function settleForfeit(state: MatchState, event: MatchEvent): MatchStep {
  const { tournament, me, closedRounds, attemptId } = state;
  const correct = me?.correctCount ?? 0;
  const rewards = {
    coins: tournament === null ? 0 : matchRewardCoins(tournament, 'lose'),
    experience: matchExperience('lose', correct),
  };
  const forfeit: MatchSettlement = {
    kind: 'forfeit',
    correct,
    incorrect: Math.max(0, closedRounds.length - correct),
    points: me?.points ?? 0,
    seenPlayerIds: seenIds(closedRounds),
    ...opponentRating(state),
  };
  return {
    state: { ...state, stage: 'forfeited', rewards, reconnecting: false, paused: false },
    effects: [
      ...(attemptId === null ? [] : settle(event, attemptId, forfeit)),
      ...stageFeedback(state.stage, 'forfeited'),
    ],
  };
}

function settleResult(state: MatchState, event: MatchEvent, result: ResultPayload): MatchStep {
  const played = result.rounds.length;
  const rematchPossible = !result.opponent.isBot && result.reason !== 'forfeit' && state.connected;
  const settlement: MatchSettlement = {
    kind: 'result',
    outcome: result.outcome,
    correct: result.me.correctCount,
    incorrect: Math.max(0, played - result.me.correctCount),
    points: result.me.points,
    rewardCoins: result.rewardCoins,
    experience: result.experience,
    seenPlayerIds: seenIds(result.rounds),
    ...opponentRating(state),
  };
  const pattern: HapticKind =
    result.outcome === 'win' ? 'success' : result.outcome === 'lose' ? 'error' : 'warning';
  return {
    state: {
      ...state,
      stage: 'result',
      result,
      closedRounds: result.rounds,
      rewards: { coins: result.rewardCoins, experience: result.experience },
      reconnecting: false,
      paused: false,
      // against a person the room stays open a while for a rematch; the server closes it after
      connected: rematchPossible,
      rematch: REMATCH_VIEW_IDLE,
    },
    effects: [
      ...(state.attemptId === null ? [] : settle(event, state.attemptId, settlement)),
      { kind: 'haptic', pattern },
      ...stageFeedback(state.stage, 'result'),
      ...(rematchPossible ? [] : [{ kind: 'close' } as const]),
    ],
  };
}

/** `match:rematch_status`: where the offer stands; `ready` starts the new duel (fee paid again there). */
function onRematchStatus(state: MatchState, event: MatchEvent, status: RematchStatusPayload): MatchStep {
  if (state.stage !== 'result') return none(state);
  switch (status.status) {
    case 'pending':
      return none({
        ...state,
        rematch: {
          ...state.rematch,
          status: 'pending',
          acceptedBy: status.acceptedBy,
          expiresAtMs: status.expiresAtMs - (status.serverNowMs - event.nowMs),
        },
      });
    case 'ended':
      return {
        state: {
          ...state,
          connected: false,
          rematch: { ...state.rematch, status: 'ended', endReason: status.reason },
        },
        effects: [{ kind: 'close' }],
      };
    case 'ready': {
      const accepted = state.me !== null && state.rematch.acceptedBy.includes(state.me.sessionId);
      if (!accepted && state.rematch.status !== 'pending') return none(state);
      return {
        // this room is left now (a new attempt cannot start while the state says connected)
        state: { ...state, connected: false, rematch: { ...state.rematch, status: 'joining' } },
        effects: [
          { kind: 'close' },
          { kind: 'start_rematch', tournament: status.tournament, roomId: status.roomId, code: status.code },
        ],
      };
    }
  }
}

/** Rematch pressed or declined: sent only when it can be paid (else "You need more tickets to play."). */
function answerRematch(state: MatchState, event: MatchEvent, accept: boolean): MatchStep {
  const { tournament, rematch } = state;
  if (state.stage !== 'result' || !state.connected || tournament === null) return none(state);
  if (rematch.status === 'ended' || rematch.status === 'joining') return none(state);
  if (accept && (event.record === null || !canPayEntryFee(event.record, tournament))) {
    return none({ ...state, rematch: { ...rematch, noTickets: true } });
  }
  const me = state.me?.sessionId;
  const acceptedBy =
    accept && me !== undefined && !rematch.acceptedBy.includes(me)
      ? [...rematch.acceptedBy, me]
      : rematch.acceptedBy;
  return {
    state: {
      ...state,
      rematch: accept
        ? { ...rematch, acceptedBy, noTickets: false }
        : { ...rematch, status: 'ended', endReason: 'declined', noTickets: false },
    },
    effects: [{ kind: 'send', message: { type: 'rematch', accept } }],
  };
}

/** The cue of this player's own answer: right (two or more in a row: the streak), wrong, or time's up. */
function answerFeedback(
  state: MatchState,
  result: AnswerResultPayload,
): { streak: number; effects: MatchEffect[] } {
  const effects: MatchEffect[] = [{ kind: 'haptic', pattern: result.correct ? 'success' : 'error' }];
  if (result.roundIndex === state.answerResult?.roundIndex) return { streak: state.streak, effects };
  if (result.kind === 'timeout' || !result.correct) {
    effects.push({ kind: 'sound', cue: result.kind === 'timeout' ? 'timeUp' : 'wrong' });
    return { streak: 0, effects };
  }
  const streak = state.streak + 1;
  effects.push({ kind: 'sound', cue: streak >= 2 ? 'correctStreak' : 'correct' });
  return { streak, effects };
}

function onMessage(state: MatchState, event: MatchEvent, message: ServerMessage): MatchStep {
  switch (message.type) {
    case 'match:round_start': {
      const round = message.payload;
      const next: MatchState = {
        ...state,
        stage: 'playing',
        round,
        clockOffsetMs: round.serverNowMs - event.nowMs,
        removedOptions: round.removedOptionTokens,
        pendingOption: null,
        answerResult: null,
        roundEnd: null,
        powerUpsUsedThisRound: [],
        pendingPowerUp: null,
      };
      const newCard = round.roundIndex !== state.round?.roundIndex;
      return {
        state: next,
        effects: [
          ...stageFeedback(state.stage, 'playing'),
          ...(newCard ? [{ kind: 'sound', cue: 'question' } as const] : []),
        ],
      };
    }
    case 'match:clue': {
      // The next clue stage of the running round, at its time: the card grows by exactly that stage (a repeat
      // or a stage out of order, which the server never sends, is ignored).
      const clue = message.payload;
      const { round } = state;
      if (round === null || clue.roundIndex !== round.roundIndex || clue.stage !== round.clues.length)
        return none(state);
      return none({ ...state, round: { ...round, clues: [...round.clues, clue.clues] } });
    }
    case 'match:report_result': {
      const reply = message.payload;
      // Already reported (from another tab of the same seat, say) is as good as sent.
      const status: CardReportStatus = reply.ok || reply.reason === 'already_reported' ? 'sent' : 'failed';
      return none({ ...state, cardReports: { ...state.cardReports, [reply.roundIndex]: status } });
    }
    case 'match:answer_result': {
      const result = message.payload;
      const { streak, effects } = answerFeedback(state, result);
      return { state: { ...state, answerResult: result, pendingOption: null, streak }, effects };
    }
    case 'match:round_end': {
      const roundEnd = message.payload;
      const closedRounds = [
        ...state.closedRounds.filter((r) => r.roundIndex !== roundEnd.roundIndex),
        roundEnd,
      ];
      return none({ ...state, roundEnd, closedRounds });
    }
    case 'match:warning': {
      const roundIndex = message.payload.roundIndex;
      const effects: MatchEffect[] = [{ kind: 'haptic', pattern: 'warning' }];
      if (roundIndex !== state.warningRound) effects.push({ kind: 'sound', cue: 'warning' });
      return { state: { ...state, warningRound: roundIndex }, effects };
    }
    case 'match:power_up_result': {
      const result = message.payload;
      if (!result.ok) return showNotice({ ...state, pendingPowerUp: null }, result.reason);
      // Spent from the inventory only now that the server has confirmed it.
      const spent = event.record === null ? null : spendPowerUp(event.record, result.powerUp);
      const { round } = state;
      return {
        state: {
          ...state,
          pendingPowerUp: null,
          powerUpsLeftInMatch: { ...state.powerUpsLeftInMatch, [result.powerUp]: result.remainingInMatch },
          powerUpsUsedThisRound: [...state.powerUpsUsedThisRound, result.powerUp],
          removedOptions:
            result.removedOptionToken !== undefined
              ? [...state.removedOptions, result.removedOptionToken]
              : state.removedOptions,
          round:
            round !== null && result.deadlineAtMs !== undefined
              ? { ...round, deadlineAtMs: result.deadlineAtMs }
              : round,
        },
        effects: [
          ...(spent?.ok ? [{ kind: 'save', record: spent.state } as const] : []),
          { kind: 'sound', cue: 'powerUp' },
          { kind: 'haptic', pattern: 'tap' },
        ],
      };
    }
    case 'match:result':
      return settleResult(state, event, message.payload);
    case 'match:void':
      return settleVoid(state, event, message.payload.reason);
    case 'match:sync': {
      const sync = message.payload;
      if (sync.result !== null) return settleResult(state, event, sync.result);
      const round = sync.round;
      const stage = sync.phase === 'round' || sync.phase === 'reveal' ? 'playing' : state.stage;
      const next: MatchState = {
        ...state,
        stage,
        closedRounds: sync.closedRounds,
        powerUpsLeftInMatch: sync.powerUpsRemaining,
        reconnecting: false,
        droppedAtMs: null,
        ...(round !== null
          ? {
              round,
              clockOffsetMs: round.serverNowMs - event.nowMs,
              removedOptions: round.removedOptionTokens,
              answerResult: sync.answerResult,
              pendingOption: null,
              roundEnd: null,
            }
          : {}),
      };
      const newCard = round !== null && round.roundIndex !== state.round?.roundIndex;
      return {
        state: next,
        effects: [
          ...stageFeedback(state.stage, stage),
          ...(newCard ? [{ kind: 'sound', cue: 'question' } as const] : []),
        ],
      };
    }
    case 'friend:code': {
      const { code, expiresAtMs, serverNowMs } = message.payload;
      if (state.friend === null) return none(state);
      return none({
        ...state,
        friend: { ...state.friend, code, expiresAtMs: expiresAtMs - (serverNowMs - event.nowMs) },
      });
    }
    case 'match:rematch_status':
      return onRematchStatus(state, event, message.payload);
    case 'match:error':
      // A refused answer (e.g. the deadline passed meanwhile): let the player see the round as it is.
      return none({ ...state, pendingOption: null, pendingPowerUp: null });
    default:
      // A message this client does not act on yet (the protocol grows one case at a time).
      return none(state);
  }
}

function play(state: MatchState, event: MatchEvent & { type: 'play' }): MatchStep {
  if (event.attemptId !== state.attemptId || state.tournament === null) return none(state);
  if (!event.online) return none({ ...state, attemptId: null, stage: 'offline' });
  if (event.record === null) return none(state);
  const tournament = state.tournament;
  let record = event.record;
  const effects: MatchEffect[] = [];
  // A match still open here belongs to no live attempt: it is settled as abandoned before paying again.
  const stale = record.openMatch;
  if (stale !== null) {
    const settled = settleMatch(record, stale.attemptId, { kind: 'abandoned' }, event.nowMs);
    if (settled.ok) record = settled.state;
  }
  const paid = openMatch(record, tournament, event.attemptId, event.nowMs);
  if (!paid.ok) {
    if (record !== event.record) effects.push({ kind: 'save', record });
    return {
      state: {
        ...state,
        attemptId: null,
        stage: paid.reason === 'not_enough_tickets' ? 'no_tickets' : 'join_failed',
      },
      effects,
    };
  }
  const powerUpsLeftInMatch = Object.fromEntries(
    POWER_UP_IDS.map((id) => [
      id,
      powerUpUsesLeftInMatch({
        powerUp: id,
        usedThisMatch: 0,
        inventoryQuantity: powerUpQuantity(paid.state, id),
      }),
    ]),
  ) as Record<PowerUpId, number>;
  return {
    state: { ...state, stage: 'lobby', powerUpsLeftInMatch, streak: 0 },
    effects: [
      { kind: 'save', record: paid.state },
      ...stageFeedback(state.stage, 'lobby'),
      {
        kind: 'join',
        attemptId: event.attemptId,
        options: joinOptions(paid.state, tournament),
        target: state.joinTarget,
      },
    ],
  };
}

function onLeft(state: MatchState, event: MatchEvent, code: number): MatchStep {
  const left: MatchState = { ...state, connected: false };
  const stopWatch: MatchEffect = { kind: 'stop_network_watch' };
  const withStop = (step: MatchStep): MatchStep => ({
    state: step.state,
    effects: [stopWatch, ...step.effects],
  });
  if (state.stage === 'result' || state.stage === 'void' || state.stage === 'forfeited')
    return withStop(none(left));
  if (code === FINAL_CLOSE_CODES.serverShutdown) return withStop(settleVoid(left, event, 'server_shutdown'));
  const open = event.record?.openMatch;
  const paired = open?.attemptId === state.attemptId && open.paired;
  if (!paired || state.attemptId === null) {
    return withStop({
      state: {
        ...left,
        attemptId: null,
        stage: 'join_failed',
        joinFailure: 'connection_lost',
        reconnecting: false,
      },
      effects: state.attemptId === null ? [] : settle(event, state.attemptId, { kind: 'not_started' }),
    });
  }
  // The device stayed online and still could not get back in: the server lost the match (a crash, not a
  // shutdown that would have voided it), so it does not count against the player.
  if (code === FINAL_CLOSE_CODES.failedToReconnect && state.droppedAtMs !== null && !state.offlineSinceDrop) {
    return withStop(settleVoid(left, event, 'connection_closed'));
  }
  return withStop(settleForfeit(left, event));
}

/** Cancel while searching: leave the room and get the fee back. */
function cancelSearch(state: MatchState, event: MatchEvent): MatchStep {
  const { attemptId, tournament, phase } = state;
  if (attemptId === null || tournament === null || phase !== 'searching') return none(state);
  return {
    state: INITIAL_MATCH_STATE,
    effects: [{ kind: 'close' }, ...settle(event, attemptId, { kind: 'not_started' })],
  };
}

/** Exit from the pause menu: a forfeit (loss) after the player confirmed; while searching, a cancel. */
function forfeit(state: MatchState, event: MatchEvent): MatchStep {
  if (state.attemptId === null) return none(state);
  if (state.phase === 'searching') return cancelSearch(state, event);
  const forfeited = settleForfeit(state, event);
  return {
    state: { ...forfeited.state, attemptId: null, connected: false },
    effects: [{ kind: 'send', message: { type: 'leave' } }, ...forfeited.effects, { kind: 'close' }],
  };
}

/**
 * The match reducer: every server message and every player action goes through here, and what must happen
 * outside (save, sound, vibration, connection, navigation) comes back as effects for the controller. Pure:
 * the moment and the player record come with the event; record changes are game-core rules.
 */
export function matchReducer(state: MatchState, event: MatchEvent): MatchStep {
  switch (event.type) {
    case 'starting':
      if (state.connected) return none(state);
      return none({
        ...INITIAL_MATCH_STATE,
        stage: 'starting',
        tournament: event.tournament,
        attemptId: event.attemptId,
        friend:
          event.friend === undefined
            ? null
            : {
                role: event.friend.kind,
                code: event.friend.kind === 'guest' ? event.friend.code : null,
                expiresAtMs: null,
              },
        joinTarget: event.friend ?? { kind: 'match' },
      });
    case 'play':
      return play(state, event);
    case 'joined':
      if (event.attemptId !== state.attemptId) return none(state);
      return {
        state: { ...state, connected: true },
        effects: markJoined(event, event.attemptId, { matchId: event.matchId }),
      };
    case 'join_failed':
      if (event.attemptId !== state.attemptId) return none(state);
      return {
        state: {
          ...state,
          attemptId: null,
          stage: event.code === 'unreachable' ? 'offline' : 'join_failed',
          joinFailure: event.code,
        },
        effects: settle(event, event.attemptId, { kind: 'not_started' }),
      };
    case 'state': {
      if (event.attemptId !== state.attemptId) return none(state);
      const { view } = event;
      const paired = view.phase !== 'searching';
      const live = state.stage === 'lobby' || state.stage === 'playing';
      const stage =
        live && (view.phase === 'round' || view.phase === 'reveal') && state.round !== null
          ? 'playing'
          : state.stage;
      return {
        state: {
          ...state,
          stage,
          phase: view.phase,
          estimatedWaitMs: view.estimatedWaitMs,
          me: view.me,
          opponent: view.opponent,
        },
        effects: [
          ...(paired ? markJoined(event, event.attemptId, { paired: true }) : []),
          ...stageFeedback(state.stage, stage),
        ],
      };
    }
    case 'message':
      if (event.attemptId !== state.attemptId) return none(state);
      return onMessage(state, event, event.message);
    case 'dropped':
      // The SDK reports every failed retry as another drop: keep watching the first one.
      if (state.reconnecting) return none(state);
      return {
        state: { ...state, reconnecting: true, droppedAtMs: event.nowMs, offlineSinceDrop: false },
        effects: [{ kind: 'watch_network' }, { kind: 'reconnect_timer', ms: RECONNECTION_WINDOW_MS }],
      };
    case 'reconnect_window_over':
      // The server keeps the seat for RECONNECTION_WINDOW_MS after the drop and no longer: once it is over, the
      // match ends here at once (the SDK would go on retrying for several more seconds) as if the SDK had given
      // up, and the socket is closed. A timer of an earlier drop (the player came back, then dropped again)
      // changes nothing.
      if (
        !state.reconnecting ||
        state.droppedAtMs === null ||
        event.nowMs + TIMER_SLACK_MS < state.droppedAtMs + RECONNECTION_WINDOW_MS
      ) {
        return none(state);
      }
      {
        const over = onLeft(state, event, FINAL_CLOSE_CODES.failedToReconnect);
        return { state: over.state, effects: [...over.effects, { kind: 'close' }] };
      }
    case 'went_offline':
      return none({ ...state, offlineSinceDrop: true });
    case 'reconnected':
      return {
        state: { ...state, reconnecting: false, droppedAtMs: null },
        effects: [{ kind: 'stop_network_watch' }],
      };
    case 'left':
      if (event.attemptId !== state.attemptId) return none(state);
      return onLeft(state, event, event.code);
    case 'answer': {
      const { round, pendingOption, answerResult, removedOptions } = state;
      if (!state.connected || round === null || pendingOption !== null || answerResult !== null)
        return none(state);
      if (removedOptions.includes(event.optionToken)) return none(state);
      return {
        state: { ...state, pendingOption: event.optionToken },
        effects: [
          { kind: 'haptic', pattern: 'tap' },
          {
            kind: 'send',
            message: { type: 'answer', roundIndex: round.roundIndex, optionToken: event.optionToken },
          },
        ],
      };
    }
    case 'power_up': {
      const { round, pendingPowerUp, answerResult, pendingOption } = state;
      if (!state.connected || round === null || event.record === null) return none(state);
      if (pendingPowerUp !== null || answerResult !== null || pendingOption !== null) return none(state);
      if (powerUpQuantity(event.record, event.powerUp) <= 0) return showNotice(state, 'not_enough_power_ups');
      return {
        state: { ...state, pendingPowerUp: event.powerUp },
        effects: [
          {
            kind: 'send',
            message: { type: 'power_up', roundIndex: round.roundIndex, powerUp: event.powerUp },
          },
        ],
      };
    }
    case 'report': {
      const { roundIndex } = event;
      const closed = state.closedRounds.some((r) => r.roundIndex === roundIndex);
      if (!state.connected || !closed || state.cardReports[roundIndex] !== undefined) return none(state);
      return {
        state: { ...state, cardReports: { ...state.cardReports, [roundIndex]: 'pending' } },
        effects: [{ kind: 'send', message: { type: 'report', roundIndex } }],
      };
    }
    case 'rematch':
      return answerRematch(state, event, event.accept);
    case 'notice_expired':
      return none(event.noticeId === state.noticeId ? { ...state, notice: null } : state);
    case 'pause':
      return none({ ...state, paused: event.paused });
    case 'cancel_search':
      return cancelSearch(state, event);
    case 'forfeit':
      return forfeit(state, event);
    case 'exit': {
      const step = forfeit(state, event);
      return {
        state: INITIAL_MATCH_STATE,
        effects: [...step.effects, { kind: 'close' }, { kind: 'navigate', to: '/' }],
      };
    }
    case 'leave': {
      const step = state.stage === 'lobby' || state.stage === 'playing' ? forfeit(state, event) : none(state);
      return { state: INITIAL_MATCH_STATE, effects: [...step.effects, { kind: 'close' }] };
    }
  }
}
