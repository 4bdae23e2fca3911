/**
 * The question bank's output pinned byte for byte (issue 29): its candidate lists are sorted lazily for speed, and
 * that must change nothing a player or a seeded report sees. The digests below were taken from the bank as it was
 * before that change (every candidate list fully sorted up front); a change of the generator's rules that is meant
 * to change its output updates them, and says so in its commit.
 */
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_IDS, type Tier } from '../constants';
import { createSeededRng, randomInt, shuffle } from '../rng';
import { createQuestionBank, minFreshAnswers } from './bank';
import type { Question } from './types';
import { footballer } from './test-helpers';
import type { Footballer, Position } from './types';

const NATIONS = ['ARG', 'BRA', 'FRA', 'GER', 'ITA', 'ENG', 'ESP', 'URU', 'NED'] as const;
const POSITIONS: readonly Position[] = ['GK', 'DF', 'MF', 'FW'];
const WORLD_CUP_YEARS = [1958, 1962, 1966, 1970, 1974, 1978, 1982, 1986, 1990, 1994, 1998, 2002, 2006, 2010];
/** few fame values and few names, so ties in fame and shared display names are everywhere */
const FAMES = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144];
const NAMES = ['Silva', 'Müller', 'Rossi', 'García', 'Smith', 'Santos', 'Dubois', 'Pérez', 'Bakker'];

/** A seeded made-up dataset big enough for every group and the pool to hold many ties. */
function syntheticPlayers(count: number, seed: number): Footballer[] {
  const rng = createSeededRng(seed);
  const pick = <T>(list: readonly T[]): T => list[randomInt(rng, list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const birthYear = 1935 + randomInt(rng, 60);
    const first = WORLD_CUP_YEARS.findIndex((year) => year >= birthYear + 20);
    const worldCups =
      first < 0
        ? [{ year: 2010, number: 9, club: null }]
        : WORLD_CUP_YEARS.slice(first, first + 1 + randomInt(rng, 3)).map((year) => ({
            year,
            number: 1 + randomInt(rng, 23),
            club: rng.next() < 0.5 ? null : `Club ${randomInt(rng, 4)}`,
          }));
    const tier: Tier = pick(['legendary', 'legendary', 'legendary', 'champions', 'rookie']);
    return footballer({
      // ids in no particular order, so the tie-break by id is not the dataset's order
      id: `p${(i * 7919) % 100_003}-${randomInt(rng, 1000)}`,
      name: `${pick(NAMES)} ${i % 3 === 0 ? pick(NAMES) : i}`,
      nation: pick(NATIONS),
      position: pick(POSITIONS),
      birthDate: `${birthYear}-0${1 + randomInt(rng, 9)}-1${randomInt(rng, 9)}`,
      worldCups,
      fame: pick(FAMES) * (tier === 'rookie' ? 4 : tier === 'champions' ? 2 : 1),
      tier,
    });
  });
}

/**
 * A running 53-bit hash of text (cyrb53, fed match by match): game-core's tests have no node:crypto, and this only
 * has to notice any change.
 */
function createHash(): { update(text: string): void; digest(): string } {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  return {
    update(text) {
      for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ ch, 2654435761);
        h2 = Math.imul(h2 ^ ch, 1597334677);
      }
    },
    digest() {
      let x = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
      x ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
      let y = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
      y ^= Math.imul(x ^ (x >>> 13), 3266489909);
      return (4294967296 * (2097151 & y) + (x >>> 0)).toString(16);
    },
  };
}

/**
 * Matches of each tier for seeds 0…matches-1, the seed choosing what is excluded: nothing, a regular player's
 * recent answers, or nearly the whole tier (past the cap, with other tiers' ids mixed in).
 */
function matchesDigest(
  players: readonly Footballer[],
  matches: number,
): { digest: string; questions: number } {
  const bank = createQuestionBank(players);
  const hash = createHash();
  let questions = 0;
  for (const tier of TOURNAMENT_IDS) {
    const tierIds = players.filter((p) => p.tier === tier).map((p) => p.id);
    const otherIds = players.filter((p) => p.tier !== tier).map((p) => p.id);
    let recent: string[] = [];
    for (let seed = 0; seed < matches; seed++) {
      const mode = seed % 3;
      const near = tierIds.length - minFreshAnswers(tierIds.length);
      const exclude =
        mode === 0
          ? undefined
          : mode === 1
            ? recent
            : [
                ...otherIds.slice(0, 50),
                ...shuffle(createSeededRng(seed), tierIds).slice(0, near + (seed % 2 === 0 ? -3 : 40)),
              ];
      const match = bank.generateMatchQuestions({ tier, rng: createSeededRng(seed), exclude });
      questions += match.length;
      recent = [...recent, ...match.map((q) => q.answerId)].slice(-200);
      hash.update(JSON.stringify(match));
    }
  }
  return { digest: hash.digest(), questions };
}

describe('question bank output, pinned (issue 29: lazily sorted candidates change nothing)', () => {
  it('gives the same matches as the fully sorting bank did, for a dataset full of ties', () => {
    expect(matchesDigest(syntheticPlayers(1500, 29), 300)).toEqual({
      digest: '1eae5f3151c240',
      questions: 4500,
    });
  });

  it('gives the same matches for a bank too small for its pool (the fallbacks: any era, anyone)', () => {
    expect(matchesDigest(syntheticPlayers(40, 7), 300)).toEqual({
      digest: 'c78486b0f24b8',
      questions: 4500,
    });
  });

  it('gives the same matches when the last resort (anyone) holds ties in fame: the bank’s order breaks them', () => {
    // three goalkeepers decades apart, the rest outfield players as famous as they are: a goalkeeper's third wrong
    // option comes from anyone, where all are tied
    const keepers = [1930, 1960, 1990].map((year) =>
      footballer({
        id: `gk-${year}`,
        name: `Keeper ${year}`,
        position: 'GK',
        birthDate: `${year}-01-01`,
        fame: 10,
        tier: 'rookie',
      }),
    );
    const outfield = Array.from({ length: 20 }, (_, i) =>
      footballer({
        id: `z${(i * 7) % 20}`,
        name: `Outfield ${i}`,
        position: POSITIONS[1 + (i % 3)] ?? 'FW',
        birthDate: `${1940 + i}-01-01`,
        fame: 10,
      }),
    );
    expect(matchesDigest([...keepers, ...outfield], 60)).toEqual({ digest: '3f8bcf3a11568', questions: 480 });
  });
});

