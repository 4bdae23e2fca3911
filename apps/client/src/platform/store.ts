import { isNativePlatform } from './device';
import type { StorePackageId } from './store-config';
import { testStore } from './store-test';

export type { StorePackageId } from './store-config';

/** A store product as the buy page shows it. */
export interface StoreProduct {
  packageId: StorePackageId;
  /** the localized price from the store, e.g. "€1.09" */
  priceLabel: string;
}

/** A completed store transaction: the player paid; the app owes the package exactly once. */
export interface StoreTransaction {
  transactionId: string;
  packageId: StorePackageId;
}

export type StorePurchaseOutcome =
  { kind: 'success'; transaction: StoreTransaction } | { kind: 'cancelled' } | { kind: 'failed' };

/**
 * The in-app purchase store. Native builds use RevenueCat's Capacitor SDK; the web build uses a clearly
 * labelled test store in which the player picks the outcome. The app credits packages itself, once per
 * transaction id (see lib/purchases.ts and game-core's creditPurchase).
 */
export interface StoreAdapter {
  /** true for the web test store (no real money) */
  readonly isTestStore: boolean;
  /** The sellable products; rejects when the list cannot be loaded. */
  loadProducts(): Promise<StoreProduct[]>;
  /** Runs the store's purchase sheet; never rejects. */
  purchase(packageId: StorePackageId): Promise<StorePurchaseOutcome>;
  /** Every consumable transaction the store reports as completed (used to finish purchases after a restart). */
  completedTransactions(): Promise<StoreTransaction[]>;
}

/** The RevenueCat adapter, loaded on first use so its plugin code stays out of the web build's main chunk. */
const loadNative = () => import('./store-revenuecat').then((m) => m.revenueCatStore);
const nativeStore: StoreAdapter = {
  isTestStore: false,
  loadProducts: async () => (await loadNative()).loadProducts(),
  purchase: async (packageId) => (await loadNative()).purchase(packageId),
  completedTransactions: async () => (await loadNative()).completedTransactions(),
};

let current: StoreAdapter | null = null;

/** The store used by the app. */
export function store(): StoreAdapter {
  current ??= isNativePlatform() ? nativeStore : testStore;
  return current;
}

/** Tests swap in a fake store. */
export function setStoreForTests(next: StoreAdapter | null): void {
  current = next;
}
