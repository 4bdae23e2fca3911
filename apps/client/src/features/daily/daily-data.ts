import type { Footballer, QuestionBank } from '@goalguessr/game-core';
import { createQuestionBank } from '@goalguessr/game-core';

/** Fetches the built-in dataset: a file bundled with the app (precached for offline use), loaded on demand. */
async function fetchBuiltInPlayers(): Promise<Footballer[]> {
  const { default: url } = await import('@goalguessr/footballers/data/players.json?url');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`players.json: HTTP ${response.status}`);
  return (await response.json()) as Footballer[];
}

let bank: Promise<QuestionBank> | null = null;

/**
 * The question bank of the built-in dataset, built once per page life. The daily card is drawn from it on the
 * device, so it plays offline; the server draws the same card from the same file. A failure is not cached, so
 * "Try again" fetches afresh.
 */
export function loadDailyBank(
  load: () => Promise<Footballer[]> = fetchBuiltInPlayers,
): Promise<QuestionBank> {
  bank ??= load()
    .then((players) => createQuestionBank(players))
    .catch((error: unknown) => {
      bank = null;
      throw error;
    });
  return bank;
}

/** Test-only: forget the cached bank. */
export function resetDailyBankForTests(): void {
  bank = null;
}
