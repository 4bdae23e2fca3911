import { describe, expect, it } from 'vitest';
import { OPTIONS_PER_QUESTION, QUESTIONS_PER_MATCH, TOURNAMENT_IDS, type Tier } from '../constants';
import { createSeededRng } from '../rng';
import { createQuestionBank, DISTRACTOR_SHORTLIST_SIZE, generateMatchQuestions } from './bank';
import { cardFactsKey, cardFromFootballer } from './card';
import { FIXTURE, footballer } from './test-helpers';
import type { Footballer, Question, QuestionCard } from './types';

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
          // Distractors share the answer's nation, or the card hides the nation.
          for (const option of q.options)
            if (q.card.nation !== null) expect(get(option.id).nation).toBe(get(q.answerId).nation);
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

  it('returns cards the caller may change without touching the bank', () => {
    const [first] = bank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(5) });
    if (!first) throw new Error('no question');
    const before = JSON.parse(JSON.stringify(first.card)) as QuestionCard;
    first.card.worldCups.push({ year: 1930, number: 1, club: 'Mutated' });
    first.card.nation = 'XXX';
    const again = bank.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(5) })[0];
    expect(again?.card).toEqual(before);
    const { nation: _n, flag: _f, ...facts } = cardFromFootballer(get(first.answerId));
    expect(again?.card).toMatchObject(facts);
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
  it('share the nation and position of the answer (or the card hides the nation)', () => {
    let checked = 0;
    for (const tier of TOURNAMENT_IDS)
      for (const match of matches(tier, 300))
        for (const q of match) {
          const answer = get(q.answerId);
          for (const o of q.options) {
            const p = get(o.id);
            expect(p.position).toBe(answer.position);
            if (q.card.nation !== null) expect(p.nation).toBe(answer.nation);
          }
          checked++;
        }
    // The era rule is checked on the real dataset (packages/footballers fairness.test.ts): this fixture is tiny.
    expect(checked).toBeGreaterThan(1000);
  });

  it('hides the nation when the wrong options had to come from other nations of the region', () => {
    // Three Dutch goalkeepers of the era, one Belgian: the Belgian's options come from the region (Western
    // Europe), so the flag would decide; the card hides it.
    const keeper = (id: string, nation: string, fame: number, birthDate: string): Footballer =>
      footballer({
        id,
        name: id,
        nation,
        flag: nation.toLowerCase().slice(0, 2),
        position: 'GK',
        fame,
        tier: 'rookie',
        birthDate,
      });
    const small = createQuestionBank([
      keeper('Belg', 'BEL', 50, '1980-01-01'),
      keeper('Dutch A', 'NED', 40, '1981-01-01'),
      keeper('Dutch B', 'NED', 60, '1982-01-01'),
      keeper('Dutch C', 'NED', 55, '1983-01-01'),
      keeper('Dutch D', 'NED', 45, '1984-01-01'),
    ]);
    let hidden = 0;
    for (let seed = 0; seed < 50; seed++)
      for (const q of small.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed) }))
        if (q.answerId === 'Belg') {
          expect(q.card.nation).toBeNull();
          expect(q.card.flag).toBeNull();
          hidden++;
        } else expect(q.card.nation).toBe('NED');
    expect(hidden).toBeGreaterThan(0);
  });

  it(`draws from a shortlist of ${DISTRACTOR_SHORTLIST_SIZE}, so the wrong options vary between plays`, () => {
    const answer = footballer({ id: 'answer', name: 'Answer', tier: 'rookie', fame: 100 });
    const others = Array.from({ length: 12 }, (_, i) =>
      footballer({ id: `o${i}`, name: `Other ${i}`, fame: 40 + 10 * i, heightCm: 170 + i }),
    );
    const small = createQuestionBank([answer, ...others]);
    const sets = new Set<string>();
    const used = new Set<string>();
    for (let seed = 0; seed < 300; seed++)
      for (const q of small.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed) })) {
        const ids = q.options.map((o) => o.id).filter((id) => id !== 'answer');
        sets.add(ids.sort().join());
        for (const id of ids) used.add(id);
      }
    expect(sets.size).toBeGreaterThanOrEqual(4);
    // Only the six closest in fame are ever used: three more famous, three not (o6 ties with the answer).
    expect([...used].sort()).toEqual(['o4', 'o5', 'o6', 'o7', 'o8', 'o9']);
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

  it('keeps the shortlist full when namesakes crowd the closest candidates', () => {
    const answer = footballer({ id: 'answer', name: 'Answer', tier: 'rookie', heightCm: 180, fame: 100 });
    // 40 namesakes: as close in fame as can be, but they count as one name.
    const namesakes = Array.from({ length: 40 }, (_, i) =>
      footballer({ id: `ronaldo-${i}`, name: 'Ronaldo', fame: 100 }),
    );
    const others = Array.from({ length: 11 }, (_, i) =>
      footballer({ id: `other-${i}`, name: `Other ${String.fromCharCode(65 + i)}`, fame: 60 + 8 * i }),
    );
    const small = createQuestionBank([answer, ...namesakes, ...others]);
    const distractorIds = new Set<string>();
    for (let seed = 0; seed < 300; seed++) {
      const match = small.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed) });
      expect(match).toHaveLength(1);
      const options = match[0]?.options ?? [];
      expect(new Set(options.map((o) => o.name)).size).toBe(OPTIONS_PER_QUESTION);
      for (const o of options)
        if (o.id !== 'answer') distractorIds.add(o.id.startsWith('ronaldo') ? 'ronaldo' : o.id);
    }
    // One Ronaldo and five others, the closest in fame on each side, make the shortlist.
    expect(distractorIds.size).toBe(DISTRACTOR_SHORTLIST_SIZE);
  });

  it('mixes more and less famous wrong options, so the most famous name is rarely the answer', () => {
    const answer = footballer({ id: 'mid', name: 'Middle', tier: 'rookie', fame: 100 });
    const around = [70, 80, 90, 110, 120, 130].map((fame) =>
      footballer({ id: `f${fame}`, name: `Fame ${fame}`, fame, tier: 'champions', heightCm: fame + 100 }),
    );
    const small = createQuestionBank([answer, ...around]);
    let mostFamous = 0;
    let leastFamous = 0;
    const runs = 2000;
    for (let seed = 0; seed < runs; seed++) {
      const [q] = small.generateMatchQuestions({ tier: 'rookie', rng: createSeededRng(seed) });
      const fames = (q?.options ?? []).filter((o) => o.id !== 'mid').map((o) => get2(o.id));
      if (fames.every((f) => f < 100)) mostFamous++;
      if (fames.every((f) => f > 100)) leastFamous++;
    }
    // DISTRACTOR_ONE_SIDED_SHARE (10 %) each way.
    expect(mostFamous / runs).toBeGreaterThan(0.05);
    expect(mostFamous / runs).toBeLessThan(0.15);
    expect(leastFamous / runs).toBeGreaterThan(0.05);
    expect(leastFamous / runs).toBeLessThan(0.15);
    function get2(id: string): number {
      return [answer, ...around].find((p) => p.id === id)?.fame ?? Number.NaN;
    }
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
