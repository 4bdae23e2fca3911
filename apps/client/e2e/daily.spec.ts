import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { createQuestionBank, dailyQuestion, utcDateKey, type Footballer } from '@goalguessr/game-core';
import { expect, test } from '@playwright/test';

import { completeFirstRun, readSave, returningPlayer } from './helpers';

/**
 * With the service worker (playwright.config.ts blocks it elsewhere): the daily card plays offline from
 * what the service worker precached.
 */
test.use({ serviceWorkers: 'allow' });

const requireHere = createRequire(path.join(process.cwd(), 'package.json'));
const players = JSON.parse(
  readFileSync(requireHere.resolve('@goalguessr/footballers/data/players.json'), 'utf8'),
) as Footballer[];

test('the daily card is played clue by clue to the end, shared as a spoiler-free grid, and kept after a reload', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page draws the card from the same built-in data with the same rule: the test knows the answer of the day.
  const today = utcDateKey(Date.now());
  const question = dailyQuestion(createQuestionBank(players), today);
  expect(question).toBeDefined();
  const answer = question?.options[question.correctIndex]?.name ?? '';

  await completeFirstRun(page, 'Daily1');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Daily card' }).click();
  await expect(page).toHaveURL(/\/daily$/);
  // The built-in data (2.6 MB) loads on demand; a shared CI machine may take a while.
  await expect(page.getByText('Clues shown: 1 of 5')).toBeVisible({ timeout: 30_000 });
  // The duel's card, its stages out one at a time (the profile first).
  const card = page.getByRole('region', { name: 'Scouting card' });
  await expect(card.locator('.gg-scout__dot--out')).toHaveCount(1);
  await expect(card.locator('[data-clue-stage="world_cups"].gg-scout__fact--hidden')).toHaveCount(1);

  await page.getByRole('button', { name: 'Show the next clue' }).click();
  await expect(page.getByText('Clues shown: 2 of 5')).toBeVisible();
  await expect(card.locator('.gg-scout__dot--out')).toHaveCount(2);
  await expect(card.locator('[data-clue-stage="world_cups"]')).not.toHaveClass(/hidden/);

  // Leaving and coming back keeps the clues already shown.
  await page.reload();
  await expect(page.getByText('Clues shown: 2 of 5')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: answer, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Solved with 2 of 5 clues!' })).toBeVisible();
  const share = page.getByLabel('Result to share');
  await expect(share).toHaveText(`GoalGuessr Daily ${today} ⚽ 2/5\n🟨🟩⬜⬜⬜`);
  await expect(share).not.toContainText(answer);

  // Headless Chromium has no share sheet here, so the result is copied.
  await page.getByRole('button', { name: 'Share result' }).click();
  await expect(page.getByText('Result copied to the clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`GoalGuessr Daily ${today} ⚽ 2/5\n🟨🟩⬜⬜⬜`);

  await expect(page.getByText('Current streak').locator('xpath=..')).toContainText('1');
  const save = await readSave(page);
  expect(save.daily).toMatchObject({
    play: { date: today, cluesShown: 2, outcome: 'solved' },
    streak: { current: 1, best: 1, lastDate: today },
  });

  // A finished card stays finished.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Solved with 2 of 5 clues!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: answer, exact: true })).toBeDisabled();

  // A streak freeze costs 300 coins.
  await page.getByRole('button', { name: 'Buy a streak freeze (300 coins)' }).click();
  await expect(page.getByText('Streak freeze bought.')).toBeVisible();
  const after = await readSave(page);
  expect(after.daily).toMatchObject({ streak: { freezes: 1 } });
  expect(after.currencies).toMatchObject({ moneys: 2200 });
});

test('the daily card screen reads right to left in Arabic', async ({ page }) => {
  await completeFirstRun(page, 'Daily2');
  await page.evaluate(() => {
    const key = 'goalguessr.player';
    const record = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { settings: { language: string } };
    record.settings.language = 'ar';
    window.localStorage.setItem(key, JSON.stringify(record));
  });
  await page.goto('/daily');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'أظهر التلميح التالي' })).toBeVisible({ timeout: 30_000 });
});

test('the daily card plays offline after one online visit: the same packed data the solo modes use', async ({
  page,
  context,
}) => {
  const today = utcDateKey(Date.now());
  const question = dailyQuestion(createQuestionBank(players), today);
  const answer = question?.options[question.correctIndex]?.name ?? '';
  await returningPlayer(page, 'Daily3');
  // One online visit: the app installs its service worker, which precaches every built asset.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Daily card' }).click();
  await expect(page.getByText('Clues shown: 1 of 5')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The card's data is the packed chunk in the precache list, never the raw players.json.
  const sw = await (await page.request.get('/sw.js')).text();
  expect(sw).toMatch(/assets\/[^"]*goalguessr-footballers[^"]*\.js/);
  expect(sw).not.toMatch(/players[^"]*\.json/);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Daily card' }).click();
  await expect(page.getByText('Clues shown: 1 of 5')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: answer, exact: true })).toBeVisible();
  await page.getByRole('button', { name: answer, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Solved with 1 of 5 clues!' })).toBeVisible();
  expect((await readSave(page)).daily).toMatchObject({ play: { date: today, outcome: 'solved' } });
  await context.setOffline(false);
});
