import { RECONNECTION_WINDOW_MS } from '@goalguessr/game-core';
import type { SyncPayload } from '@goalguessr/protocol';

import { FINAL_CLOSE_CODES } from '../../../net/match-connection';
import {
  DUEL_TIMERS,
  isFinished,
  none,
  send,
  type MatchEffect,
  type MatchEvent,
  type MatchState,
  type MatchStep,
} from './duel-state';
import { settle, settleForfeit, settleResult, settleVoid, stageFeedback } from './settlement';

/**
 * The connection's life as the duel sees it: a drop and the server's reconnection window, coming back (and the
 * `match:sync` that resumes the match), and the room gone for good. Reconnection and rejoin rules live here.
 */

/** A browser timer may fire a few ms before its time: `reconnect_window_over` that close to the end counts. */
const TIMER_SLACK_MS = 250;

/** The socket dropped; the SDK retries on its own. The SDK reports every failed retry as another drop. */
export function dropped(state: MatchState, event: MatchEvent): MatchStep {
  if (state.reconnecting) return none(state);
  return {
    state: { ...state, reconnecting: true, droppedAtMs: event.nowMs, offlineSinceDrop: false },
    effects: [
      send({ type: 'watch_network' }),
      {
        kind: 'schedule',
        timer: DUEL_TIMERS.reconnect,
        ms: RECONNECTION_WINDOW_MS,
        input: { type: 'reconnect_window_over' },
      },
    ],
  };
}

/** The device reported having no network while the socket was down. */
export function wentOffline(state: MatchState): MatchStep {
  return none({ ...state, offlineSinceDrop: true });
}

const stopWatching: MatchEffect[] = [
  send({ type: 'unwatch_network' }),
  { kind: 'cancel', timer: DUEL_TIMERS.reconnect },
];

/** Back in the same seat (a `match:sync` follows). */
export function reconnected(state: MatchState): MatchStep {
  return { state: { ...state, reconnecting: false, droppedAtMs: null }, effects: [...stopWatching] };
}

/**
 * The server keeps the seat for RECONNECTION_WINDOW_MS after the drop and no longer: once it is over, the
 * match ends here at once (the SDK would go on retrying for several more seconds) as if the SDK had given up,
 * and the socket is closed. A timer of an earlier drop (the player came back, then dropped again) changes
 * nothing.
 */
export function reconnectWindowOver(state: MatchState, event: MatchEvent): MatchStep {
  if (
    !state.reconnecting ||
    state.droppedAtMs === null ||
    event.nowMs + TIMER_SLACK_MS < state.droppedAtMs + RECONNECTION_WINDOW_MS
  ) {
    return none(state);
  }
  const over = left(state, event, FINAL_CLOSE_CODES.failedToReconnect);
  return { state: over.state, effects: [...over.effects, send({ type: 'close' })] };
}

/** The room is gone for good: after the result nothing changes; before pairing a refund; after, a loss or a void. */
export function left(state: MatchState, event: MatchEvent, code: number): MatchStep {
  const gone: MatchState = { ...state, connected: false };
  const withStop = (step: MatchStep): MatchStep => ({
    state: step.state,
    effects: [...stopWatching, ...step.effects],
  });
  if (isFinished(state.stage)) return withStop(none(gone));
  if (code === FINAL_CLOSE_CODES.serverShutdown) return withStop(settleVoid(gone, event, 'server_shutdown'));
  const open = event.record?.openMatch;
  const paired = open?.attemptId === state.attemptId && open.paired;
  if (!paired || state.attemptId === null) {
    return withStop({
      state: {
        ...gone,
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
    return withStop(settleVoid(gone, event, 'connection_closed'));
  }
  return withStop(settleForfeit(gone, event));
}

/** `match:sync` after a reconnection: the match as the server has it (or its result, if it ended meanwhile). */
export function synced(state: MatchState, event: MatchEvent, sync: SyncPayload): MatchStep {
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
      ...(newCard ? [{ kind: 'cue', cue: 'question' } as const] : []),
    ],
  };
}
