import { CLUE_POINTS_PER_HIDDEN_STAGE, POINTS_PER_CORRECT } from '../constants';
import type { CareerStep, Position, QuestionCard } from './types';

/**
 * The order clues come out over a round, hardest first (issues 13, 23): the profile (position and the decade
 * he was born in), then the World Cups played, the clubs (at those World Cups and his career path), the
 * shirt numbers with his exact birth year, height and foot, and last the nation. Stage 0 is on the card when the
 * round opens; each later stage arrives at its time (`clueRevealOffsetsMs`). The opening stage is coarse on
 * purpose: several options fit it, and each later stage rules some out (the question generator picks them so).
 */
export const CLUE_STAGES = ['profile', 'world_cups', 'clubs', 'numbers', 'nation'] as const;
export type ClueStage = (typeof CLUE_STAGES)[number];

/** ours: the opening stage shows the birth year as an era of this many years (1980–1989), the exact year later */
export const ERA_BAND_YEARS = 10;

/** The era band a birth year falls in: aligned to ERA_BAND_YEARS (1987 → 1980–1989). */
export function eraOf(birthYear: number): { from: number; to: number } {
  const from = Math.floor(birthYear / ERA_BAND_YEARS) * ERA_BAND_YEARS;
  return { from, to: from + ERA_BAND_YEARS - 1 };
}

/** One fact of a card, as the server sends it when its stage is out. */
export type Clue =
  | { kind: 'position'; position: Position }
  /** the era he was born in (opening stage); the exact year comes as `born` with the shirt numbers */
  | { kind: 'era'; from: number; to: number }
  | { kind: 'born'; birthYear: number }
  | { kind: 'height'; heightCm: number }
  | { kind: 'foot'; foot: 'left' | 'right' | 'both' }
  /** the World Cups he was in a squad for, ascending (none for a player who never played one) */
  | { kind: 'world_cups'; years: number[] }
  /** his club at each World Cup, where known */
  | { kind: 'clubs'; clubs: { year: number; club: string }[] }
  /** his career path: clubs in order, with the year he joined each (null for the first on record) */
  | { kind: 'career'; clubs: CareerStep[] }
  /** his shirt number at each World Cup, where known */
  | { kind: 'numbers'; numbers: { year: number; number: number }[] }
  /**
   * his national team (null when the question hides it) and, when he also played for another team (Puskás:
   * Spain 1962), those tournaments
   */
  | {
      kind: 'nation';
      nation: string | null;
      flag: string | null;
      otherTeams: { year: number; nation: string }[];
    };

/** The clues of each stage of a card, in CLUE_STAGES order (a stage may hold none: a card without clubs). */
export function cluesByStage(card: QuestionCard): Clue[][] {
  const cups = [...card.worldCups].sort((a, b) => a.year - b.year);
  const profile: Clue[] = [
    { kind: 'position', position: card.position },
    { kind: 'era', ...eraOf(card.birthYear) },
  ];
  const clubs = cups.flatMap((w) => (w.club === null ? [] : [{ year: w.year, club: w.club }]));
  const career = card.career ?? [];
  const clubStage: Clue[] = [];
  if (clubs.length > 0) clubStage.push({ kind: 'clubs', clubs });
  if (career.length > 0) clubStage.push({ kind: 'career', clubs: career.map((step) => ({ ...step })) });
  const numbers = cups.flatMap((w) => (w.number === null ? [] : [{ year: w.year, number: w.number }]));
  const numberStage: Clue[] = [];
  if (numbers.length > 0) numberStage.push({ kind: 'numbers', numbers });
  numberStage.push({ kind: 'born', birthYear: card.birthYear });
  if (card.heightCm !== null) numberStage.push({ kind: 'height', heightCm: card.heightCm });
  if (card.foot !== null) numberStage.push({ kind: 'foot', foot: card.foot });
  const otherTeams =
    card.nation === null
      ? []
      : cups.flatMap((w) => (w.nation === undefined ? [] : [{ year: w.year, nation: w.nation }]));
  return [
    profile,
    [{ kind: 'world_cups', years: cups.map((w) => w.year) }],
    clubStage,
    numberStage,
    [{ kind: 'nation', nation: card.nation, flag: card.flag, otherTeams }],
  ];
}

/**
 * When each stage comes out, in ms after the round opens: evenly over the first 80 % of the answer window
 * (15 s: 0, 3, 6, 9 and 12 s), so the last clue still leaves time to answer.
 */
export function clueRevealOffsetsMs(roundDurationMs: number): number[] {
  const step = Math.max(0, Math.floor(roundDurationMs / CLUE_STAGES.length));
  return CLUE_STAGES.map((_, i) => i * step);
}

/** How many stages are out `elapsedMs` after the round opened (1 to CLUE_STAGES.length). */
export function clueStagesShown(elapsedMs: number, roundDurationMs: number): number {
  const offsets = clueRevealOffsetsMs(roundDurationMs);
  const elapsed = Number.isFinite(elapsedMs) ? elapsedMs : 0;
  return Math.max(1, offsets.filter((at) => elapsed >= at).length);
}

/**
 * Points for a right answer with `stagesShown` clue stages out: POINTS_PER_CORRECT plus
 * CLUE_POINTS_PER_HIDDEN_STAGE for every stage still hidden (15 s round: 200 in the first 3 s, then 175, 150,
 * 125, and 100 once the nation is out). On equal correct answers the side with more points wins (`matchOutcome`).
 */
export function pointsForClues(stagesShown: number): number {
  const shown = Math.min(
    CLUE_STAGES.length,
    Math.max(1, Math.floor(Number.isFinite(stagesShown) ? stagesShown : 1)),
  );
  return POINTS_PER_CORRECT + CLUE_POINTS_PER_HIDDEN_STAGE * (CLUE_STAGES.length - shown);
}

/**
 * The part of `pointsForClues` that rewards needing fewer clues: CLUE_POINTS_PER_HIDDEN_STAGE for every stage
 * still hidden (100 before the second clue, 0 once the nation is out). The solo modes add it to their own
 * points for a right answer.
 */
export function clueBonusPoints(stagesShown: number): number {
  return pointsForClues(stagesShown) - POINTS_PER_CORRECT;
}

/** The highest points one round can give (a right answer before the second clue). */
export const MAX_ROUND_POINTS = POINTS_PER_CORRECT + CLUE_POINTS_PER_HIDDEN_STAGE * (CLUE_STAGES.length - 1);

/** Every clue of a card, all stages out (the reveal after the round). */
export function allClues(card: QuestionCard): Clue[] {
  return cluesByStage(card).flat();
}
