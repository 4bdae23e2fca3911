import {
  OPTIONS_PER_QUESTION,
  QUESTIONS_PER_MATCH,
  RECENT_MIN_FRESH_ANSWERS,
  RECENT_MIN_FRESH_SHARE,
  TOURNAMENT_IDS,
  type Tier,
} from '../constants';
import { randomInt, type Rng } from '../rng';
import { cardFromFootballer } from './card';
import { cluesByStage, ERA_BAND_YEARS, eraOf } from './clues';
import { createIdIndex } from './id-index';
import type { Footballer, OptionFacts, Question, QuestionCard, QuestionOption } from './types';

/**
 * ours: wrong options are drawn from the few cheapest candidates on each side of the answer's fame (more famous,
 * less famous; DISTRACTOR_SHORTLIST_SIZE / 2 a side), so they vary between plays.
 */
export const DISTRACTOR_SHORTLIST_SIZE = 6;
/**
 * ours: a candidate of another tier counts as this much further in fame (in log units: twice or half the fame),
 * so wrong options come from the answer's tier when it has them: an option of another tier is never the answer,
 * which a client holding the dataset could read off.
 */
const OTHER_TIER_FAME_PENALTY = Math.log(2);
/**
 * ours: what a wrong option that the opening stage (position, decade) already rules out costs, beside its distance in
 * fame (log units): the opening stage should fit every option it can
 */
const OPENING_MISMATCH_COST = 3.5;
/**
 * ours: what a wrong option of another nation costs, beside its distance in fame (log units): most wrong options
 * share the answer's nation, so the nation, the last stage, narrows the options without settling every card
 */
const OTHER_NATION_COST = 4;
/** ours: the shortlist a wrong option is drawn from holds those within this cost of the cheapest (log units) */
const SHORTLIST_COST_MARGIN = 1;
/**
 * ours: a wrong option is drawn from the other side of the answer's fame when the wanted side's cheapest costs this
 * much more (the most-famous solver then gains a little, the flag-only solver loses more)
 */
const SIDE_SWITCH_COST = 3.5;

/**
 * ours: share of questions whose anchor is a twin of the first three stages when the data has one (a team-mate
 * at the same World Cups and clubs), so the numbers stage (birth year, height, foot) still rules an option out
 */
const CLOSE_TWIN_SHARE = 0.5;

export interface GenerateOptions {
  tier: Tier;
  rng: Rng;
  /**
   * Recently seen footballer ids, **oldest first** (the order the client stores and sends them; protocol
   * `recentPlayerIds`). They are neither answers nor wrong options, within a cap: at least
   * `minFreshAnswers(tier size)` answers of the tier always stay possible, the oldest ids released first, so a
   * client cannot shrink the answers to a few names it knows (issue 23). Ids of other tiers are ignored.
   */
  exclude?: Iterable<string> | ReadonlySet<string>;
  /**
   * The same as `exclude`, as the bank's entry indices (`QuestionBank.indexOf`), **oldest first**: a server maps a
   * join's ids once, when it admits the join, and hashes none of them again (issue 29). An index out of range or
   * not an integer is ignored, as an unknown id is. With both, the ids of `exclude` count as the older.
   */
  excludeIndices?: ArrayLike<number>;
}

export interface QuestionBank {
  /** how many footballers the bank holds */
  readonly size: number;
  /**
   * A footballer's entry index in the bank (`0…size-1`, the order of the list it was built from); -1 for any other
   * id, but for a ~2-in-a-million chance of an unlisted id taken for a listed one (`id-index.ts`: a recently seen id
   * then leaves that footballer out of one match, as sending its own id does).
   */
  indexOf(id: string): number;
  /**
   * QUESTIONS_PER_MATCH questions of the tier: distinct answers (and distinct answer names), each with
   * OPTIONS_PER_QUESTION options of distinct names, the correct one at a uniformly random index. Deterministic for
   * a given rng seed. Returns fewer questions only when the whole bank cannot supply them (a tiny test set).
   */
  generateMatchQuestions(options: GenerateOptions): Question[];
}

/**
 * How many answers of a tier of `tierSize` stay possible whatever a client sends as recently seen:
 * max(RECENT_MIN_FRESH_ANSWERS, RECENT_MIN_FRESH_SHARE of the tier), never more than the tier.
 */
export function minFreshAnswers(tierSize: number): number {
  return Math.min(tierSize, Math.max(RECENT_MIN_FRESH_ANSWERS, Math.ceil(RECENT_MIN_FRESH_SHARE * tierSize)));
}

/**
 * The recently seen ids of a tier that a match honours (`GenerateOptions.exclude`): the newest ones, as many as
 * keep `minFreshAnswers` answers possible; the oldest are released first. `exclude` is oldest first.
 */
