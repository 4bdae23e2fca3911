/**
 * The question bank's output on the real dataset pinned byte for byte (issue 29): its candidate lists are sorted
 * lazily for speed, and that must change no seeded match. The digest was taken from the bank as it was before that
 * change (every candidate list fully sorted up front); a change of the generator's rules that is meant to change
 * its output updates it, and says so in its commit.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createQuestionBank,
  createSeededRng,
  minFreshAnswers,
  RECENT_PLAYERS_LIMIT,
  shuffle,
  TOURNAMENT_IDS,
} from '@goalguessr/game-core';
import { loadPlayers } from './index';

const MATCHES_PER_TIER = 300;

describe('question bank output on the real dataset, pinned (issue 29)', () => {
  it(`gives the same ${MATCHES_PER_TIER} matches per tier as the fully sorting bank did`, () => {
    const players = loadPlayers();
    const bank = createQuestionBank(players);
    const hash = createHash('sha256');
    let questions = 0;
    for (const tier of TOURNAMENT_IDS) {
      const tierIds = players.filter((p) => p.tier === tier).map((p) => p.id);
      const capped = tierIds.length - minFreshAnswers(tierIds.length);
      let recent: string[] = [];
      for (let seed = 0; seed < MATCHES_PER_TIER; seed++) {
        // nothing excluded, a regular player's recent answers, or nearly the whole tier (past the cap)
        const exclude = [
          undefined,
          recent,
          shuffle(createSeededRng(seed), tierIds).slice(0, capped + (seed % 2 === 0 ? -3 : 40)),
        ][seed % 3];
        const match = bank.generateMatchQuestions({ tier, rng: createSeededRng(seed), exclude });
        questions += match.length;
        recent = [...recent, ...match.map((q) => q.answerId)].slice(-RECENT_PLAYERS_LIMIT);
        hash.update(JSON.stringify(match));
      }
    }
    expect({ digest: hash.digest('hex'), questions }).toEqual({
      digest: '5276dac82b61c000d1ffd8029c16979074cbb05091a2154b13c2bf9ec6f133a5',
      questions: 4500,
    });
  });
});
