import { expect, type Locator, type Page } from '@playwright/test';

import { PLAYER_KEY, completeFirstRun } from './helpers';

/** Same values as platform/ads-house.ts and platform/store-test.ts (the e2e project does not import src). */
export const HOUSE_AD_DURATION_KEY = 'test-house-ad.durationMs';
export const TEST_STORE_FAIL_PRODUCTS_KEY = 'test-store.failProducts';

/** A new player with short house ads (so the countdown tests stay fast), through the real first run. */
export async function newPlayer(page: Page, houseAdMs = 600): Promise<void> {
  await page.addInitScript(([key, ms]) => window.localStorage.setItem(key, String(ms)), [
    HOUSE_AD_DURATION_KEY,
    houseAdMs,
  ] as const);
  await completeFirstRun(page);
}

/** The currency bar of the visible screen. */
export function currencyBar(page: Page): Locator {
  return page.locator('.ion-page:not(.ion-page-hidden)').getByRole('list', { name: 'Your balance' });
}

/** Expects the visible currency bar to show these amounts (as formatted in English). */
export async function expectBalances(
  page: Page,
  balances: { moneys?: string; diamonds?: string; tickets?: string },
): Promise<void> {
  const bar = currencyBar(page);
  const items = bar.getByRole('listitem');
  if (balances.moneys !== undefined) await expect(items.nth(0)).toContainText(`Moneys: ${balances.moneys}`);
  if (balances.diamonds !== undefined) {
    await expect(items.nth(1)).toContainText(`Diamonds: ${balances.diamonds}`);
  }
  if (balances.tickets !== undefined)
    await expect(items.nth(2)).toContainText(`Tickets: ${balances.tickets}`);
}

/** The saved currencies (read back from storage). */
export async function savedCurrencies(
  page: Page,
): Promise<{ moneys: number; diamonds: number; tickets: number }> {
  return page.evaluate((key) => {
    const record = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
      currencies: { moneys: number; diamonds: number; tickets: number };
    };
    return record.currencies;
  }, PLAYER_KEY);
}

/** Sets saved currencies by hand (test set-up only) and reloads so the app reads them. */
export async function setCurrencies(page: Page, currencies: Partial<Record<string, number>>): Promise<void> {
  await page.evaluate(
    ([key, patch]) => {
      const record = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { currencies: object };
      record.currencies = { ...record.currencies, ...patch };
      window.localStorage.setItem(key, JSON.stringify(record));
    },
    [PLAYER_KEY, currencies] as const,
  );
  await page.reload();
}

/** Waits for a house ad (interstitial or rewarded) to be gone. */
export async function expectNoAd(page: Page): Promise<void> {
  await expect(page.getByRole('dialog').filter({ hasText: 'Advertisement' })).toHaveCount(0);
}