export function honouredExclusions(exclude: Iterable<string>, tierIds: ReadonlySet<string>): Set<string> {
  // one pass, no copies (issue 29: a match's exclusions were a visible share of a warm bank's cost): the tier's
  // ids in the order first sent, then the newest `allowed` of them
  const inTier = new Set<string>();
  for (const id of exclude) if (tierIds.has(id)) inTier.add(id);
  const allowed = Math.max(0, tierIds.size - minFreshAnswers(tierIds.size));
  if (inTier.size <= allowed) return inTier;
  const honoured = new Set<string>();
  let skip = inTier.size - allowed;
  for (const id of inTier)
    if (skip > 0) skip--;
    else honoured.add(id);
  return honoured;
}

/**
 * Several players' recently seen ids (each list oldest first) as one list, oldest first: ranked by how recent each
 * id is in its own list (the newest of every list last), an id in two lists counted at its most recent, ties in the
 * order first seen. A duel honours what both players sent; the cap (`honouredExclusions`) then releases the oldest
 * of either first. (The ids are numbered and merged by `mergeRecentIndices`' rule: one rule for both.)
 */
export function mergeRecentIds(lists: readonly (readonly string[])[]): string[] {
  const numberOf = new Map<string, number>();
  const ids: string[] = [];
  const numbered = lists.map((list) =>
    list.map((id) => {
      let n = numberOf.get(id);
      if (n === undefined) numberOf.set(id, (n = ids.push(id) - 1));
      return n;
    }),
  );
  return mergeByAge(numbered, ids.length).map((n) => ids[n] as string);
}

/**
 * `mergeRecentIds` for lists of a bank's entry indices (`QuestionBank.indexOf`), each oldest first: one list, oldest
 * first, an index in two lists counted at its most recent, ties in the order first seen. An index out of range
 * (negative, or past the largest bank, 2^20) or not an integer is left out (a bank would ignore it) but keeps its
 * place in its list, as an unknown id does. No map: the ages are kept in arrays indexed by entry, reused from call
 * to call (issue 29: a duel's merge hashed up to 1,000 id strings again).
 */
export function mergeRecentIndices(lists: readonly ArrayLike<number>[]): number[] {
  return mergeByAge(lists, TIE_SCALE);
}

/**
 * `mergeByAge`'s scratch, reused and grown to the largest index merged: per index, the call that saw it last
 * (`seenInMerge`, so nothing is cleared between calls) and its youngest age in that call.
 */
let seenInMerge = new Int32Array(0);
let ageInMerge = new Int32Array(0);
let lastMerge = 0;

/** The rule of `mergeRecentIndices`, for numbers in `0…limit-1`. */
function mergeByAge(lists: readonly ArrayLike<number>[], limit: number): number[] {
  const isIndex = (n: number | undefined): n is number =>
    n !== undefined && Number.isInteger(n) && n >= 0 && n < limit;
  let top = -1;
  for (const list of lists)
    for (let i = 0; i < list.length; i++) {
      const n = list[i];
      if (isIndex(n) && n > top) top = n;
    }
  if (top < 0) return [];
  if (top >= seenInMerge.length) {
    const length = Math.max(top + 1, Math.min(limit, seenInMerge.length * 2));
    seenInMerge = new Int32Array(length);
    ageInMerge = new Int32Array(length);
    lastMerge = 0;
  }
  if (lastMerge === 0x7fffffff) {
    seenInMerge.fill(0);
    lastMerge = 0;
  }
  const call = ++lastMerge;
  // each index once, in the order first seen, at its youngest age
  const firstSeen: number[] = [];
  let oldest = 0;
  for (const list of lists) {
    const last = list.length - 1;
    for (let i = 0; i <= last; i++) {
      const n = list[i];
      if (!isIndex(n)) continue;
      const ageOfIndex = last - i;
      if (seenInMerge[n] !== call) {
        seenInMerge[n] = call;
        ageInMerge[n] = ageOfIndex;
        firstSeen.push(n);
      } else if (ageOfIndex < (ageInMerge[n] ?? 0)) ageInMerge[n] = ageOfIndex;
      if (ageOfIndex > oldest) oldest = ageOfIndex;
    }
  }
  // Oldest first, ties in the order first seen: a counting sort by age (ages are small integers), the order the
  // stable sort by age gave, without a comparison per pair (issue 29: the sort was a fifth of a warm match's cost).
  const starts = new Int32Array(oldest + 2);
  for (const n of firstSeen) {
    const slot = oldest - (ageInMerge[n] ?? 0) + 1;
    starts[slot] = (starts[slot] ?? 0) + 1;
  }
  for (let slot = 1; slot < starts.length; slot++)
    starts[slot] = (starts[slot] ?? 0) + (starts[slot - 1] ?? 0);
  const merged = new Array<number>(firstSeen.length);
  for (const n of firstSeen) {
    const slot = oldest - (ageInMerge[n] ?? 0);
    const at = starts[slot] ?? 0;
    merged[at] = n;
    starts[slot] = at + 1;
  }
  return merged;
}

/** The card frozen at every depth: the bank hands the same one to every question about its player. */
function frozenCard(card: QuestionCard): QuestionCard {
  for (const cup of card.worldCups) Object.freeze(cup);
  Object.freeze(card.worldCups);
  if (card.career !== undefined) {
    for (const step of card.career) Object.freeze(step);
    Object.freeze(card.career);
  }
  return Object.freeze(card);
}

