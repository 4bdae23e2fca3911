import { useEffect, useState } from 'react';

import { store, type StoreProduct } from '../../platform/store';

export type ProductsState =
  { status: 'loading' } | { status: 'ready'; products: StoreProduct[] } | { status: 'error' };

/** Loads the store's products once per mount ("failed to load purchase products" when it cannot). */
export function useStoreProducts(): ProductsState {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    store()
      .loadProducts()
      .then(
        (products) => live && setState({ status: 'ready', products }),
        (error: unknown) => {
          console.warn('Loading store products failed', error);
          if (live) setState({ status: 'error' });
        },
      );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
