import {
  POINTS_PER_CORRECT,
  QUESTIONS_PER_MATCH,
  TOURNAMENTS,
  XP_FOR_DRAW,
  XP_FOR_LOSS,
  XP_FOR_WIN,
  XP_PER_CORRECT_ANSWER,
  type TournamentId,
} from '../constants';
import { clueStagesShown, pointsForClues } from '../questions/clues';
import type { MatchOutcome } from './outcome';
import { toWholeNumber } from './whole-number';

/** Points of a round won with the golden shot: counted as correct, never with the clue bonus. */
export function goldenShotPoints(): number {
  return POINTS_PER_CORRECT;
}

/**
 * Points for one round: 0 when wrong; when right, fewer the more clues were out (issue 13): `pointsForClues`
 * of the clue stages shown at `answeredAtMs` (200 before the second clue … 100 once the nation is out, for a
 * 15 s round). An answer stamped before the start counts as the first stage; after the last stage (an energy
 * drink's extra time) it earns the base. With `goldenShot` the round counts as correct (whatever `correct` says)
 * for `goldenShotPoints()`. More correct answers wins (spec §1); on equal correct answers the points decide
 * (`matchOutcome`).
 */
export function roundPoints(input: {
  correct: boolean;
  answeredAtMs: number;
  roundStartMs: number;
  /** the round's base answer window, which sets the clue schedule (ROUND_DURATION_MS in production) */
  roundDurationMs: number;
  goldenShot?: boolean;
}): number {
  if (input.goldenShot === true) return goldenShotPoints();
  if (input.correct !== true) return 0;
  return pointsForClues(clueStagesShown(input.answeredAtMs - input.roundStartMs, input.roundDurationMs));
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
