import { PLAYER_STORAGE_KEY, serializePlayer, STARTING_DIAMONDS } from '@goalguessr/game-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setStoreForTests, type StoreAdapter, type StoreTransaction } from '../platform/store';
import { setStorageForTests } from '../platform/storage';
import { whenWritesSettled } from '../state/persistence';
import { usePlayerStore } from '../state/player-store';
import { createCrashingStorage } from '../testing/crash-storage';
import { testPlayer } from '../testing/render-screen';
import { creditTransaction, finishPendingPurchases } from './purchases';

const NOW = 1_750_000_000_000;
const TX: StoreTransaction = { transactionId: 'GPA.1111-2222', packageId: 'diamonds_small' };

function storeReporting(transactions: StoreTransaction[]): StoreAdapter {
  return {
    isTestStore: true,
    loadProducts: () => Promise.resolve([]),
    purchase: () => Promise.resolve({ kind: 'cancelled' }),
    completedTransactions: () => Promise.resolve(transactions),
  };
}

/** A start of the app: load the save (the ticket refill re-saves it), then finish pending purchases. */
async function startApp(disk: Map<string, string>, nowMs: number): Promise<void> {
  setStorageForTests(createCrashingStorage(disk));
  usePlayerStore.setState({ status: 'loading', record: null, error: null });
  await usePlayerStore.getState().load(nowMs);
  await whenWritesSettled();
  await finishPendingPurchases();
  await whenWritesSettled();
}

afterEach(() => {
  setStoreForTests(null);
  vi.restoreAllMocks();
});

describe('an interrupted store purchase (issue 12 bug)', () => {
  it('is credited once after a crash between the credit write and its mark, a restart and a refill re-save', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Tickets below max with a refill due: the next start saves the player again before purchases finish.
    const player = testPlayer({
      currencies: { tickets: 5 },
      nextTicketTimestamp: new Date(NOW - 1000),
    });
    const disk = new Map<string, string>([[PLAYER_STORAGE_KEY, serializePlayer(player)]]);
    setStoreForTests(storeReporting([TX]));

    // Every write that lands before the credit's mark, then the app dies: try each crash point.
    for (let crashAfter = 0; crashAfter <= 4; crashAfter += 1) {
      const run = new Map(disk);
      const dying = createCrashingStorage(run, crashAfter);
      setStorageForTests(dying);
      usePlayerStore.setState({ status: 'ready', record: { ...player, loaded: true }, error: null });
      creditTransaction(TX);
      await whenWritesSettled();

      await startApp(run, NOW + 60_000);
      await startApp(run, NOW + 120_000);
      const saved = JSON.parse(run.get(PLAYER_STORAGE_KEY) ?? '{}') as { currencies: { diamonds: number } };
      expect({ crashAfter, diamonds: saved.currencies.diamonds }).toEqual({
        crashAfter,
        diamonds: STARTING_DIAMONDS + 50,
      });
    }
  });
});