/**
 * Matches of each tier with up to 1,000 excluded entry indices, as a server sends them (two players' recent lists
 * merged): none, 500 or 1,000, drawn from the whole bank or from the tier, with repeats and indices no bank holds
 * among them; each match's questions and how many numbers it drew from its rng.
 */
function indicesDigest(players: readonly Footballer[], matches: number): { digest: string; draws: number } {
  const bank = createQuestionBank(players);
  const hash = createHash();
  let draws = 0;
  for (let seed = 0; seed < matches; seed++) {
    const tier = TOURNAMENT_IDS[seed % TOURNAMENT_IDS.length] as Tier;
    const pick = createSeededRng(1_000_000 + seed);
    const count = [0, 500, 1_000][seed % 3] ?? 0;
    const inTier = players.flatMap((p, i) => (p.tier === tier ? [i] : []));
    const from = seed % 2 === 0 ? null : inTier;
    const excludeIndices = Array.from({ length: count }, (_, i) =>
      i % 97 === 5
        ? ([-1, 1.5, players.length, Number.NaN][i % 4] as number)
        : from === null
          ? randomInt(pick, players.length)
          : (from[randomInt(pick, from.length)] as number),
    );
    const source = createSeededRng(seed);
    const rng = { next: () => (draws++, source.next()) };
    hash.update(JSON.stringify(bank.generateMatchQuestions({ tier, rng, excludeIndices })));
    hash.update(`|${draws}|`);
  }
  return { digest: hash.digest(), draws };
}

describe('question bank output with a server’s exclusions, pinned (issue 29: a cheaper draw changes nothing)', () => {
  // digests taken from the bank before its draws were made cheaper (exclusions marked in typed arrays, candidate
  // lists read by index): the same questions and the same rng draws, match by match
  it('gives the same matches and rng draws with up to 1,000 excluded indices, past the cap or not', () => {
    expect(indicesDigest(syntheticPlayers(4000, 43), 600)).toEqual({
      digest: '1c6e4ec2e638a1',
      draws: 29477,
    });
  });

  it('gives the same matches when exclusions leave a small bank few candidates (the fallbacks)', () => {
    expect(indicesDigest(syntheticPlayers(60, 11), 300)).toEqual({ digest: '1de0d5ef3b690c', draws: 22438 });
  });
});

describe("exclusions by entry index (issue 29: a server maps a join's ids to indices once)", () => {
  it('draws byte for byte the questions the same exclusions give as ids, whichever way they are sent', () => {
    const players = syntheticPlayers(1500, 31);
    // two banks, so neither path reads lists the other one sorted
    const byIds = createQuestionBank(players);
    const byIndices = createQuestionBank(players);
    const ids = players.map((p) => p.id);
    let excludedSome = 0;
    for (let seed = 0; seed < 300; seed++) {
      const rng = createSeededRng(seed);
      const tier = TOURNAMENT_IDS[seed % TOURNAMENT_IDS.length] as Tier;
      // up to 700 ids of any tier (past the cap of the small tiers), repeats and unknown ids among them
      const exclude = Array.from({ length: randomInt(rng, 700) }, () =>
        rng.next() < 0.05 ? `unknown-${randomInt(rng, 10)}` : (ids[randomInt(rng, ids.length)] as string),
      );
      const indices = exclude.map((id) => byIndices.indexOf(id));
      const draw = (options: { exclude?: string[]; excludeIndices?: number[] }): Question[] =>
        (seed % 2 === 0 ? byIds : byIndices).generateMatchQuestions({
          tier,
          rng: createSeededRng(seed),
          ...options,
        });
      const expected = JSON.stringify(draw({ exclude }));
      if (expected !== JSON.stringify(draw({}))) excludedSome++;
      // indices only, with indices no bank holds mixed in (ignored as unknown ids are)
      const withJunk = indices.flatMap((index, i) =>
        i % 50 === 7 ? [index, -1, 1.5, players.length, NaN] : [index],
      );
      const actual = (seed % 2 === 0 ? byIndices : byIds).generateMatchQuestions({
        tier,
        rng: createSeededRng(seed),
        excludeIndices: withJunk,
      });
      expect(JSON.stringify(actual)).toBe(expected);
      // the older part as ids, the newer as indices
      const split = randomInt(rng, exclude.length + 1);
      expect(
        JSON.stringify(draw({ exclude: exclude.slice(0, split), excludeIndices: indices.slice(split) })),
      ).toBe(expected);
    }
    // the exclusions changed the cards of most matches: the comparison above is not of unexcluded draws
    expect(excludedSome).toBeGreaterThan(200);
  });

  it('knows each footballer by his place in the list the bank was built from, and no other id', () => {
    const players = syntheticPlayers(200, 5);
    const bank = createQuestionBank(players);
    players.forEach((p, i) => expect(bank.indexOf(p.id)).toBe(i));
    for (const id of ['not-a-footballer', '', '__proto__', 'constructor']) expect(bank.indexOf(id)).toBe(-1);
  });
});
