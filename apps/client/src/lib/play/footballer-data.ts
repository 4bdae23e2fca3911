import {
  createQuestionBank,
  islandPlayers,
  type Footballer,
  type IslandId,
  type QuestionBank,
  type Rng,
} from '@goalguessr/game-core';

import { decodeFootballers, type PackedFootballers } from '../footballer-codec';

/**
 * The one loader of the footballer data, for every mode that plays on the device (Endless, Adventure, the Daily
 * card). The data is its own chunk (pwa/footballer-data-plugin.ts), fetched on the first call only — never in
 * the first-load bundle — and precached by the service worker with the other built assets, so these modes play
 * offline after the first visit. A failed fetch (offline before the chunk was ever cached) rejects and is
 * retried on the next call.
 */
let loading: Promise<readonly Footballer[]> | null = null;

export function loadFootballers(): Promise<readonly Footballer[]> {
  loading ??= import('virtual:goalguessr-footballers')
    .then((module) => Object.freeze(decodeFootballers(module.default as PackedFootballers)))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The randomness of play on the device (game-core takes it as a parameter). */
export const deviceRng: Rng = { next: () => Math.random() };

/** Where questions played on the device come from: the whole dataset, or one Adventure island's pool. */
export interface QuestionSource {
  /** every curated footballer (Endless, the Daily card) */
  wholeBank(): Promise<QuestionBank>;
  islandBank(islandId: IslandId): Promise<QuestionBank>;
}

/**
 * Banks built from the data, with the same game-core generator as the duel. Each bank is built once (indexing
 * costs far more than generating); a failure is not kept, so "Try again" loads afresh.
 */
export function createQuestionSource(
  load: () => Promise<readonly Footballer[]> = loadFootballers,
): QuestionSource {
  let whole: Promise<QuestionBank> | null = null;
  const islands = new Map<IslandId, Promise<QuestionBank>>();
  const retryOnFailure = <T>(promise: Promise<T>, reset: () => void): Promise<T> =>
    promise.catch((error: unknown) => {
      reset();
      throw error;
    });
  return {
    wholeBank() {
      whole ??= retryOnFailure(
        load().then((players) => createQuestionBank(players)),
        () => (whole = null),
      );
      return whole;
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

/** The source the modes use; tests swap in one built from a fixture (or one that fails). */
export function questionSource(): QuestionSource {
  return source;
}

export function setQuestionSource(next: QuestionSource): void {
  source = next;
}