interface Entry {
  /** where it sits in the bank's list: the tie-break of the `anyone` fallback, whose sort was stable */
  readonly index: number;
  /** its id's place among all ids in string order: ties in cost compare numbers, not strings */
  readonly idRank: number;
  readonly player: Footballer;
  readonly card: QuestionCard;
  /** the clues of each stage as a string: two cards agree on a stage exactly when these are equal */
  readonly stageKeys: readonly string[];
  readonly nameKey: string;
  /** `nameKey` interned: two entries' are equal exactly when their keys are */
  readonly nameId: number;
  /** every clue of the card, interned: two cards with the same id could not be told apart */
  readonly fullId: number;
  /** this player as an option of a question (frozen, shared) */
  readonly option: QuestionOption;
  /** what the reveal shows of this player as an option (frozen, shared) */
  readonly facts: OptionFacts;
  /** the opening stage's clues, interned */
  readonly openingId: number;
  /**
   * `player.fame`, and its tier and nation interned: read here, not through `player`, the hot loops see one shape
   * (the dataset's records have several, by their optional fields, which made each read slow)
   */
  readonly fame: number;
  readonly tierId: number;
  readonly nationId: number;
  readonly logFame: number;
  readonly era: number;
}

/**
 * How many of a list's first entries are kept in order as it is loaded: as many as draws nearly always read (a
 * question reads a few of each list it looks at, more when recent answers are excluded).
 */
const RANKING_FIRST = 16;
/** where a list's pairs of every entry start, from the list's start (after its first RANKING_FIRST pairs) */
const ALL_AT = RANKING_FIRST * 2;
/**
 * A list's tie-break of an entry is its rank and index in one number, `rank * TIE_SCALE + index`: ordered by rank
 * (unique within a list), and the index read back exactly (both stay below TIE_SCALE, the sum below 2^53). Checked
 * against the bank's size when it is built.
 */
const TIE_SCALE = 2 ** 20;

/**
 * An answer's candidate lists, by number. Each list is split by side of his fame (a draw wants one side): a list's
 * number is its side "more famous", the next its side "the rest" (`sideOf`). They come in groups, each loaded by
 * one pass over the bank on the first read of any of its lists:
 * - anchors (`ANCHOR_GROUPS`, best first): his nation's players with the same clues for the first two stages
 *   (team-mates at the same World Cups), then anyone's (TWINS), then the same opening stage (PROFILE: his
 *   nation's, anyone's); each closest in fame first;
 * - CLOSE_TWINS: the same first three stages (`CLOSE_TWIN_SHARE` of questions try these first), his nation's then
 *   anyone's;
 * - POOL: every candidate of his position and decade or a neighbouring one, cheapest first, keyed by cost.
 * In a group with his nation's apart, lists +0/+1 are anyone's, +2/+3 his nation's.
 */
const TWINS = 0;
const PROFILE = 4;
const CLOSE_TWINS = 8;
const POOL = 12;
const LIST_COUNT = 14;
const ANCHOR_GROUPS: readonly number[] = [TWINS + 2, TWINS, PROFILE + 2, PROFILE];
/** the anchor groups of a question that tries close twins first (`CLOSE_TWIN_SHARE`) */
const CLOSE_TWIN_FIRST_GROUPS: readonly number[] = [CLOSE_TWINS + 2, CLOSE_TWINS, ...ANCHOR_GROUPS];

function sideOf(sides: number, moreFamous: boolean): number {
  return moreFamous ? sides : sides + 1;
}

function groupOf(list: number): number {
  return list >= POOL ? POOL : list & ~3;
}

/** what loads an answer's lists: the bank's, one for every answer */
interface ListSource {
  readonly entries: readonly Entry[];
  load(lists: CandidateLists, group: number): void;
}

/**
 * An answer's candidate lists (see LIST_COUNT), each in ascending order of a key, ties by a rank (the id's, so the
 * order is the one a full sort by (key, id) gives), and sorted only as far as draws read it (issue 29). As a list is
 * loaded, its first RANKING_FIRST in order are kept apart (one comparison with the last of them for most entries,
 * an insertion for the few that beat it), so the reads of nearly every draw cost no sort at all; a read past them
 * builds a binary heap of all its entries in O(n), whose pops give the same order from the start, each further
 * entry read one pop (O(log n)). A question reads the first few of a pool of ~750, so a fresh bank sorts no list of
 * an answer it draws, and nothing allocates per comparison.
 *
 * All of it lives in one array of numbers (`data`): no pointers for a full garbage collection to follow, and two
 * objects beside this one. The bank caches every answer's lists (once a busy server has drawn every answer, 14 lists
 * of up to ~750 entries for each of ~7,700), and an object per list, its arrays and the closures that loaded it made
 * the cache ~48 objects an answer, ~370,000 that every full collection marked again (issue 29).
 */
