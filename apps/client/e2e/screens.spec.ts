import { expect, test, type Page } from '@playwright/test';

import { PLAYER_KEY, checkScreen, patchSave, screenReady } from './helpers';

/** Each variant: how the saved settings differ from a new player's. */
const VARIANTS = {
  light: { theme: 'light', language: 'en' },
  dark: { theme: 'dark', language: 'en' },
  ar: { theme: 'light', language: 'ar' },
} as const;

const SAMPLE_STATS = {
  gamesPlayed: 12,
  wins: 7,
  losses: 3,
  draws: 2,
  totalCorrectAnswers: 41,
  totalIncorrectAnswers: 19,
  currentWinStreak: 2,
  bestWinStreak: 4,
  totalScore: 5230,
  highestScore: 640,
};

async function shoot(page: Page, screen: string, variant: string, path?: string) {
  if (path !== undefined) await page.goto(path);
  await screenReady(page);
  await checkScreen(page, screen, variant);
}

// Each variant walks 17 screens with an axe pass on each: more than the default 150 s on a loaded machine.
test.describe.configure({ timeout: 300_000 });

// The match screens (/game) are photographed by match.spec.ts, which runs them against a match server.
for (const [variant, settings] of Object.entries(VARIANTS)) {
  test(`every screen passes axe and is photographed (${variant})`, async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.gg-onboarding')).toBeVisible();
    await patchSave(page, { settings });
    await expect(page.locator('html')).toHaveAttribute('dir', variant === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveClass(
      variant === 'dark' ? /ion-palette-dark/ : /^(?!.*ion-palette-dark)/,
    );
    await shoot(page, 'language', variant);

    await patchSave(page, { tutorials: { initial_language_selected: true } });
    await shoot(page, 'welcome', variant);
    await page.locator('.gg-input').fill('abc');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await checkScreen(page, 'welcome-error', variant);

    await patchSave(page, {
      tutorials: { username_setup_flow: true },
      profile: { username: 'Striker9' },
      stats: SAMPLE_STATS,
    });
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'home-tutorial', variant);

    await patchSave(page, { tutorials: { home_guide: true } });
    await shoot(page, 'home', variant);

    await shoot(page, 'shop', variant, '/shop');
    await shoot(page, 'buy', variant, '/buy');
    await shoot(page, 'settings', variant, '/settings');
    await shoot(page, 'privacy', variant, '/privacy');
    // its board, or (no match server running beside this spec) its error state, once loaded
    await page.goto('/leaderboard');
    await expect(page.locator('.gg-card[role="alert"], #gg-board-season').first()).toBeVisible({
      timeout: 20_000,
    });
    await checkScreen(page, 'leaderboard', variant);
    await shoot(page, 'not-found', variant, '/no-such-page');
    await shoot(page, 'play-friend', variant, '/play');

    await page.goto('/daily');
    // The built-in data loads on demand; a shared CI machine may take a while.
    await expect(page.locator('.gg-play .gg-scout')).toBeVisible({ timeout: 30_000 });
    await checkScreen(page, 'daily', variant);

    await page.goto('/profile');
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'profile-tutorial', variant);
    await patchSave(page, { tutorials: { profile_guide: true } });
    await shoot(page, 'profile', variant);

    await page.evaluate((key) => window.localStorage.setItem(key, '{"broken": '), PLAYER_KEY);
    await page.reload();
    await expect(page.locator('.gg-startup--error')).toBeVisible();
    // The save is unreadable, yet the error screen keeps the player's theme and language (their own copy).
    await expect(page.locator('html')).toHaveAttribute('dir', variant === 'ar' ? 'rtl' : 'ltr');
    await checkScreen(page, 'load-error', variant);
  });
}
