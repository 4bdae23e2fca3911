import { COIN_PACKAGES, DIAMOND_PACKAGES } from '@goalguessr/game-core';

import type { StoreAdapter, StoreProduct, StoreTransaction } from './store';
import { STORE_PACKAGE_IDS, TEST_STORE_PROCESSING_MS, type StorePackageId } from './store-config';
import { storage } from './storage';

/** What the player picks in the test store's sheet. */
export type TestStoreChoice = 'success' | 'failure' | 'cancel';

/** Shows the test store's sheet for a product and resolves with the player's choice. */
export type TestStorePrompt = (product: StoreProduct) => Promise<TestStoreChoice>;

/**
 * The test store's own record of completed transactions, like a real store's purchase history (which lives
 * with the store, not the game: hence a key outside the game's `goalguessr.` namespace).
 */
export const TEST_STORE_TRANSACTIONS_KEY = 'test-store.transactions';
/** Set to "1" to make the test store's product list fail to load (tries the error message). */
export const TEST_STORE_FAIL_PRODUCTS_KEY = 'test-store.failProducts';

let prompt: TestStorePrompt | null = null;

/** The app's test-store sheet registers itself here; null when it unmounts. */
export function setTestStorePrompt(next: TestStorePrompt | null): void {
  prompt = next;
}

function priceOf(packageId: StorePackageId): number {
  return packageId in DIAMOND_PACKAGES
    ? DIAMOND_PACKAGES[packageId as keyof typeof DIAMOND_PACKAGES].displayPriceUsd
    : COIN_PACKAGES[packageId as keyof typeof COIN_PACKAGES].displayPriceUsd;
}

async function readTransactions(): Promise<StoreTransaction[]> {
  const raw = await storage().readItem(TEST_STORE_TRANSACTIONS_KEY);
  if (raw === null) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (tx): tx is StoreTransaction =>
        typeof tx === 'object' &&
        tx !== null &&
        typeof (tx as StoreTransaction).transactionId === 'string' &&
        STORE_PACKAGE_IDS.includes((tx as StoreTransaction).packageId),
    );
  } catch {
    return [];
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The web build's store: no money changes hands. The player chooses success, failure or cancel in a sheet
 * labelled TEST STORE. A success is written to the store's history first and only then "processed", so closing
 * the app during processing leaves a completed transaction for the next start to credit, as on a real store.
 */
export const testStore: StoreAdapter = {
  isTestStore: true,
  async loadProducts() {
    if ((await storage().readItem(TEST_STORE_FAIL_PRODUCTS_KEY)) === '1') {
      throw new Error('Test store: product list set to fail');
    }
    return STORE_PACKAGE_IDS.map((packageId) => ({
      packageId,
      priceLabel: `$${priceOf(packageId).toFixed(2)}`,
    }));
  },
  async purchase(packageId) {
    if (prompt === null) return { kind: 'failed' };
    const choice = await prompt({ packageId, priceLabel: `$${priceOf(packageId).toFixed(2)}` });
    if (choice === 'cancel') return { kind: 'cancelled' };
    await wait(TEST_STORE_PROCESSING_MS / 2);
    if (choice === 'failure') return { kind: 'failed' };
    const transaction: StoreTransaction = {
      transactionId: `test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      packageId,
    };
    await storage().writeItem(
      TEST_STORE_TRANSACTIONS_KEY,
      JSON.stringify([...(await readTransactions()), transaction]),
    );
    await wait(TEST_STORE_PROCESSING_MS / 2);
    return { kind: 'success', transaction };
  },
  completedTransactions: readTransactions,
};
