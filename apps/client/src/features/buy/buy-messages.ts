import { TICKET_PACKAGES, ticketPriceDiamonds } from '@goalguessr/game-core';
import type { TicketPackageId } from '@goalguessr/game-core';
import type { TFunction } from 'i18next';

import type { StorePackageId } from '../../platform/store-config';
import type { ProductsState } from './use-store-products';

/** The store's price label of a package, once the products are loaded (undefined while loading or failed). */
export function storePriceLabel(products: ProductsState, packageId: StorePackageId): string | undefined {
  return products.status === 'ready'
    ? products.products.find((p) => p.packageId === packageId)?.priceLabel
    : undefined;
}

/** A ticket package as the player reads it, e.g. "Large · 5 tickets" (plural forms of each language). */
export function ticketPackageName(t: TFunction, id: TicketPackageId): string {
  return `${t(`buy.tickets.${id}`)} · ${t('buy.tickets.amount', { count: TICKET_PACKAGES[id].quantity })}`;
}

/** What a ticket package costs, in diamonds. */
export function ticketPackagePrice(id: TicketPackageId): number {
  return ticketPriceDiamonds(TICKET_PACKAGES[id].quantity);
}

/** The text of a game-core ticket-purchase reason (spec §4 and §8 texts). */
export function ticketReasonText(t: TFunction, reason: string): string {
  switch (reason) {
    case 'not_enough_diamonds':
      return t('buy.errors.notEnoughDiamonds');
    case 'tickets_full':
      return t('buy.errors.ticketsFull');
    default:
      return t('buy.state.failure');
  }
}

/** The text of a game-core block-ads reason. */
export function blockAdsReasonText(t: TFunction, reason: string): string {
  return reason === 'already_blocked' ? t('buy.errors.alreadyBlocked') : t('buy.errors.notEnoughCoins');
}

/** The text of a rewarded ad that paid nothing (spec §4 ad texts). */
export function rewardedAdErrorText(t: TFunction, reason: string): string {
  switch (reason) {
    case 'daily_ad_limit_reached':
      return t('ads.errors.dailyLimit');
    case 'ad_not_fully_watched':
      return t('ads.errors.notFullyWatched');
    default:
      return t('ads.errors.error');
  }
}
