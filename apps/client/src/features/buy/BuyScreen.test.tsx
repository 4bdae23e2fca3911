import {
  BLOCK_ADS_BONUS_COINS,
  BLOCK_ADS_PRICE_COINS,
  PLAYER_STORAGE_KEY,
  REWARDED_AD_COINS,
  STARTING_DIAMONDS,
  STARTING_MONEYS,
  type PlayerRecord,
} from '@goalguessr/game-core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setAdsForTests, type AdsAdapter, type RewardedAdEnd } from '../../platform/ads';
import {
  setStoreForTests,
  type StoreAdapter,
  type StorePackageId,
  type StorePurchaseOutcome,
} from '../../platform/store';
import { renderScreen, testPlayer } from '../../testing/render-screen';
import { BuyScreen } from './BuyScreen';

const PRODUCTS = (['diamonds_small', 'diamonds_medium', 'diamonds_large', 'coins_small'] as const).map(
  (packageId) => ({ packageId, priceLabel: `€${packageId.length}.00` }),
);

/** A fake store whose purchase resolves when the test says so. */
function fakeStore(options: { failProducts?: boolean } = {}) {
  let settle: ((outcome: StorePurchaseOutcome) => void) | null = null;
  const adapter = {
    isTestStore: true,
    loadProducts: vi.fn(() =>
      options.failProducts ? Promise.reject(new Error('offline')) : Promise.resolve(PRODUCTS),
    ),
    purchase: vi.fn(
      (_packageId: StorePackageId) =>
        new Promise<StorePurchaseOutcome>((resolve) => {
          settle = resolve;
        }),
    ),
    completedTransactions: vi.fn(() => Promise.resolve([])),
  } satisfies StoreAdapter;
  return {
    adapter,
    settle: (outcome: StorePurchaseOutcome) =>
      act(async () => {
        settle?.(outcome);
        await Promise.resolve();
      }),
  };
}

let rewardedEnd: RewardedAdEnd = 'watched';
const fakeAds = {
  showRewarded: vi.fn(() => Promise.resolve(rewardedEnd)),
  showInterstitial: vi.fn(() => Promise.resolve()),
} satisfies AdsAdapter;

beforeEach(() => {
  setAdsForTests(fakeAds);
  rewardedEnd = 'watched';
});
afterEach(async () => {
  cleanup();
  setStoreForTests(null);
  setAdsForTests(null);
  vi.clearAllMocks();
  await act(() => Promise.resolve());
});

