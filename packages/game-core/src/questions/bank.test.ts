import { describe, expect, it } from 'vitest';
import { OPTIONS_PER_QUESTION, QUESTIONS_PER_MATCH, TOURNAMENT_IDS, type Tier } from '../constants';
import { createSeededRng, randomInt } from '../rng';
import fc from 'fast-check';
import {
  createQuestionBank,
  DISTRACTOR_SHORTLIST_SIZE,
  generateMatchQuestions,
  honouredExclusions,
  mergeRecentIds,
  mergeRecentIndices,
  minFreshAnswers,
} from './bank';
import { cluesByStage } from './clues';
import { cardFactsKey, cardFromFootballer } from './card';
import { FIXTURE, footballer } from './test-helpers';
import type { Footballer, Question } from './types';

const bank = createQuestionBank(FIXTURE);
const byId = new Map(FIXTURE.map((p) => [p.id, p]));
const get = (id: string): Footballer => {
  const p = byId.get(id);
  if (!p) throw new Error(`no fixture player ${id}`);
  return p;
};
const nameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** `count` matches of a tier, one seed each. */
function matches(tier: Tier, count: number, exclude?: readonly string[]): Question[][] {
  return Array.from({ length: count }, (_, seed) =>
    bank.generateMatchQuestions({ tier, rng: createSeededRng(seed), exclude }),
  );
}

describe('generateMatchQuestions: shape', () => {
  it.each(TOURNAMENT_IDS)(
    '%s: 5 questions of 4 options, answers from the tier, correctIndex points at the answer',
    (tier) => {
      expect(bank.size).toBe(FIXTURE.length);
      for (const match of matches(tier, 200)) {
        expect(match).toHaveLength(QUESTIONS_PER_MATCH);
        for (const q of match) {
          expect(q.options).toHaveLength(OPTIONS_PER_QUESTION);
          expect(q.options[q.correctIndex]?.id).toBe(q.answerId);
          expect(get(q.answerId).tier).toBe(tier);
          for (const option of q.options) expect(option.name).toBe(get(option.id).name);
          // The reveal's facts of each option, in option order.
          expect(q.optionFacts).toEqual(
            q.options.map((o) => {
              const p = get(o.id);
              return {
                nation: p.nation,
                flag: p.flag,
                position: p.position,
                birthYear: Number(p.birthDate.slice(0, 4)),
              };
            }),
          );
          // The card is the answer's own, whole (the nation included).
          expect(q.card).toEqual(cardFromFootballer(get(q.answerId)));
        }
      }
    },
  );

  it('never shows two options with the same display name (even two different "Ronaldo"s)', () => {
    let ronaldoAsked = 0;
    for (const tier of TOURNAMENT_IDS)
      for (const match of matches(tier, 500))
        for (const q of match) {
          const names = q.options.map((o) => nameKey(o.name));
          expect(new Set(names).size).toBe(OPTIONS_PER_QUESTION);
          expect(new Set(q.options.map((o) => o.id)).size).toBe(OPTIONS_PER_QUESTION);
          if (names.includes('ronaldo')) ronaldoAsked++;
        }
    expect(ronaldoAsked).toBeGreaterThan(0);
  });

  it('never repeats an answer (id or display name) within a match', () => {
    for (const tier of TOURNAMENT_IDS)
      for (const match of matches(tier, 500)) {
        expect(new Set(match.map((q) => q.answerId)).size).toBe(QUESTIONS_PER_MATCH);
        expect(new Set(match.map((q) => nameKey(get(q.answerId).name))).size).toBe(QUESTIONS_PER_MATCH);
      }
  });

  it('never pairs the answer with a distractor whose card shows the same facts', () => {
    const twin = footballer({
      ...get('lionel-messi-1987-06-24'),
      id: 'messi-twin',
      name: 'Leo Twin',
      tier: 'champions',
    });
    const twinBank = createQuestionBank([...FIXTURE, twin]);
    let messiAsked = 0;
    for (let seed = 0; seed < 400; seed++)
      for (const q of twinBank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed) })) {
        const facts = (id: string): string =>
          cardFactsKey(cardFromFootballer(id === 'messi-twin' ? twin : get(id)));
        for (const o of q.options) if (o.id !== q.answerId) expect(facts(o.id)).not.toBe(facts(q.answerId));
        if (q.answerId === 'luka-modric-1985-09-09') messiAsked++;
      }
    expect(messiAsked).toBeGreaterThan(0);
  });
});

