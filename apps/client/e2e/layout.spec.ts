import { expect, test } from '@playwright/test';

import { completeFirstRun, patchSave, returningPlayer } from './helpers';
import {
  DUEL_PHONES,
  bottom,
  boxOf,
  expectInViewAndUncovered,
  expectInViewport,
  photograph,
  recordShifts,
  round1,
  shiftsSince,
} from './layout-helpers';

/** With the motion a player sees (the suite's default is reduced motion): entrance animations may move things. */
test.use({ reducedMotion: 'no-preference' });

/**
 * Stable layouts on two phones (issue 16): a 390×844 one and a small 360×640 one. Layout shifts are read
 * from the browser's own 'layout-shift' entries (the Cumulative Layout Shift input) and positions from
 * bounding boxes; each step is photographed into the test's attachments. Home only: the whole bot duel on the
 * real match server is layout-duel.spec.ts's (a match server lane of playwright.config.ts; these need no server).
 */
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

for (const phone of PHONES) {
  test.describe(`${phone.width}×${phone.height}`, () => {
    test.use({ viewport: phone });

    test('Home: no layout shift, the currency bar stays on one line when the ticket countdown appears', async ({
      page,
    }, info) => {
      await recordShifts(page);
      await completeFirstRun(page);
      await expect(page.locator('.gg-currency-bar').first()).toBeVisible();
      const full = await page.locator('.gg-currency-bar').first().boundingBox();
      await photograph(page, info, 'home-tickets-full');

      // Tickets below the maximum: the countdown appears in the ticket chip.
      await patchSave(page, { currencies: { tickets: 3 } });
      const barNow = page.locator('.gg-currency-bar').first();
      await expect(barNow.locator('.gg-currency__timer [aria-hidden="true"]')).toHaveText(/^\d+:\d\d$/);
      // From the reload on: the whole load of Home plus a few ticks of the countdown.
      const start = 0;
      await page.waitForTimeout(2500); // the countdown ticks a few times
      const counting = await barNow.boundingBox();
      expect(full).not.toBeNull();
      expect(counting).not.toBeNull();
      expect(counting?.height, 'the bar keeps its height').toBeCloseTo(full?.height ?? 0, 0);
      // One line: every chip on the same row.
      const tops = await barNow
        .locator('.gg-currency')
        .evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
      expect(new Set(tops).size, `chip rows ${tops.join(',')}`).toBe(1);
      await expectInViewport(page, barNow, 'currency bar');
      const shifts = await shiftsSince(page, start);
      expect(shifts.total, `shifts from ${shifts.sources.join(', ')}`).toBeLessThan(0.001);
      await photograph(page, info, 'home-ticket-countdown');
    });
  });
}

const HOME_VARIANTS = {
  light: { theme: 'light', language: 'en' },
  dark: { theme: 'dark', language: 'en' },
  ar: { theme: 'light', language: 'ar' },
} as const;

for (const phone of DUEL_PHONES) {
  test(`${phone.width}×${phone.height}: Home's main menu is in view (light, dark, Arabic; the longest tournament selected)`, async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    try {
      await returningPlayer(page, `Menu${phone.width}`);
      for (const [variant, settings] of Object.entries(HOME_VARIANTS)) {
        await patchSave(page, { settings });
        await expect(page.locator('html')).toHaveAttribute('dir', variant === 'ar' ? 'rtl' : 'ltr');
        await page.locator('.gg-tournament').last().click();
        const menu = page.locator('.gg-home-nav');
        await expect(menu).toBeVisible();
        await expectInViewport(page, menu, `Home menu (${variant})`);
        const items = menu.locator('.gg-home-nav__item');
        // Every entry of the menu, however many it has (the Leaderboard made it six).
        const count = await items.count();
        expect(count, 'menu entries').toBeGreaterThanOrEqual(5);
        for (let i = 0; i < count; i++)
          await expectInViewAndUncovered(page, items.nth(i), `menu item ${i + 1} (${variant})`);
        const box = await boxOf(menu, 'menu');
        console.log(
          `home ${phone.width}×${phone.height} ${variant}: menu ${round1(box.y)}–${round1(bottom(box))}`,
        );
        await photograph(page, info, `home-${variant}`);
      }
    } finally {
      await context.close();
    }
  });
}
