import type { TFunction } from 'i18next';

/** A message under the shop's tabs: success (role status) or error (role alert). */
export interface ShopMessage {
  tone: 'success' | 'error';
  text: string;
}

/** The text of a game-core shop reason (spec §5 and §8 texts). */
export function shopErrorText(t: TFunction, reason: string, kind: 'skin' | 'powerUp'): string {
  switch (reason) {
    case 'already_owned':
      return t('shop.errors.alreadyOwned');
    case 'skin_not_owned':
      return t('shop.errors.notOwned');
    case 'insufficient_balance':
      return t('shop.errors.notEnoughCoins');
    case 'skin_not_found':
    case 'unknown_slot':
      return t('shop.errors.skinNotFound');
    case 'power_up_not_found':
      return t('shop.errors.powerUpNotFound');
    case 'lives_full':
      return t('errors.livesFull');
    case 'no_cards':
      return t('errors.noCards');
    default:
      return kind === 'skin' ? t('shop.errors.skinPurchaseFailed') : t('shop.errors.powerUpPurchaseFailed');
  }
}
