import { PLAYER_STORAGE_KEY, POWER_UP_PRICES_COINS, STARTING_MONEYS } from '@goalguessr/game-core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setAdsForTests, type AdsAdapter } from '../../platform/ads';
import { renderScreen, testPlayer } from '../../testing/render-screen';
import { ShopScreen } from './ShopScreen';

const fakeAds = {
  showRewarded: vi.fn(),
  showInterstitial: vi.fn(() => Promise.resolve()),
} satisfies AdsAdapter;

beforeEach(() => setAdsForTests(fakeAds));
afterEach(async () => {
  cleanup();
  setAdsForTests(null);
  vi.clearAllMocks();
  await act(() => Promise.resolve());
});

/** A player who has already seen the shop tutorial. */
function seenShop(overrides: Parameters<typeof testPlayer>[0] = {}) {
  const record = testPlayer(overrides);
  return { ...record, tutorials: { ...record.tutorials, shop_guide: true } };
}

describe('shop', () => {
  it('shows the 4-page tutorial on the first visit only, and saves that it was seen', async () => {
    const user = userEvent.setup();
    const { record, storage, view } = await renderScreen(<ShopScreen />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to the shop' });
    for (let page = 1; page <= 4; page += 1) {
      expect(within(dialog).getByText(`Page ${page} of 4`)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: page === 4 ? 'Got it!' : 'Next' }));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(record().tutorials.shop_guide).toBe(true);
    expect(storage.data.get(PLAYER_STORAGE_KEY)).toContain('"shop_guide":true');
    view.unmount();
    await renderScreen(<ShopScreen />, { record: record() });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('power-ups: effect, price and owned count; a confirmed purchase raises the count and spends coins at once', async () => {
    const user = userEvent.setup();
    const { record, storage } = await renderScreen(<ShopScreen />, { record: seenShop() });
    const whistle = screen.getByTestId('power-up-whistle');
    expect(whistle).toHaveTextContent('Removes one wrong option');
    expect(whistle).toHaveTextContent(`${POWER_UP_PRICES_COINS.whistle} moneys`);
    expect(whistle).toHaveTextContent('Owned: 3');

    await user.click(within(whistle).getByRole('button', { name: 'Buy Referee whistle' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm purchase' });
    expect(confirm).toHaveTextContent('Buy 1 Referee whistle for 200 moneys?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(record().currencies.moneys).toBe(STARTING_MONEYS);

    await user.click(within(whistle).getByRole('button', { name: 'Buy Referee whistle' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Buy' }));
    expect(whistle).toHaveTextContent('Owned: 4');
    expect(screen.getByRole('status')).toHaveTextContent('Referee whistle bought! You now have 4.');
    expect(record().currencies.moneys).toBe(STARTING_MONEYS - POWER_UP_PRICES_COINS.whistle);
    await waitFor(() => expect(storage.data.get(PLAYER_STORAGE_KEY)).toContain('"quantity":4'));
  });

  it('power-ups: too few coins gives the spec text and changes nothing', async () => {
    const user = userEvent.setup();
    const { record } = await renderScreen(<ShopScreen />, {
      record: seenShop({ currencies: { moneys: 100 } }),
    });
    await user.click(screen.getByRole('button', { name: 'Buy Golden shot' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have enough coins to buy this product.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(record().currencies.moneys).toBe(100);
  });

  it('shirts: preview on the avatar, not owned → owned → equipped, owned skins refused, equip needs ownership', async () => {
    const user = userEvent.setup();
    const { record } = await renderScreen(<ShopScreen />, { record: seenShop() });
    await user.click(screen.getByRole('tab', { name: 'Shirts' }));
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByTestId('skin-state')).toHaveTextContent('Equipped');

    // Each option's name carries the price or state shown under its picture (issue 16).
    expect(screen.getByRole('radio', { name: /^Sky blue, / }).getAttribute('aria-label')).toMatch(
      /^Sky blue, (Free|[\d,]+ moneys|Owned|Equipped)$/,
    );
    await user.click(screen.getByRole('radio', { name: /^Sky blue, / }));
    expect(screen.getByRole('img', { name: /Sky blue shirt/ })).toHaveAttribute('data-shirt', 'sky');
    expect(screen.getByTestId('skin-state')).toHaveTextContent('Not owned');
    // Equip is marked unavailable before any tap, with the reason written and read out with it.
    expect(screen.getByRole('button', { name: 'Equip' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Equip' })).toHaveAccessibleDescription(
      'You do not own this skin yet.',
    );
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveAttribute('aria-disabled', 'false');

    await user.click(screen.getByRole('button', { name: 'Equip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You do not own this skin yet.');
    expect(record().equipment.shirt).toBe('white');

    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Buy the Sky blue shirt for 500 moneys?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Buy' }));
    expect(screen.getByTestId('skin-state')).toHaveTextContent('Owned');
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveAttribute('aria-disabled', 'true');
    // Just bought: the state says it, not a refusal beside the purchase's own message.
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveAccessibleDescription('Owned');
    expect(screen.queryByText('This skin is already owned!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Equip' })).toHaveAttribute('aria-disabled', 'false');
    expect(record().inventory.shirts).toEqual(['white', 'sky']);
    expect(record().currencies.moneys).toBe(STARTING_MONEYS - 500);

    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This skin is already owned!');
    expect(record().currencies.moneys).toBe(STARTING_MONEYS - 500);

    await user.click(screen.getByRole('button', { name: 'Equip' }));
    expect(screen.getByTestId('skin-state')).toHaveTextContent('Equipped');
    expect(record().equipment.shirt).toBe('sky');
  });

  it('cleats: 6 drawn cleats; the owned default is refused as already owned', async () => {
    const user = userEvent.setup();
    await renderScreen(<ShopScreen />, { record: seenShop() });
    await user.click(screen.getByRole('tab', { name: 'Cleats' }));
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    await user.click(screen.getByRole('radio', { name: /^Gold, / }));
    expect(screen.getByRole('img', { name: /Gold cleats/ })).toHaveAttribute('data-cleat', 'gold');
    await user.click(screen.getByRole('radio', { name: /^White and black, / }));
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This skin is already owned!');
  });

  it('switching tabs is a counted click: the 5th shows an interstitial unless ads are blocked', async () => {
    const user = userEvent.setup();
    const { record, view } = await renderScreen(<ShopScreen />, { record: seenShop() });
    const tabs = ['Shirts', 'Cleats', 'Power-ups', 'Shirts'];
    for (const name of tabs) await user.click(screen.getByRole('tab', { name }));
    expect(fakeAds.showInterstitial).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Cleats' }));
    expect(fakeAds.showInterstitial).toHaveBeenCalledTimes(1);
    expect(record().ads.interstitialClickCount).toBe(5);
    view.unmount();

    await renderScreen(<ShopScreen />, {
      record: seenShop({ ads: { ...testPlayer().ads, adsBlocked: true, interstitialClickCount: 4 } }),
    });
    await user.click(screen.getByRole('tab', { name: 'Shirts' }));
    expect(fakeAds.showInterstitial).toHaveBeenCalledTimes(1);
  });
});
