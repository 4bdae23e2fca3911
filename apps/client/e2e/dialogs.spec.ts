import { expect, test, type Locator, type Page } from '@playwright/test';

import { newPlayer } from './economy-helpers';

/** True when the focused element is inside `dialog`. */
async function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Presses Tab and Shift+Tab more times than the dialog has controls: focus must never leave it (WAI-ARIA
 * modal dialog). Returns the names of the controls focus visited, in order.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, controls: number): Promise<string[]> {
  const visited: string[] = [];
  await expect
    .poll(() => focusInside(dialog), { message: 'focus moves into the dialog on opening' })
    .toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < controls + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} #${i + 1} stays inside the dialog`).toBe(true);
      visited.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
  }
  return visited;
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test('the purchase confirmation and the test store sheet keep focus inside; Escape closes them and focus returns', async ({
  page,
}) => {
  await newPlayer(page);
  await page.goto('/buy');
  await section(page, 'Diamonds')
    .getByRole('radio', { name: /^50 diamonds/ })
    .click();
  const buy = section(page, 'Diamonds').getByRole('button', { name: /^Buy/ });
  await buy.click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm purchase' });
  await expect(confirm).toBeVisible();
  const visited = await expectFocusTrapped(page, confirm, 2);
  expect(new Set(visited)).toEqual(new Set(['Cancel', 'Buy']));
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(buy).toBeFocused();

  // Confirmed, the labelled test store sheet opens: its three choices keep focus, Escape cancels.
  await buy.click();
  await confirm.getByRole('button', { name: 'Buy' }).click();
  const sheet = page.getByRole('dialog').filter({ hasText: 'TEST STORE' });
  await expect(sheet).toBeVisible();
  await expectFocusTrapped(page, sheet, 3);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(/cancel/i);
});

test('the shop tutorial and a rewarded house ad keep focus inside; Escape skips or closes them', async ({
  page,
}) => {
  await newPlayer(page, 30_000);
  await page.goto('/shop');
  const tutorial = page.getByRole('dialog');
  await expect(tutorial.getByText('Page 1 of 4')).toBeVisible();
  const visited = await expectFocusTrapped(page, tutorial, 2);
  expect(visited).toContain('Next');
  await page.keyboard.press('Escape');
  await expect(tutorial).toHaveCount(0);

  await page.goto('/buy');
  await section(page, 'Free moneys').getByRole('button', { name: 'Watch an ad' }).click();
  const ad = page.getByRole('dialog').filter({ hasText: 'Advertisement' });
  await expect(ad).toBeVisible();
  await expectFocusTrapped(page, ad, 1);
  await page.keyboard.press('Escape');
  await expect(ad).toHaveCount(0);
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).not.toContainText('You earned');
});
