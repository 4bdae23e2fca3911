import {
  PLAYER_STORAGE_KEY,
  STARTING_DIAMONDS,
  STARTING_MONEYS,
  serializePlayer,
} from '@goalguessr/game-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setStoreForTests, type StoreAdapter, type StoreTransaction } from '../platform/store';
import { createMemoryStorage, setStorageForTests } from '../platform/storage';
import { whenWritesSettled } from '../state/persistence';
import { usePlayerStore } from '../state/player-store';
import { testPlayer } from '../testing/render-screen';
import { PURCHASE_JOURNAL_KEY, creditTransaction, finishPendingPurchases } from './purchase-journal';

let storage: ReturnType<typeof createMemoryStorage>;
let completed: StoreTransaction[] = [];

const fakeStore: StoreAdapter = {
  isTestStore: true,
  loadProducts: () => Promise.resolve([]),
  purchase: () => Promise.resolve({ kind: 'cancelled' }),
  completedTransactions: () => Promise.resolve(completed),
};

function journal(): unknown {
  return JSON.parse(storage.data.get(PURCHASE_JOURNAL_KEY) ?? 'null');
}

function diamonds(): number | undefined {
  return usePlayerStore.getState().record?.currencies.diamonds;
}

beforeEach(() => {
  storage = createMemoryStorage();
  setStorageForTests(storage);
  setStoreForTests(fakeStore);
  completed = [];
  usePlayerStore.setState({ status: 'ready', record: testPlayer(), error: null });
});
afterEach(() => {
  setStoreForTests(null);
  vi.restoreAllMocks();
});

describe('purchase journal', () => {
  it('credits a transaction once, however often it is reported, and saves the player', async () => {
    const tx = { transactionId: 'a', packageId: 'diamonds_small' } as const;
    expect(await creditTransaction(tx)).toBe('credited');
    expect(await creditTransaction(tx)).toBe('already_credited');
    const both = await Promise.all([
      creditTransaction({ transactionId: 'b', packageId: 'coins_small' }),
      creditTransaction({ transactionId: 'b', packageId: 'coins_small' }),
    ]);
    expect(both.sort()).toEqual(['already_credited', 'credited']);
    expect(diamonds()).toBe(STARTING_DIAMONDS + 50);
    expect(usePlayerStore.getState().record?.currencies.moneys).toBe(STARTING_MONEYS + 5000);
    await whenWritesSettled();
    expect(storage.data.get(PLAYER_STORAGE_KEY)).toContain(`"diamonds":${STARTING_DIAMONDS + 50}`);
    expect(journal()).toEqual({ credited: ['a', 'b'], applying: null });
  });

  it('on start, credits completed store transactions the app never credited (closed during processing)', async () => {
    completed = [
      { transactionId: 'old', packageId: 'diamonds_small' },
      { transactionId: 'new', packageId: 'diamonds_medium' },
    ];
    storage.data.set(PURCHASE_JOURNAL_KEY, JSON.stringify({ credited: ['old'], applying: null }));
    expect(await finishPendingPurchases()).toBe(1);
    expect(diamonds()).toBe(STARTING_DIAMONDS + 150);
    expect(await finishPendingPurchases()).toBe(0);
    expect(diamonds()).toBe(STARTING_DIAMONDS + 150);
  });

  it('an interrupted credit whose save landed is only marked credited, not paid again', async () => {
    const landed = { ...testPlayer(), currencies: { ...testPlayer().currencies, diamonds: 150 } };
    storage.data.set(PLAYER_STORAGE_KEY, serializePlayer(landed));
    storage.data.set(
      PURCHASE_JOURNAL_KEY,
      JSON.stringify({
        credited: [],
        applying: { transactionId: 't', expectedSave: serializePlayer(landed) },
      }),
    );
    usePlayerStore.setState({ record: landed });
    completed = [{ transactionId: 't', packageId: 'diamonds_small' }];
    expect(await finishPendingPurchases()).toBe(0);
    expect(diamonds()).toBe(150);
    expect(journal()).toEqual({ credited: ['t'], applying: null });
  });

  it('an interrupted credit whose save did not land is credited on the next start', async () => {
    const expected = { ...testPlayer(), currencies: { ...testPlayer().currencies, diamonds: 150 } };
    storage.data.set(PLAYER_STORAGE_KEY, serializePlayer(testPlayer()));
    storage.data.set(
      PURCHASE_JOURNAL_KEY,
      JSON.stringify({
        credited: [],
        applying: { transactionId: 't', expectedSave: serializePlayer(expected) },
      }),
    );
    completed = [{ transactionId: 't', packageId: 'diamonds_small' }];
    expect(await finishPendingPurchases()).toBe(1);
    expect(diamonds()).toBe(150);
  });

  it('ignores unknown packages and a corrupted journal; never throws when the store cannot be reached', async () => {
    storage.data.set(PURCHASE_JOURNAL_KEY, '{not json');
    expect(await creditTransaction({ transactionId: 'x', packageId: 'gems' as 'coins_small' })).toBe(
      'package_not_found',
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setStoreForTests({ ...fakeStore, completedTransactions: () => Promise.reject(new Error('offline')) });
    expect(await finishPendingPurchases()).toBe(0);
    expect(diamonds()).toBe(STARTING_DIAMONDS);
  });
});
