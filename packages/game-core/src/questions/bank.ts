import { OPTIONS_PER_QUESTION, QUESTIONS_PER_MATCH, TOURNAMENT_IDS, type Tier } from '../constants';
import { randomInt, type Rng } from '../rng';
import { cardFactsKey, cardFromFootballer } from './card';
import { regionOf } from './regions';
import type { Footballer, Position, Question, QuestionCard, QuestionOption } from './types';

/**
 * Which tiers lend wrong options to a question of each tier. A Rookie Cup answer gets distractors that a casual
 * fan has also heard of (rookie + champions); a Legendary League deep cut is not paired with world stars, whose
 * cards a fan would rule out at once.
 */
export const DISTRACTOR_TIERS: Readonly<Record<Tier, readonly Tier[]>> = {
  rookie: ['rookie', 'champions'],
  champions: ['rookie', 'champions', 'legendary'],
  legendary: ['champions', 'legendary'],
};
/** ours: distractors are born within this many years of the answer when enough such players exist */
export const DISTRACTOR_ERA_YEARS = 8;
/** ours: the best-scoring candidates a question draws its three distractors from (variety between plays) */
export const DISTRACTOR_SHORTLIST_SIZE = 12;

export interface GenerateOptions {
  tier: Tier;
  rng: Rng;
  /**
   * Recently seen footballer ids, oldest first. They are never chosen as answers, unless the tier has too few
   * other players for a match: then the oldest ones are released first, as many as needed.
   * Distractors may be recently seen: seeing a name again among wrong options is not a repeated question.
   */
  exclude?: Iterable<string> | ReadonlySet<string>;
}

export interface QuestionBank {
  /** how many footballers the bank holds */
  readonly size: number;
  /**
   * QUESTIONS_PER_MATCH questions of the tier: distinct answers (and distinct answer names), each with
   * OPTIONS_PER_QUESTION options of distinct names, the correct one at a uniformly random index. Deterministic for
   * a given rng seed. Returns fewer questions only when the whole bank cannot supply them (a tiny test set).
   */
  generateMatchQuestions(options: GenerateOptions): Question[];
}

interface Entry {
  readonly player: Footballer;
  readonly card: QuestionCard;
  readonly factsKey: string;
  readonly nameKey: string;
  readonly birthYear: number;
  readonly region: string | undefined;
  readonly worldCupYears: ReadonlySet<number>;
}

interface Candidate {
  readonly entry: Entry;
  readonly score: number;
}

function nameKeyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Entries sorted by birth year, with a parallel array for binary search. */
interface EraIndex {
  readonly entries: readonly Entry[];
  readonly years: readonly number[];
}

