import { COIN_PACKAGE_IDS, DIAMOND_PACKAGE_IDS } from '@goalguessr/game-core';
import type { CoinPackageId, DiamondPackageId } from '@goalguessr/game-core';

import { revenueCatKeys } from '../build-config';

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
 * RevenueCat public SDK keys (they are public by design and safe to ship), from VITE_REVENUECAT_ANDROID_KEY and
 * VITE_REVENUECAT_IOS_KEY at build time (src/build-config.ts). Without them they are placeholders: the native
 * product list then fails to load and the buy page says so; a release build refuses them.
 */
export const REVENUECAT_API_KEYS = revenueCatKeys(import.meta.env);

/** How long the web test store "processes" a purchase, so the processing state can be seen (and interrupted). */
export const TEST_STORE_PROCESSING_MS = 1_200;

/** The package id of a store product id, or undefined for a product this app does not sell. */
export function packageOfProduct(productId: string): StorePackageId | undefined {
  return STORE_PACKAGE_IDS.find((id) => STORE_PRODUCT_IDS[id] === productId);
}