class CandidateLists {
  /**
   * First a header, four numbers a list: where its numbers start in `data` (0 until its group is loaded), how many
   * of its first are kept (`firstCount`), its size, and how many are still in its heap (-1 until a read went past
   * the first). Then each list as loaded: pairs of numbers, an entry's key and tie (`TIE_SCALE`), first the first
   * RANKING_FIRST in order, then (from ALL_AT) every entry. Once a read went past the first, those from ALL_AT are
   * sorted in place, heapsort-wise: a binary heap of the ones not read yet, smallest first, and after it the ones
   * read, the i-th in order at pair `size - 1 - i`.
   */
  private readonly data: number[] = [];

  constructor(
    private readonly source: ListSource,
    readonly answer: Entry,
  ) {
    for (let i = 0; i < LIST_COUNT * 4; i++) this.data.push(0);
  }

  /** Loads `list` with these (key, tie) pairs, in any order. */
  fill(list: number, pairs: readonly number[]): void {
    const data = this.data;
    const h = list * 4;
    const start = data.length;
    const size = pairs.length / 2;
    data[h] = start;
    data[h + 2] = size;
    data[h + 3] = -1;
    if (size === 0) return;
    for (let i = 0; i < ALL_AT; i++) data.push(0);
    let firstCount = 0;
    for (let p = 0; p < pairs.length; p += 2) {
      const key = pairs[p] ?? 0;
      const tie = pairs[p + 1] ?? 0;
      data.push(key, tie);
      let j = start + firstCount * 2;
      if (firstCount === RANKING_FIRST) {
        const lastKey = data[j - 2] ?? 0;
        if (key > lastKey || (key === lastKey && tie > (data[j - 1] ?? 0))) continue;
        j -= 2; // the last of them drops out
      } else firstCount++;
      for (; j > start; j -= 2) {
        const k = data[j - 2] ?? 0;
        if (k < key || (k === key && (data[j - 1] ?? 0) < tie)) break;
        data[j] = k;
        data[j + 1] = data[j - 1] ?? 0;
      }
      data[j] = key;
      data[j + 1] = tie;
    }
    data[h + 1] = firstCount;
  }

  /** The i-th entry of `list` in order (undefined past the end). */
  at(list: number, i: number): Entry | undefined {
    const data = this.data;
    const h = list * 4;
    if (data[h] === 0) this.source.load(this, groupOf(list));
    const start = data[h] ?? 0;
    const size = data[h + 2] ?? 0;
    let heapSize = data[h + 3] ?? 0;
    if (heapSize < 0) {
      if (i < (data[h + 1] ?? 0)) return this.entryOf(data[start + i * 2 + 1] ?? 0);
      if (size === (data[h + 1] ?? 0)) return undefined;
      heapSize = this.heapify(start + ALL_AT, size);
    }
    while (size - heapSize <= i && heapSize > 0) heapSize = this.pop(start + ALL_AT, heapSize);
    data[h + 3] = heapSize;
    return i < size - heapSize ? this.entryOf(data[start + ALL_AT + (size - 1 - i) * 2 + 1] ?? 0) : undefined;
  }

  /** The key of the i-th entry of `list`, once `at(list, i)` has read it. */
  keyAt(list: number, i: number): number {
    const data = this.data;
    const h = list * 4;
    const start = data[h] ?? 0;
    const size = data[h + 2] ?? 0;
    const heapSize = data[h + 3] ?? 0;
    if (heapSize < 0) return i < (data[h + 1] ?? 0) ? (data[start + i * 2] ?? 0) : Number.POSITIVE_INFINITY;
    return i < size - heapSize ? (data[start + ALL_AT + (size - 1 - i) * 2] ?? 0) : Number.POSITIVE_INFINITY;
  }

  private entryOf(tie: number): Entry {
    return this.source.entries[tie % TIE_SCALE] as Entry;
  }

  /** makes the `size` pairs from `base` a heap; its size */
  private heapify(base: number, size: number): number {
    const data = this.data;
    for (let i = (size >> 1) - 1; i >= 0; i--)
      this.siftDown(base, size, i, data[base + i * 2] ?? 0, data[base + i * 2 + 1] ?? 0);
    return size;
  }

  /** the smallest out of the heap at `base`, to the pair its last leaves free; the heap's new size */
  private pop(base: number, heapSize: number): number {
    const data = this.data;
    const last = base + (heapSize - 1) * 2;
    const key = data[last] ?? 0;
    const tie = data[last + 1] ?? 0;
    data[last] = data[base] ?? 0;
    data[last + 1] = data[base + 1] ?? 0;
    if (heapSize > 1) this.siftDown(base, heapSize - 1, 0, key, tie);
    return heapSize - 1;
  }

