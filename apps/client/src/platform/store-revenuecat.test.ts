import { beforeEach, describe, expect, it, vi } from 'vitest';

import { REVENUECAT_API_KEYS, STORE_PRODUCT_IDS } from './store-config';

const Purchases = {
  configure: vi.fn(() => Promise.resolve()),
  getProducts: vi.fn(),
  purchaseStoreProduct: vi.fn(),
  getCustomerInfo: vi.fn(),
};

vi.mock('@revenuecat/purchases-capacitor', () => ({
  Purchases,
  PRODUCT_CATEGORY: { NON_SUBSCRIPTION: 'NON_SUBSCRIPTION' },
  PURCHASES_ERROR_CODE: { PURCHASE_CANCELLED_ERROR: '1' },
}));
vi.mock('@capacitor/core', () => ({ Capacitor: { getPlatform: () => 'ios' } }));

const product = (identifier: string, priceString: string) => ({ identifier, priceString });

async function freshStore() {
  vi.resetModules();
  return (await import('./store-revenuecat')).revenueCatStore;
}

beforeEach(() => vi.clearAllMocks());

describe('RevenueCat store adapter (native)', () => {
  it('loads our consumables by their configured product ids and keeps the store price', async () => {
    Purchases.getProducts.mockResolvedValue({
      products: [product(STORE_PRODUCT_IDS.diamonds_small, '€1.09'), product('someone.else', '$1')],
    });
    const store = await freshStore();
    await expect(store.loadProducts()).resolves.toEqual([
      { packageId: 'diamonds_small', priceLabel: '€1.09' },
    ]);
    expect(Purchases.configure).toHaveBeenCalledWith({ apiKey: REVENUECAT_API_KEYS.ios });
    expect(Purchases.getProducts).toHaveBeenCalledWith({
      productIdentifiers: Object.values(STORE_PRODUCT_IDS),
      type: 'NON_SUBSCRIPTION',
    });
    Purchases.getProducts.mockResolvedValue({ products: [] });
    await expect(store.loadProducts()).rejects.toThrow();
  });

  it('maps a purchase to success (with the transaction id), cancelled or failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Purchases.getProducts.mockResolvedValue({ products: [product(STORE_PRODUCT_IDS.coins_small, '$0.99')] });
    const store = await freshStore();
    await expect(store.purchase('coins_small')).resolves.toEqual({ kind: 'failed' });
    await store.loadProducts();
    Purchases.purchaseStoreProduct.mockResolvedValueOnce({
      productIdentifier: STORE_PRODUCT_IDS.coins_small,
      transaction: { transactionIdentifier: 'GPA.1', productIdentifier: STORE_PRODUCT_IDS.coins_small },
    });
    await expect(store.purchase('coins_small')).resolves.toEqual({
      kind: 'success',
      transaction: { transactionId: 'GPA.1', packageId: 'coins_small' },
    });
    Purchases.purchaseStoreProduct.mockRejectedValueOnce({ code: '1', userCancelled: true });
    await expect(store.purchase('coins_small')).resolves.toEqual({ kind: 'cancelled' });
    Purchases.purchaseStoreProduct.mockRejectedValueOnce({ code: '2', userCancelled: false });
    await expect(store.purchase('coins_small')).resolves.toEqual({ kind: 'failed' });
  });

  it('reports completed consumable transactions for the start-up recovery', async () => {
    Purchases.getCustomerInfo.mockResolvedValue({
      customerInfo: {
        nonSubscriptionTransactions: [
          { transactionIdentifier: 't1', productIdentifier: STORE_PRODUCT_IDS.diamonds_large },
          { transactionIdentifier: 't2', productIdentifier: 'other.app.product' },
        ],
      },
    });
    const store = await freshStore();
    await expect(store.completedTransactions()).resolves.toEqual([
      { transactionId: 't1', packageId: 'diamonds_large' },
    ]);
  });
});