function lowerBound(years: readonly number[], year: number): number {
  let lo = 0;
  let hi = years.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((years[mid] ?? 0) < year) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * How plausible `c` is as a wrong option for `a` (higher is better): same nation 4 (else same region 2), born
 * within 2 / 5 / 8 years 3 / 2 / 1, a shared World Cup 1, similar fame (within a factor 2) 1.
 */
function plausibility(a: Entry, c: Entry): number {
  let score = 0;
  if (c.player.nation === a.player.nation) score += 4;
  else if (c.region !== undefined && c.region === a.region) score += 2;
  const gap = Math.abs(c.birthYear - a.birthYear);
  score += gap <= 2 ? 3 : gap <= 5 ? 2 : gap <= DISTRACTOR_ERA_YEARS ? 1 : 0;
  for (const year of c.worldCupYears)
    if (a.worldCupYears.has(year)) {
      score += 1;
      break;
    }
  const low = Math.min(a.player.fame, c.player.fame);
  const high = Math.max(a.player.fame, c.player.fame);
  if (high <= 0 || low * 2 >= high) score += 1;
  return score;
}

/**
 * Indexes footballers once (by tier, by position and birth year, with each card precomputed) so that a match's
 * questions take microseconds. Keep one bank per process; it caches each answer's distractor shortlist.
 */
export function createQuestionBank(players: readonly Footballer[]): QuestionBank {
  const entries: Entry[] = players.map((player) => {
    const card = cardFromFootballer(player);
    return {
      player,
      card,
      factsKey: cardFactsKey(card),
      nameKey: nameKeyOf(player.name),
      birthYear: card.birthYear,
      region: regionOf(player.nation),
      worldCupYears: new Set(player.worldCups.map((w) => w.year)),
    };
  });
  const answersByTier = new Map<Tier, Entry[]>(TOURNAMENT_IDS.map((tier) => [tier, []]));
  for (const e of entries) answersByTier.get(e.player.tier)?.push(e);
  const tierIdSets = new Map<Tier, ReadonlySet<string>>();
  const tierNameCounts = new Map<Tier, number>();
  for (const [tier, list] of answersByTier) {
    tierIdSets.set(tier, new Set(list.map((e) => e.player.id)));
    tierNameCounts.set(tier, new Set(list.map((e) => e.nameKey)).size);
  }

  const byBirth = (x: Entry, y: Entry): number =>
    x.birthYear - y.birthYear || (x.player.id < y.player.id ? -1 : x.player.id > y.player.id ? 1 : 0);
  const eraIndex = (list: Entry[]): EraIndex => {
    const sorted = list.slice().sort(byBirth);
    return { entries: sorted, years: sorted.map((e) => e.birthYear) };
  };
  /** distractor pool per answer tier and position, sorted by birth year */
  const pools = new Map<string, EraIndex>();
  for (const tier of TOURNAMENT_IDS) {
    const lenders = new Set(DISTRACTOR_TIERS[tier]);
    const inPool = entries.filter((e) => lenders.has(e.player.tier));
    for (const position of ['GK', 'DF', 'MF', 'FW'] as const satisfies readonly Position[])
      pools.set(`${tier}|${position}`, eraIndex(inPool.filter((e) => e.player.position === position)));
    pools.set(`${tier}|*`, eraIndex(inPool));
  }
  const everyone = eraIndex(entries);
  const shortlists = new Map<string, Candidate[]>();

  const distinctNames = (list: readonly Candidate[]): number =>
    new Set(list.map((c) => c.entry.nameKey)).size;

  /** The DISTRACTOR_SHORTLIST_SIZE most plausible distractors for `a`, widening the search when it is thin. */
  function shortlist(a: Entry, tier: Tier): Candidate[] {
    const cacheKey = `${tier}|${a.player.id}`;
    const cached = shortlists.get(cacheKey);
    if (cached) return cached;
    const usable = (c: Entry): boolean => c !== a && c.nameKey !== a.nameKey && c.factsKey !== a.factsKey;
    const searches: [EraIndex | undefined, number][] = [
      [pools.get(`${tier}|${a.player.position}`), DISTRACTOR_ERA_YEARS],
      [pools.get(`${tier}|${a.player.position}`), Number.POSITIVE_INFINITY],
      [pools.get(`${tier}|*`), Number.POSITIVE_INFINITY],
      [everyone, Number.POSITIVE_INFINITY],
    ];
    let found: Candidate[] = [];
    for (const [pool, years] of searches) {
      if (!pool) continue;
      const from = Number.isFinite(years) ? lowerBound(pool.years, a.birthYear - years) : 0;
      const to = Number.isFinite(years)
        ? lowerBound(pool.years, a.birthYear + years + 1)
        : pool.entries.length;
      found = [];
      for (let i = from; i < to; i++) {
        const c = pool.entries[i];
        if (c && usable(c)) found.push({ entry: c, score: plausibility(a, c) });
      }
      // Enough distinct names to fill a question with some variety left over.
      if (found.length >= OPTIONS_PER_QUESTION + 2 && distinctNames(found) >= OPTIONS_PER_QUESTION + 2) break;
    }
    const byPlausibility = (x: Candidate, y: Candidate): number =>
      y.score - x.score ||
      Math.abs(x.entry.birthYear - a.birthYear) - Math.abs(y.entry.birthYear - a.birthYear) ||
      (x.entry.player.id < y.entry.player.id ? -1 : 1);
    // Keep one candidate per display name so the shortlist is not eaten up by namesakes.
    const topDistinct = (sorted: readonly Candidate[]): Candidate[] => {
      const seen = new Set<string>();
      const list: Candidate[] = [];
      for (const c of sorted) {
        if (seen.has(c.entry.nameKey)) continue;
        seen.add(c.entry.nameKey);
        list.push(c);
        if (list.length === DISTRACTOR_SHORTLIST_SIZE) break;
      }
      return list;
    };
    // Sorting only the best-scoring few gives the same list as sorting everything whenever they hold enough
    // distinct names (they are a prefix of the full order); scores are small whole numbers, so count them.
    const countAtLeast = new Map<number, number>();
    for (const c of found) countAtLeast.set(c.score, (countAtLeast.get(c.score) ?? 0) + 1);
    let threshold = Number.NEGATIVE_INFINITY;
    let kept = 0;
    for (const score of [...countAtLeast.keys()].sort((x, y) => y - x)) {
      kept += countAtLeast.get(score) ?? 0;
      threshold = score;
      if (kept >= 3 * DISTRACTOR_SHORTLIST_SIZE) break;
    }
    let list = topDistinct(found.filter((c) => c.score >= threshold).sort(byPlausibility));
    if (list.length < DISTRACTOR_SHORTLIST_SIZE && kept < found.length)
      list = topDistinct(found.sort(byPlausibility));
    shortlists.set(cacheKey, list);
    return list;
  }

  /** Three distractors drawn from the shortlist, weighted by plausibility squared, with distinct names. */
  function pickDistractors(a: Entry, tier: Tier, rng: Rng): Entry[] {
    const pool = shortlist(a, tier).slice();
    const chosen: Entry[] = [];
    while (chosen.length < OPTIONS_PER_QUESTION - 1 && pool.length > 0) {
      const weights = pool.map((c) => (c.score + 1) * (c.score + 1));
      let roll = rng.next() * weights.reduce((sum, w) => sum + w, 0);
      let index = 0;
      while (index < pool.length - 1 && roll >= (weights[index] ?? 0)) {
        roll -= weights[index] ?? 0;
        index++;
      }
      const [taken] = pool.splice(index, 1);
      if (taken) chosen.push(taken.entry);
    }
    return chosen;
  }

  function generateMatchQuestions({ tier, rng, exclude }: GenerateOptions): Question[] {
    const answers = answersByTier.get(tier) ?? [];
    const excludedInOrder = exclude ? [...exclude] : [];
    const excluded = new Set(excludedInOrder);
    // Too few fresh answers (distinct names) left: release the oldest excluded ids of this tier.
    const freshNames = (): number =>
      new Set(answers.filter((e) => !excluded.has(e.player.id)).map((e) => e.nameKey)).size;
    // Each excluded id of the tier removes at most one name: the exact count (a scan of the tier) is needed only
    // when the exclusions could leave fewer than a match's worth.
    const tierIds = tierIdSets.get(tier);
    let excludedInTier = 0;
    for (const id of excluded) if (tierIds?.has(id)) excludedInTier++;
    const mayRunShort = (tierNameCounts.get(tier) ?? 0) - excludedInTier < QUESTIONS_PER_MATCH;
    if (excludedInTier > 0 && mayRunShort && freshNames() < QUESTIONS_PER_MATCH) {
      for (const id of excludedInOrder) {
        if (freshNames() >= QUESTIONS_PER_MATCH) break;
        if (tierIds?.has(id)) excluded.delete(id);
      }
    }

    const questions: Question[] = [];
    const usedNames = new Set<string>();
    let candidates: Entry[] | undefined;
    while (questions.length < QUESTIONS_PER_MATCH) {
      const isFresh = (e: Entry): boolean => !excluded.has(e.player.id) && !usedNames.has(e.nameKey);
      // Rejection sampling is uniform and fast while most of the tier is fresh; fall back to an explicit list.
      let answer: Entry | undefined;
      for (let attempt = 0; attempt < 32 && !answer && !candidates; attempt++) {
        const e = answers[randomInt(rng, answers.length)];
        if (e && isFresh(e)) answer = e;
      }
      if (!answer) {
        candidates = (candidates ?? answers).filter(isFresh);
        answer = candidates[randomInt(rng, candidates.length)];
      }
      if (!answer) break;
      usedNames.add(answer.nameKey);
      if (candidates) candidates = candidates.filter((e) => e !== answer);

      const distractors = pickDistractors(answer, tier, rng);
      if (distractors.length < OPTIONS_PER_QUESTION - 1) continue;
      const correctIndex = randomInt(rng, OPTIONS_PER_QUESTION);
      const options: QuestionOption[] = distractors.map((e) => ({ id: e.player.id, name: e.player.name }));
      options.splice(correctIndex, 0, { id: answer.player.id, name: answer.player.name });
      // A copy: callers may keep or change the card without touching the bank.
      const card: QuestionCard = { ...answer.card, worldCups: answer.card.worldCups.map((w) => ({ ...w })) };
      questions.push({ card, options, correctIndex, answerId: answer.player.id });
    }
    return questions;
  }

  return { size: entries.length, generateMatchQuestions };
}

/**
 * Convenience for one-off use: builds a bank and generates one match. Indexing costs far more than generating,
 * so a server should keep a bank from `createQuestionBank` instead.
 */
export function generateMatchQuestions(
  options: GenerateOptions & { players: readonly Footballer[] },
): Question[] {
  const { players, ...rest } = options;
  return createQuestionBank(players).generateMatchQuestions(rest);
}
