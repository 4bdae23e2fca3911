import { RECONNECTION_WINDOW_MS } from '@goalguessr/game-core';
import type { SyncPayload } from '@goalguessr/protocol';

import { FINAL_CLOSE_CODES } from '../../../net/match-connection';
import {
  DUEL_TIMERS,
  INITIAL_MATCH_STATE,
  isFinished,
  none,
  send,
  type MatchEffect,
  type MatchEvent,
  type MatchState,
  type MatchStep,
} from './duel-state';
import { askEnding } from './ending';
import { markJoined, settle, settleResult, settleVoid, stageFeedback } from './settlement';

/**
 * The connection's life as the duel sees it: a drop and the server's reconnection window, coming back (and the
 * `match:sync` that resumes the match), rejoining after a reload or a reopened tab, and the room gone for good.
 * Reconnection and rejoin rules live here; the retrying itself is the connection's (`net/match-connection.ts`).
 *
 * Leaving never pays, and a server fault never takes a match away (issue 25): once paired, a seat not regained in
 * time is settled as the server says it ended (`ending.ts`): a loss when this player forfeited it (offline, a cut
 * socket, a closed tab), the outcome when it was played out, a refund when the server voided it or has no ending
 * for it (it stopped mid-match); while the server cannot be asked, the match stays open.
 */

/** A browser timer may fire a few ms before its time: `reconnect_window_over` that close to the end counts. */
const TIMER_SLACK_MS = 250;

/**
 * A rejoin gets at least this long to reach the server: the page's last activity, from which the held seat is
 * counted, is written every few seconds (PLAY_PAGE_HEARTBEAT_MS), so it may be that much before the page closed.
 */
export const REJOIN_GRACE_MS = 5_000;

const windowTimer = (ms: number): MatchEffect => ({
  kind: 'schedule',
  timer: DUEL_TIMERS.reconnect,
  ms,
  input: { type: 'reconnect_window_over' },
});

/** The socket dropped: the connection retries on its own while the server holds the seat (its window). */
export function dropped(state: MatchState, event: MatchEvent): MatchStep {
  if (state.reconnecting) return none(state);
  return {
    state: { ...state, reconnecting: true, droppedAtMs: event.nowMs },
    effects: [windowTimer(RECONNECTION_WINDOW_MS)],
  };
}

const stopWindow: MatchEffect = { kind: 'cancel', timer: DUEL_TIMERS.reconnect };

/** Back in the same seat (a `match:sync` follows); the seat's token is kept for a later reload. */
export function reconnected(state: MatchState, event: MatchEvent, reconnectionToken: string): MatchStep {
  const { attemptId } = state;
  return {
    state: { ...state, connected: true, reconnecting: false, droppedAtMs: null, rejoining: false },
    effects: [stopWindow, ...(attemptId === null ? [] : markJoined(event, attemptId, { reconnectionToken }))],
  };
}

/**
 * The server keeps the seat for RECONNECTION_WINDOW_MS after the drop and no longer: once it is over, the
 * match ends here at once (the server is asked how, once paired; a refund before) and the retrying stops. A timer of an earlier
 * drop (the player came back, then dropped again) changes nothing.
 */
export function reconnectWindowOver(state: MatchState, event: MatchEvent): MatchStep {
  if (
    !state.reconnecting ||
    state.droppedAtMs === null ||
    event.nowMs + TIMER_SLACK_MS < state.droppedAtMs + (state.rejoining ? 0 : RECONNECTION_WINDOW_MS)
  ) {
    return none(state);
  }
  const over = left(state, event, FINAL_CLOSE_CODES.seatGone);
  return { state: over.state, effects: [...over.effects, send({ type: 'close' })] };
}

/**
 * The room is gone for good: after the result nothing changes; a server shutdown is void (refund); before
 * pairing a refund; after, the server is asked how it ended (see above).
 */
export function left(state: MatchState, event: MatchEvent, code: number): MatchStep {
  const gone: MatchState = { ...state, connected: false, rejoining: false };
  const withStop = (step: MatchStep): MatchStep => ({
    state: step.state,
    effects: [stopWindow, ...step.effects],
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
  // issue 25: the server says how it ended (a loss only if it was forfeited by this player)
  return withStop(askEnding(gone, event));
}

/**
 * The open match of this device, found with its seat token after a reload, a reopened tab or an app brought
 * back: the duel shows it as a drop that began when the page was last active, and the connection rejoins the
 * seat (then `match:sync` puts the round, the score and the clock back). Inside the server's window it is the
 * same match; past it the server says the seat is gone and it is settled as any lost seat.
 */
export function resume(state: MatchState, event: MatchEvent & { type: 'resume' }): MatchStep {
  const open = event.record?.openMatch;
  if (state.connected || open?.attemptId !== event.attemptId) return none(state);
  const leftMs = event.sinceMs + RECONNECTION_WINDOW_MS - event.nowMs;
  return {
    state: {
      ...INITIAL_MATCH_STATE,
      stage: 'lobby',
      tournament: event.tournament,
      attemptId: event.attemptId,
      connected: true,
      phase: open.paired ? 'connecting' : 'searching',
      reconnecting: true,
      rejoining: true,
      droppedAtMs: event.sinceMs,
    },
    effects: [
      { kind: 'music', slot: 'lobby' },
      send({ type: 'resume', attemptId: event.attemptId, reconnectionToken: event.reconnectionToken }),
      windowTimer(Math.max(leftMs, REJOIN_GRACE_MS)),
    ],
  };
}

/** Another tab of this browser plays the open match: this one says so and touches nothing. */
export function heldElsewhere(state: MatchState, tournament: MatchState['tournament']): MatchStep {
  if (state.connected) return none(state);
  return none({ ...INITIAL_MATCH_STATE, stage: 'elsewhere', tournament });
}

/**
 * The app goes to the background (native): the socket is closed as a lost network would close it, so the server
 * keeps the seat for its window, and the screen is cleared without a forfeit; the open match stays in the
 * record with its token, and the app rejoins it when it comes back.
 */
export function suspend(state: MatchState): MatchStep {
  if ((state.stage !== 'lobby' && state.stage !== 'playing') || state.attemptId === null) return none(state);
  return { state: INITIAL_MATCH_STATE, effects: [stopWindow, send({ type: 'suspend' })] };
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
    rejoining: false,
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
