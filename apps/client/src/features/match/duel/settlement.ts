import {
  markMatchJoined,
  matchExperience,
  matchRewardCoins,
  settleMatch,
  type MatchSettlement,
} from '@goalguessr/game-core';
import type { ResultPayload, RoundSummary } from '@goalguessr/protocol';

import {
  REMATCH_VIEW_IDLE,
  send,
  type MatchEffect,
  type MatchEvent,
  type MatchStage,
  type MatchState,
  type MatchStep,
} from './duel-state';

/**
 * How a match ends for the player record: every way out goes through game-core's `settleMatch` once (a result,
 * a forfeit, a void or a refund), with the cue the outcome deserves and the music of the new stage.
 */

/** Footballers whose card was shown, for the "recently seen" list sent with the next join. */
function seenIds(rounds: readonly RoundSummary[]): string[] {
  return rounds.map((round) => round.answerId).filter((id) => id !== '');
}

/**
 * Settles the attempt through game-core's settleMatch: a `save` of the settled record, and the cue the
 * outcome deserves (a new level: levelUp; a counted match: win / lose / draw; a refund: none). Nothing when
 * the attempt is not open (already settled, or never paid): a match pays out once.
 */
export function settle(event: MatchEvent, attemptId: string, settlement: MatchSettlement): MatchEffect[] {
  if (event.record === null) return [];
  const settled = settleMatch(event.record, attemptId, settlement, event.nowMs);
  if (!settled.ok) return [];
  const before = event.record;
  const after = settled.state;
  const effects: MatchEffect[] = [{ kind: 'save', record: after }];
  if (after.profile.level > before.profile.level) effects.push({ kind: 'cue', cue: 'levelUp' });
  else if (after.stats.wins > before.stats.wins) effects.push({ kind: 'cue', cue: 'win' });
  else if (after.stats.losses > before.stats.losses) effects.push({ kind: 'cue', cue: 'lose' });
  else if (after.stats.draws > before.stats.draws) effects.push({ kind: 'cue', cue: 'draw' });
  return effects;
}

/**
 * Records in the open match that the room was joined (its id and the seat's reconnection token) or that an
 * opponent was found.
 */
export function markJoined(
  event: MatchEvent,
  attemptId: string,
  change: { matchId?: string; paired?: true; reconnectionToken?: string },
): MatchEffect[] {
  if (event.record === null) return [];
  const marked = markMatchJoined(event.record, attemptId, change);
  return marked.ok && marked.state !== event.record ? [{ kind: 'save', record: marked.state }] : [];
}

/** A new stage may change the music and, when an opponent was just found, play its cue. */
export function stageFeedback(before: MatchStage, after: MatchStage): MatchEffect[] {
  if (after === before) return [];
  if (after === 'lobby') return [{ kind: 'music', slot: 'lobby' }];
  if (after === 'playing') {
    return before === 'lobby'
      ? [
          { kind: 'music', slot: 'game' },
          { kind: 'cue', cue: 'opponentFound' },
        ]
      : [{ kind: 'music', slot: 'game' }];
  }
  if (after === 'result' || after === 'void' || after === 'forfeited' || after === 'ended_away')
    return [{ kind: 'music', slot: null }];
  return [];
}

/** The match will not count (server shutdown, friend code expired, server lost): the fee comes back. */
export function settleVoid(
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
      send({ type: 'close' }),
    ],
  };
}

/** This player left a paired match, or could not come back in time: a loss, as the server counts it. */
export function settleForfeit(state: MatchState, event: MatchEvent): MatchStep {
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
  };
  return {
    state: { ...state, stage: 'forfeited', rewards, reconnecting: false, paused: false },
    effects: [
      ...(attemptId === null ? [] : settle(event, attemptId, forfeit)),
      ...stageFeedback(state.stage, 'forfeited'),
    ],
  };
}

/** The server's result: saved once, with the outcome's cue; against a person the room stays for a rematch. */
export function settleResult(state: MatchState, event: MatchEvent, result: ResultPayload): MatchStep {
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
    // the tournament's rating after this match as the server keeps it (issue 27): the device shows the server's
    ...(result.ladder?.rating ? { serverRating: result.ladder.rating } : {}),
  };
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
      ...stageFeedback(state.stage, 'result'),
      ...(rematchPossible ? [] : [send({ type: 'close' })]),
    ],
  };
}
