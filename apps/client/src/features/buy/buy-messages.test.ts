import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import en from '../../i18n/locales/en.json';
import {
  blockAdsReasonText,
  rewardedAdErrorText,
  storePriceLabel,
  ticketPackageName,
  ticketPackagePrice,
  ticketReasonText,
} from './buy-messages';

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

describe('buy messages', () => {
  it.each([
    ['not_enough_diamonds', 'You do not have enough diamonds.'],
    ['tickets_full', 'Your tickets are full.'],
    ['not_ready', 'Purchase failed.'],
  ])('a ticket refusal %s reads %s', (reason, text) => {
    expect(ticketReasonText(i18next.t, reason)).toBe(text);
  });

  it('block ads: already blocked, else not enough coins', () => {
    expect(blockAdsReasonText(i18next.t, 'already_blocked')).toBe(i18next.t('buy.errors.alreadyBlocked'));
    expect(blockAdsReasonText(i18next.t, 'insufficient_balance')).toBe(
      'You do not have enough coins to buy this product.',
    );
  });

  it.each([
    ['daily_ad_limit_reached', 'Daily ad limit reached, try tomorrow.'],
    ['ad_not_fully_watched', 'The ad was not fully watched, so there is no reward.'],
    ['ad_error', 'Error watching the ad, or it was cancelled.'],
  ])('a rewarded ad that paid nothing (%s) reads %s', (reason, text) => {
    expect(rewardedAdErrorText(i18next.t, reason)).toBe(text);
  });

  it('names and prices ticket packages: 10 diamonds a ticket', () => {
    expect(ticketPackageName(i18next.t, 'large')).toBe('Large · 5 tickets');
    expect(ticketPackagePrice('small')).toBe(10);
    expect(ticketPackagePrice('large')).toBe(50);
  });

  it('a store price is known only once the products are loaded, and only for a listed package', () => {
    const products = [{ packageId: 'diamonds_small' as const, priceLabel: '€1.99' }];
    expect(storePriceLabel({ status: 'ready', products }, 'diamonds_small')).toBe('€1.99');
    expect(storePriceLabel({ status: 'ready', products }, 'coins_small')).toBeUndefined();
    expect(storePriceLabel({ status: 'loading' }, 'diamonds_small')).toBeUndefined();
    expect(storePriceLabel({ status: 'error' }, 'diamonds_small')).toBeUndefined();
  });
});