  /** puts (key, tie) at position `start` of the heap of `size` at `base`, moving it down to where it belongs */
  private siftDown(base: number, size: number, start: number, key: number, tie: number): void {
    const data = this.data;
    let i = start;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      const right = child + 1;
      if (right < size) {
        const rightKey = data[base + right * 2] ?? 0;
        const childKey = data[base + child * 2] ?? 0;
        if (
          rightKey < childKey ||
          (rightKey === childKey && (data[base + right * 2 + 1] ?? 0) < (data[base + child * 2 + 1] ?? 0))
        )
          child = right;
      }
      const childKey = data[base + child * 2] ?? 0;
      if (childKey > key || (childKey === key && (data[base + child * 2 + 1] ?? 0) > tie)) break;
      data[base + i * 2] = childKey;
      data[base + i * 2 + 1] = data[base + child * 2 + 1] ?? 0;
      i = child;
    }
    data[base + i * 2] = key;
    data[base + i * 2 + 1] = tie;
  }
}

/** Numbers for strings: one per distinct string, in the order first seen. */
function interner(): (key: string) => number {
  const ids = new Map<string, number>();
  return (key) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
}

function nameKeyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * Indexes footballers once (every card's clue stages precomputed, grouped by what the opening stages show) so
 * that a match's questions take microseconds. Keep one bank per process; it caches each answer's candidates.
 *
 * How wrong options are chosen (issue 23), so that the opening stage fits several options and each later stage
 * rules some out, and a client that checks each option's own card against the clues on screen (with the public
 * dataset) cannot settle the card early:
 * 1. an anchor with the same clues for the first two stages when the data has one (same position, decade and World
 *    Cups: a team-mate of his nation at those tournaments first, else a player of another nation who played the
 *    same ones; `CLOSE_TWIN_SHARE` of questions one with the same clubs too), else one with the same opening stage;
 * 2. the others the cheapest of his position and decade (then the neighbouring decades): the distance in fame, plus
 *    `OTHER_TIER_FAME_PENALTY`, `OPENING_MISMATCH_COST` and `OTHER_NATION_COST`: mostly his nation, so the nation,
 *    the last stage, narrows the options without settling every card;
 * 3. the answer's rank in fame among the four uniform, so the one name a player knows decides nothing (a star of a
 *    small nation gets one of his nation below rather than a foreigner above, `SIDE_SWITCH_COST`);
 * 4. never one the request excludes (`honouredExclusions`), nor a second option of one display name, nor one whose
 *    clues equal the answer's at every stage: every card stays answerable.
 */
