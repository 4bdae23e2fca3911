import { expect, test } from '@playwright/test';

import { finishTutorial, readSave } from './helpers';

test('a new player chooses a language, a username (every error text), sees the tutorial and Home', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose your language' })).toBeVisible();
  const languages = page.getByRole('radio');
  await expect(languages).toHaveCount(13);
  for (const label of [
    'English',
    'Türkçe',
    'Deutsch',
    'Español',
    'العربية',
    'हिन्दी',
    '日本語',
    '한국어',
    '中文',
  ]) {
    await expect(page.getByRole('radio', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome to GoalGuessr!' })).toBeVisible();
  const input = page.getByPlaceholder('Enter username...');
  const submit = page.getByRole('button', { name: "Let's play" });

  await input.fill('abc');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Username must be at least 4 characters.');

  // Spaces do not count: the name is trimmed first.
  await input.fill('   ab   ');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Username must be at least 4 characters.');

  await input.fill('abcdefghijk');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Username cannot exceed 10 characters.');
  await expect(page.getByText('Username can be up to 10 characters.')).toBeVisible();

  await input.fill('  Striker9 ');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Username saved' })).toBeVisible();

  await finishTutorial(page, 4);
  await expect(page.getByText('Striker9', { exact: true })).toBeVisible();
  await expect(page.getByText('Level 1')).toBeVisible();
  await expect(page.getByText('2,500')).toBeVisible();
  await expect(page.getByText('10/10')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Rookie Cup/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Champions Arena/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Legendary League/ })).toBeVisible();

  const save = await readSave(page);
  expect(save.profile).toMatchObject({ username: 'Striker9' });
  expect(save.tutorials).toMatchObject({
    initial_language_selected: true,
    username_setup_flow: true,
    home_guide: true,
  });

  // Each step is skipped once done.
  await page.reload();
  await expect(page.getByText('Striker9', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Choose your language' })).toHaveCount(0);
});

test.describe('on a German-speaking device', () => {
  test.use({ locale: 'de-DE' });

  test('the first run preselects the device language', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Wähle deine Sprache' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
