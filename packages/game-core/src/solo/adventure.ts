import {
  ADVENTURE_COINS_PER_NEW_STAR,
  ADVENTURE_LEVELS_PER_ISLAND,
  ADVENTURE_PASS_CORRECT,
  ADVENTURE_POINTS_PER_CORRECT,
  ADVENTURE_QUESTIONS_PER_LEVEL,
  ADVENTURE_THREE_STARS_CORRECT,
  ADVENTURE_TWO_STARS_CORRECT,
  ADVENTURE_XP_PER_PASS,
  SOLO_XP_PER_CORRECT,
  type Tier,
} from '../constants';
import type { QuestionBank } from '../questions/bank';
import { CLUE_STAGES, clueBonusPoints } from '../questions/clues';
import { regionOf, type Region } from '../questions/regions';
import type { Footballer, Question } from '../questions/types';
import type { Rng } from '../rng';

/** ours: the islands of the Adventure map, in the order they open; each is a themed pool of footballers. */
export const ADVENTURE_ISLANDS = [
  { id: 'west-europe', regions: ['british-isles', 'western-europe', 'southern-europe'] },
  { id: 'south-america', regions: ['south-america'] },
  { id: 'east-europe', regions: ['central-europe', 'nordic', 'eastern-europe', 'balkans'] },
  { id: 'africa', regions: ['north-africa', 'west-africa', 'central-southern-africa'] },
  { id: 'americas', regions: ['north-america', 'central-america-caribbean'] },
  { id: 'asia-oceania', regions: ['middle-east', 'east-asia', 'oceania'] },
] as const satisfies readonly { id: string; regions: readonly Region[] }[];

export type IslandId = (typeof ADVENTURE_ISLANDS)[number]['id'];
export const ISLAND_IDS: readonly IslandId[] = ADVENTURE_ISLANDS.map((island) => island.id);

/** ours: inside an island, the most famous share of its players is its easy tier, the next share its middle one. */
const ISLAND_TIER_SHARES = { rookie: 0.15, champions: 0.35 } as const;

/** Adventure progress as saved in the player record. */
export interface AdventureProgress {
  /** how many islands are open (1 … ADVENTURE_ISLANDS.length): the profile's "opened island" */
  openedIsland: number;
  /** per island, the best stars (0 = not passed, 1–3) of each of its ADVENTURE_LEVELS_PER_ISLAND levels */
  stars: Record<IslandId, number[]>;
}

/** A list of `length` clue-stage counts, each a whole number from 1 to CLUE_STAGES.length. */
function isStageList(value: unknown, length: number): value is readonly number[] {
  return (
    Array.isArray(value) &&
    value.length === length &&
    value.every((n) => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= CLUE_STAGES.length)
  );
}

function isIslandId(value: unknown): value is IslandId {
  return typeof value === 'string' && (ISLAND_IDS as readonly string[]).includes(value);
}

/** Progress of a new player: the first island open, no stars. */
export function defaultAdventureProgress(): AdventureProgress {
  const stars = {} as Record<IslandId, number[]>;
  for (const id of ISLAND_IDS) stars[id] = Array.from({ length: ADVENTURE_LEVELS_PER_ISLAND }, () => 0);
  return { openedIsland: 1, stars };
}

/**
 * The footballers of an island: those whose nation belongs to one of its regions, as copies whose `tier` is
 * re-ranked inside the island by fame (the top ISLAND_TIER_SHARES.rookie are its easy tier, the next
 * ISLAND_TIER_SHARES.champions its middle tier, the rest its hard tier), so every island has easy questions.
 * Ties in fame are broken by id, so the result is the same for the same input.
 */
