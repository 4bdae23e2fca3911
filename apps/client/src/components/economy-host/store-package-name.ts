import { COIN_PACKAGES, DIAMOND_PACKAGES } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import type { StorePackageId } from '../../platform/store-config';

/** A function naming a store package in the interface language, e.g. "50 diamonds" or "5,000 moneys". */
export function useStorePackageName(): (packageId: StorePackageId) => string {
  const { t } = useTranslation();
  return (packageId) => {
    if (packageId in DIAMOND_PACKAGES) {
      const { diamonds } = DIAMOND_PACKAGES[packageId as keyof typeof DIAMOND_PACKAGES];
      return t('buy.diamonds.amount', { count: diamonds });
    }
    const { coins } = COIN_PACKAGES[packageId as keyof typeof COIN_PACKAGES];
    return t('buy.coins.amount', { count: coins });
  };
}
