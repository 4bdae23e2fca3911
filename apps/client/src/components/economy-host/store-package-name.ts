import { COIN_PACKAGES, DIAMOND_PACKAGES } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../i18n';
import type { StorePackageId } from '../../platform/store-config';

/** A function naming a store package in the interface language, e.g. "50 diamonds" or "5,000 moneys". */
export function useStorePackageName(): (packageId: StorePackageId) => string {
  const { t, i18n } = useTranslation();
  return (packageId) => {
    if (packageId in DIAMOND_PACKAGES) {
      const { diamonds } = DIAMOND_PACKAGES[packageId as keyof typeof DIAMOND_PACKAGES];
      return t('buy.diamonds.amount', { amount: formatNumber(diamonds, i18n.language) });
    }
    const { coins } = COIN_PACKAGES[packageId as keyof typeof COIN_PACKAGES];
    return t('buy.coins.amount', { amount: formatNumber(coins, i18n.language) });
  };
}
