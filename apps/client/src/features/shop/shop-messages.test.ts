import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import en from '../../i18n/locales/en.json';
import { shopErrorText } from './shop-messages';

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

describe('shopErrorText', () => {
  it.each([
    ['already_owned', 'skin', 'This skin is already owned!'],
    ['insufficient_balance', 'powerUp', 'You do not have enough coins to buy this product.'],
    ['lives_full', 'powerUp', 'Lives are already full!'],
    ['no_cards', 'powerUp', 'No cards found to destroy!'],
  ] as const)('maps the game-core reason %s to the spec text', (reason, kind, text) => {
    expect(shopErrorText(i18next.t, reason, kind)).toBe(text);
  });

  it('falls back to the purchase-failed text of the item kind for an unknown reason', () => {
    expect(shopErrorText(i18next.t, 'something_else', 'skin')).toBe(
      i18next.t('shop.errors.skinPurchaseFailed'),
    );
    expect(shopErrorText(i18next.t, 'something_else', 'powerUp')).toBe(
      i18next.t('shop.errors.powerUpPurchaseFailed'),
    );
  });
});
