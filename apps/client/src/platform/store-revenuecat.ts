import { Capacitor } from '@capacitor/core';
import { PRODUCT_CATEGORY, PURCHASES_ERROR_CODE, Purchases } from '@revenuecat/purchases-capacitor';
import type { PurchasesError, PurchasesStoreProduct } from '@revenuecat/purchases-capacitor';

import type { StoreAdapter, StoreProduct, StoreTransaction } from './store';
import { REVENUECAT_API_KEYS, STORE_PACKAGE_IDS, STORE_PRODUCT_IDS, packageOfProduct } from './store-config';

let configured: Promise<void> | null = null;
/** Products from the last successful load: RevenueCat buys a product object, not an id. */
const loaded = new Map<string, PurchasesStoreProduct>();

function configure(): Promise<void> {
  configured ??= Purchases.configure({
    apiKey: Capacitor.getPlatform() === 'ios' ? REVENUECAT_API_KEYS.ios : REVENUECAT_API_KEYS.android,
  }).catch((error: unknown) => {
    configured = null;
    throw error;
  });
  return configured;
}

function isCancel(error: unknown): boolean {
  const e = error as Partial<PurchasesError> | null;
  return e?.code === PURCHASES_ERROR_CODE.PURCHASE_CANCELLED_ERROR || e?.userCancelled === true;
}

/** Native store through RevenueCat (receipts are validated by RevenueCat; consumables are consumed by the SDK). */
export const revenueCatStore: StoreAdapter = {
  isTestStore: false,
  async loadProducts() {
    await configure();
    const { products } = await Purchases.getProducts({
      productIdentifiers: STORE_PACKAGE_IDS.map((id) => STORE_PRODUCT_IDS[id]),
      type: PRODUCT_CATEGORY.NON_SUBSCRIPTION,
    });
    const result: StoreProduct[] = [];
    for (const product of products) {
      const packageId = packageOfProduct(product.identifier);
      if (packageId === undefined) continue;
      loaded.set(packageId, product);
      result.push({ packageId, priceLabel: product.priceString });
    }
    if (result.length === 0) throw new Error('The store returned no products');
    return result;
  },
  async purchase(packageId) {
    const product = loaded.get(packageId);
    if (product === undefined) return { kind: 'failed' };
    try {
      const { transaction } = await Purchases.purchaseStoreProduct({ product });
      return {
        kind: 'success',
        transaction: { transactionId: transaction.transactionIdentifier, packageId },
      };
    } catch (error) {
      if (isCancel(error)) return { kind: 'cancelled' };
      console.warn('Store purchase failed', error);
      return { kind: 'failed' };
    }
  },
  async completedTransactions() {
    await configure();
    const { customerInfo } = await Purchases.getCustomerInfo();
    const result: StoreTransaction[] = [];
    for (const tx of customerInfo.nonSubscriptionTransactions) {
      const packageId = packageOfProduct(tx.productIdentifier);
      if (packageId !== undefined) result.push({ transactionId: tx.transactionIdentifier, packageId });
    }
    return result;
  },
};