describe('generateMatchQuestions: randomness', () => {
  it('gives the same questions for the same seed and other questions for other seeds', () => {
    for (const tier of TOURNAMENT_IDS) {
      const a = bank.generateMatchQuestions({ tier, rng: createSeededRng(1234) });
      // A fresh bank too: the shortlist cache must not change the outcome.
      const b = createQuestionBank(FIXTURE).generateMatchQuestions({ tier, rng: createSeededRng(1234) });
      expect(b).toEqual(a);
      const others = [1, 2, 3].map((seed) =>
        bank.generateMatchQuestions({ tier, rng: createSeededRng(seed) }),
      );
      expect(others.some((o) => JSON.stringify(o) !== JSON.stringify(a))).toBe(true);
    }
  });

  it('puts the correct answer at every index about equally often', () => {
    const counts = [0, 0, 0, 0];
    for (const tier of TOURNAMENT_IDS)
      for (const match of matches(tier, 1000))
        for (const q of match) counts[q.correctIndex] = (counts[q.correctIndex] ?? 0) + 1;
    const total = counts.reduce((s, c) => s + c, 0);
    for (const c of counts) expect(Math.abs(c / total - 0.25)).toBeLessThan(0.02);
  });

  it('shares frozen cards, options and facts: no caller can change the bank through a question', () => {
    const [first] = bank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(5) });
    if (!first) throw new Error('no question');
    const before = JSON.parse(JSON.stringify(first)) as Question;
    const frozen: object[] = [
      first.card,
      first.card.worldCups,
      ...first.card.worldCups,
      ...(first.card.career ?? []),
    ];
    frozen.push(...first.options, ...(first.optionFacts ?? []));
    for (const part of frozen) expect(Object.isFrozen(part)).toBe(true);
    expect(() => first.card.worldCups.push({ year: 1930, number: 1, club: 'Mutated' })).toThrow(TypeError);
    expect(() => (first.card.nation = 'XXX')).toThrow(TypeError);
    expect(() => ((first.options[0] as { name: string }).name = 'Mutated')).toThrow(TypeError);
    const again = bank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(5) })[0];
    expect(again).toEqual(before);
    // the same objects, not copies: a match's ten questions allocate no card of their own
    expect(again?.card).toBe(first.card);
    const { nation: _n, flag: _f, ...facts } = cardFromFootballer(get(first.answerId));
    expect(again?.card).toMatchObject(facts);
  });
});

/** A synthetic tier of `size` rookies (two positions, a few eras and nations) beside the fixture. */
function bigTier(size: number): Footballer[] {
  return Array.from({ length: size }, (_, i) =>
    footballer({
      id: `r${i}`,
      name: `Rookie ${i}`,
      tier: 'rookie',
      position: i % 2 === 0 ? 'FW' : 'MF',
      nation: ['BRA', 'ARG', 'FRA'][i % 3] ?? 'BRA',
      birthDate: `${1980 + (i % 15)}-01-01`,
      worldCups: [{ year: 2006 + 4 * (i % 3), number: (i % 23) + 1, club: `Club ${i % 40}` }],
      fame: 100 + (i % 50),
    }),
  );
}

