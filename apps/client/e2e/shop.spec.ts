import { expect, test } from '@playwright/test';

import { checkScreen, finishTutorial, readSave } from './helpers';
import { expectBalances, newPlayer } from './economy-helpers';

test('a new player sees the shop tutorial, buys a power-up, buys and equips a shirt, is refused an owned skin', async ({
  page,
}) => {
  await newPlayer(page);
  await page.goto('/shop');
  await finishTutorial(page, 4);
  await expect(page.getByRole('tab', { name: 'Power-ups' })).toHaveAttribute('aria-selected', 'true');
  await checkScreen(page, 'shop', 'power-ups');

  // Power-up: confirm, then the owned count rises and the coins fall together.
  const golden = page.getByTestId('power-up-golden_shot');
  await expect(golden).toContainText('Owned: 5');
  await expect(golden).toContainText('400 moneys');
  await golden.getByRole('button', { name: 'Buy Golden shot' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm purchase' });
  await expect(confirm).toContainText('Buy 1 Golden shot for 400 moneys?');
  await confirm.getByRole('button', { name: 'Buy' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Golden shot bought! You now have 6.' }),
  ).toBeVisible();
  await expect(golden).toContainText('Owned: 6');
  await expectBalances(page, { moneys: '2,100' });

  await page.reload();
  await expect(page.getByTestId('power-up-golden_shot')).toContainText('Owned: 6');
  await expectBalances(page, { moneys: '2,100' });
  expect((await readSave(page)).tutorials).toMatchObject({ shop_guide: true });

  // Shirts: preview on the avatar, not owned → owned → equipped.
  await page.getByRole('tab', { name: 'Shirts' }).click();
  await expect(page.getByRole('radio')).toHaveCount(8);
  await checkScreen(page, 'shop', 'shirts');
  await page.getByRole('radio', { name: 'Red' }).click();
  const preview = page.getByRole('img', { name: /Your player in the Red shirt/ });
  await expect(preview).toHaveAttribute('data-shirt', 'red');
  await expect(page.getByTestId('skin-state')).toHaveText('Not owned');

  // Equip on a skin not owned is marked unavailable (reason beside it); a tap still gives the spec message.
  await expect(page.getByRole('button', { name: 'Equip' })).toBeDisabled();
  await page.getByRole('button', { name: 'Equip' }).click({ force: true });
  await expect(page.getByRole('alert')).toHaveText('You do not own this skin yet.');

  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Buy the Red shirt for 500 moneys?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByTestId('skin-state')).toHaveText('Owned');
  await expectBalances(page, { moneys: '1,600' });
  await page.getByRole('button', { name: 'Equip' }).click();
  await expect(page.getByTestId('skin-state')).toHaveText('Equipped');

  // An owned skin cannot be bought again (Buy marked unavailable; a tap says why); the balance does not move.
  await expect(page.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Buy', exact: true }).click({ force: true });
  await expect(page.getByRole('alert')).toHaveText('This skin is already owned!');
  await expect(page.getByRole('alert')).toBeInViewport({ ratio: 1 });
  await expectBalances(page, { moneys: '1,600' });

  // Too expensive: the spec text.
  await page.getByRole('radio', { name: 'Galaxy' }).click();
  await expect(page.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Buy', exact: true }).click({ force: true });
  await expect(page.getByRole('alert')).toContainText('You do not have enough coins to buy this product.');

  await page.getByRole('tab', { name: 'Cleats' }).click();
  await expect(page.getByRole('radio')).toHaveCount(6);
  await checkScreen(page, 'shop', 'cleats');

  // The avatar on Home wears the new shirt, after a reload too.
  await page.goto('/');
  await expect(page.locator('svg[data-shirt="red"]:visible').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('svg[data-shirt="red"]:visible').first()).toBeVisible();
  await expectBalances(page, { moneys: '1,600' });
  const save = await readSave(page);
  expect(save.equipment).toMatchObject({ shirt: 'red' });
  expect(save.inventory).toMatchObject({ shirts: ['white', 'red'] });
});
