import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';

import { completeFirstRun, patchSave } from './helpers';
import { pressPlay, startMatchServer, type MatchServer } from './match-helpers';

/**
 * Stable layouts on two phones (issue 16): a 390×844 one and a small 360×640 one. Layout shifts are read
 * from the browser's own 'layout-shift' entries (the Cumulative Layout Shift input) and positions from
 * bounding boxes; each step is photographed into the test's attachments.
 */
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

/** Shifts not caused by the player's own input, summed (CLS without session windows): 0 means no jumps. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __ggShifts: { value: number; sources: string[] }[] };
    w.__ggShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__ggShifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsSince(page: Page, from: number): Promise<{ total: number; sources: string[] }> {
  // A browser without layout-shift entries would report 0 and prove nothing.
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).toBe(
    true,
  );
  return page.evaluate((start) => {
    const all = (window as unknown as { __ggShifts: { value: number; sources: string[] }[] }).__ggShifts;
    const list = all.slice(start);
    return { total: list.reduce((sum, s) => sum + s.value, 0), sources: list.flatMap((s) => s.sources) };
  }, from);
}

const shiftCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ggShifts: unknown[] }).__ggShifts.length);

async function photograph(page: Page, info: TestInfo, name: string): Promise<void> {
  // Written into the test's output folder (kept after the run) and attached to the report.
  const file = info.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await info.attach(name, { path: file, contentType: 'image/png' });
}

/** Fully inside the viewport. */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(viewport.width + 0.5);
}

/** How many lines an element's text takes. */
const textLines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

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

test.describe('in a match', () => {
  let server: MatchServer;
  test.beforeAll(async () => {
    // A long reveal: on a loaded machine the default 1.2 s one ended before the checks below and the next
    // question's arrival was counted as the reveal's layout shift (the picture showed "Question 2 of 5").
    server = await startMatchServer(300, { roundDurationMs: 40_000, revealMs: 20_000 });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  for (const phone of PHONES) {
    test(`${phone.width}×${phone.height}: the bot's name on one line, the power-up bar on screen after the reveal, no shifts`, async ({
      browser,
    }, info) => {
      const context = await browser.newContext({ viewport: phone });
      const page = await context.newPage();
      await recordShifts(page);
      await completeFirstRun(page, `Lay${phone.width}`);
      await pressPlay(page);
      const botTag = page.locator('.gg-player-badge__tag').filter({ hasText: 'Bot' });
      await expect(botTag).toBeVisible({ timeout: 15_000 });
      // The bot's card: its name on one line (no wrap), its "Bot" tag on the line under it.
      const botName = page
        .locator('.gg-player-badge')
        .filter({ has: botTag })
        .locator('.gg-player-badge__name');
      expect(await textLines(botName), 'bot name lines').toBe(1);
      await photograph(page, info, 'match-found-bot');

      await expect(page.getByText('Question 1 of 5')).toBeVisible({ timeout: 15_000 });
      const opponentName = page.locator('.gg-score__side').last().locator('.gg-score__name');
      expect(await textLines(opponentName), 'scoreboard bot name lines').toBe(1);
      const powerUps = page.getByRole('group', { name: 'Power-ups' });
      await expectInViewport(page, powerUps, 'power-up bar before answering');
      await photograph(page, info, 'match-question');

      const before = await shiftCount(page);
      await page.locator('.gg-options .gg-option').nth(1).click();
      await expect(page.locator('.gg-reveal')).toBeVisible();
      // The round closes for both (the bot answers): the "why not" lines arrive too.
      await expect(page.locator('.gg-reveal__why')).toBeVisible({ timeout: 40_000 });
      await expectInViewport(page, powerUps, 'power-up bar after the reveal');
      await photograph(page, info, 'match-reveal');
      const shifts = await shiftsSince(page, before);
      expect(shifts.total, `shifts from ${shifts.sources.join(', ')}`).toBeLessThan(0.05);
      await context.close();
    });
  }
});
