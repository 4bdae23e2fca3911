/**
 * Issue 23 on the real dataset, over many seeds for every tier: a client holding the dataset settles few cards
 * by lookup at the opening stage or by stage 2, every card is answerable once all its clues are out, no two
 * options share a display name, and the best-known name is not the answer more often than the limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createQuestionBank, TOURNAMENT_IDS } from '@goalguessr/game-core';
import { loadPlayers } from './index';
import { createLookupClient, LOOKUP_GOALS, lookupFigures } from './lookup';
import { measureQuestions, playTier, SOLVER_LIMITS } from './solvers';

const players = loadPlayers();
const bank = createQuestionBank(players);
const lookup = createLookupClient(players);

describe.each(TOURNAMENT_IDS)('%s cards read by lookup', (tier) => {
  it(`settle ≤ ${100 * LOOKUP_GOALS.openingStage} % at the opening stage, ≤ ${100 * LOOKUP_GOALS.byStage2} % by stage 2, never ≤ ${100 * LOOKUP_GOALS.never} %, over 1,000 cards a seed`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const questions = playTier(bank, tier, 200, seed);
        expect(questions).toHaveLength(1000);
        const figures = lookupFigures(lookup, questions);
        expect(figures.settledBy[0]).toBeLessThanOrEqual(LOOKUP_GOALS.openingStage);
        expect(figures.settledBy[1]).toBeLessThanOrEqual(LOOKUP_GOALS.byStage2);
        expect(figures.never).toBeLessThanOrEqual(LOOKUP_GOALS.never);
        // the answer's own card always fits what the card shows: no card shows a fact the answer lacks
        expect(figures.noneFit).toBe(0);
        const solvers = measureQuestions(players, tier, questions);
        expect(solvers.mostFamous).toBeLessThanOrEqual(SOLVER_LIMITS.mostFamous);
        expect(solvers.flagOnly).toBeLessThanOrEqual(SOLVER_LIMITS.flagOnly);
        for (const q of questions) expect(new Set(q.options.map((o) => o.name)).size).toBe(q.options.length);
      }),
      { numRuns: 4 },
    );
  }, 120_000);
});
