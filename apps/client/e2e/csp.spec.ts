import { expect, test, type Page } from '@playwright/test';

import { expectNoAd, newPlayer } from './economy-helpers';
import { playToResult, pressPlay, resultTitle, startMatchServer, type MatchServer } from './match-helpers';

/**
 * With the service worker (playwright.config.ts blocks it elsewhere): the service worker's registration and
 * fetches run under the policy too.
 */
test.use({ serviceWorkers: 'allow' });

/**
 * The production web build carries a Content-Security-Policy (src/content-security-policy.ts). These run the
 * app under it in Chromium: every screen, a house ad and a whole bot match on the real match server work with
 * no violation reported, and a script injected into the page does not run.
 */
test.describe.configure({ mode: 'serial' });

/** Records every CSP violation the page reports, from before the app's first script. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      console.warn(
        `CSP ${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

let server: MatchServer;
test.beforeAll(async () => {
  server = await startMatchServer(500);
});
test.afterAll(async () => {
  await server.stop();
});

test('the app, a house ad and a bot match run under the policy with no violation', async ({ page }) => {
  test.setTimeout(180_000);
  await recordViolations(page);
  await newPlayer(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+ ws:\/\/127\.0\.0\.1:\d+/);

  for (const path of ['/shop', '/settings', '/profile', '/privacy']) {
    await page.goto(path);
    await expect(page.locator('h1:visible').first()).toBeVisible();
  }
  await page.goto('/buy');
  await page
    .getByRole('region', { name: 'Free moneys' })
    .getByRole('button', { name: 'Watch an ad' })
    .click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Advertisement' })).toBeVisible();
  await expectNoAd(page);
  await expect(page.getByRole('status')).toHaveText('You earned 150 moneys!');

  await page.goto('/');
  await pressPlay(page);
  await playToResult(page, 0);
  await expect(resultTitle(page)).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('an injected inline script is blocked and reported', async ({ page }) => {
  await recordViolations(page);
  await newPlayer(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    const handler = document.createElement('img');
    handler.setAttribute('onerror', 'window.injected = true;');
    handler.src = 'data:,not-an-image';
    document.body.append(handler);
  });
  await expect.poll(() => violations(page)).toHaveLength(2);
  expect(await violations(page)).toEqual(['script-src-elem inline', 'script-src-attr inline']);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
