import { powerUpQuantity, spendPowerUp, type PowerUpId } from '@goalguessr/game-core';
import type {
  AnswerResultPayload,
  PowerUpResultPayload,
  ReportResultPayload,
  RoundEndPayload,
  RoundStartPayload,
  CluePayload,
} from '@goalguessr/protocol';

import {
  DUEL_TIMERS,
  NOTICE_MS,
  none,
  send,
  type CardReportStatus,
  type MatchEffect,
  type MatchEvent,
  type MatchNotice,
  type MatchState,
  type MatchStep,
} from './duel-state';
import { stageFeedback } from './settlement';

/**
 * A round of the duel: the card and its clues as the server sends them, the player's answer and power-ups,
 * the reveal, the warning and "Report this card". Every rule is the server's; this keeps the screen's copy.
 */

function showNotice(state: MatchState, notice: MatchNotice): MatchStep {
  const noticeId = state.noticeId + 1;
  return {
    state: { ...state, notice, noticeId },
    effects: [
      {
        kind: 'schedule',
        timer: DUEL_TIMERS.notice,
        ms: NOTICE_MS,
        input: { type: 'notice_expired', noticeId },
      },
    ],
  };
}

/** `match:round_start`: a new card (its question cue), the round's own state cleared. */
export function roundStarted(state: MatchState, event: MatchEvent, round: RoundStartPayload): MatchStep {
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
      ...(newCard ? [{ kind: 'cue', cue: 'question' } as const] : []),
    ],
  };
}

/**
 * `match:clue`: the next clue stage of the running round, at its time: the card grows by exactly that stage (a
 * repeat or a stage out of order, which the server never sends, is ignored).
 */
export function clueArrived(state: MatchState, clue: CluePayload): MatchStep {
  const { round } = state;
  if (round === null || clue.roundIndex !== round.roundIndex || clue.stage !== round.clues.length)
    return none(state);
  return none({ ...state, round: { ...round, clues: [...round.clues, clue.clues] } });
}

/** The cue of this player's own answer: right (two or more in a row: the streak), wrong, or time's up. */
export function answerResulted(state: MatchState, result: AnswerResultPayload): MatchStep {
  const next = { ...state, answerResult: result, pendingOption: null };
  // The same result again (after a reconnection) is not a new moment.
  if (result.roundIndex === state.answerResult?.roundIndex) return none(next);
  if (result.kind === 'timeout' || !result.correct) {
    return {
      state: { ...next, streak: 0 },
      effects: [{ kind: 'cue', cue: result.kind === 'timeout' ? 'timeUp' : 'wrong' }],
    };
  }
  const streak = state.streak + 1;
  return {
    state: { ...next, streak },
    effects: [{ kind: 'cue', cue: streak >= 2 ? 'correctStreak' : 'correct' }],
  };
}

/** `match:round_end`: the round closed for both; its summary joins the closed rounds (once). */
export function roundEnded(state: MatchState, roundEnd: RoundEndPayload): MatchStep {
  const closedRounds = [...state.closedRounds.filter((r) => r.roundIndex !== roundEnd.roundIndex), roundEnd];
  return none({ ...state, roundEnd, closedRounds });
}

/** `match:warning`: the opponent may end the match this round (the cue once per round). */
export function warned(state: MatchState, roundIndex: number): MatchStep {
  const effects: MatchEffect[] = roundIndex !== state.warningRound ? [{ kind: 'cue', cue: 'warning' }] : [];
  return { state: { ...state, warningRound: roundIndex }, effects };
}

/** `match:power_up_result`: spent from the inventory only now that the server has confirmed it. */
export function powerUpResulted(
  state: MatchState,
  event: MatchEvent,
  result: PowerUpResultPayload,
): MatchStep {
  if (!result.ok) return showNotice({ ...state, pendingPowerUp: null }, result.reason);
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
      { kind: 'cue', cue: 'powerUp' },
    ],
  };
}

/** `match:report_result`: already reported (from another tab of the same seat, say) is as good as sent. */
export function reportResulted(state: MatchState, reply: ReportResultPayload): MatchStep {
  const status: CardReportStatus = reply.ok || reply.reason === 'already_reported' ? 'sent' : 'failed';
  return none({ ...state, cardReports: { ...state.cardReports, [reply.roundIndex]: status } });
}

/** The player picks an option: sent once per round, never for an option the whistle removed. */
export function answer(state: MatchState, optionToken: string): MatchStep {
  const { round, pendingOption, answerResult, removedOptions } = state;
  if (!state.connected || round === null || pendingOption !== null || answerResult !== null)
    return none(state);
  if (removedOptions.includes(optionToken)) return none(state);
  return {
    state: { ...state, pendingOption: optionToken },
    effects: [
      { kind: 'cue', cue: 'answerSent' },
      send({ type: 'answer', roundIndex: round.roundIndex, optionToken }),
    ],
  };
}

/** The player asks for a power-up; "Not enough power-ups!" when the inventory has none. */
export function requestPowerUp(state: MatchState, event: MatchEvent, powerUp: PowerUpId): MatchStep {
  const { round, pendingPowerUp, answerResult, pendingOption } = state;
  if (!state.connected || round === null || event.record === null) return none(state);
  if (pendingPowerUp !== null || answerResult !== null || pendingOption !== null) return none(state);
  if (powerUpQuantity(event.record, powerUp) <= 0) return showNotice(state, 'not_enough_power_ups');
  return {
    state: { ...state, pendingPowerUp: powerUp },
    effects: [send({ type: 'power_up', roundIndex: round.roundIndex, powerUp })],
  };
}

/** "Report this card" for a closed round of this match, once. */
export function report(state: MatchState, roundIndex: number): MatchStep {
  const closed = state.closedRounds.some((r) => r.roundIndex === roundIndex);
  if (!state.connected || !closed || state.cardReports[roundIndex] !== undefined) return none(state);
  return {
    state: { ...state, cardReports: { ...state.cardReports, [roundIndex]: 'pending' } },
    effects: [send({ type: 'report', roundIndex })],
  };
}

/** The notice's own timer clears it (a later notice has its own). */
export function noticeExpired(state: MatchState, noticeId: number): MatchStep {
  return none(noticeId === state.noticeId ? { ...state, notice: null } : state);
}

/** `match:error`: a refused answer (e.g. the deadline passed meanwhile): the round is shown as it is. */
export function refused(state: MatchState): MatchStep {
  return none({ ...state, pendingOption: null, pendingPowerUp: null });
}
