import { QUESTIONS_PER_MATCH } from '../constants';
import { toWholeNumber } from './whole-number';

export type MatchOutcome = 'win' | 'lose' | 'draw';

/** The score of a 1v1 match as both sides see it. Counts are whole numbers ≥ 0 (bad values read as 0). */
export interface MatchScore {
  /** correct answers of player 0 and player 1 */
  readonly correct: readonly [number, number];
  /** rounds already over (answered or timed out by both) */
  readonly roundsPlayed: number;
  /** rounds in the match; QUESTIONS_PER_MATCH (5) unless told */
  readonly totalRounds?: number;
}

/** The outcome for "me": more correct answers wins, equal is a draw (spec §1). */
export function matchOutcome(myCorrect: number, theirCorrect: number): MatchOutcome {
  const mine = toWholeNumber(myCorrect);
  const theirs = toWholeNumber(theirCorrect);
  if (mine > theirs) return 'win';
  if (mine < theirs) return 'lose';
  return 'draw';
}

/** Rounds still to play, never negative. */
export function roundsRemaining(roundsPlayed: number, totalRounds: number = QUESTIONS_PER_MATCH): number {
  return Math.max(0, toWholeNumber(totalRounds) - toWholeNumber(roundsPlayed));
}

/**
 * Rounds the trailing player must win outright (right while the opponent is wrong) just to draw:
 * the difference in correct answers, 0 when not behind.
 */
export function roundsNeededToCatchUp(myCorrect: number, theirCorrect: number): number {
  return Math.max(0, toWholeNumber(theirCorrect) - toWholeNumber(myCorrect));
}

/**
 * True when the match is over (spec §4: "after all rounds or early on a score difference").
 *
 * Each remaining round moves the difference d = |a − b| by at most 1 towards the trailing player, so after
 * r remaining rounds it can reach d − r at best. The outcome is fixed when d − r > 0, i.e. d > r.
 * With d = r the trailing player can still draw by winning every remaining round outright, so the match
 * goes on. After all rounds (r = 0) it is always decided. A `roundsPlayed` beyond `totalRounds` counts as
 * all rounds played.
 */
export function isMatchDecided(score: MatchScore): boolean {
  const [a, b] = score.correct;
  const remaining = roundsRemaining(score.roundsPlayed, score.totalRounds ?? QUESTIONS_PER_MATCH);
  if (remaining === 0) return true;
  return Math.abs(toWholeNumber(a) - toWholeNumber(b)) > remaining;
}

/**
 * True before a round in which the opponent could end the match early (spec §4: "the opponent may end the
 * match this round"), seen from the player who asks.
 *
 * Let d = theirCorrect − myCorrect (the opponent's lead) and r = rounds remaining before this round.
 * - The warning is only for the trailing player: d ≥ 1.
 * - The match must still be open: d ≤ r (see `isMatchDecided`).
 * - The worst case this round is the opponent right and me wrong: the lead becomes d + 1 with r − 1 rounds
 *   left, which is decided when d + 1 > r − 1, i.e. d ≥ r − 1.
 * So the rule is 1 ≤ d and r − 1 ≤ d ≤ r. Examples in a 5-round match: 1–2 before round 4 (d = 1, r = 2) → true;
 * 0–1 before round 2 (d = 1, r = 4) → false; 0–1 before round 5 (d = 1, r = 1) → true.
 */
export function opponentMayEndMatchThisRound(input: {
  myCorrect: number;
  theirCorrect: number;
  roundsPlayed: number;
  totalRounds?: number;
}): boolean {
  const lead = toWholeNumber(input.theirCorrect) - toWholeNumber(input.myCorrect);
  const remaining = roundsRemaining(input.roundsPlayed, input.totalRounds ?? QUESTIONS_PER_MATCH);
  if (remaining === 0 || lead < 1) return false;
  return lead <= remaining && lead >= remaining - 1;
}