export function islandPlayers(players: readonly Footballer[], islandId: IslandId): Footballer[] {
  const island = ADVENTURE_ISLANDS.find((i) => i.id === islandId);
  if (island === undefined) return [];
  const regions: readonly string[] = island.regions;
  const members = players.filter((p) => {
    const region = regionOf(p.nation);
    return region !== undefined && regions.includes(region);
  });
  const ranked = members.slice().sort((a, b) => b.fame - a.fame || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const easy = Math.ceil(ranked.length * ISLAND_TIER_SHARES.rookie);
  const middle = easy + Math.ceil(ranked.length * ISLAND_TIER_SHARES.champions);
  return ranked.map((p, index) => ({
    ...p,
    tier: index < easy ? 'rookie' : index < middle ? 'champions' : 'legendary',
  }));
}

/**
 * The tiers of the ADVENTURE_QUESTIONS_PER_LEVEL questions of level `levelIndex` (0-based): difficulty
 * `levelIndex + question` rises inside a level and from level to level; 0–2 easy, 3–5 middle, 6+ hard.
 * Level 1 is R R R C C, level 5 is C C H H H.
 */
export function adventureLevelTiers(levelIndex: number): Tier[] {
  const level = Number.isSafeInteger(levelIndex) && levelIndex > 0 ? levelIndex : 0;
  return Array.from({ length: ADVENTURE_QUESTIONS_PER_LEVEL }, (_, question) => {
    const difficulty = level + question;
    return difficulty <= 2 ? 'rookie' : difficulty <= 5 ? 'champions' : 'legendary';
  });
}

/**
 * The questions of one level, from a bank of the island's players (`islandPlayers`), through the same
 * generator as the duel: for each question the tier of `adventureLevelTiers`, never the same answer twice in
 * the level, ids in `exclude` avoided when the tier allows. Fewer questions only when the bank cannot supply them.
 */
export function generateAdventureLevel(
  bank: QuestionBank,
  levelIndex: number,
  rng: Rng,
  exclude: Iterable<string> = [],
): Question[] {
  const used = new Set<string>();
  const avoided = [...exclude];
  const questions: Question[] = [];
  const spare = new Map<Tier, Question[]>();
  for (const tier of adventureLevelTiers(levelIndex)) {
    let question = spare.get(tier)?.find((q) => !used.has(q.answerId));
    if (question === undefined) {
      const batch = bank.generateMatchQuestions({ tier, rng, exclude: [...avoided, ...used] });
      spare.set(tier, batch);
      question = batch.find((q) => !used.has(q.answerId));
    }
    if (question === undefined) continue;
    used.add(question.answerId);
    questions.push(question);
  }
  return questions;
}

/** Stars for `correct` right answers of a level: 0 below ADVENTURE_PASS_CORRECT, then 1, 2 (4 right) or 3 (5 right). */
export function adventureStars(correct: number): 0 | 1 | 2 | 3 {
  if (!Number.isFinite(correct) || correct < ADVENTURE_PASS_CORRECT) return 0;
  if (correct >= ADVENTURE_THREE_STARS_CORRECT) return 3;
  if (correct >= ADVENTURE_TWO_STARS_CORRECT) return 2;
  return 1;
}

function islandIndex(islandId: IslandId): number {
  return ISLAND_IDS.indexOf(islandId);
}

/**
 * Points of one right Adventure answer given with `stagesShown` clue stages out: ADVENTURE_POINTS_PER_CORRECT
 * plus the duel's clue bonus (`clueBonusPoints`: 100 before the second clue … 0 once the nation is out), so
 * needing fewer clues scores more (issue 13).
 */
export function adventureAnswerPoints(stagesShown: number): number {
  return ADVENTURE_POINTS_PER_CORRECT + clueBonusPoints(stagesShown);
}

/** An island is open when its place on the map is within `openedIsland`. */
export function isIslandOpen(progress: AdventureProgress, islandId: IslandId): boolean {
  const index = islandIndex(islandId);
  return index >= 0 && index < progress.openedIsland;
}

/** A level is open when its island is open and it is the island's first level or the one before it is passed. */
export function isLevelOpen(progress: AdventureProgress, islandId: IslandId, levelIndex: number): boolean {
  if (!isIslandOpen(progress, islandId)) return false;
  if (!Number.isSafeInteger(levelIndex) || levelIndex < 0 || levelIndex >= ADVENTURE_LEVELS_PER_ISLAND) {
    return false;
  }
  return levelIndex === 0 || (progress.stars[islandId][levelIndex - 1] ?? 0) > 0;
}

/** An island is finished when every one of its levels has at least one star. */
function isIslandFinished(progress: AdventureProgress, islandId: IslandId): boolean {
  return progress.stars[islandId].every((stars) => stars > 0);
}

/** Stars held on an island, and the most it can hold. */
export function islandStars(progress: AdventureProgress, islandId: IslandId): { stars: number; max: number } {
  const stars = progress.stars[islandId].reduce((sum, s) => sum + s, 0);
  return { stars, max: 3 * ADVENTURE_LEVELS_PER_ISLAND };
}

export interface AdventureLevelOutcome {
  readonly progress: AdventureProgress;
  readonly stars: 0 | 1 | 2 | 3;
  readonly passed: boolean;
  /** stars above the level's previous best (0 on a worse or equal replay) */
  readonly newStars: number;
  /** the island opened by this result, or null */
  readonly islandOpened: IslandId | null;
  readonly points: number;
  readonly coins: number;
  readonly experience: number;
}

/**
 * Records a finished level: the level keeps its best stars; finishing the last open island opens the next one.
 * Rewards: ADVENTURE_COINS_PER_NEW_STAR for each star above the previous best (a replay pays only for new
 * stars), experience SOLO_XP_PER_CORRECT per right answer plus ADVENTURE_XP_PER_PASS for a pass; points
 * `adventureAnswerPoints` of each right answer, from `rightAnswerStages` (the clue stages out at each right
 * answer, one entry per right answer), or ADVENTURE_POINTS_PER_CORRECT each without it. A level that is not
 * open (or out of range, a `correct` that is not a whole number in 0…ADVENTURE_QUESTIONS_PER_LEVEL, or
 * `rightAnswerStages` that is not `correct` whole numbers 1…5) is `level_locked` / `invalid_result` and
 * changes nothing.
 */
export function completeAdventureLevel(
  progress: AdventureProgress,
  input: {
    islandId: IslandId;
    levelIndex: number;
    correct: number;
    rightAnswerStages?: readonly number[];
  },
):
  | { readonly ok: true; readonly state: AdventureLevelOutcome }
  | { readonly ok: false; readonly reason: 'level_locked' | 'invalid_result' } {
  const { islandId, levelIndex, correct } = input;
  if (!Number.isSafeInteger(correct) || correct < 0 || correct > ADVENTURE_QUESTIONS_PER_LEVEL) {
    return { ok: false, reason: 'invalid_result' };
  }
  const stages = input.rightAnswerStages;
  if (stages !== undefined && !isStageList(stages, correct)) {
    return { ok: false, reason: 'invalid_result' };
  }
  if (!isIslandId(islandId) || !isLevelOpen(progress, islandId, levelIndex)) {
    return { ok: false, reason: 'level_locked' };
  }
  const stars = adventureStars(correct);
  const before = progress.stars[islandId][levelIndex] ?? 0;
  const best = Math.max(before, stars);
  const levels = progress.stars[islandId].slice();
  levels[levelIndex] = best;
  let next: AdventureProgress = { ...progress, stars: { ...progress.stars, [islandId]: levels } };
  let islandOpened: IslandId | null = null;
  const index = islandIndex(islandId);
  const nextIsland = ISLAND_IDS[index + 1];
  if (index === progress.openedIsland - 1 && nextIsland !== undefined && isIslandFinished(next, islandId)) {
    next = { ...next, openedIsland: progress.openedIsland + 1 };
    islandOpened = nextIsland;
  }
  const passed = stars > 0;
  const newStars = best - before;
  return {
    ok: true,
    state: {
      progress: next,
      stars,
      passed,
      newStars,
      islandOpened,
      points:
        stages === undefined
          ? correct * ADVENTURE_POINTS_PER_CORRECT
          : stages.reduce((sum, shown) => sum + adventureAnswerPoints(shown), 0),
      coins: newStars * ADVENTURE_COINS_PER_NEW_STAR,
      experience: correct * SOLO_XP_PER_CORRECT + (passed ? ADVENTURE_XP_PER_PASS : 0),
    },
  };
}