export function createQuestionBank(players: readonly Footballer[]): QuestionBank {
  // a list's tie-break holds a rank and an index below TIE_SCALE
  if (players.length >= TIE_SCALE)
    throw new RangeError(`a question bank holds fewer than ${TIE_SCALE} players`);
  const idRanks = new Map(
    players
      .map((p) => p.id)
      .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))
      .map((id, rank) => [id, rank]),
  );
  // one map per kind of key, so no key is copied to tell the kinds apart
  const nameIdOf = interner();
  const fullIdOf = interner();
  const openingIdOf = interner();
  const tierIdOf = interner();
  const nationIdOf = interner();
  const entries: Entry[] = players.map((player, index) => {
    // frozen and shared by every question that asks for this player (see generateMatchQuestions)
    const card = frozenCard(cardFromFootballer(player));
    const stageKeys = cluesByStage(card).map((clues) => JSON.stringify(clues));
    const fullKey = stageKeys.join('\n');
    const nameKey = nameKeyOf(player.name);
    return {
      index,
      idRank: idRanks.get(player.id) ?? index,
      player,
      card,
      stageKeys,
      nameKey,
      nameId: nameIdOf(nameKey),
      fullId: fullIdOf(fullKey),
      openingId: openingIdOf(stageKeys[0] ?? ''),
      fame: player.fame,
      tierId: tierIdOf(player.tier),
      nationId: nationIdOf(player.nation),
      logFame: Math.log1p(Math.max(0, player.fame)),
      era: eraOf(card.birthYear).from,
      option: Object.freeze({ id: player.id, name: player.name }),
      facts: Object.freeze({
        nation: player.nation,
        flag: player.flag,
        position: player.position,
        birthYear: card.birthYear,
      }),
    };
  });
  const answersByTier = new Map<Tier, Entry[]>(TOURNAMENT_IDS.map((tier) => [tier, []]));
  for (const e of entries) answersByTier.get(e.player.tier)?.push(e);
  // a server looks up to RECENT_PLAYERS_LIMIT ids up here at every join: a table of hashes, not a Map (id-index.ts)
  const indexOf = createIdIndex(entries.map((e) => e.player.id));
  /**
   * A match's exclusions (`honouredExclusions`' rule) as marks on the entries: `excludedIn[e.index] === match`
   * while that match is generated. Entry indices in, none hashed and none per candidate checked, where a set of id
   * strings was built and hashed again for every check (issue 29).
   */
  const excludedIn = new Int32Array(entries.length);
  let lastMatch = 0;
  /**
   * Each entry's tier, by index: a match's up to ~1,000 excluded indices are checked here, in a few KB of
   * numbers, not through ~1,000 entry objects spread over the heap (issue 29).
   */
  const tierIdAt = Int32Array.from(entries, (e) => e.tierId);
  /** the tier's indices a match sent, in the order first sent (reused: only its first `sent` are this match's) */
  const sentInTier = new Int32Array(entries.length);
  /** `markExclusions`' indices: the first `count` of `indices`, oldest first; others ignored as unknown ids are */
  const markExclusions = (tier: Tier, indices: ArrayLike<number>, count: number): number => {
    if (lastMatch === 0x7fffffff) {
      excludedIn.fill(0);
      lastMatch = 0;
    }
    const match = ++lastMatch;
    const tierId = tierIdOf(tier);
    const size = entries.length;
    let sent = 0;
    // the tier's entries in the order first sent…
    for (let i = 0; i < count; i++) {
      const index = indices[i] as number;
      // an entry's index: an integer in 0…size-1 (`| 0` keeps an integer below 2^31, undefined and NaN fail)
      if ((index | 0) !== index || index < 0 || index >= size) continue;
      if (tierIdAt[index] !== tierId || excludedIn[index] === match) continue;
      excludedIn[index] = match;
      sentInTier[sent++] = index;
    }
    // …of which the newest `allowed` are honoured, the oldest released
    const tierSize = answersByTier.get(tier)?.length ?? 0;
    const allowed = Math.max(0, tierSize - minFreshAnswers(tierSize));
    for (let i = 0; i < sent - allowed; i++) excludedIn[sentInTier[i] ?? 0] = 0;
    return match;
  };
  /** a match's exclusions as entry indices (ids first, then indices); reused, its first `count` are the match's */
  const sentIndices: number[] = [];
  /** Marks a match's exclusions, sent as ids or indices (`GenerateOptions`): both go through the same marks. */
  const markSent = (
    tier: Tier,
    exclude: GenerateOptions['exclude'],
    excludeIndices?: ArrayLike<number>,
  ): number => {
    if (exclude === undefined) return markExclusions(tier, excludeIndices ?? [], excludeIndices?.length ?? 0);
    let count = 0;
    for (const id of exclude) {
      const index = indexOf(id);
      if (index !== -1) sentIndices[count++] = index;
    }
    if (excludeIndices !== undefined)
      for (let i = 0; i < excludeIndices.length; i++) sentIndices[count++] = excludeIndices[i] ?? -1;
    return markExclusions(tier, sentIndices, count);
  };

  const groupBy = (key: (e: Entry) => string): Map<string, Entry[]> => {
    const groups = new Map<string, Entry[]>();
    for (const e of entries) {
      const k = key(e);
      const list = groups.get(k);
      if (list) list.push(e);
      else groups.set(k, [e]);
    }
    return groups;
  };
  /** each group in ascending order of fame (see `loadGroup`: the order in which a list's entries arrive) */
  const byFame = (groups: Map<string, Entry[]>): Map<string, Entry[]> => {
    for (const list of groups.values()) list.sort((x, y) => x.fame - y.fame);
    return groups;
  };
  const byProfile = byFame(groupBy((e) => e.stageKeys[0] ?? ''));
  const byTwoStages = byFame(groupBy((e) => e.stageKeys.slice(0, 2).join('\n')));
  const byThreeStages = byFame(groupBy((e) => e.stageKeys.slice(0, 3).join('\n')));
  const byPositionEra = byFame(groupBy((e) => `${e.player.position}|${e.era}`));
  // The same position, any era, by fame: the last resort (the stars at the top of their era have nobody more
  // famous beside them), searched outward from the answer's fame.
  const byPositionFame = new Map(
    [...groupBy((e) => e.player.position)].map(([position, list]) => [
      position,
      list.slice().sort((x, y) => x.logFame - y.logFame),
    ]),
  );
  const cache: (CandidateLists | undefined)[] = [];

  /**
   * An answer's candidates, cached: each group of lists costs nothing until a draw reads one of them
   * (`loadGroup`), then only as far as it reads (`CandidateLists`).
   */
  function candidates(a: Entry): CandidateLists {
    return (cache[a.index] ??= new CandidateLists(listSource, a));
  }

  /**
   * Loads a group of an answer's lists (see LIST_COUNT): the usable of the group's bank lists, by the group's key,
   * split by side of his fame, and (but for POOL) his nation's apart too, in one pass.
   */
  function loadGroup(found: CandidateLists, group: number): void {
    const a = found.answer;
    const fameDistance = (c: Entry): number =>
      Math.abs(c.logFame - a.logFame) + (c.tierId === a.tierId ? 0 : OTHER_TIER_FAME_PENALTY);
    // the same sum, in the same order, as ever: a cost is compared with others and with margins
    const cost = (c: Entry): number =>
      fameDistance(c) +
      (c.openingId === a.openingId ? 0 : OPENING_MISMATCH_COST) +
      (c.nationId === a.nationId ? 0 : OTHER_NATION_COST);
    const position = a.player.position;
    const national = group !== POOL;
    const key = group === POOL ? cost : fameDistance;
    const lists =
      group === TWINS
        ? [byTwoStages.get(a.stageKeys.slice(0, 2).join('\n'))]
        : group === PROFILE
          ? [byProfile.get(a.stageKeys[0] ?? '')]
          : group === CLOSE_TWINS
            ? [byThreeStages.get(a.stageKeys.slice(0, 3).join('\n'))]
            : [
                byPositionEra.get(`${position}|${a.era}`),
                byPositionEra.get(`${position}|${a.era - ERA_BAND_YEARS}`),
                byPositionEra.get(`${position}|${a.era + ERA_BAND_YEARS}`),
              ];
    // (key, tie) pairs of each list of the group: anyone's more famous, the rest, then his nation's
    const pairs: number[][] = national ? [[], [], [], []] : [[], []];
    const visit = (c: Entry): void => {
      if (c === a || c.nameId === a.nameId || c.fullId === a.fullId) return;
      const k = key(c);
      const tie = c.idRank * TIE_SCALE + c.index;
      const side = c.fame > a.fame ? 0 : 1;
      pairs[side]?.push(k, tie);
      if (national && c.nationId === a.nationId) pairs[2 + side]?.push(k, tie);
    };
    // Each list is in order of fame (`byFame`): walked outward from his fame, each side's entries arrive about in
    // the order of their keys, so nearly all of them fall behind a list's first few at once. The order only saves
    // time: a list's order is its keys' and ties', whatever order they arrive in.
    for (const list of lists) {
      if (!list) continue;
      let split = 0;
      for (let hi = list.length; split < hi;) {
        const mid = (split + hi) >>> 1;
        if ((list[mid]?.fame ?? 0) > a.fame) hi = mid;
        else split = mid + 1;
      }
      for (let i = split - 1; i >= 0; i--) visit(list[i] as Entry);
      for (let i = split; i < list.length; i++) visit(list[i] as Entry);
    }
    pairs.forEach((list, j) => found.fill(group + j, list));
  }
  const listSource: ListSource = { entries, load: loadGroup };

  /** a draw's shortlist (see `pickDistractors`): reused, its first few are the draw's */
  const shortlist: Entry[] = [];

  /**
   * Three wrong options with distinct names, none excluded (see `createQuestionBank`): the anchor, then each the
   * cheapest on its side of the answer's fame, drawn at random from the DISTRACTOR_SHORTLIST_SIZE / 2 cheapest
   * there (within SHORTLIST_COST_MARGIN of the cheapest).
   *
   * Lists are read by index, with no generator or list object per draw (issue 29: the generators alone were a
   * sixth of a warm match's cost); the options, their order and the rng draws are the same as ever.
   */
  function pickDistractors(a: Entry, rng: Rng, match: number): Entry[] {
    const found = candidates(a);
    const wanted = OPTIONS_PER_QUESTION - 1;
    const chosen: Entry[] = [];
    const names = [a.nameId];
    const free = (c: Entry): boolean => excludedIn[c.index] !== match && !names.includes(c.nameId);
    const half = DISTRACTOR_SHORTLIST_SIZE / 2;
    /** One of the shortlist's first `count`, at random (a draw is made even when it is empty, as ever). */
    const take = (count: number): boolean => {
      const at = randomInt(rng, count);
      if (count === 0) return false;
      const c = shortlist[at] as Entry;
      chosen.push(c);
      names.push(c.nameId);
      return true;
    };
    /**
     * One of the `half` first in `list` of `lists`, from its `from`-th, that are free and on the given side of the
     * answer's fame; `withCosts` (a pool side), only those within SHORTLIST_COST_MARGIN of the first.
     */
    const drawFrom = (
      lists: CandidateLists,
      list: number,
      moreFamous: boolean | null,
      withCosts = false,
      from = 0,
    ): boolean => {
      let count = 0;
      let limit = Number.POSITIVE_INFINITY;
      for (let i = from, c = lists.at(list, i); c && count < half; c = lists.at(list, ++i)) {
        if (!free(c) || (moreFamous !== null && c.fame > a.fame !== moreFamous)) continue;
        // with costs, only those about as cheap as the cheapest: a dearer one (another nation, era) is drawn
        // only when nothing cheaper is left
        const cost = withCosts ? lists.keyAt(list, i) : 0;
        if (count === 0) limit = cost + SHORTLIST_COST_MARGIN;
        else if (cost > limit) break;
        shortlist[count++] = c;
      }
      return take(count);
    };
    /**
     * One of the `half` of his position in any era closest in fame on the given side (`byPositionFame`) that are
     * free: the top (or bottom) of a position.
     */
    const drawNearest = (moreFamous: boolean): boolean => {
      const list = byPositionFame.get(a.player.position) ?? [];
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((list[mid]?.logFame ?? 0) < a.logFame) lo = mid + 1;
        else hi = mid;
      }
      const step = moreFamous ? 1 : -1;
      let count = 0;
      for (let i = moreFamous ? lo : lo - 1; i >= 0 && i < list.length && count < half; i += step) {
        const c = list[i] as Entry;
        if (c === a || c.fullId === a.fullId || !free(c) || c.fame > a.fame !== moreFamous) continue;
        shortlist[count++] = c;
      }
      return take(count);
    };
    // The anchor, so the first stages fit two options at least.
    const anchorGroups = rng.next() < CLOSE_TWIN_SHARE ? CLOSE_TWIN_FIRST_GROUPS : ANCHOR_GROUPS;
    // The answer's rank in fame among the four is uniform: k of the wrong options more famous, k in 0…3; the
    // anchor is one of them with the odds of k / 3.
    const aboveCount = randomInt(rng, wanted + 1);
    const anchorAbove = rng.next() < aboveCount / wanted;
    for (const group of anchorGroups)
      if (
        drawFrom(found, sideOf(group, anchorAbove), anchorAbove) ||
        drawFrom(found, sideOf(group, !anchorAbove), !anchorAbove)
      )
        break;
    const anchor = chosen[0];

    // The rest, each the cheapest on its side (`pool`). What is not free stays so for the rest of the draw (names
    // are only added), so each side's search for its first free one goes on from where it last stopped.
    const firstFree = [0, 0];
    const cheapest = (more: boolean): number => {
      const list = sideOf(POOL, more);
      const side = more ? 0 : 1;
      let i = firstFree[side] ?? 0;
      for (let c = found.at(list, i); c; c = found.at(list, ++i))
        if (free(c)) {
          firstFree[side] = i;
          return found.keyAt(list, i);
        }
      firstFree[side] = i;
      return Number.POSITIVE_INFINITY;
    };
    // (each pool side's first free one is known once `cheapest` has looked: the draw starts there)
    const fromPool = (more: boolean): boolean =>
      drawFrom(found, sideOf(POOL, more), more, true, firstFree[more ? 0 : 1]);
    const moreFamousWanted = aboveCount - (anchor && anchor.fame > a.fame ? 1 : 0);
    let picked = 0;
    while (chosen.length < wanted) {
      const moreFamous = picked < moreFamousWanted;
      picked++;
      // The wanted side, unless its cheapest costs SIDE_SWITCH_COST more than the other side's (a star of a small
      // nation has only foreigners above him: one of his nation below keeps the flag from deciding).
      const side = cheapest(moreFamous) > cheapest(!moreFamous) + SIDE_SWITCH_COST ? !moreFamous : moreFamous;
      if (fromPool(side) || fromPool(!side)) continue;
      // The top (or bottom) of a position: the closest in fame of his position in any era, then anyone.
      if (drawNearest(moreFamous) || drawNearest(!moreFamous)) continue;
      // Anyone, the closest in fame first, ties in the bank's order (it read only the three first of a full sort).
      // (lists of their own, for this draw only: nothing cached)
      const anyone = new CandidateLists(listSource, a);
      const pairs: number[] = [];
      for (const c of entries)
        if (c !== a && c.fullId !== a.fullId && free(c))
          pairs.push(Math.abs(c.logFame - a.logFame), c.index * TIE_SCALE + c.index);
      anyone.fill(0, pairs);
      if (!drawFrom(anyone, 0, null)) break;
    }
    return chosen;
  }

  function generateMatchQuestions({ tier, rng, exclude, excludeIndices }: GenerateOptions): Question[] {
    const answers = answersByTier.get(tier) ?? [];
    const match = markSent(tier, exclude, excludeIndices);

    const questions: Question[] = [];
    const usedNames: number[] = [];
    let candidatesLeft: Entry[] | undefined;
    while (questions.length < QUESTIONS_PER_MATCH) {
      const isFresh = (e: Entry): boolean => excludedIn[e.index] !== match && !usedNames.includes(e.nameId);
      // Rejection sampling is uniform and fast while most of the tier is fresh; fall back to an explicit list.
      let answer: Entry | undefined;
      for (let attempt = 0; attempt < 32 && !answer && !candidatesLeft; attempt++) {
        const e = answers[randomInt(rng, answers.length)];
        if (e && isFresh(e)) answer = e;
      }
      if (!answer) {
        candidatesLeft = (candidatesLeft ?? answers).filter(isFresh);
        answer = candidatesLeft[randomInt(rng, candidatesLeft.length)];
      }
      if (!answer) break;
      usedNames.push(answer.nameId);
      if (candidatesLeft) candidatesLeft = candidatesLeft.filter((e) => e !== answer);

      const distractors = pickDistractors(answer, rng, match);
      if (distractors.length < OPTIONS_PER_QUESTION - 1) continue;
      const correctIndex = randomInt(rng, OPTIONS_PER_QUESTION);
      const optionEntries = distractors.slice();
      optionEntries.splice(correctIndex, 0, answer);
      // The card, the options and their facts are the bank's own, frozen, shared by every question that shows
      // them: a caller can keep them but not change them (nor the bank through them). A server generates ten
      // questions per match and keeps them for minutes, so a copy apiece was garbage its collector had to move
      // (issue 29).
      questions.push({
        card: answer.card,
        options: optionEntries.map((e) => e.option),
        optionFacts: optionEntries.map((e) => e.facts),
        correctIndex,
        answerId: answer.player.id,
      });
    }
    return questions;
  }

  return { size: entries.length, indexOf, generateMatchQuestions };
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