async function renderBuy(record = testPlayer(), options: { failProducts?: boolean } = {}) {
  const store = fakeStore(options);
  setStoreForTests(store.adapter);
  const harness = await renderScreen(<BuyScreen />, { record });
  return { ...harness, store };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('buy page: store packages', () => {
  it('shows the test-store label, diamond packages (small = 50) with store prices, and asks for a package first', async () => {
    const user = userEvent.setup();
    const { store } = await renderBuy();
    expect(screen.getByTestId('test-store-banner')).toHaveTextContent('TEST STORE');
    const diamonds = section('Diamonds');
    expect(await within(diamonds).findByRole('radio', { name: /^50 diamonds/ })).toHaveTextContent('€14.00');
    expect(within(diamonds).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(diamonds).getByRole('button', { name: /Buy/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a package.');
    expect(store.adapter.purchase).not.toHaveBeenCalled();
  });

  it('says "failed to load purchase products, try later" when the list cannot load', async () => {
    await renderBuy(testPlayer(), { failProducts: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load purchase products, try later.',
    );
    expect(within(section('Diamonds')).queryByRole('radio')).toBeNull();
  });

  it('confirming → processing → success credits the diamonds once and marks the transaction in the same save', async () => {
    const user = userEvent.setup();
    const { store, record, storage } = await renderBuy();
    const diamonds = section('Diamonds');
    await user.click(await within(diamonds).findByRole('radio', { name: /^50 diamonds/ }));
    await user.click(within(diamonds).getByRole('button', { name: /Buy/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Buy 50 diamonds for €14.00?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Processing your purchase…');
    expect(store.adapter.purchase).toHaveBeenCalledWith('diamonds_small');
    await store.settle({
      kind: 'success',
      transaction: { transactionId: 'tx-1', packageId: 'diamonds_small' },
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Purchase successful!'));
    expect(record().currencies.diamonds).toBe(STARTING_DIAMONDS + 50);
    const saved = JSON.parse(storage.data.get(PLAYER_STORAGE_KEY) ?? '{}') as PlayerRecord;
    expect(saved.creditedPurchases).toEqual(['tx-1']);
    expect(saved.currencies.diamonds).toBe(STARTING_DIAMONDS + 50);
  });

  it('failure and cancel show their state and credit nothing; cancelling the confirmation is cancelled too', async () => {
    const user = userEvent.setup();
    const { store, record } = await renderBuy();
    const coins = section('Moneys');
    await user.click(await within(coins).findByRole('radio', { name: /^5,000 moneys/ }));
    await user.click(within(coins).getByRole('button', { name: /Buy/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Buy' }));
    await store.settle({ kind: 'failed' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Purchase failed.');

    await user.click(within(coins).getByRole('button', { name: /Buy/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Buy' }));
    await store.settle({ kind: 'cancelled' });
    expect(await screen.findByRole('status')).toHaveTextContent('Purchase cancelled.');

    await user.click(within(coins).getByRole('button', { name: /Buy/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('Purchase cancelled.');
    expect(store.adapter.purchase).toHaveBeenCalledTimes(2);
    expect(record().currencies.moneys).toBe(STARTING_MONEYS);
  });
});

describe('buy page: tickets, block ads', () => {
  it('tickets: full, then a purchase with room, then not enough diamonds', async () => {
    const user = userEvent.setup();
    const { record } = await renderBuy(testPlayer({ currencies: { tickets: 10, diamonds: 100 } }));
    const tickets = section('Tickets');
    await user.click(within(tickets).getByRole('button', { name: /Buy/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a package.');
    await user.click(within(tickets).getByRole('radio', { name: /Small · 1 ticket/ }));
    await user.click(within(tickets).getByRole('button', { name: /Buy/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your tickets are full.');
    cleanup();

    await renderBuy(testPlayer({ currencies: { tickets: 2, diamonds: 60 } }));
    const again = section('Tickets');
    await user.click(within(again).getByRole('radio', { name: /Large · 5 tickets/ }));
    await user.click(within(again).getByRole('button', { name: /Buy/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Buy Large · 5 tickets for 50 diamonds?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Purchase successful!');
    expect(record().currencies).toMatchObject({ tickets: 7, diamonds: 10 });
    await user.click(within(again).getByRole('radio', { name: /Medium · 3 tickets/ }));
    await user.click(within(again).getByRole('button', { name: /Buy/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have enough diamonds.');
  });

  it('block ads: refused when short of coins; bought: price paid, bonus given, shown as done for good', async () => {
    const user = userEvent.setup();
    const short = await renderBuy(testPlayer({ currencies: { moneys: 100 } }));
    await user.click(within(section('Block ads')).getByRole('button', { name: 'Block ads' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have enough coins to buy this product.');
    expect(short.record().ads.adsBlocked).toBe(false);
    cleanup();

    const { record } = await renderBuy(testPlayer({ currencies: { moneys: 6000 } }));
    await user.click(within(section('Block ads')).getByRole('button', { name: 'Block ads' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Buy' }));
    expect(record().ads.adsBlocked).toBe(true);
    expect(record().currencies.moneys).toBe(6000 - BLOCK_ADS_PRICE_COINS + BLOCK_ADS_BONUS_COINS);
    expect(section('Block ads')).toHaveTextContent('Ads are blocked. Thank you!');
    expect(within(section('Block ads')).queryByRole('button')).toBeNull();
  });
});

describe('buy page: rewarded ads', () => {
  it('watched to the end pays the reward; closed early or failing pays nothing and says so', async () => {
    const user = userEvent.setup();
    const { record } = await renderBuy();
    const free = section('Free moneys');
    expect(free).toHaveTextContent('5 of 5 ads left today');
    await user.click(within(free).getByRole('button', { name: 'Watch an ad' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`You earned ${REWARDED_AD_COINS} moneys!`);
    expect(record().currencies.moneys).toBe(STARTING_MONEYS + REWARDED_AD_COINS);
    expect(free).toHaveTextContent('4 of 5 ads left today');

    rewardedEnd = 'not_fully_watched';
    await user.click(within(free).getByRole('button', { name: 'Watch an ad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The ad was not fully watched, so there is no reward.',
    );
    rewardedEnd = 'error';
    await user.click(within(free).getByRole('button', { name: 'Watch an ad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error watching the ad, or it was cancelled.');
    expect(record().currencies.moneys).toBe(STARTING_MONEYS + REWARDED_AD_COINS);
    expect(free).toHaveTextContent('4 of 5 ads left today');
  });

  it('the 6th ad of the day is refused without showing an ad', async () => {
    const user = userEvent.setup();
    const today = new Date();
    await renderBuy(
      testPlayer({ ads: { ...testPlayer().ads, adWatchStats: { count: 5, lastWatched: today } } }),
    );
    const free = section('Free moneys');
    expect(free).toHaveTextContent('0 of 5 ads left today');
    const watch = within(free).getByRole('button', { name: 'Watch an ad' });
    expect(watch).toHaveAttribute('aria-disabled', 'true');
    expect(watch).toHaveAccessibleDescription('0 of 5 ads left today');
    await user.click(watch);
    expect(await screen.findByRole('alert')).toHaveTextContent('Daily ad limit reached, try tomorrow.');
    expect(fakeAds.showRewarded).not.toHaveBeenCalled();
  });

  it('a package choice is a counted click for interstitials', async () => {
    const user = userEvent.setup();
    const { record } = await renderBuy(
      testPlayer({ ads: { ...testPlayer().ads, interstitialClickCount: 4 } }),
    );
    await user.click(within(section('Tickets')).getByRole('radio', { name: /Small/ }));
    expect(record().ads.interstitialClickCount).toBe(5);
    expect(fakeAds.showInterstitial).toHaveBeenCalledTimes(1);
  });
});

describe('buy page: other languages', () => {
  it('uses each language’s plural forms for ticket packages (Russian 1 / 3 / 5)', async () => {
    const store = fakeStore();
    setStoreForTests(store.adapter);
    await renderScreen(<BuyScreen />, { language: 'ru' });
    const tickets = screen.getByRole('radiogroup', { name: 'Наборы билетов' });
    expect(
      within(tickets)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Малый · 1 билет10 алмазов', 'Средний · 3 билета30 алмазов', 'Большой · 5 билетов50 алмазов']);
  });
});