describe('recently seen ids, with a cap (issue 23)', () => {
  it('keeps at least max(100, half the tier) answers possible', () => {
    expect(minFreshAnswers(520)).toBe(260);
    expect(minFreshAnswers(2000)).toBe(1000);
    expect(minFreshAnswers(150)).toBe(100);
    expect(minFreshAnswers(60)).toBe(60);
    const tier = new Set(bigTier(520).map((p) => p.id));
    const sent = [...tier].slice(0, 500); // oldest first
    const honoured = honouredExclusions(['not-in-tier', ...sent], tier);
    // 520 − 260 = 260 honoured: the newest 260 sent, the oldest 240 released
    expect(honoured.size).toBe(260);
    expect([...honoured]).toEqual(sent.slice(-260));
    expect(honouredExclusions(sent.slice(0, 100), tier).size).toBe(100);
    expect(honouredExclusions(sent, new Set(FIXTURE.map((p) => p.id))).size).toBe(0);
  });

  /** The questions of `matches` Rookie matches (seeds 0…) of the fixture and 520 more rookies, `sent` as recent. */
  function rookieQuestions(matches: number, sent: (rookies: string[]) => string[]) {
    const players = [...FIXTURE, ...bigTier(520)];
    const big = createQuestionBank(players);
    const rookies = players.filter((p) => p.tier === 'rookie').map((p) => p.id);
    const exclude = sent(rookies);
    const questions = Array.from({ length: matches }, (_, seed) =>
      big.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed), exclude }),
    ).flat();
    return { rookies, exclude, questions };
  }

  it('never makes an honoured id an answer or a wrong option; released ids may come back', () => {
    const { rookies, exclude: sent, questions } = rookieQuestions(200, (rookies) => rookies.slice(0, 500));
    const honoured = honouredExclusions(sent, new Set(rookies));
    let released = 0;
    for (const q of questions) {
      for (const o of q.options) expect(honoured.has(o.id)).toBe(false);
      if (sent.includes(q.answerId)) released++;
    }
    expect(released).toBeGreaterThan(0);
  });

  it('defeats the trick of sending all but 20 ids of a tier: picking among those 20 is right at chance', () => {
    let known = new Set<string>();
    const { questions } = rookieQuestions(100, (rookies) => {
      known = new Set(rookies.slice(-20));
      return rookies.filter((id) => !known.has(id)).slice(-500);
    });
    const rng = createSeededRng(99);
    let right = 0;
    let asked = 0;
    for (const q of questions) {
      const mine = q.options.filter((o) => known.has(o.id));
      const pool = mine.length > 0 ? mine : q.options;
      if (pool[Math.floor(rng.next() * pool.length)]?.id === q.answerId) right++;
      asked++;
    }
    expect(asked).toBe(500);
    expect(right / asked).toBeLessThanOrEqual(0.35);
  });

  it('merges two players’ lists oldest first, each ranked by how recent it is in its own list', () => {
    // a: a1 (oldest) … a3 (newest); b: b1 … b2; 'x' is in both, newest in b
    expect(
      mergeRecentIds([
        ['a1', 'x', 'a2', 'a3'],
        ['b1', 'x'],
      ]),
    ).toEqual(['a1', 'a2', 'b1', 'x', 'a3']);
    expect(mergeRecentIds([])).toEqual([]);
  });

  it('merges and caps in the order the sorting versions gave, duplicates, overlaps and ties included (issue 29)', () => {
    // the versions before the counting sort and the one-pass cap, as the reference
    const mergeBySort = (lists: readonly (readonly string[])[]): string[] => {
      const age = new Map<string, number>();
      for (const list of lists)
        list.forEach((id, i) =>
          age.set(id, Math.min(age.get(id) ?? list.length - 1 - i, list.length - 1 - i)),
        );
      return [...age].sort((x, y) => y[1] - x[1]).map(([id]) => id);
    };
    const capByCopies = (exclude: readonly string[], tierIds: ReadonlySet<string>): string[] => {
      const inTier = [...new Set(exclude.filter((id) => tierIds.has(id)))];
      const allowed = Math.max(0, tierIds.size - minFreshAnswers(tierIds.size));
      return allowed === 0 ? [] : inTier.slice(-allowed);
    };
    const tier = new Set(Array.from({ length: 240 }, (_, i) => `t${i}`));
    for (let seed = 0; seed < 200; seed++) {
      const rng = createSeededRng(seed);
      const list = (): string[] =>
        Array.from(
          { length: randomInt(rng, 300) },
          () => `${rng.next() < 0.2 ? 'o' : 't'}${randomInt(rng, 260)}`,
        );
      const lists = Array.from({ length: 1 + randomInt(rng, 3) }, list);
      const merged = mergeRecentIds(lists);
      expect(merged).toEqual(mergeBySort(lists));
      expect([...honouredExclusions(merged, tier)]).toEqual(capByCopies(merged, tier));
      expect([...honouredExclusions(lists[0] ?? [], tier)]).toEqual(capByCopies(lists[0] ?? [], tier));
    }
  });

  it('merges entry indices by the rule it merges ids by, leaving out what no bank could hold (issue 29)', () => {
    expect(
      mergeRecentIndices([
        [10, 7, 11, 12],
        [20, 7],
      ]),
    ).toEqual([10, 11, 20, 7, 12]);
    expect(mergeRecentIndices([])).toEqual([]);
    // not an index: left out, but each keeps its place (as an unknown id would)
    expect(mergeRecentIndices([[3, -1, 1.5, NaN, 2 ** 20, 4], new Int32Array([7, 8, 5, 6])])).toEqual([
      3, 7, 8, 5, 4, 6,
    ]);
    // the reference: ages in a map, a stable sort by age
    const mergeBySort = (lists: readonly (readonly number[])[]): number[] => {
      const age = new Map<number, number>();
      for (const list of lists)
        list.forEach((n, i) => age.set(n, Math.min(age.get(n) ?? list.length - 1 - i, list.length - 1 - i)));
      return [...age].sort((x, y) => y[1] - x[1]).map(([n]) => n);
    };
    for (let seed = 0; seed < 200; seed++) {
      const rng = createSeededRng(seed);
      // few distinct values, so overlaps, repeats and ties in age are everywhere; big indices now and then
      const width = rng.next() < 0.1 ? 5000 : 260;
      const lists = Array.from({ length: randomInt(rng, 4) }, () =>
        Array.from({ length: randomInt(rng, 501) }, () => randomInt(rng, width)),
      );
      expect(mergeRecentIndices(lists)).toEqual(mergeBySort(lists));
      expect(mergeRecentIds(lists.map((list) => list.map(String)))).toEqual(mergeBySort(lists).map(String));
    }
  });

  it('accepts a Set and leaves ids of other tiers alone', () => {
    const champions = FIXTURE.filter((p) => p.tier === 'champions').map((p) => p.id);
    const q = bank.generateMatchQuestions({
      tier: 'rookie',
      rng: createSeededRng(1),
      exclude: new Set(champions),
    });
    expect(q).toHaveLength(QUESTIONS_PER_MATCH);
  });
});

