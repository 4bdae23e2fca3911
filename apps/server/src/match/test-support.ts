import { createSeededRng, type Question, type Rng } from '@goalguessr/game-core';
import {
  NO_RECENT,
  type DuelTimings,
  type FootballerIndex,
  type ParticipantInit,
  type QuestionSource,
} from './types';

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
 * Five made-up questions (their option facts frozen, as the bank's are); the correct index moves from round to
 * round (0, 1, 2, 3, 0) so a client that always picks the same option cannot be right by accident every time.
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

/** numbers each test index's fingerprint */
let testIndexes = 0;

/**
 * Footballers known by index for a test source: `ids` in their order, or, without them, every id asked about (each
 * new one the next index, up to 64^3), as a test's made-up ids need. Each index has a fingerprint of its own: two
 * test servers of one process do not read each other's indices.
 */
export function testFootballers(
  ids?: readonly string[],
): FootballerIndex & { idAt: (index: number) => string } {
  const known = [...(ids ?? [])];
  const indexById = new Map(known.map((id, index) => [id, index]));
  const size = 64 ** 3;
  return {
    size,
    fingerprint: `test${++testIndexes}`,
    indexOf(id) {
      let index = indexById.get(id);
      if (index === undefined && ids === undefined && known.length < size) {
        indexById.set(id, (index = known.push(id) - 1));
      }
      return index ?? -1;
    },
    idAt: (index) => known[index] ?? `(unknown index ${index})`,
  };
}

/**
 * A question source over `fakeQuestions` that records what it was asked to exclude (as the ids its footballers
 * know, oldest first); it knows every id a join sends.
 */
export function fakeQuestionSource(): QuestionSource & {
  excluded: ReadonlySet<string>[];
  footballers: ReturnType<typeof testFootballers>;
} {
  const excluded: ReadonlySet<string>[] = [];
  const footballers = testFootballers();
  const source = (input: { exclude: ArrayLike<number>; rng: Rng }) => {
    excluded.push(new Set(Array.from(input.exclude, footballers.idAt)));
    return fakeQuestions();
  };
  return Object.assign(source, { excluded, footballers });
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
    recent: NO_RECENT,
    powerUps: { golden_shot: 1, energy_drink: 2, whistle: 2 },
    ...overrides,
  };
}

export const seededRng = (seed = 42): Rng => createSeededRng(seed);
