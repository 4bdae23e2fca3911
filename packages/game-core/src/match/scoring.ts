import {
  POINTS_PER_CORRECT,
  QUESTIONS_PER_MATCH,
  SPEED_BONUS_MAX_POINTS,
  TOURNAMENTS,
  XP_FOR_DRAW,
  XP_FOR_LOSS,
  XP_FOR_WIN,
  XP_PER_CORRECT_ANSWER,
  type TournamentId,
} from '../constants';
import type { MatchOutcome } from './outcome';
import { toWholeNumber } from './whole-number';

/** Points of a round won with the golden shot: counted as correct, never with a speed bonus. */
export function goldenShotPoints(): number {
  return POINTS_PER_CORRECT;
}

/**
 * Points for one round: 0 when wrong; POINTS_PER_CORRECT plus a speed bonus when right.
 *
 * The bonus is SPEED_BONUS_MAX_POINTS × (time left ÷ the player's answer window), rounded down, where the
 * window is `deadlineMs − roundStartMs` (the deadline already holds any energy-drink extension).
 * Odd input is clamped, never thrown on: an answer stamped before the start gets the full bonus, one after the
 * deadline gets none, and an empty, negative or non-finite window gives no bonus. With `goldenShot` the round
 * counts as correct (whatever `correct` says) for `goldenShotPoints()`.
 * The result is an integer in [0, POINTS_PER_CORRECT + SPEED_BONUS_MAX_POINTS].
 */
export function roundPoints(input: {
  correct: boolean;
  answeredAtMs: number;
  roundStartMs: number;
  deadlineMs: number;
  goldenShot?: boolean;
}): number {
  if (input.goldenShot === true) return goldenShotPoints();
  if (input.correct !== true) return 0;
  return POINTS_PER_CORRECT + speedBonusPoints(input.answeredAtMs, input.roundStartMs, input.deadlineMs);
}

function speedBonusPoints(answeredAtMs: number, roundStartMs: number, deadlineMs: number): number {
  const windowMs = deadlineMs - roundStartMs;
  const leftMs = deadlineMs - answeredAtMs;
  if (!Number.isFinite(windowMs) || !Number.isFinite(leftMs) || windowMs <= 0) return 0;
  const clampedLeftMs = Math.min(Math.max(leftMs, 0), windowMs);
  // Divide first: multiplying a huge window by the bonus could overflow to Infinity and give NaN.
  return Math.floor((clampedLeftMs / windowMs) * SPEED_BONUS_MAX_POINTS);
}

/**
 * Coins paid after a match: the tournament's `rewardCoins` for a win, `drawRewardCoins` for a draw, 0 for a
 * loss. An unknown tournament or outcome pays 0.
 */
export function matchRewardCoins(tournamentId: TournamentId, outcome: MatchOutcome): number {
  if (!Object.hasOwn(TOURNAMENTS, tournamentId)) return 0;
  const tournament = TOURNAMENTS[tournamentId];
  if (outcome === 'win') return tournament.rewardCoins;
  if (outcome === 'draw') return tournament.drawRewardCoins;
  return 0;
}

/**
 * Experience after a match: XP_FOR_WIN / XP_FOR_DRAW / XP_FOR_LOSS by outcome, plus XP_PER_CORRECT_ANSWER per
 * correct answer. The count is read as a whole number and capped at QUESTIONS_PER_MATCH so a forged count
 * cannot farm experience. An unknown outcome earns the loss amount.
 */
export function matchExperience(outcome: MatchOutcome, correctCount: number): number {
  const base = outcome === 'win' ? XP_FOR_WIN : outcome === 'draw' ? XP_FOR_DRAW : XP_FOR_LOSS;
  return base + XP_PER_CORRECT_ANSWER * Math.min(toWholeNumber(correctCount), QUESTIONS_PER_MATCH);
}
