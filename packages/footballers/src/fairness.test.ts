/**
 * Fairness of the question generator on the real dataset (issue 3 §6): over MATCHES_PER_TIER matches per tier,
 * played one after another by one player whose recently seen answers are excluded as the client sends them.
 */
import { describe, expect, it } from 'vitest';
import {
  cardFactsKey,
  cardFromFootballer,
  createQuestionBank,
  createSeededRng,
  ERA_BAND_YEARS,
  eraOf,
  honouredExclusions,
  OPTIONS_PER_QUESTION,
  QUESTIONS_PER_MATCH,
  RECENT_PLAYERS_LIMIT,
  TOURNAMENT_IDS,
  type Footballer,
  type Tier,
} from '@goalguessr/game-core';
import { loadPlayers, normalizeName, stripDiacritics } from './index';

const MATCHES_PER_TIER = 4_000;
/** issue 3: the correct option is at each index 25 % ± 2 % */
const INDEX_SHARE_TOLERANCE = 0.02;

const players = loadPlayers();
const tierIds = (tier: Tier): ReadonlySet<string> =>
  new Set(players.filter((p) => p.tier === tier).map((p) => p.id));
const bank = createQuestionBank(players);
const byId = new Map(players.map((p) => [p.id, p]));
const factsById = new Map(players.map((p) => [p.id, cardFactsKey(cardFromFootballer(p))]));
const get = (id: string): Footballer => {
  const p = byId.get(id);
  if (!p) throw new Error(`unknown footballer ${id}`);
  return p;
};

/** Two display names a player reads as the same: equal but for case and diacritics ("Juanfran (1976)" is not "Juanfran"). */
const displayKey = (name: string): string => stripDiacritics(name).toLowerCase();

/** Words of 4+ letters of a footballer's names (display, full, aliases), without diacritics, lower case. */
function nameWords(p: Footballer): Set<string> {
  return new Set(
    [p.name, p.fullName ?? '', ...p.aliases]
      .flatMap((n) => normalizeName(n).split(' '))
      .filter((w) => w.length >= 4),
  );
}
const wordsById = new Map(players.map((p) => [p.id, nameWords(p)]));

/** The first word of the answer's names that a text on the card contains, or null. */
function nameLeak(texts: readonly string[], answer: Footballer): string | null {
  const words = wordsById.get(answer.id) ?? new Set<string>();
  for (const text of texts) for (const w of normalizeName(text).split(' ')) if (words.has(w)) return w;
  return null;
}

interface Tally {
  questions: number;
  atIndex: number[];
  problems: string[];
  distractors: number;
  samePosition: number;
  /** wrong options born in the answer's era band, or the next one */
  nearEra: number;
  sameNation: number;
  /** questions with at least one wrong option of another nation */
  otherNation: number;
}

/** Plays MATCHES_PER_TIER matches of a tier and records every breach of the rules. */
function play(tier: Tier): Tally {
  const tally: Tally = {
    questions: 0,
    atIndex: new Array<number>(OPTIONS_PER_QUESTION).fill(0),
    problems: [],
    distractors: 0,
    samePosition: 0,
    nearEra: 0,
    sameNation: 0,
    otherNation: 0,
  };
  const problem = (text: string): void => {
    if (tally.problems.length < 20) tally.problems.push(text);
  };
  // The client's recent list: newest last, at most RECENT_PLAYERS_LIMIT ids.
  let recent: string[] = [];
  const seedBase = TOURNAMENT_IDS.indexOf(tier) * 1_000_000;
  for (let m = 0; m < MATCHES_PER_TIER; m++) {
    const excluded = honouredExclusions(recent, tierIds(tier));
    const match = bank.generateMatchQuestions({ tier, rng: createSeededRng(seedBase + m), exclude: recent });
    if (match.length !== QUESTIONS_PER_MATCH) problem(`match ${m}: ${match.length} questions`);
    const answerNames = new Set<string>();
    for (const q of match) {
      tally.questions++;
      tally.atIndex[q.correctIndex] = (tally.atIndex[q.correctIndex] ?? 0) + 1;
      const answer = get(q.answerId);
      if (answer.tier !== tier) problem(`match ${m}: ${answer.id} is ${answer.tier}`);
      const leak = nameLeak(
        q.card.worldCups.map((w) => w.club ?? ''),
        answer,
      );
      if (leak) problem(`match ${m}: the card of ${answer.id} spells "${leak}"`);
      if (excluded.has(answer.id)) problem(`match ${m}: excluded ${answer.id} chosen`);
      answerNames.add(displayKey(answer.name));
      if (q.options.length !== OPTIONS_PER_QUESTION) problem(`match ${m}: ${q.options.length} options`);
      if (q.options[q.correctIndex]?.id !== answer.id) problem(`match ${m}: correctIndex off`);
      if (new Set(q.options.map((o) => displayKey(o.name))).size !== q.options.length)
        problem(`match ${m}: two options named alike: ${q.options.map((o) => o.name).join(', ')}`);
      for (const o of q.options) {
        if (o.id === answer.id) continue;
        const d = get(o.id);
        // Always solvable: the card must tell the answer apart from every wrong option.
        if (factsById.get(d.id) === factsById.get(answer.id)) problem(`match ${m}: ${answer.id} ≡ ${d.id}`);
        tally.distractors++;
        if (excluded.has(d.id)) problem(`match ${m}: excluded ${d.id} as a wrong option`);
        if (d.position === answer.position) tally.samePosition++;
        const era = (p: Footballer): number => eraOf(Number(p.birthDate.slice(0, 4))).from;
        if (Math.abs(era(d) - era(answer)) <= ERA_BAND_YEARS) tally.nearEra++;
        if (d.nation === answer.nation) tally.sameNation++;
      }
      if (q.options.some((o) => get(o.id).nation !== answer.nation)) tally.otherNation++;
    }
    if (answerNames.size !== match.length) problem(`match ${m}: an answer repeats`);
    recent = [...recent, ...match.map((q) => q.answerId)].slice(-RECENT_PLAYERS_LIMIT);
  }
  return tally;
}

describe.each(TOURNAMENT_IDS)(`fairness over ${MATCHES_PER_TIER} %s matches`, (tier) => {
  const tally = play(tier);

  it('puts the correct option at each index 25 % ± 2 %', () => {
    expect(tally.questions).toBe(MATCHES_PER_TIER * QUESTIONS_PER_MATCH);
    for (const count of tally.atIndex)
      expect(Math.abs(count / tally.questions - 1 / OPTIONS_PER_QUESTION)).toBeLessThanOrEqual(
        INDEX_SHARE_TOLERANCE,
      );
  });

  it('always gives 5 solvable questions: distinct answers and option names, no distractor with the same card facts, no name on the card, recent answers excluded', () => {
    expect(tally.problems).toEqual([]);
  });

  it('picks plausible wrong options: the same position, the same or the next decade, mostly the same nation, some of another', () => {
    // Issue 23, measured on the issue-23 build: position 100 %, the same or the next decade 100 %, the answer's
    // nation on 61 / 73 / 81 % of wrong options (Rookie / Champions / Legendary), another nation on 77 / 58 / 42 %
    // of cards (the nation, the last stage, rules that option out).
    expect(tally.samePosition).toBe(tally.distractors);
    expect(tally.nearEra / tally.distractors).toBeGreaterThanOrEqual(0.99);
    expect(tally.sameNation / tally.distractors).toBeGreaterThanOrEqual(0.5);
    expect(tally.otherNation / tally.questions).toBeGreaterThanOrEqual(0.3);
  });
});
