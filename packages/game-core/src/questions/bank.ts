import { OPTIONS_PER_QUESTION, QUESTIONS_PER_MATCH, TOURNAMENT_IDS, type Tier } from '../constants';
import { randomInt, type Rng } from '../rng';
import { cardFactsKey, cardFromFootballer } from './card';
import { regionOf } from './regions';
import type { Footballer, Question, QuestionCard, QuestionOption } from './types';

/** ours: distractors are born within this many years of the answer when enough such players exist */
export const DISTRACTOR_ERA_YEARS = 8;
/**
 * ours: the candidates closest in fame to the answer that a question draws its three distractors from, uniformly.
 * Small, so that the answer is as likely to be the most famous of the four as any distractor.
 */
export const DISTRACTOR_SHORTLIST_SIZE = 6;
/**
 * ours: share of questions whose three wrong options are all less famous than the answer, and again all more
 * famous (when the data has such players); the others mix both sides
 */
const DISTRACTOR_ONE_SIDED_SHARE = 0.1;

export interface GenerateOptions {
  tier: Tier;
  rng: Rng;
  /**
   * Recently seen footballer ids, **oldest first** (the order the client stores and sends them; protocol
   * `recentPlayerIds`). They are never chosen as answers, unless the tier has too few
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
  readonly factsKeyWithoutNation: string;
  readonly nameKey: string;
  readonly birthYear: number;
  readonly region: string | undefined;
}

interface Shortlist {
  /** the closest in fame among the more famous candidates, and among the others */
  readonly above: readonly Entry[];
  readonly below: readonly Entry[];
  /** false when the distractors come from other nations of the region: the question then hides the nation */
  readonly nationShown: boolean;
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

/** How far apart two fames are (0 = equal): the distance of their logarithms, so 50 vs 100 ≈ 200 vs 400. */
function fameDistance(a: Entry, c: Entry): number {
  return Math.abs(Math.log1p(Math.max(0, a.player.fame)) - Math.log1p(Math.max(0, c.player.fame)));
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
      factsKeyWithoutNation: cardFactsKey({ ...card, nation: null, flag: null }),
      nameKey: nameKeyOf(player.name),
      birthYear: card.birthYear,
      region: regionOf(player.nation),
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
  const groupBy = (key: (e: Entry) => string | undefined): Map<string, EraIndex> => {
    const groups = new Map<string, Entry[]>();
    for (const e of entries) {
      const k = key(e);
      if (k === undefined) continue;
      const list = groups.get(k) ?? [];
      list.push(e);
      groups.set(k, list);
    }
    return new Map([...groups].map(([k, list]) => [k, eraIndex(list)]));
  };
  // Distractors come from every tier: what keeps a deep cut from meeting world stars is closeness in fame.
  const byNationPosition = groupBy((e) => `${e.player.nation}|${e.player.position}`);
  const byRegionPosition = groupBy((e) =>
    e.region === undefined ? undefined : `${e.region}|${e.player.position}`,
  );
  const byPosition = groupBy((e) => e.player.position);
  const everyone = eraIndex(entries);
  const shortlists = new Map<string, Shortlist>();

  /**
   * The DISTRACTOR_SHORTLIST_SIZE candidates closest in fame to `a`, from the first of these searches that holds
   * enough distinct names: same nation and position born within DISTRACTOR_ERA_YEARS, twice that, any year; then
   * (the nation would give the answer away, so the card hides it) the same region and position, then the same
   * position anywhere.
   */
  function shortlist(a: Entry): Shortlist {
    const cached = shortlists.get(a.player.id);
    if (cached) return cached;
    const usable = (c: Entry, nationShown: boolean): boolean =>
      c !== a &&
      c.nameKey !== a.nameKey &&
      (nationShown ? c.factsKey !== a.factsKey : c.factsKeyWithoutNation !== a.factsKeyWithoutNation);
    const searches: [EraIndex | undefined, number, boolean][] = [
      [byNationPosition.get(`${a.player.nation}|${a.player.position}`), DISTRACTOR_ERA_YEARS, true],
      [byNationPosition.get(`${a.player.nation}|${a.player.position}`), 2 * DISTRACTOR_ERA_YEARS, true],
      [byNationPosition.get(`${a.player.nation}|${a.player.position}`), Number.POSITIVE_INFINITY, true],
      [byRegionPosition.get(`${a.region ?? ''}|${a.player.position}`), DISTRACTOR_ERA_YEARS, false],
      [byRegionPosition.get(`${a.region ?? ''}|${a.player.position}`), Number.POSITIVE_INFINITY, false],
      [byPosition.get(a.player.position), Number.POSITIVE_INFINITY, false],
      [everyone, Number.POSITIVE_INFINITY, false],
    ];
    let found: Entry[] = [];
    let nationShown = true;
    for (const [pool, years, showsNation] of searches) {
      if (!pool) continue;
      const from = Number.isFinite(years) ? lowerBound(pool.years, a.birthYear - years) : 0;
      const to = Number.isFinite(years)
        ? lowerBound(pool.years, a.birthYear + years + 1)
        : pool.entries.length;
      found = [];
      for (let i = from; i < to; i++) {
        const c = pool.entries[i];
        if (c && usable(c, showsNation)) found.push(c);
      }
      nationShown = showsNation;
      if (new Set(found.map((c) => c.nameKey)).size >= OPTIONS_PER_QUESTION - 1) break;
    }
    // Half of the shortlist more famous than the answer, half not, each the closest in fame: so the answer is
    // as often the most famous of the four as the least famous, and "the one name I know" decides nothing.
    const byFame = (x: Entry, y: Entry): number =>
      fameDistance(a, x) - fameDistance(a, y) ||
      Math.abs(x.birthYear - a.birthYear) - Math.abs(y.birthYear - a.birthYear) ||
      (x.player.id < y.player.id ? -1 : 1);
    const seen = new Set<string>();
    const above: Entry[] = [];
    const below: Entry[] = [];
    const half = DISTRACTOR_SHORTLIST_SIZE / 2;
    for (const c of found.sort(byFame)) {
      if (seen.has(c.nameKey)) continue;
      const side = c.player.fame > a.player.fame ? above : below;
      if (side.length >= half) continue;
      seen.add(c.nameKey);
      side.push(c);
      if (above.length + below.length === DISTRACTOR_SHORTLIST_SIZE) break;
    }
    // A player at the top (or the bottom) of his era has nobody more (or less) famous beside him: look further
    // back and ahead, the same nation and position still, else the most (or least) famous name would decide.
    const pool = nationShown ? byNationPosition.get(`${a.player.nation}|${a.player.position}`) : undefined;
    for (const [side, years] of [
      [above, 2 * DISTRACTOR_ERA_YEARS],
      [below, 2 * DISTRACTOR_ERA_YEARS],
      [above, Number.POSITIVE_INFINITY],
      [below, Number.POSITIVE_INFINITY],
    ] as const) {
      if (!pool || side.length >= half) continue;
      const more = pool.entries.filter(
        (c) =>
          c.player.fame > a.player.fame === (side === above) &&
          Math.abs(c.birthYear - a.birthYear) <= years &&
          !seen.has(c.nameKey) &&
          usable(c, true),
      );
      for (const c of more.sort(byFame)) {
        if (side.length >= half) break;
        if (seen.has(c.nameKey)) continue;
        seen.add(c.nameKey);
        side.push(c);
      }
    }
    const result: Shortlist = { above, below, nationShown };
    shortlists.set(a.player.id, result);
    return result;
  }

  /**
   * Three distractors with distinct names: k of them (0 or 3 each with DISTRACTOR_ONE_SIDED_SHARE, else 1 or 2)
   * more famous than the answer and the rest
   * less, each drawn at random from its side of the shortlist (the other side fills in when one runs short).
   */
  function pickDistractors(a: Entry, rng: Rng): { distractors: Entry[]; nationShown: boolean } {
    const { above, below, nationShown } = shortlist(a);
    const wanted = OPTIONS_PER_QUESTION - 1;
    // Rarely all three on one side: the stars at the top of their nation's list have nobody above them at all
    // (and deep cuts nobody below), so over a whole tier the most (least) famous name must not be right much
    // more often than chance.
    const roll = rng.next();
    const fromAbove =
      roll < DISTRACTOR_ONE_SIDED_SHARE
        ? 0
        : roll < 2 * DISTRACTOR_ONE_SIDED_SHARE
          ? wanted
          : 1 + randomInt(rng, wanted - 1);
    const upper = above.slice();
    const lower = below.slice();
    const chosen: Entry[] = [];
    const take = (list: Entry[]): void => {
      const [taken] = list.splice(randomInt(rng, list.length), 1);
      if (taken) chosen.push(taken);
    };
    while (chosen.length < fromAbove && upper.length > 0) take(upper);
    while (chosen.length < wanted && lower.length > 0) take(lower);
    while (chosen.length < wanted && upper.length > 0) take(upper);
    return { distractors: chosen, nationShown };
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

      const { distractors, nationShown } = pickDistractors(answer, rng);
      if (distractors.length < OPTIONS_PER_QUESTION - 1) continue;
      const correctIndex = randomInt(rng, OPTIONS_PER_QUESTION);
      const options: QuestionOption[] = distractors.map((e) => ({ id: e.player.id, name: e.player.name }));
      options.splice(correctIndex, 0, { id: answer.player.id, name: answer.player.name });
      // A copy: callers may keep or change the card without touching the bank.
      const card: QuestionCard = { ...answer.card, worldCups: answer.card.worldCups.map((w) => ({ ...w })) };
      if (!nationShown) {
        // The wrong options come from other nations of the region: the flag would give the answer away.
        card.nation = null;
        card.flag = null;
        for (const w of card.worldCups) delete w.nation;
      }
      const optionEntries = distractors.slice();
      optionEntries.splice(correctIndex, 0, answer);
      const optionFacts = optionEntries.map((e) => ({
        nation: e.player.nation,
        flag: e.player.flag,
        position: e.player.position,
        birthYear: e.birthYear,
      }));
      questions.push({ card, options, optionFacts, correctIndex, answerId: answer.player.id });
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
