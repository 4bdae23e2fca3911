import { expect, test, type Page } from '@playwright/test';

import { finishTutorial, readSave } from './helpers';
import { HOUSE_AD_DURATION_KEY, expectBalances, expectNoAd, newPlayer } from './economy-helpers';

function adDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'Advertisement' });
}

/** The length of the next house ads on this page (until the next navigation restores newPlayer's). */
async function setHouseAdDuration(page: Page, ms: number): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, String(value)), [
    HOUSE_AD_DURATION_KEY,
    ms,
  ] as const);
}

function freeMoneys(page: Page) {
  return page.getByRole('region', { name: 'Free moneys' });
}

test('rewarded ads: watched to the end pays, closed early pays nothing, the 6th of the day is refused', async ({
  page,
}) => {
  await newPlayer(page);
  await page.goto('/buy');
  await expect(freeMoneys(page)).toContainText('5 of 5 ads left today');

  // This ad's countdown is read, so it lasts long enough to be seen however busy the machine is (a 600 ms ad
  // could end on its own first: this tap, the page's first, also creates the audio).
  await setHouseAdDuration(page, 4_000);
  await freeMoneys(page).getByRole('button', { name: 'Watch an ad' }).click();
  await expect(adDialog(page)).toBeVisible();
  await expect(adDialog(page).getByRole('timer')).toContainText('Ad ends in');
  await expectNoAd(page);
  await expect(page.getByRole('status')).toHaveText('You earned 150 moneys!');
  await expectBalances(page, { moneys: '2,650' });
  await page.reload();
  await expectBalances(page, { moneys: '2,650' });
  await expect(freeMoneys(page)).toContainText('4 of 5 ads left today');

  // This ad is closed on purpose, so it runs long enough to be closed however busy the machine is (the
  // 600 ms ones could end on their own first: this tap, the page's first since the reload, also starts its audio).
  await setHouseAdDuration(page, 30_000);
  await freeMoneys(page).getByRole('button', { name: 'Watch an ad' }).click();
  await adDialog(page).getByRole('button', { name: 'Close ad (no reward)' }).click();
  await expect(page.getByRole('alert')).toHaveText('The ad was not fully watched, so there is no reward.');
  await expectBalances(page, { moneys: '2,650' });
  await expect(freeMoneys(page)).toContainText('4 of 5 ads left today');
  await setHouseAdDuration(page, 600);

  for (let watched = 2; watched <= 5; watched += 1) {
    await freeMoneys(page).getByRole('button', { name: 'Watch an ad' }).click();
    await expect(adDialog(page)).toBeVisible();
    await expectNoAd(page);
    await expect(freeMoneys(page)).toContainText(`${5 - watched} of 5 ads left today`);
  }
  await expectBalances(page, { moneys: '3,250' });

  // With none left the button is marked unavailable (aria-disabled, the reason beside it); a tap still answers
  // with the spec's message.
  const watch = freeMoneys(page).getByRole('button', { name: 'Watch an ad' });
  await expect(watch).toBeDisabled();
  await watch.click({ force: true });
  await expect(page.getByRole('alert')).toHaveText('Daily ad limit reached, try tomorrow.');
  await expect(adDialog(page)).toHaveCount(0);
  await page.reload();
  await expectBalances(page, { moneys: '3,250' });
  await expect(freeMoneys(page)).toContainText('0 of 5 ads left today');
});

test('an interstitial every 5th counted click, none at all after buying block ads', async ({ page }) => {
  await newPlayer(page, 1500);
  await page.goto('/shop');
  await finishTutorial(page, 4);
  const tabs = ['Shirts', 'Cleats', 'Power-ups', 'Shirts'];
  for (const name of tabs) {
    await page.getByRole('tab', { name }).click();
    await expect(adDialog(page)).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'Cleats' }).click();
  await expect(adDialog(page)).toBeVisible();
  // An interstitial has no close button: it runs to its end.
  await expect(adDialog(page).getByRole('button')).toHaveCount(0);
  await expectNoAd(page);

  // Block ads costs 5,000 moneys: buy coins through the test store first.
  await page.goto('/buy');
  await page
    .getByRole('region', { name: 'Moneys' })
    .getByRole('radio', { name: /^5,000 moneys/ })
    .click();
  await page.getByRole('region', { name: 'Moneys' }).getByRole('button', { name: /^Buy/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Buy' }).click();
  await page.getByRole('dialog', { name: 'TEST STORE' }).getByRole('button', { name: 'Succeed' }).click();
  await expectBalances(page, { moneys: '7,500' });

  const blockAds = page.getByRole('region', { name: 'Block ads' });
  await blockAds.getByRole('button', { name: 'Block ads' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('You get 1,000 moneys back as a bonus.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Buy' }).click();
  await expect(blockAds).toContainText('Ads are blocked. Thank you!');
  await expectBalances(page, { moneys: '3,500' });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Block ads' })).toContainText('Ads are blocked. Thank you!');
  await expectBalances(page, { moneys: '3,500' });

  await page.goto('/shop');
  for (let click = 0; click < 10; click += 1) {
    await page.getByRole('tab', { name: click % 2 === 0 ? 'Shirts' : 'Cleats' }).click();
    await expect(adDialog(page)).toHaveCount(0);
  }
  const save = await readSave(page);
  expect(save.ads).toMatchObject({ adsBlocked: true });
  expect((save.ads as { interstitialClickCount: number }).interstitialClickCount).toBeGreaterThanOrEqual(15);
});
