import { createSeededRng, type Question, type Rng } from '@goalguessr/game-core';
import type { DuelTimings, ParticipantInit, QuestionSource } from './types';

/** Fast timers for tests; every value keeps the production order (bot delay < round < reconnection). */
export const TEST_TIMINGS: DuelTimings = {
  botWaitMs: 300,
  connectingMs: 20,
  verifyingMs: 20,
  prepareMs: 20,
  roundDurationMs: 600,
  revealMs: 40,
  energyDrinkBonusMs: 200,
  reconnectionWindowMs: 1_500,
  botAnswerDelayMs: { min: 60, max: 200 },
};

/**
 * Five made-up questions (their option facts frozen, as the bank's are); the correct index moves from round to round (0, 1, 2, 3, 0) so a client that always
 * picks the same option cannot be right by accident every time.
 */
export function fakeQuestions(prefix = 'q'): Question[] {
  return Array.from({ length: 5 }, (_, round) => {
    const correctIndex = round % 4;
    const options = Array.from({ length: 4 }, (_, index) => ({
      id: `${prefix}${round}-${index}`,
      name: `Player ${round}-${index}`,
    }));
    return {
      card: {
        nation: 'ARG',
        flag: 'ar',
        position: 'FW',
        birthYear: 1980 + round,
        worldCups: [{ year: 2006, number: 10 + round, club: 'Club' }],
        heightCm: 170,
        foot: 'left',
      },
      options,
      // frozen and shared, as the question bank hands them out (the engine's summaries keep them as they are)
      optionFacts: options.map((_, index) =>
        Object.freeze({ nation: 'ARG', flag: 'ar', position: 'FW' as const, birthYear: 1970 + index }),
      ),
      correctIndex,
      answerId: options[correctIndex]?.id ?? '',
    } satisfies Question;
  });
}

/** A question source over `fakeQuestions` that records what it was asked to exclude. */
export function fakeQuestionSource(): QuestionSource & { excluded: ReadonlySet<string>[] } {
  const excluded: ReadonlySet<string>[] = [];
  const source = (input: { exclude: ReadonlySet<string>; rng: Rng }) => {
    excluded.push(new Set(input.exclude));
    return fakeQuestions();
  };
  return Object.assign(source, { excluded });
}

export function human(id: string, overrides: Partial<ParticipantInit> = {}): ParticipantInit {
  return {
    id,
    isBot: false,
    rating: 1500,
    ratingDeviation: 350,
    level: 0,
    username: `User${id}`.slice(0, 10),
    shirt: 'white',
    cleat: 'white-black',
    recentPlayerIds: [],
    powerUps: { golden_shot: 1, energy_drink: 2, whistle: 2 },
    ...overrides,
  };
}

export const seededRng = (seed = 42): Rng => createSeededRng(seed);
