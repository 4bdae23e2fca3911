import { COIN_PACKAGE_IDS, DIAMOND_PACKAGE_IDS } from '@goalguessr/game-core';
import type { CoinPackageId, DiamondPackageId } from '@goalguessr/game-core';

/** The packages sold for real money through the app stores (spec §1, §2). */
export type StorePackageId = DiamondPackageId | CoinPackageId;

export const STORE_PACKAGE_IDS: readonly StorePackageId[] = [...DIAMOND_PACKAGE_IDS, ...COIN_PACKAGE_IDS];

/**
 * The one place that maps our package ids to the product ids registered in Google Play Console and App Store
 * Connect (both stores use the same ids). Each is a consumable in-app product.
 */
export const STORE_PRODUCT_IDS: Readonly<Record<StorePackageId, string>> = {
  diamonds_small: 'com.goalguessr.app.diamonds_small',
  diamonds_medium: 'com.goalguessr.app.diamonds_medium',
  diamonds_large: 'com.goalguessr.app.diamonds_large',
  coins_small: 'com.goalguessr.app.coins_small',
  coins_medium: 'com.goalguessr.app.coins_medium',
  coins_large: 'com.goalguessr.app.coins_large',
};

/**
 * RevenueCat public SDK keys (they are public by design and safe to ship). Replace the placeholders with the
 * project's keys before a store release; while they are placeholders the native product list fails to load and
 * the buy page says so.
 */
export const REVENUECAT_API_KEYS = {
  android: 'goog_REPLACE_WITH_REVENUECAT_PUBLIC_KEY',
  ios: 'appl_REPLACE_WITH_REVENUECAT_PUBLIC_KEY',
} as const;

/** How long the web test store "processes" a purchase, so the processing state can be seen (and interrupted). */
export const TEST_STORE_PROCESSING_MS = 1_200;

/** The package id of a store product id, or undefined for a product this app does not sell. */
export function packageOfProduct(productId: string): StorePackageId | undefined {
  return STORE_PACKAGE_IDS.find((id) => STORE_PRODUCT_IDS[id] === productId);
}
