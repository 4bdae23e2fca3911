import { expect, test, type Page } from '@playwright/test';

import { readFileSync } from 'node:fs';

import { PLAYER_KEY, UNREADABLE_PREFIX, completeFirstRun, readSave } from './helpers';

/** The Arabic strings, read as files (the spec checks what an Arabic speaker sees). */
const ar = JSON.parse(readFileSync(new URL('../src/i18n/locales/ar.json', import.meta.url), 'utf8')) as {
  settings: { title: string; music: string };
};

/** The UI-state key (theme copy, game-page-active flag and its time) beside the player key. */
const PAGE_ACTIVITY_KEY = 'goalguessr.ui';

function html(page: Page) {
  return page.locator('html');
}

test('language switches to Arabic (right-to-left) and back, theme and settings survive a reload', async ({
  page,
}) => {
  await completeFirstRun(page, 'Striker9');

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: ar.settings.title })).toBeVisible();
  await expect(page.getByRole('switch', { name: ar.settings.music })).toBeVisible();

  // The choice is saved: a reload comes back in Arabic.
  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.settings.title })).toBeVisible();

  await page.getByRole('radio', { name: 'Deutsch' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');

  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(html(page)).toHaveClass(/ion-palette-dark/);
  await page.getByRole('switch', { name: 'Music' }).click();
  await expect(page.getByRole('switch', { name: 'Music' })).toHaveAttribute('aria-checked', 'false');
  const username = page.getByRole('textbox', { name: 'Username' });
  await username.fill('Keeper1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Username updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(html(page)).toHaveClass(/ion-palette-dark/);
  await expect(page.getByRole('switch', { name: 'Music' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('Keeper1');
  expect((await readSave(page)).settings).toMatchObject({
    theme: 'dark',
    musicEnabled: false,
    language: 'en',
  });

  // Back Home through the toolbar: the new name, no first run, no tutorial again.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByText('Keeper1', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('numbers follow the language (German grouping on Home)', async ({ page }) => {
  await completeFirstRun(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Deutsch' }).click();
  await page.goto('/');
  await expect(page.getByRole('list').getByText('2.500')).toBeVisible();
});

test('every route opens; an unknown one shows not found; guarded first pages go Home', async ({ page }) => {
  await completeFirstRun(page);
  const routes: [string, RegExp][] = [
    ['/', /GoalGuessr/],
    ['/shop', /^Shop$/],
    ['/buy', /^Buy$/],
    ['/settings', /^Settings$/],
    ['/profile', /^Profile$/],
    ['/privacy', /^Privacy policy$/],
    ['/daily', /^Daily card$/],
    ['/leaderboard', /^Leaderboard$/],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.locator('h1:visible').first()).toHaveText(heading);
    expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  }

  // The game page is entered from Home (a direct load of /game settles any match left behind and goes Home).
  await page.goto('/');
  // Play pulses forever; with reduced motion it holds still long enough to be clicked.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('radio', { name: /Champions Arena/ }).click();
  await page.getByRole('button', { name: /Play/ }).click();
  await expect(page).toHaveURL(/\/game\?tournament=champions$/);
  await expect(page.locator('h1:visible').first()).toBeVisible();

  await page.goto('/redirect?to=/privacy');
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goto('/redirect?to=/daily');
  await expect(page).toHaveURL(/\/daily$/);
  await page.goto('/redirect?to=https://example.com');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Play/ })).toBeVisible();

  // Spec §2: a first navigation to Adventure, Map or Endless goes Home and clears the game-page flags.
  for (const guarded of ['/adventure', '/map', '/Endless']) {
    await page.evaluate(
      (key) =>
        localStorage.setItem(key, JSON.stringify({ isGamePageActive: true, lastActiveTime: Date.now() })),
      PAGE_ACTIVITY_KEY,
    );
    await page.goto(guarded);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Play/ })).toBeVisible();
    const activity = await page.evaluate((key) => localStorage.getItem(key), PAGE_ACTIVITY_KEY);
    expect(JSON.parse(activity ?? '{}')).toMatchObject({ isGamePageActive: false });
  }
});

test('a game page left active for over 5 minutes counts as a refresh and reopens on Home', async ({
  page,
}) => {
  await completeFirstRun(page);
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ isGamePageActive: true, lastActiveTime: Date.now() - 301_000 }),
      ),
    PAGE_ACTIVITY_KEY,
  );
  await page.goto('/game?tournament=rookie');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Play/ })).toBeVisible();
  const activity = await page.evaluate((key) => localStorage.getItem(key), PAGE_ACTIVITY_KEY);
  expect(JSON.parse(activity ?? '{}')).toMatchObject({ isGamePageActive: false });
});

test('a broken save shows the start-up error, is kept aside, never overwritten, and Retry recovers', async ({
  page,
}) => {
  await completeFirstRun(page, 'Striker9');
  const good = await page.evaluate((key) => localStorage.getItem(key), PLAYER_KEY);
  const broken = (good ?? '').slice(0, 40);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PLAYER_KEY, broken] as const);
  await page.reload();

  await expect(
    page.getByRole('heading', { name: 'Player data failed to load, game cannot start' }),
  ).toBeVisible();
  const stored = () =>
    page.evaluate(
      ([key, prefix]) => ({
        main: localStorage.getItem(key),
        aside: Object.keys(localStorage)
          .filter((k) => k.startsWith(prefix))
          .map((k) => localStorage.getItem(k)),
      }),
      [PLAYER_KEY, UNREADABLE_PREFIX] as const,
    );
  expect(await stored()).toEqual({ main: broken, aside: [broken] });

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await stored()).toEqual({ main: broken, aside: [broken] });

  // Repaired by hand: Retry loads it and the player is back where they were.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PLAYER_KEY, good ?? ''] as const);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Striker9', { exact: true })).toBeVisible();
  expect((await stored()).aside).toEqual([broken]);
});

test('keyboard focus is visible and motion is reduced on request', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose your language' })).toBeVisible();
  const animation = await page
    .locator('.gg-onboarding')
    .evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
  expect(animation).toBeLessThan(0.01);

  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  const outline = await focused.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('language names render with fonts that cover CJK, Arabic and Devanagari', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('radio', { name: 'English' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const expected: [string, RegExp][] = [
    ['zh', /Noto Sans CJK/],
    ['ja', /Noto Sans CJK/],
    ['ko', /Noto Sans CJK/],
    ['ar', /Noto (Sans|Naskh|Kufi) Arabic/],
    ['hi', /Noto (Sans|Serif) Devanagari/],
  ];
  for (const [code, family] of expected) {
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `.gg-language[lang="${code}"] .gg-language__label`,
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const used = fonts.map((f) => f.familyName).join(', ');
    expect(used, code).toMatch(family);
  }
});
