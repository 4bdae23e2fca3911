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
 * id is in its own list (the newest of every list last), an id in two lists counted at its most recent. A duel
 * honours what both players sent; the cap (`honouredExclusions`) then releases the oldest of either first.
 */
export function mergeRecentIds(lists: readonly (readonly string[])[]): string[] {
  const age = new Map<string, number>();
  let oldest = 0;
  for (const list of lists)
    list.forEach((id, i) => {
      const ageOfId = list.length - 1 - i;
      const known = age.get(id);
      if (known === undefined || ageOfId < known) age.set(id, ageOfId);
      if (ageOfId > oldest) oldest = ageOfId;
    });
  // Oldest first, ties in the order first seen: a counting sort by age (ages are small integers), the order the
  // stable sort by age gave, without a comparison per pair (issue 29: the sort was a fifth of a warm match's cost).
  const starts = new Int32Array(oldest + 2);
  for (const ageOfId of age.values()) starts[oldest - ageOfId + 1] = (starts[oldest - ageOfId + 1] ?? 0) + 1;
  for (let slot = 1; slot < starts.length; slot++)
    starts[slot] = (starts[slot] ?? 0) + (starts[slot - 1] ?? 0);
  const merged = new Array<string>(age.size);
  for (const [id, ageOfId] of age) {
    const slot = oldest - ageOfId;
    const at = starts[slot] ?? 0;
    merged[at] = id;
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
 * How many of a ranking's first entries are kept in order while its entries are added: as many as draws nearly
 * always read (a question reads a few of each list it looks at, more when recent answers are excluded).
 */
const RANKING_FIRST = 16;

/**
 * Some entries in ascending order of a key, ties by a rank (the id's, so the order is the one a full sort by
 * (key, id) gives), sorted only as far as they are read (issue 29). Entries are `add`ed, by one pass that fills
 * several rankings at once (`load`, run on the first read of any of them). While adding, the first RANKING_FIRST in
 * order are kept apart (one comparison with the last of them for most entries, an insertion for the few that beat
 * it), so the reads of nearly every draw cost no sort at all; a read past them builds a binary heap of all the
 * entries in O(n), whose pops give the same order from the start, each further entry read one pop (O(log n)).
 * A question reads the first few of a pool of ~750, so a fresh bank sorts no list of an answer it draws, and
 * nothing allocates per comparison.
 */
class Ranking implements Iterable<Entry> {
  /**
   * The first RANKING_FIRST in order, kept while adding, and (`heap`) every entry added, then (once a read went
   * past the first) the rest as a binary heap, smallest (key, rank) at 0. Each entry is three numbers in a row: its
   * index in `entries`, its key, its rank. Arrays of numbers only, no pointers: the bank caches every answer's
   * lists (once a busy server has drawn every answer, 14 lists of up to ~750 entries for each of ~7,700), and
   * arrays of entries made each full garbage collection mark ~250 MB of pointers again (issue 29).
   */
  private first: number[] = NONE;
  private heap: number[] = NONE;
  /** once a read went past `first`: the entries in order as far as read, and their keys */
  private sorted: Entry[] = NONE_READ;
  private sortedKeys: number[] = NONE;
  private heaped = false;

  /**
   * `entries` resolves the indices; `load` adds the entries, of this ranking and of others that share the pass;
   * it runs once, on a first read.
   */
  constructor(
    private readonly entries: readonly Entry[],
    private load?: { run: (() => void) | undefined },
  ) {}

  add(c: Entry, key: number, rank: number): void {
    if (this.heap === NONE) {
      this.heap = [];
      this.first = [];
    }
    this.heap.push(c.index, key, rank);
    const first = this.first;
    let j = first.length;
    if (j === RANKING_FIRST * 3) {
      const lastKey = first[j - 2] ?? 0;
      if (key > lastKey || (key === lastKey && rank > (first[j - 1] ?? 0))) return;
      j -= 3; // the last of them drops out
    }
    for (; j > 0; j -= 3) {
      const k = first[j - 2] ?? 0;
      if (k < key || (k === key && (first[j - 1] ?? 0) < rank)) break;
      first[j] = first[j - 3] ?? 0;
      first[j + 1] = k;
      first[j + 2] = first[j - 1] ?? 0;
    }
    first[j] = c.index;
    first[j + 1] = key;
    first[j + 2] = rank;
  }

  /** The i-th entry in order (undefined past the end). */
  at(i: number): Entry | undefined {
    if (this.load) {
      const run = this.load.run;
      this.load.run = undefined;
      this.load = undefined;
      run?.();
    }
    if (!this.heaped) {
      if (i * 3 < this.first.length) return this.entries[this.first[i * 3] ?? 0];
      if (this.heap.length === this.first.length) return undefined;
      this.heapify();
    }
    while (this.sorted.length <= i && this.heap.length > 0) this.pop();
    return this.sorted[i];
  }

  /** The key of the i-th entry, once `at(i)` has read it. */
  keyAt(i: number): number {
    return (this.heaped ? this.sortedKeys[i] : this.first[i * 3 + 1]) ?? Number.POSITIVE_INFINITY;
  }

  *[Symbol.iterator](): Generator<Entry> {
    for (let i = 0; ; i++) {
      const c = this.at(i);
      if (!c) return;
      yield c;
    }
  }

  private heapify(): void {
    this.heaped = true;
    this.first = NONE;
    this.sorted = [];
    this.sortedKeys = [];
    for (let i = ((this.heap.length / 3) >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  private pop(): void {
    const heap = this.heap;
    this.sorted.push(this.entries[heap[0] ?? 0] as Entry);
    this.sortedKeys.push(heap[1] ?? 0);
    const last = heap.length - 3;
    heap[0] = heap[last] ?? 0;
    heap[1] = heap[last + 1] ?? 0;
    heap[2] = heap[last + 2] ?? 0;
    heap.length = last;
    if (last > 0) this.siftDown(0);
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    const size = heap.length / 3;
    const index = heap[start * 3] ?? 0;
    const key = heap[start * 3 + 1] ?? 0;
    const rank = heap[start * 3 + 2] ?? 0;
    let i = start;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      const right = child + 1;
      if (right < size) {
        const rightKey = heap[right * 3 + 1] ?? 0;
        const childKey = heap[child * 3 + 1] ?? 0;
        if (
          rightKey < childKey ||
          (rightKey === childKey && (heap[right * 3 + 2] ?? 0) < (heap[child * 3 + 2] ?? 0))
        )
          child = right;
      }
      const childKey = heap[child * 3 + 1] ?? 0;
      if (childKey > key || (childKey === key && (heap[child * 3 + 2] ?? 0) > rank)) break;
      heap[i * 3] = heap[child * 3] ?? 0;
      heap[i * 3 + 1] = childKey;
      heap[i * 3 + 2] = heap[child * 3 + 2] ?? 0;
      i = child;
    }
    heap[i * 3] = index;
    heap[i * 3 + 1] = key;
    heap[i * 3 + 2] = rank;
  }
}

/** the arrays of a ranking with nothing in them, shared (never written: `add` replaces them first) */
const NONE: number[] = [];
const NONE_READ: Entry[] = [];

/** The candidates on each side of the answer's fame: more famous than him, and the rest. */
interface Sides {
  readonly above: Ranking;
  readonly below: Ranking;
}

function sideOf(sides: Sides, moreFamous: boolean): Ranking {
  return moreFamous ? sides.above : sides.below;
}

/**
 * Wrong-option candidates of an answer, each list split by side of his fame (a draw wants one side) and sorted only
 * as far as draws read it.
 */
interface Candidates {
  /**
   * anchors, best first: his nation's players with the same clues for the first two stages (team-mates at the same
   * World Cups), then anyone's, then the same opening stage (his nation's, anyone's); each closest in fame first
   */
  readonly anchorGroups: readonly Sides[];
  /** the same first three stages (`CLOSE_TWIN_SHARE` of questions try these first), his nation's then anyone's */
  readonly closeTwins: readonly Sides[];
  /** every candidate of his position and decade or a neighbouring one, cheapest first, keyed by cost */
  readonly pool: Sides;
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
  const byId = new Map(entries.map((e) => [e.player.id, e]));
  /**
   * A match's exclusions (`honouredExclusions`' rule) as marks on the entries: `excludedIn[e.index] === match`
   * while that match is generated. One look-up per id sent and none per candidate checked, where a set of id
   * strings was built and hashed again for every check (issue 29).
   */
  const excludedIn = new Int32Array(entries.length);
  let lastMatch = 0;
  /** the tier's entries a match sent, in the order first sent (reused: only its first `sent` are this match's) */
  const sentInTier: Entry[] = [];
  const markExclusions = (tier: Tier, exclude: Iterable<string>): number => {
    if (lastMatch === 0x7fffffff) {
      excludedIn.fill(0);
      lastMatch = 0;
    }
    const match = ++lastMatch;
    const tierId = tierIdOf(tier);
    let sent = 0;
    // the tier's ids in the order first sent…
    for (const id of exclude) {
      const e = byId.get(id);
      if (e === undefined || e.tierId !== tierId || excludedIn[e.index] === match) continue;
      excludedIn[e.index] = match;
      sentInTier[sent++] = e;
    }
    // …of which the newest `allowed` are honoured, the oldest released
    const tierSize = answersByTier.get(tier)?.length ?? 0;
    const allowed = Math.max(0, tierSize - minFreshAnswers(tierSize));
    for (let i = 0; i < sent - allowed; i++) excludedIn[(sentInTier[i] as Entry).index] = 0;
    return match;
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
  /** each group in ascending order of fame (see `candidates`: the order in which a ranking's entries arrive) */
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
  const cache: (Candidates | undefined)[] = [];

  /**
   * An answer's candidates, cached: each list costs nothing until a draw reads it, then only as far as it reads
   * (`Ranking`). Every list is ordered by its key, ties by id, as a full sort would order it.
   */
  function candidates(a: Entry): Candidates {
    const cached = cache[a.index];
    if (cached) return cached;
    const usable = (c: Entry): boolean => c !== a && c.nameId !== a.nameId && c.fullId !== a.fullId;
    const fameDistance = (c: Entry): number =>
      Math.abs(c.logFame - a.logFame) + (c.tierId === a.tierId ? 0 : OTHER_TIER_FAME_PENALTY);
    /**
     * The usable of `lists` by `key`, split by side of his fame, and (with `national`) his nation's apart too: one
     * pass on the first read of any of them.
     */
    const rank = (
      lists: readonly (readonly Entry[] | undefined)[],
      key: (c: Entry) => number,
      national: boolean,
    ): [all: Sides, national: Sides] => {
      const load: { run: (() => void) | undefined } = { run: undefined };
      const newSides = (): Sides => ({
        above: new Ranking(entries, load),
        below: new Ranking(entries, load),
      });
      const all = newSides();
      const ofNation = national ? newSides() : all;
      const visit = (c: Entry): void => {
        if (!usable(c)) return;
        const k = key(c);
        const moreFamous = c.fame > a.fame;
        sideOf(all, moreFamous).add(c, k, c.idRank);
        if (national && c.nationId === a.nationId) sideOf(ofNation, moreFamous).add(c, k, c.idRank);
      };
      load.run = () => {
        // Each list is in order of fame (`byFame`): walked outward from his fame, each side's entries arrive
        // about in the order of their keys, so nearly all of them fall behind a ranking's first few at once. The
        // order only saves time: a ranking's order is its keys' and ranks', whatever order they arrive in.
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
      };
      return [all, ofNation];
    };
    const [twins, nationalTwins] = rank(
      [byTwoStages.get(a.stageKeys.slice(0, 2).join('\n'))],
      fameDistance,
      true,
    );
    const [sameProfile, nationalProfile] = rank([byProfile.get(a.stageKeys[0] ?? '')], fameDistance, true);
    const [closeTwins, nationalCloseTwins] = rank(
      [byThreeStages.get(a.stageKeys.slice(0, 3).join('\n'))],
      fameDistance,
      true,
    );
    const position = a.player.position;
    // the same sum, in the same order, as ever: a cost is compared with others and with margins
    const cost = (c: Entry): number =>
      fameDistance(c) +
      (c.openingId === a.openingId ? 0 : OPENING_MISMATCH_COST) +
      (c.nationId === a.nationId ? 0 : OTHER_NATION_COST);
    const found: Candidates = {
      anchorGroups: [nationalTwins, twins, nationalProfile, sameProfile],
      closeTwins: [nationalCloseTwins, closeTwins],
      pool: rank(
        [
          byPositionEra.get(`${position}|${a.era}`),
          byPositionEra.get(`${position}|${a.era - ERA_BAND_YEARS}`),
          byPositionEra.get(`${position}|${a.era + ERA_BAND_YEARS}`),
        ],
        cost,
        false,
      )[0],
    };
    cache[a.index] = found;
    return found;
  }

  /**
   * Three wrong options with distinct names, none excluded (see `createQuestionBank`): the anchor, then each the
   * cheapest on its side of the answer's fame, drawn at random from the DISTRACTOR_SHORTLIST_SIZE / 2 cheapest
   * there (within SHORTLIST_COST_MARGIN of the cheapest).
   */
  function pickDistractors(a: Entry, rng: Rng, match: number): Entry[] {
    const found = candidates(a);
    const wanted = OPTIONS_PER_QUESTION - 1;
    const chosen: Entry[] = [];
    const names = [a.nameId];
    const free = (c: Entry): boolean => excludedIn[c.index] !== match && !names.includes(c.nameId);
    const add = (c: Entry | undefined): void => {
      if (!c) return;
      chosen.push(c);
      names.push(c.nameId);
    };
    const half = DISTRACTOR_SHORTLIST_SIZE / 2;
    /**
     * One of the `half` first in `list` that are free and on the given side of the answer's fame; with `costs` (the
     * list itself, a pool side), only those within SHORTLIST_COST_MARGIN of the first.
     */
    const drawFrom = (list: Iterable<Entry>, moreFamous: boolean | null, costs?: Ranking): boolean => {
      const side: Entry[] = [];
      let i = -1;
      let limit = Number.POSITIVE_INFINITY;
      for (const c of list) {
        i++;
        if (side.length === half) break;
        if (!free(c) || (moreFamous !== null && c.fame > a.fame !== moreFamous)) continue;
        // with costs, only those about as cheap as the cheapest: a dearer one (another nation, era) is drawn
        // only when nothing cheaper is left
        const cost = costs?.keyAt(i) ?? 0;
        if (side.length === 0) limit = cost + SHORTLIST_COST_MARGIN;
        else if (cost > limit) break;
        side.push(c);
      }
      add(side[randomInt(rng, side.length)]);
      return side.length > 0;
    };
    // The anchor, so the first stages fit two options at least.
    const anchorGroups =
      rng.next() < CLOSE_TWIN_SHARE ? [...found.closeTwins, ...found.anchorGroups] : found.anchorGroups;
    // The answer's rank in fame among the four is uniform: k of the wrong options more famous, k in 0…3; the
    // anchor is one of them with the odds of k / 3.
    const aboveCount = randomInt(rng, wanted + 1);
    const anchorAbove = rng.next() < aboveCount / wanted;
    for (const group of anchorGroups)
      if (
        drawFrom(sideOf(group, anchorAbove), anchorAbove) ||
        drawFrom(sideOf(group, !anchorAbove), !anchorAbove)
      )
        break;
    const anchor = chosen[0];

    // The rest, each the cheapest on its side (`pool`).
    const moreFamousWanted = aboveCount - (anchor && anchor.fame > a.fame ? 1 : 0);
    let picked = 0;
    while (chosen.length < wanted) {
      const moreFamous = picked < moreFamousWanted;
      picked++;
      // The wanted side, unless its cheapest costs SIDE_SWITCH_COST more than the other side's (a star of a small
      // nation has only foreigners above him: one of his nation below keeps the flag from deciding).
      const cheapest = (more: boolean): number => {
        const list = sideOf(found.pool, more);
        for (let i = 0, c = list.at(0); c; c = list.at(++i)) if (free(c)) return list.keyAt(i);
        return Number.POSITIVE_INFINITY;
      };
      const side = cheapest(moreFamous) > cheapest(!moreFamous) + SIDE_SWITCH_COST ? !moreFamous : moreFamous;
      const pool = (more: boolean): Ranking => sideOf(found.pool, more);
      if (drawFrom(pool(side), side, pool(side)) || drawFrom(pool(!side), !side, pool(!side))) continue;
      // The top (or bottom) of a position: the closest in fame of his position in any era, then anyone.
      if (drawFrom(nearestOfPosition(a, moreFamous), moreFamous)) continue;
      if (drawFrom(nearestOfPosition(a, !moreFamous), !moreFamous)) continue;
      // Anyone, the closest in fame first, ties in the bank's order (it read only the three first of a full sort).
      const anyone = new Ranking(entries);
      for (const c of entries)
        if (c !== a && c.fullId !== a.fullId && free(c))
          anyone.add(c, Math.abs(c.logFame - a.logFame), c.index);
      if (!drawFrom(anyone, null)) break;
    }
    return chosen;
  }

  /** His position's players in any era, the closest in fame on one side first (`byPositionFame`). */
  function* nearestOfPosition(a: Entry, moreFamous: boolean): Generator<Entry> {
    const list = byPositionFame.get(a.player.position) ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((list[mid]?.logFame ?? 0) < a.logFame) lo = mid + 1;
      else hi = mid;
    }
    for (let i = moreFamous ? lo : lo - 1; i >= 0 && i < list.length; i += moreFamous ? 1 : -1) {
      const c = list[i];
      if (c && c !== a && c.fullId !== a.fullId) yield c;
    }
  }

  function generateMatchQuestions({ tier, rng, exclude }: GenerateOptions): Question[] {
    const answers = answersByTier.get(tier) ?? [];
    const match = markExclusions(tier, exclude ?? []);

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
