import { settlementForEnding, type ServerEnding } from '@goalguessr/game-core';

import {
  DUEL_TIMERS,
  INITIAL_MATCH_STATE,
  none,
  send,
  type MatchEffect,
  type MatchEvent,
  type MatchState,
  type MatchStep,
} from './duel-state';
import { settle, settleForfeit, settleVoid, stageFeedback } from './settlement';

/**
 * A seat not regained (issue 25): instead of counting a loss, the device asks the server how the match ended —
 * a server fault must not take a match away. game-core's `settlementForEnding` decides; this file only keeps
 * asking while the room is still open (`running`), keeps the match open and visible while the server cannot be
 * reached (`pending`), and shows what the server said.
 */

/** The room is still open (its end being written): ask again this soon. */
export const ENDING_ASK_AGAIN_MS = 2_000;
/** No answer from the server: ask again this often while the screen is open (and on "Check again"). */
export const ENDING_RETRY_MS = 10_000;

const askTimer = (ms: number): MatchEffect => ({
  kind: 'schedule',
  timer: DUEL_TIMERS.ending,
  ms,
  input: { type: 'ask_ending_again' },
});

/** What this device saw of the match, counted with the server's outcome. */
function playOf(state: MatchState) {
  const correct = state.me?.correctCount ?? 0;
  return {
    correct,
    incorrect: Math.max(0, state.closedRounds.length - correct),
    points: state.me?.points ?? 0,
    seenPlayerIds: state.closedRounds.map((round) => round.answerId).filter((id) => id !== ''),
  };
}

function askMessage(state: MatchState, event: MatchEvent): MatchEffect | null {
  const open = event.record?.openMatch;
  const identity = event.record?.identity ?? null;
  if (open?.attemptId !== state.attemptId || open.matchId === null || identity === null) return null;
  return send({ type: 'ask_ending', attemptId: open.attemptId, roomId: open.matchId, identity });
}

/**
 * The paired match's seat is gone (the window passed, or the server says so): ask how it ended. A match this
 * device cannot ask about (no room id or identity kept) is a loss, as before.
 */
export function askEnding(state: MatchState, event: MatchEvent): MatchStep {
  const ask = askMessage(state, event);
  if (ask === null) return settleForfeit(state, event);
  return {
    state: { ...state, stage: 'checking', reconnecting: false, paused: false, connected: false },
    effects: [...stageFeedback(state.stage, 'checking'), ask],
  };
}

/**
 * Play pressed while this device's paired match is still open, its ending unknown (pending when the screen was
 * left): the server is asked about that match first; the player plays again once it is settled.
 */
export function checkOpenMatch(
  state: MatchState,
  event: MatchEvent,
  attemptId: string,
  tournament: MatchState['tournament'],
): MatchStep {
  if (state.connected || event.record?.openMatch?.attemptId !== attemptId) return none(state);
  const checking: MatchState = { ...INITIAL_MATCH_STATE, stage: 'checking', tournament, attemptId };
  const ask = askMessage(checking, event);
  return ask === null ? none(state) : { state: checking, effects: [ask] };
}

/** The timer, the player's "Check again": ask once more (only while the match's ending is unknown). */
export function askAgain(state: MatchState, event: MatchEvent): MatchStep {
  if (state.stage !== 'checking' && state.stage !== 'pending') return none(state);
  const ask = askMessage(state, event);
  return ask === null
    ? none(state)
    : { state, effects: [{ kind: 'cancel', timer: DUEL_TIMERS.ending }, ask] };
}

/** The server's answer (or none): settle as it says, ask again, or keep the match pending. */
export function endingAnswered(
  state: MatchState,
  event: MatchEvent,
  attemptId: string,
  answer: ServerEnding,
): MatchStep {
  const open = event.record?.openMatch;
  if (attemptId !== state.attemptId || (state.stage !== 'checking' && state.stage !== 'pending')) {
    return none(state);
  }
  if (open?.attemptId !== attemptId) return none(state);
  const decision = settlementForEnding(answer, open.tournament, playOf(state));
  switch (decision.kind) {
    case 'ask_again':
      return { state: { ...state, stage: 'checking' }, effects: [askTimer(ENDING_ASK_AGAIN_MS)] };
    case 'pending':
      return { state: { ...state, stage: 'pending' }, effects: [askTimer(ENDING_RETRY_MS)] };
    case 'settle':
      break;
  }
  if (decision.shown === 'void') return settleVoid(state, event, 'server_error');
  if (decision.shown === 'left') return settleForfeit(state, event);
  const { settlement } = decision;
  const rewards =
    settlement.kind === 'result'
      ? { coins: settlement.rewardCoins, experience: settlement.experience }
      : null;
  return {
    state: { ...state, stage: 'ended_away', awayShown: decision.shown, rewards },
    effects: [...settle(event, attemptId, settlement), ...stageFeedback(state.stage, 'ended_away')],
  };
}
