import {
  POWER_UP_IDS,
  openMatch,
  powerUpQuantity,
  powerUpUsesLeftInMatch,
  settleMatch,
  withIdentity,
  type DeviceIdentity,
  type PlayerRecord,
  type PowerUpId,
  type TournamentId,
} from '@goalguessr/game-core';
import { PROTOCOL_VERSION, type JoinOptionsInput } from '@goalguessr/protocol';

import type { FriendStart, JoinFailureCode, MatchStateView } from '../../../net/match-connection';
import {
  INITIAL_MATCH_STATE,
  none,
  send,
  type MatchEffect,
  type MatchEvent,
  type MatchState,
  type MatchStep,
} from './duel-state';
import { markJoined, settle, settleForfeit, stageFeedback } from './settlement';

/**
 * One attempt at a match, from Play to the room: pay the entry fee (game-core's openMatch), join, pair; and
 * every way out before the end (cancel, forfeit, exit, the page closing), each settled once.
 */

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
    // The anonymous player id and its secret (issue 27): the server looks this player's rating up itself.
    ...(record.identity !== null ? { identity: record.identity } : {}),
    // shown to the opponent in the VS intro
    level: record.profile.level,
    clientVersion: 'web 0.1.0',
  };
}

/** Play pressed: a fresh state for this attempt while the network check runs. */
export function starting(
  state: MatchState,
  tournament: TournamentId,
  attemptId: string,
  friend: FriendStart | undefined,
): MatchStep {
  if (state.connected) return none(state);
  return none({
    ...INITIAL_MATCH_STATE,
    stage: 'starting',
    tournament,
    attemptId,
    friend:
      friend === undefined
        ? null
        : { role: friend.kind, code: friend.kind === 'guest' ? friend.code : null, expiresAtMs: null },
    joinTarget: friend ?? { kind: 'match' },
  });
}

/**
 * The network check answered: pay the entry fee and join, or say offline. `identity`: a new player id for a device
 * that has none yet (issue 27).
 */
export function play(
  state: MatchState,
  event: MatchEvent,
  attemptId: string,
  online: boolean,
  identity: DeviceIdentity | null = null,
): MatchStep {
  if (attemptId !== state.attemptId || state.tournament === null) return none(state);
  if (!online) return none({ ...state, attemptId: null, stage: 'offline' });
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
  // the first duel gives the device its anonymous player id, saved with the paid match
  const paid = openMatch(withIdentity(record, identity), tournament, attemptId, event.nowMs);
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
      send({
        type: 'join',
        attemptId,
        options: joinOptions(paid.state, tournament),
        target: state.joinTarget,
      }),
    ],
  };
}

/**
 * The room was joined (or the search moved to another waiting player's room): its id and the seat's
 * reconnection token go into the open match, so a reload can rejoin it.
 */
export function joined(
  state: MatchState,
  event: MatchEvent,
  attemptId: string,
  matchId: string,
  reconnectionToken: string,
): MatchStep {
  if (attemptId !== state.attemptId) return none(state);
  return {
    state: { ...state, connected: true },
    effects: markJoined(event, attemptId, { matchId, reconnectionToken }),
  };
}

/**
 * The join failed, the fee comes back. A device that has lost its network meanwhile is told so; an
 * unreachable server while the device is online is the server's fault, and says so.
 */
export function joinFailed(
  state: MatchState,
  event: MatchEvent,
  attemptId: string,
  code: JoinFailureCode,
  offline: boolean,
): MatchStep {
  if (attemptId !== state.attemptId) return none(state);
  return {
    state: { ...state, attemptId: null, stage: offline ? 'offline' : 'join_failed', joinFailure: code },
    effects: settle(event, attemptId, { kind: 'not_started' }),
  };
}

/** The room state changed: phase, players, the wait; pairing is recorded in the open match. */
export function viewed(
  state: MatchState,
  event: MatchEvent,
  attemptId: string,
  view: MatchStateView,
): MatchStep {
  if (attemptId !== state.attemptId) return none(state);
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
      ...(paired ? markJoined(event, attemptId, { paired: true }) : []),
      ...stageFeedback(state.stage, stage),
    ],
  };
}

/** Cancel while searching: leave the room and get the fee back. */
export function cancelSearch(state: MatchState, event: MatchEvent): MatchStep {
  const { attemptId, tournament, phase } = state;
  if (attemptId === null || tournament === null || phase !== 'searching') return none(state);
  return {
    state: INITIAL_MATCH_STATE,
    effects: [send({ type: 'close' }), ...settle(event, attemptId, { kind: 'not_started' })],
  };
}

/** Exit from the pause menu: a forfeit (loss) after the player confirmed; while searching, a cancel. */
export function forfeit(state: MatchState, event: MatchEvent): MatchStep {
  if (state.attemptId === null) return none(state);
  if (state.phase === 'searching') return cancelSearch(state, event);
  const forfeited = settleForfeit(state, event);
  return {
    state: { ...forfeited.state, attemptId: null, connected: false },
    effects: [send({ type: 'leave' }), ...forfeited.effects, send({ type: 'close' })],
  };
}

/** The pause menu's exit: forfeit, then Home. */
export function exit(state: MatchState, event: MatchEvent): MatchStep {
  const step = forfeit(state, event);
  return {
    state: INITIAL_MATCH_STATE,
    effects: [...step.effects, send({ type: 'close' }), { kind: 'navigate', to: '/' }],
  };
}

/** The game page closes: a running match is forfeited, a search cancelled, the state cleared. */
export function leave(state: MatchState, event: MatchEvent): MatchStep {
  const step = state.stage === 'lobby' || state.stage === 'playing' ? forfeit(state, event) : none(state);
  return { state: INITIAL_MATCH_STATE, effects: [...step.effects, send({ type: 'close' })] };
}