describe('wrong options that each stage narrows (issue 23)', () => {
  const stages = (id: string): string[] =>
    cluesByStage(cardFromFootballer(get(id))).map((c) => JSON.stringify(c));
  const agree = (a: string, b: string, count: number): boolean =>
    stages(a)
      .slice(0, count)
      .every((key, i) => key === stages(b)[i]);

  it('fits the opening stage of at least one wrong option whenever the data has one, and the first two stages too', () => {
    let withTwin = 0;
    fc.assert(
      fc.property(fc.constantFrom(...TOURNAMENT_IDS), fc.integer({ min: 0, max: 1e6 }), (tier, seed) => {
        for (const q of bank.generateMatchQuestions({ tier, rng: createSeededRng(seed) })) {
          const others = q.options.filter((o) => o.id !== q.answerId);
          const usable = FIXTURE.filter(
            (p) => p.id !== q.answerId && nameKey(p.name) !== nameKey(get(q.answerId).name),
          );
          if (usable.some((p) => agree(p.id, q.answerId, 1)))
            expect(others.some((o) => agree(o.id, q.answerId, 1))).toBe(true);
          if (usable.some((p) => agree(p.id, q.answerId, 2))) {
            expect(others.some((o) => agree(o.id, q.answerId, 2))).toBe(true);
            withTwin++;
          }
          // answerable: no wrong option agrees with the answer at every stage
          for (const o of others) expect(agree(o.id, q.answerId, 5)).toBe(false);
          for (const o of others) expect(o.name).not.toBe(get(q.answerId).name);
        }
      }),
      { numRuns: 150 },
    );
    expect(withTwin).toBeGreaterThan(0);
  }, 30_000);

  it('opens with position and era: the birth year, height and foot come with the numbers', () => {
    const [profile, , , numbers] = cluesByStage(cardFromFootballer(get('lionel-messi-1987-06-24')));
    expect(profile).toEqual([
      { kind: 'position', position: 'FW' },
      { kind: 'era', from: 1980, to: 1989 },
    ]);
    expect(numbers?.map((c) => c.kind)).toEqual(['numbers', 'born', 'height', 'foot']);
  });

  it(`draws from the few closest in fame, so the wrong options vary between plays`, () => {
    const seen = new Map<string, Set<string>>();
    for (let seed = 0; seed < 300; seed++)
      for (const q of bank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed) })) {
        const set = seen.get(q.answerId) ?? new Set<string>();
        for (const o of q.options) if (o.id !== q.answerId) set.add(o.id);
        seen.set(q.answerId, set);
      }
    const sizes = [...seen.values()].map((s) => s.size);
    expect(Math.max(...sizes)).toBeGreaterThan(OPTIONS_PER_QUESTION - 1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3 * DISTRACTOR_SHORTLIST_SIZE);
  });

  it('falls back to anyone for a tiny bank', () => {
    const tiny = [
      footballer({ id: 'a', name: 'Alpha', position: 'GK', tier: 'rookie', fame: 0 }),
      footballer({
        id: 'b',
        name: 'Bravo',
        position: 'DF',
        tier: 'legendary',
        fame: 0,
        birthDate: '1950-01-01',
      }),
      footballer({ id: 'c', name: 'Charlie', position: 'MF', tier: 'legendary', fame: 0, nation: 'ARG' }),
      footballer({ id: 'd', name: 'Delta', position: 'FW', tier: 'champions' }),
    ];
    const [q] = generateMatchQuestions({ players: tiny, tier: 'rookie', rng: createSeededRng(3) });
    expect(q?.answerId).toBe('a');
    expect(q?.options.map((o) => o.id).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('makes the answer the most famous of the four about as often as any other rank', () => {
    const answer = footballer({
      id: 'mid',
      name: 'Middle',
      tier: 'rookie',
      fame: 100,
      worldCups: [{ year: 2010, number: 1, club: null }],
    });
    const around = [70, 80, 90, 110, 120, 130].map((fame) =>
      footballer({ id: `f${fame}`, name: `Fame ${fame}`, fame }),
    );
    // one answer of the tier; the others of another tier but the same profile, told apart by their numbers
    const small = createQuestionBank([
      answer,
      ...around.map((p, i) => ({
        ...p,
        tier: 'champions' as const,
        worldCups: [{ year: 2010, number: i + 2, club: null }],
      })),
    ]);
    const fameOf = (id: string): number => [answer, ...around].find((p) => p.id === id)?.fame ?? Number.NaN;
    const ranks = [0, 0, 0, 0];
    const runs = 2000;
    for (let seed = 0; seed < runs; seed++) {
      const [q] = small.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed) });
      const above = (q?.options ?? []).filter((o) => fameOf(o.id) > 100).length;
      ranks[above] = (ranks[above] ?? 0) + 1;
    }
    for (const count of ranks) expect(count / runs).toBeGreaterThan(0.15);
  });

  it('returns fewer questions only when the bank cannot supply them', () => {
    const three = FIXTURE.slice(0, 3);
    expect(generateMatchQuestions({ players: three, tier: 'rookie', rng: createSeededRng(1) })).toEqual([]);
    const sevenRookies = FIXTURE.filter((p) => p.tier === 'rookie').slice(0, 3);
    const small = createQuestionBank([...sevenRookies, ...FIXTURE.filter((p) => p.tier === 'champions')]);
    const match = small.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(1) });
    expect(match).toHaveLength(3);
    expect(small.generateMatchQuestions({ tier: 'legendary', rng: createSeededRng(1) })).toEqual([]);
  });

  it('refuses a dataset too big for its lists to tell entries apart (2^20 players), before reading any of it', () => {
    expect(() => createQuestionBank(new Array<Footballer>(2 ** 20))).toThrow(RangeError);
  });
});
