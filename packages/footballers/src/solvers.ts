/**
 * Two players who know no football, used to measure whether a question can be read rather than known
 * (`npm run report:questions`, and the limits checked in `solvers.test.ts`):
 *
 * - the **flag-only** solver picks at random among the options whose footballer plays for the nation the card
 *   shows (among all four when the card hides it);
 * - the **most-famous-name** solver picks the option with the highest fame score (at random among ties), as
 *   someone who has heard of one name and not the others would.
 *
 * Each returns its exact chance of answering the question right (the average over its random choices), so the
 * figures carry no sampling noise beyond the questions themselves.
 */
import {
  cardFactCount,
  cardFromFootballer,
  createQuestionBank,
  createSeededRng,
  QUESTIONS_PER_MATCH,
  RECENT_PLAYERS_LIMIT,
  type Footballer,
  type Question,
  type QuestionBank,
  type Tier,
} from '@goalguessr/game-core';

/**
 * The most a solver that knows no football may score per tier (chance is 25 %): the most-famous name ≤ 40 %
 * (issues 13, 23); the flag alone ≤ 45 % (ours, issue 23: wrong options may now be of other nations, which the
 * nation — the last stage — rules out, but it must not settle the card alone, or waiting for it would win)
 */
export const SOLVER_LIMITS = { flagOnly: 0.45, mostFamous: 0.4 } as const;

export type PlayerLookup = (id: string) => Footballer | undefined;

/** Chance that picking at random among the options of the card's nation is right. */
export function flagOnlyChance(q: Question, lookup: PlayerLookup): number {
  const matching = q.options.filter((o) => q.card.nation === null || lookup(o.id)?.nation === q.card.nation);
  if (!matching.some((o) => o.id === q.answerId)) return 0;
  return 1 / matching.length;
}

/**
 * Chance that picking at random among the options of the match's tier is right: an option of another tier is
 * never the answer, which a client holding the dataset could read off.
 */
export function tierOnlyChance(q: Question, lookup: PlayerLookup, tier: Tier): number {
  const matching = q.options.filter((o) => lookup(o.id)?.tier === tier);
  if (!matching.some((o) => o.id === q.answerId)) return 0;
  return 1 / matching.length;
}

/** Chance that picking the most famous option (at random among equals) is right. */
export function mostFamousChance(q: Question, lookup: PlayerLookup): number {
  const fames = q.options.map((o) => lookup(o.id)?.fame ?? 0);
  const top = Math.max(...fames);
  const answerFame = lookup(q.answerId)?.fame ?? 0;
  if (answerFame < top) return 0;
  return 1 / fames.filter((f) => f === top).length;
}

/** Chance that picking the least famous option (at random among equals) is right: the mirror giveaway. */
export function leastFamousChance(q: Question, lookup: PlayerLookup): number {
  const fames = q.options.map((o) => lookup(o.id)?.fame ?? 0);
  const bottom = Math.min(...fames);
  const answerFame = lookup(q.answerId)?.fame ?? 0;
  if (answerFame > bottom) return 0;
  return 1 / fames.filter((f) => f === bottom).length;
}

export interface TierReport {
  tier: Tier;
  /** players of the tier (possible answers) */
  size: number;
  questions: number;
  flagOnly: number;
  mostFamous: number;
  leastFamous: number;
  /** share of questions whose card hides the nation (wrong options from other nations of the region) */
  nationHidden: number;
  /** share of questions with at least one wrong option of another nation (the nation clue tells it apart) */
  otherNation: number;
  /** the tier-only solver (`tierOnlyChance`) */
  tierOnly: number;
  /** distinguishing facts per card of the tier (`cardFactCount`) */
  facts: { min: number; median: number; mean: number };
}

/**
 * Plays `matches` matches of a tier in a row as one player whose recent answers are excluded (oldest first,
 * as the client sends them, at most RECENT_PLAYERS_LIMIT) and returns every question.
 */
export function playTier(bank: QuestionBank, tier: Tier, matches: number, seed = 1): Question[] {
  let recent: string[] = [];
  const questions: Question[] = [];
  for (let m = 0; m < matches; m++) {
    const match = bank.generateMatchQuestions({
      tier,
      rng: createSeededRng(seed * 1_000_003 + m),
      exclude: recent,
    });
    questions.push(...match);
    recent = [...recent, ...match.map((q) => q.answerId)].slice(-RECENT_PLAYERS_LIMIT);
  }
  return questions;
}

/** Both solvers (and the least-famous mirror) over questions of a tier. */
export function measureQuestions(
  players: readonly Footballer[],
  tier: Tier,
  questions: readonly Question[],
): TierReport {
  const byId = new Map(players.map((p) => [p.id, p]));
  const lookup: PlayerLookup = (id) => byId.get(id);
  let flag = 0;
  let famous = 0;
  let hidden = 0;
  let least = 0;
  let otherNation = 0;
  let tierOnly = 0;
  for (const q of questions) {
    tierOnly += tierOnlyChance(q, lookup, tier);
    flag += flagOnlyChance(q, lookup);
    famous += mostFamousChance(q, lookup);
    least += leastFamousChance(q, lookup);
    if (q.card.nation === null) hidden++;
    const nation = lookup(q.answerId)?.nation;
    if (q.options.some((o) => lookup(o.id)?.nation !== nation)) otherNation++;
  }
  const facts = players
    .filter((p) => p.tier === tier)
    .map((p) => cardFactCount(cardFromFootballer(p)))
    .sort((a, b) => a - b);
  const n = Math.max(1, questions.length);
  return {
    tier,
    size: facts.length,
    questions: questions.length,
    flagOnly: flag / n,
    mostFamous: famous / n,
    leastFamous: least / n,
    nationHidden: hidden / n,
    otherNation: otherNation / n,
    tierOnly: tierOnly / n,
    facts: {
      min: facts[0] ?? 0,
      median: facts[Math.floor(facts.length / 2)] ?? 0,
      mean: facts.reduce((sum, x) => sum + x, 0) / Math.max(1, facts.length),
    },
  };
}

/** One question bank per dataset: building its candidate caches costs far more than drawing questions. */
const banks = new WeakMap<readonly Footballer[], QuestionBank>();

/** `playTier` then `measureQuestions`, on one bank per dataset. */
export function measureTier(
  players: readonly Footballer[],
  tier: Tier,
  matches: number,
  seed = 1,
): TierReport {
  let bank = banks.get(players);
  if (!bank) {
    bank = createQuestionBank(players);
    banks.set(players, bank);
  }
  return measureQuestions(players, tier, playTier(bank, tier, matches, seed));
}

/** Matches per tier the report plays: 2,000 matches = 10,000 questions. */
export const REPORT_MATCHES_PER_TIER = 2_000;
export const REPORT_QUESTIONS_PER_TIER = REPORT_MATCHES_PER_TIER * QUESTIONS_PER_MATCH;
