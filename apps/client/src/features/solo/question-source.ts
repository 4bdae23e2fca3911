import {
  createQuestionBank,
  islandPlayers,
  type Footballer,
  type IslandId,
  type QuestionBank,
  type Rng,
} from '@goalguessr/game-core';

import { loadFootballers } from './data/load-footballers';

/** The randomness of solo play on the device (game-core takes it as a parameter). */
export const deviceRng: Rng = { next: () => Math.random() };

/** Where solo questions come from: the whole dataset (Endless) or one island's pool (Adventure). */
export interface QuestionSource {
  endlessBank(): Promise<QuestionBank>;
  islandBank(islandId: IslandId): Promise<QuestionBank>;
}

/**
 * Banks built from the on-demand data chunk, with the same game-core generator as the duel. Each bank is built
 * once (indexing costs far more than generating).
 */
export function createQuestionSource(
  load: () => Promise<readonly Footballer[]> = loadFootballers,
): QuestionSource {
  let endless: Promise<QuestionBank> | null = null;
  const islands = new Map<IslandId, Promise<QuestionBank>>();
  const retryOnFailure = <T>(promise: Promise<T>, reset: () => void): Promise<T> =>
    promise.catch((error: unknown) => {
      reset();
      throw error;
    });
  return {
    endlessBank() {
      endless ??= retryOnFailure(
        load().then((players) => createQuestionBank(players)),
        () => (endless = null),
      );
      return endless;
    },
    islandBank(islandId) {
      let bank = islands.get(islandId);
      if (bank === undefined) {
        bank = retryOnFailure(
          load().then((players) => createQuestionBank(islandPlayers(players, islandId))),
          () => islands.delete(islandId),
        );
        islands.set(islandId, bank);
      }
      return bank;
    },
  };
}

let source: QuestionSource = createQuestionSource();

/** The source the solo screens use; tests swap in one built from a small fixture. */
export function questionSource(): QuestionSource {
  return source;
}

export function setQuestionSource(next: QuestionSource): void {
  source = next;
}
