import { describe, expect, it } from 'vitest';
import { OPTIONS_PER_QUESTION, QUESTIONS_PER_MATCH, TOURNAMENT_IDS, type Tier } from '../constants';
import { createSeededRng } from '../rng';
import {
  createQuestionBank,
  DISTRACTOR_ERA_YEARS,
  DISTRACTOR_SHORTLIST_SIZE,
  DISTRACTOR_TIERS,
  generateMatchQuestions,
} from './bank';
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
const birthYear = (p: Footballer): number => Number(p.birthDate.slice(0, 4));
const tierIds = (tier: Tier): string[] => FIXTURE.filter((p) => p.tier === tier).map((p) => p.id);

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
          // Distractors come from the tiers that lend to this one.
          for (const option of q.options)
            if (option.id !== q.answerId) expect(DISTRACTOR_TIERS[tier]).toContain(get(option.id).tier);
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
        if (q.answerId === 'lionel-messi-1987-06-24') messiAsked++;
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

  it('returns cards the caller may change without touching the bank', () => {
    const [first] = bank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(5) });
    if (!first) throw new Error('no question');
    first.card.worldCups.push({ year: 1930, number: 1, club: 'Mutated' });
    first.card.nation = 'XXX';
    const again = bank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(5) })[0];
    expect(again?.card).toEqual(cardFromFootballer(get(first.answerId)));
  });
});

describe('generateMatchQuestions: exclusion', () => {
  it('never chooses an excluded id as an answer', () => {
    for (const tier of TOURNAMENT_IDS) {
      const ids = tierIds(tier);
      const exclude = ids.slice(0, ids.length - 6);
      for (const match of matches(tier, 300, exclude)) {
        expect(match).toHaveLength(QUESTIONS_PER_MATCH);
        for (const q of match) expect(exclude).not.toContain(q.answerId);
      }
    }
  });

  it('accepts a Set and leaves ids of other tiers alone', () => {
    const legends = new Set(tierIds('legendary'));
    const match = bank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(9), exclude: legends });
    expect(match).toHaveLength(QUESTIONS_PER_MATCH);
  });

  it('when too few fresh answers are left, releases the oldest excluded ids first', () => {
    const ids = tierIds('rookie');
    // Everything excluded, oldest first: the first five released are the only possible answers.
    const released = ids.slice(0, QUESTIONS_PER_MATCH);
    for (const match of matches('rookie', 100, ids)) {
      expect(match).toHaveLength(QUESTIONS_PER_MATCH);
      expect(match.map((q) => q.answerId).sort()).toEqual([...released].sort());
    }
    // Three fresh ones left: two more are released, again the oldest.
    const fresh = ids.slice(-3);
    const exclude = ids.slice(0, -3);
    for (const match of matches('rookie', 100, exclude)) {
      expect(match.map((q) => q.answerId).sort()).toEqual([...fresh, ...exclude.slice(0, 2)].sort());
    }
  });

  it('still draws uniformly among the few fresh answers when almost the whole tier is excluded', () => {
    const ids = tierIds('champions');
    const fresh = ids.filter((_, i) => i % 5 === 0).slice(0, 6);
    const exclude = ids.filter((id) => !fresh.includes(id));
    const seen = new Map<string, number>();
    for (const match of matches('champions', 600, exclude))
      for (const q of match) {
        expect(fresh).toContain(q.answerId);
        seen.set(q.answerId, (seen.get(q.answerId) ?? 0) + 1);
      }
    // Each of the 6 fresh players is an answer in 5 of 6 matches on average: 500 of 600.
    for (const id of fresh) expect(seen.get(id) ?? 0).toBeGreaterThan(450);
  });
});

