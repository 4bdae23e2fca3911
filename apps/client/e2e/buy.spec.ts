import { expect, test, type Page } from '@playwright/test';

import { GAME_KEYS, checkScreen, gameStorageKeys, readSave } from './helpers';
import { TEST_STORE_FAIL_PRODUCTS_KEY, expectBalances, newPlayer, setCurrencies } from './economy-helpers';

/** Same value as platform/store-test.ts. */
const TEST_STORE_TRANSACTIONS_KEY = 'test-store.transactions';

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** Selects a package of a section and presses its Buy button, then confirms. */
async function buyPackage(page: Page, sectionName: string, packageName: RegExp): Promise<void> {
  await section(page, sectionName).getByRole('radio', { name: packageName }).click();
  await section(page, sectionName).getByRole('button', { name: /^Buy/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm purchase' })
    .getByRole('button', { name: 'Buy' })
    .click();
}

test('buys tickets with diamonds up to the cap, with the spec messages, and keeps them after a reload', async ({
  page,
}) => {
  await newPlayer(page);
  // A new player's tickets are full; spending them needs a match, so the set-up lowers them directly.
  await setCurrencies(page, { tickets: 4 });
  await page.goto('/buy');
  await expect(section(page, 'Tickets').getByRole('radio')).toHaveCount(3);
  await expect(section(page, 'Diamonds').getByRole('radio', { name: /^50 diamonds/ })).toBeVisible();
  await checkScreen(page, 'buy', 'page');

  await section(page, 'Tickets').getByRole('button', { name: /^Buy/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a package.');

  await buyPackage(page, 'Tickets', /^Large · 5 tickets/);
  const success = page.getByRole('status').filter({ hasText: 'Purchase successful!' });
  await expect(success).toBeVisible();
  // The message shows where the player looks, whichever section was scrolled to: in view, over nothing it needs.
  await expect(success).toBeInViewport({ ratio: 1 });
  await expectBalances(page, { diamonds: '50', tickets: '9/10' });

  await section(page, 'Tickets')
    .getByRole('radio', { name: /^Medium · 3 tickets/ })
    .click();
  await section(page, 'Tickets').getByRole('button', { name: /^Buy/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Your tickets are full.');

  await buyPackage(page, 'Tickets', /^Small · 1 ticket/);
  await expectBalances(page, { diamonds: '40', tickets: '10/10' });
  await section(page, 'Tickets').getByRole('button', { name: /^Buy/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Your tickets are full.');

  await page.reload();
  await expectBalances(page, { diamonds: '40', tickets: '10/10' });
  expect((await readSave(page)).currencies).toMatchObject({ diamonds: 40, tickets: 10 });
});

test('buys diamonds through the labelled test store: success, failure and cancel', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/buy');
  await expect(page.getByTestId('test-store-banner')).toContainText('TEST STORE');

  await buyPackage(page, 'Diamonds', /^50 diamonds/);
  await expect(page.getByRole('status').filter({ hasText: 'Processing your purchase…' })).toBeVisible();
  const sheet = page.getByRole('dialog', { name: 'TEST STORE' });
  await expect(sheet).toContainText('50 diamonds for $0.99');
  await checkScreen(page, 'buy', 'test-store');
  await sheet.getByRole('button', { name: 'Succeed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Purchase successful!' })).toBeVisible();
  await expectBalances(page, { diamonds: '150' });
  await page.reload();
  await expectBalances(page, { diamonds: '150' });

  await buyPackage(page, 'Diamonds', /^50 diamonds/);
  await page.getByRole('dialog', { name: 'TEST STORE' }).getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('alert')).toHaveText('Purchase failed.');
  await buyPackage(page, 'Diamonds', /^50 diamonds/);
  await page.getByRole('dialog', { name: 'TEST STORE' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toHaveText('Purchase cancelled.');
  await expectBalances(page, { diamonds: '150' });
  await page.reload();
  await expectBalances(page, { diamonds: '150' });
});

test('a purchase interrupted by closing the app is credited exactly once on the next start', async ({
  page,
}) => {
  await newPlayer(page);
  await page.goto('/buy');
  await buyPackage(page, 'Diamonds', /^150 diamonds/);
  await page.getByRole('dialog', { name: 'TEST STORE' }).getByRole('button', { name: 'Succeed' }).click();
  // The store has completed the payment; the app has not credited it yet when it is closed.
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), TEST_STORE_TRANSACTIONS_KEY), {
      intervals: [20],
    })
    .not.toBeNull();
  await expect(page.getByRole('status').filter({ hasText: 'Processing your purchase…' })).toBeVisible();
  await page.reload();
  await expectBalances(page, { diamonds: '250' });
  await page.reload();
  await expectBalances(page, { diamonds: '250' });
  const save = await readSave(page);
  expect(save.currencies).toMatchObject({ diamonds: 250 });
  // The credit and its mark are one save of the player key; nothing else of the game is stored.
  expect(save.creditedPurchases).toHaveLength(1);
  expect(await gameStorageKeys(page)).toEqual(GAME_KEYS);
});

test('says "failed to load purchase products, try later" when the store list cannot load', async ({
  page,
}) => {
  await newPlayer(page);
  await page.evaluate((key) => window.localStorage.setItem(key, '1'), TEST_STORE_FAIL_PRODUCTS_KEY);
  await page.goto('/buy');
  await expect(page.getByRole('alert')).toHaveText('Failed to load purchase products, try later.');
  // Tickets are paid in diamonds and stay available.
  await expect(section(page, 'Tickets').getByRole('radio')).toHaveCount(3);
});
