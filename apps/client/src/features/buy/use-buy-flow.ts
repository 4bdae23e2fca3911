import {
  REWARDED_AD_COINS,
  buyBlockAds,
  buyTicketPackage,
  requirePackageSelected,
} from '@goalguessr/game-core';
import type { TicketPackageId } from '@goalguessr/game-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { economyActions, watchRewardedAd } from '../../lib/economy-actions';
import { creditTransaction } from '../../lib/purchases';
import { store } from '../../platform/store';
import type { StorePackageId } from '../../platform/store-config';
import { usePlayer } from '../../state/player-store';
import { blockAdsReasonText, rewardedAdErrorText, storePriceLabel, ticketReasonText } from './buy-messages';
import type { ProductsState } from './use-store-products';

/** What the player asked to buy, waiting for their confirmation. */
export type BuyRequest =
  | { kind: 'store'; packageId: StorePackageId }
  | { kind: 'tickets'; packageId: TicketPackageId }
  | { kind: 'blockAds' };

/** The purchase states of spec §4 plus plain notices (validation, ads). */
export type BuyFlow =
  | { phase: 'idle' }
  | { phase: 'confirming'; request: BuyRequest }
  | { phase: 'processing' }
  | { phase: 'success'; text: string }
  | { phase: 'failure'; text: string }
  | { phase: 'cancelled' }
  | { phase: 'notice'; tone: 'success' | 'error'; text: string };

/**
 * The buy page's one purchase at a time: a request is checked first (a refusal is shown before any
 * confirmation, by the same game-core rule that then runs), confirmed, then paid — in diamonds or moneys by a
 * game-core rule, or through the app store and credited with its transaction id. `busy` while a purchase is
 * being confirmed or paid, or an ad is playing.
 */
export function useBuyFlow(products: ProductsState) {
  const { t } = useTranslation();
  const record = usePlayer();
  const [flow, setFlow] = useState<BuyFlow>({ phase: 'idle' });
  const [watching, setWatching] = useState(false);
  const busy = flow.phase === 'processing' || flow.phase === 'confirming' || watching;

  const error = (text: string) => setFlow({ phase: 'notice', tone: 'error', text });
  const success = () => setFlow({ phase: 'success', text: t('buy.state.success') });
  const failure = (text: string) => setFlow({ phase: 'failure', text });

  const startStore = (choice: StorePackageId | null) => {
    const selected = requirePackageSelected(choice);
    if (!selected.ok || choice === null) return error(t('buy.errors.selectPackage'));
    if (storePriceLabel(products, choice) === undefined) return error(t('buy.errors.productsFailed'));
    setFlow({ phase: 'confirming', request: { kind: 'store', packageId: choice } });
  };
  const startTickets = (choice: TicketPackageId | null) => {
    const selected = requirePackageSelected(choice);
    if (!selected.ok || choice === null) return error(t('buy.errors.selectPackage'));
    const dryRun = buyTicketPackage(record, choice, Date.now());
    if (!dryRun.ok) return error(ticketReasonText(t, dryRun.reason));
    setFlow({ phase: 'confirming', request: { kind: 'tickets', packageId: choice } });
  };
  const startBlockAds = () => {
    const dryRun = buyBlockAds(record);
    if (!dryRun.ok) return error(blockAdsReasonText(t, dryRun.reason));
    setFlow({ phase: 'confirming', request: { kind: 'blockAds' } });
  };

  const confirm = async (request: BuyRequest) => {
    setFlow({ phase: 'processing' });
    if (request.kind === 'tickets') {
      const bought = economyActions.buyTicketPackage(request.packageId, Date.now());
      return bought.ok ? success() : failure(ticketReasonText(t, bought.reason));
    }
    if (request.kind === 'blockAds') {
      const bought = economyActions.buyBlockAds();
      return bought.ok ? success() : failure(blockAdsReasonText(t, bought.reason));
    }
    const outcome = await store().purchase(request.packageId);
    if (outcome.kind === 'cancelled') return setFlow({ phase: 'cancelled' });
    if (outcome.kind === 'failed') return failure(t('buy.state.failure'));
    const credited = creditTransaction(outcome.transaction);
    // A purchase the record already holds (credited at start-up meanwhile) is still a success for the player.
    if (credited === 'credited' || credited === 'already_credited') success();
    else failure(t('buy.state.failure'));
  };

  const watchAd = async () => {
    setWatching(true);
    setFlow({ phase: 'idle' });
    const watched = await watchRewardedAd();
    setWatching(false);
    if (!watched.ok) return error(rewardedAdErrorText(t, watched.reason));
    setFlow({
      phase: 'notice',
      tone: 'success',
      text: t('buy.rewarded.success', { count: REWARDED_AD_COINS }),
    });
  };

  return {
    flow,
    busy,
    startStore,
    startTickets,
    startBlockAds,
    confirm: (request: BuyRequest) => void confirm(request),
    cancel: () => setFlow({ phase: 'cancelled' }),
    watchAd: () => void watchAd(),
  };
}
