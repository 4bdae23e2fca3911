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

/** One side of a match as the outcome rule reads it: correct answers and points (whole numbers ≥ 0). */
export interface MatchSide {
  readonly correct: number;
  readonly points: number;
}

/**
 * The outcome for "me" (issue 23): more correct answers wins (spec §1); on equal correct answers the side with
 * more points wins (points fall as clues come out, so the one who knew sooner wins); equal points is a draw.
 * Bad values read as 0. The server settles every match with this rule, bots' included.
 */
export function matchOutcome(mine: MatchSide, theirs: MatchSide): MatchOutcome {
  const compare = (a: number, b: number): number => toWholeNumber(a) - toWholeNumber(b);
  const byCorrect = compare(mine.correct, theirs.correct);
  const difference = byCorrect !== 0 ? byCorrect : compare(mine.points, theirs.points);
  if (difference > 0) return 'win';
  if (difference < 0) return 'lose';
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
 * Each remaining round moves the difference d = |a − b| in correct answers by at most 1 towards the trailing
 * player, so after r remaining rounds it can reach d − r at best. The outcome is fixed when d − r > 0, i.e.
 * d > r. With d = r the trailing player can still draw level by winning every remaining round outright, so the
 * match goes on. After all rounds (r = 0) it is always decided. A `roundsPlayed` beyond `totalRounds` counts
 * as all rounds played.
 *
 * Under the points tie-break (`matchOutcome`) this stays right: correct answers are compared first, so a lead
 * d > r is still out of reach whatever the points, and the match never ends while the trailing player can draw
 * level on correct answers, since points would then decide. It reads correct answers only, on purpose: when
 * d = r and the leader's points lead is already larger than r rounds can bring (r × MAX_ROUND_POINTS), the
 * outcome is fixed too, yet the match plays on to its last rounds, which cannot change it; the early end and
 * its warning (`opponentMayEndMatchThisRound`) stay the plain count the player sees.
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
 * It follows `isMatchDecided`, which reads correct answers only, so the points tie-break changes nothing here.
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
