import { describe, expect, it } from 'vitest';
import { CLUE_POINTS_PER_HIDDEN_STAGE, POINTS_PER_CORRECT, ROUND_DURATION_MS } from '../constants';
import { roundPoints } from '../match/scoring';
import { createSeededRng } from '../rng';
import { createQuestionBank } from './bank';
import {
  allClues,
  CLUE_STAGES,
  ERA_BAND_YEARS,
  eraOf,
  clueRevealOffsetsMs,
  cluesByStage,
  clueStagesShown,
  MAX_ROUND_POINTS,
  pointsForClues,
} from './clues';
import { FIXTURE } from './test-helpers';
import type { QuestionCard } from './types';

const puskas: QuestionCard = {
  nation: 'HUN',
  flag: 'hu',
  position: 'FW',
  birthYear: 1927,
  worldCups: [
    { year: 1962, number: 18, club: 'Real Madrid', nation: 'ESP' },
    { year: 1954, number: 10, club: 'Honvéd' },
  ],
  heightCm: null,
  foot: 'left',
};

describe('cluesByStage', () => {
  it('opens with the profile (the birth year as an era) and keeps shirt numbers and the nation for last', () => {
    const stages = cluesByStage(puskas);
    expect(stages).toHaveLength(CLUE_STAGES.length);
    expect(stages[0]).toEqual([
      { kind: 'position', position: 'FW' },
      { kind: 'era', from: 1920, to: 1929 },
    ]);
    expect(stages[1]).toEqual([{ kind: 'world_cups', years: [1954, 1962] }]);
    expect(stages[2]).toEqual([
      {
        kind: 'clubs',
        clubs: [
          { year: 1954, club: 'Honvéd' },
          { year: 1962, club: 'Real Madrid' },
        ],
      },
    ]);
    expect(stages[3]).toEqual([
      {
        kind: 'numbers',
        numbers: [
          { year: 1954, number: 10 },
          { year: 1962, number: 18 },
        ],
      },
      { kind: 'born', birthYear: 1927 },
      { kind: 'foot', foot: 'left' },
    ]);
    expect(cluesByStage({ ...puskas, heightCm: 172 })[3]?.slice(1)).toEqual([
      { kind: 'born', birthYear: 1927 },
      { kind: 'height', heightCm: 172 },
      { kind: 'foot', foot: 'left' },
    ]);
    expect(stages[4]).toEqual([
      { kind: 'nation', nation: 'HUN', flag: 'hu', otherTeams: [{ year: 1962, nation: 'ESP' }] },
    ]);
  });

  it('never puts the nation, a number or a club before its stage, for every card of every tier', () => {
    const bank = createQuestionBank(FIXTURE);
    for (const tier of ['rookie', 'champions', 'legendary'] as const)
      for (let seed = 0; seed < 50; seed++)
        for (const q of bank.generateMatchQuestions({ tier, rng: createSeededRng(seed) })) {
          const stages = cluesByStage(q.card);
          const early = JSON.stringify(stages.slice(0, 2));
          expect(early).not.toMatch(/"nation"|"flag"|"number"|"club"/);
          expect(JSON.stringify(stages.slice(0, 3))).not.toMatch(/"number"|"nation"/);
          expect(
            stages
              .slice(0, 4)
              .flat()
              .some((c) => c.kind === 'nation'),
          ).toBe(false);
          // Everything the card knows is out by the last stage.
          expect(allClues(q.card).length).toBe(stages.flat().length);
        }
  });

  it('puts the career path with the clubs, after the clubs at World Cups, and says "no World Cup" as an empty list', () => {
    const stages = cluesByStage({
      ...puskas,
      worldCups: [],
      career: [
        { club: 'Budapest Honvéd', from: null },
        { club: 'Real Madrid', from: 1958 },
      ],
    });
    expect(stages[1]).toEqual([{ kind: 'world_cups', years: [] }]);
    expect(stages[2]).toEqual([
      {
        kind: 'career',
        clubs: [
          { club: 'Budapest Honvéd', from: null },
          { club: 'Real Madrid', from: 1958 },
        ],
      },
    ]);
    const both = cluesByStage({ ...puskas, career: [{ club: 'Real Madrid', from: 1958 }] });
    expect(both[2]?.map((c) => c.kind)).toEqual(['clubs', 'career']);
    expect(stages[3]).toEqual([
      { kind: 'born', birthYear: 1927 },
      { kind: 'foot', foot: 'left' },
    ]);
  });

  it('gives the era in bands of ERA_BAND_YEARS aligned on their multiples', () => {
    expect(ERA_BAND_YEARS).toBe(10);
    expect(eraOf(1987)).toEqual({ from: 1980, to: 1989 });
    expect(eraOf(1980)).toEqual({ from: 1980, to: 1989 });
    expect(eraOf(1989)).toEqual({ from: 1980, to: 1989 });
    expect(eraOf(2007)).toEqual({ from: 2000, to: 2009 });
  });

  it('gives no other teams when the question hides the nation', () => {
    const hidden = cluesByStage({ ...puskas, nation: null, flag: null })[4];
    expect(hidden).toEqual([{ kind: 'nation', nation: null, flag: null, otherTeams: [] }]);
  });
});

describe('reveal schedule and points', () => {
  it('spreads the stages over the first 80 % of the round: 0, 3, 6, 9 and 12 s of 15 s', () => {
    expect(clueRevealOffsetsMs(ROUND_DURATION_MS)).toEqual([0, 3000, 6000, 9000, 12000]);
    expect(clueStagesShown(0, ROUND_DURATION_MS)).toBe(1);
    expect(clueStagesShown(2999, ROUND_DURATION_MS)).toBe(1);
    expect(clueStagesShown(3000, ROUND_DURATION_MS)).toBe(2);
    expect(clueStagesShown(14_000, ROUND_DURATION_MS)).toBe(5);
    expect(clueStagesShown(-50, ROUND_DURATION_MS)).toBe(1);
    expect(clueStagesShown(Number.NaN, ROUND_DURATION_MS)).toBe(1);
  });

  it('pays less for a right answer the more clues are out: 200, 175, 150, 125, 100', () => {
    expect([1, 2, 3, 4, 5].map(pointsForClues)).toEqual([200, 175, 150, 125, 100]);
    expect(MAX_ROUND_POINTS).toBe(POINTS_PER_CORRECT + 4 * CLUE_POINTS_PER_HIDDEN_STAGE);
    expect(pointsForClues(0)).toBe(200);
    expect(pointsForClues(99)).toBe(100);
  });

  it('roundPoints follows the clues: falling with time, 0 when wrong, the base for a golden shot', () => {
    const at = (ms: number, correct = true, goldenShot = false): number =>
      roundPoints({
        correct,
        goldenShot,
        answeredAtMs: 1000 + ms,
        roundStartMs: 1000,
        roundDurationMs: 15_000,
      });
    expect(at(500)).toBe(200);
    expect(at(4000)).toBe(175);
    expect(at(7000)).toBe(150);
    expect(at(10_000)).toBe(125);
    expect(at(13_000)).toBe(100);
    // An energy drink's extra 5 s: the nation is out, the base points remain.
    expect(at(19_000)).toBe(100);
    expect(at(500, false)).toBe(0);
    expect(at(500, false, true)).toBe(POINTS_PER_CORRECT);
    let previous = Infinity;
    for (let ms = 0; ms <= 20_000; ms += 250) {
      expect(at(ms)).toBeLessThanOrEqual(previous);
      previous = at(ms);
    }
  });
});
