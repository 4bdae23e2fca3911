import { expect, test, type Page } from '@playwright/test';

import { completeFirstRun } from './helpers';
import { pressPlay } from './match-helpers';

/**
 * With the service worker (playwright.config.ts blocks it elsewhere): the service worker registers and
 * serves the app offline.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the web manifest is linked, valid, and its icons load at their stated sizes', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).not.toBeNull();
  const response = await page.request.get(new URL(href ?? '', page.url()).href);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    orientation: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'GoalGuessr', short_name: 'GoalGuessr', display: 'standalone' });
  expect(manifest.orientation).toBe('portrait');
  // The browser's bar has one colour whether the page or the installed app sets it.
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  expect(manifest.start_url).toBeTruthy();
  const png = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(png.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of png) {
    const size = await page.evaluate(
      async (src) => {
        const blob = await (await fetch(src)).blob();
        const bitmap = await createImageBitmap(blob);
        return `${bitmap.width}x${bitmap.height}`;
      },
      new URL(icon.src, new URL(href ?? '', page.url())).href,
    );
    expect(size, icon.src).toBe(icon.sizes);
  }
});

test('the service worker registers and the app opens offline after a reload', async ({ page, context }) => {
  await completeFirstRun(page);
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  // Everything but a match is local: no connection warning on Home.
  await expect(page.getByText('Internet connection required')).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Music' })).toBeVisible();
  // Sounds come from the cache too.
  const status = await page.evaluate(async () => (await fetch('/sounds/coin.mp3')).status);
  expect(status).toBe(200);

  // Only a match needs the server, and only it says so.
  await page.goto('/');
  await pressPlay(page);
  await expect(page.getByText('Internet connection required').first()).toBeVisible();
  await context.setOffline(false);
});
