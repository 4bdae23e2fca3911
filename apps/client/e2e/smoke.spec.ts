import { expect, test } from '@playwright/test';

test('the built client opens and shows its heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Who is this player?' })).toBeVisible();
});
