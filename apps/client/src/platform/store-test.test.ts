import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createMemoryStorage, setStorageForTests } from './storage';
import {
  TEST_STORE_FAIL_PRODUCTS_KEY,
  TEST_STORE_TRANSACTIONS_KEY,
  setTestStorePrompt,
  testStore,
  type TestStoreChoice,
} from './store-test';

let storage: ReturnType<typeof createMemoryStorage>;

beforeEach(() => {
  vi.useFakeTimers();
  storage = createMemoryStorage();
  setStorageForTests(storage);
});
afterEach(() => {
  setTestStorePrompt(null);
  vi.useRealTimers();
});

async function buyWith(choice: TestStoreChoice) {
  setTestStorePrompt(() => Promise.resolve(choice));
  const pending = testStore.purchase('diamonds_small');
  await vi.runAllTimersAsync();
  return pending;
}

describe('web test store', () => {
  it('is labelled a test store and lists every package with a price', async () => {
    expect(testStore.isTestStore).toBe(true);
    const products = await testStore.loadProducts();
    expect(products.map((p) => p.packageId)).toEqual([
      'diamonds_small',
      'diamonds_medium',
      'diamonds_large',
      'coins_small',
      'coins_medium',
      'coins_large',
    ]);
    expect(products[0]?.priceLabel).toBe('$0.99');
  });

  it('can be told to fail loading its products', async () => {
    storage.data.set(TEST_STORE_FAIL_PRODUCTS_KEY, '1');
    await expect(testStore.loadProducts()).rejects.toThrow();
  });

  it('success records the transaction in the store history before the purchase resolves', async () => {
    let release: (choice: TestStoreChoice) => void = () => undefined;
    setTestStorePrompt(() => new Promise((resolve) => (release = resolve)));
    const pending = testStore.purchase('coins_small');
    release('success');
    await vi.advanceTimersByTimeAsync(700);
    const history = await testStore.completedTransactions();
    expect(history).toHaveLength(1);
    expect(history[0]?.packageId).toBe('coins_small');
    await vi.runAllTimersAsync();
    const outcome = await pending;
    expect(outcome).toEqual({ kind: 'success', transaction: history[0] });
  });

  it('failure and cancel leave no transaction; without a sheet the purchase fails', async () => {
    expect(await buyWith('failure')).toEqual({ kind: 'failed' });
    expect(await buyWith('cancel')).toEqual({ kind: 'cancelled' });
    expect(storage.data.has(TEST_STORE_TRANSACTIONS_KEY)).toBe(false);
    setTestStorePrompt(null);
    expect(await testStore.purchase('diamonds_small')).toEqual({ kind: 'failed' });
  });
});