describe('generateMatchQuestions: plausible distractors', () => {
  /** Distinct names a question about `answer` could use within the era window (what the generator prefers). */
  function eraCandidates(answer: Footballer, tier: Tier): number {
    const lenders = new Set(DISTRACTOR_TIERS[tier]);
    const key = cardFactsKey(cardFromFootballer(answer));
    return new Set(
      FIXTURE.filter(
        (c) =>
          lenders.has(c.tier) &&
          c.position === answer.position &&
          nameKey(c.name) !== nameKey(answer.name) &&
          cardFactsKey(cardFromFootballer(c)) !== key &&
          Math.abs(birthYear(c) - birthYear(answer)) <= DISTRACTOR_ERA_YEARS,
      ).map((c) => nameKey(c.name)),
    ).size;
  }

  it('share the position and era of the answer whenever the tier has enough such players', () => {
    let checked = 0;
    for (const tier of TOURNAMENT_IDS)
      for (const match of matches(tier, 300))
        for (const q of match) {
          const answer = get(q.answerId);
          if (eraCandidates(answer, tier) < OPTIONS_PER_QUESTION + 2) continue;
          checked++;
          for (const o of q.options) {
            const p = get(o.id);
            expect(p.position).toBe(answer.position);
            expect(Math.abs(birthYear(p) - birthYear(answer))).toBeLessThanOrEqual(DISTRACTOR_ERA_YEARS);
          }
        }
    expect(checked).toBeGreaterThan(1000);
  });

  it('keep the position when the era is thin, and favour the same nation', () => {
    // Ronaldo (BRA, 1976) has few forwards of his era in the fixture: the search widens but stays with forwards.
    let sameNation = 0;
    let distractors = 0;
    for (const match of matches('rookie', 1000))
      for (const q of match) {
        const answer = get(q.answerId);
        for (const o of q.options) {
          if (o.id === q.answerId) continue;
          expect(get(o.id).position).toBe(answer.position);
          distractors++;
          if (get(o.id).nation === answer.nation) sameNation++;
        }
      }
    // 12 nations in the fixture: chance alone would give well under a quarter.
    expect(sameNation / distractors).toBeGreaterThan(0.3);
  });

  it(`draws from a shortlist of ${DISTRACTOR_SHORTLIST_SIZE}, so the wrong options vary between plays`, () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 3000 && seen.size < 4; seed++)
      for (const q of bank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed) }))
        if (q.answerId === 'lionel-messi-1987-06-24')
          seen.add(
            q.options
              .map((o) => o.id)
              .sort()
              .join(),
          );
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  it('falls back to other positions and tiers, then to anyone, for a tiny bank', () => {
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
      footballer({ id: 'e', name: 'Echo', position: 'FW', tier: 'legendary', nation: 'XXX', flag: null }),
    ];
    const [q] = generateMatchQuestions({ players: tiny, tier: 'rookie', rng: createSeededRng(3) });
    expect(q?.answerId).toBe('a');
    // No other goalkeeper and one other Rookie/Champions player: the rest come from positions and tiers outside
    // the usual pool.
    const distractors = (q?.options ?? []).filter((o) => o.id !== 'a').map((o) => o.id);
    expect(distractors).toHaveLength(OPTIONS_PER_QUESTION - 1);
    expect(distractors.filter((id) => ['b', 'c', 'e'].includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(q?.options).toHaveLength(OPTIONS_PER_QUESTION);
  });

  it('keeps the shortlist full when namesakes crowd the best-scoring candidates', () => {
    const answer = footballer({ id: 'answer', name: 'Answer', tier: 'rookie', heightCm: 180 });
    // 40 namesakes: the most plausible by far (same nation and birth year), but they count as one name.
    const namesakes = Array.from({ length: 40 }, (_, i) =>
      footballer({ id: `ronaldo-${i}`, name: 'Ronaldo' }),
    );
    const others = Array.from({ length: 11 }, (_, i) =>
      footballer({
        id: `other-${i}`,
        name: `Other ${String.fromCharCode(65 + i)}`,
        nation: 'ARG',
        flag: 'ar',
      }),
    );
    const small = createQuestionBank([answer, ...namesakes, ...others]);
    const distractorIds = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const match = small.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed) });
      expect(match).toHaveLength(1);
      const options = match[0]?.options ?? [];
      expect(new Set(options.map((o) => o.name)).size).toBe(OPTIONS_PER_QUESTION);
      for (const o of options)
        if (o.id !== 'answer') distractorIds.add(o.id.startsWith('ronaldo') ? 'ronaldo' : o.id);
    }
    // One Ronaldo and all 11 others make the shortlist of 12.
    expect(distractorIds.size).toBe(DISTRACTOR_SHORTLIST_SIZE);
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
});
