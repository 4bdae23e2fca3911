import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';

import { completeFirstRun, patchSave, returningPlayer } from './helpers';
import { pressPlay, resultTitle, startMatchServer, type MatchServer } from './match-helpers';

/** With the motion a player sees (the suite's default is reduced motion): entrance animations may move things. */
test.use({ reducedMotion: 'no-preference' });

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

/** The phones of issue 24's layout checks: small, common and large Android. */
const DUEL_PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const;

/** "A few pixels": what an answer may move within a round (sub-pixel rounding, a border on selection). */
const MAX_ANSWER_MOVE_PX = 3;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

const bottom = (box: Box) => box.y + box.height;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The answers and the power-up bar now: every answer inside the viewport and clear of the bar (above its top),
 * the bar inside the viewport. Returns the answers' boxes and the bar's.
 */
async function answersAndBar(page: Page, when: string): Promise<{ answers: Box[]; bar: Box }> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  // The bar by its class: its name is in the player's language.
  const bar = await boxOf(page.locator('.gg-play__bar .gg-powerups'), `bar ${when}`);
  expect(bar.y, `bar top ${when}`).toBeGreaterThanOrEqual(0);
  expect(bottom(bar), `bar bottom ${when}`).toBeLessThanOrEqual(viewport.height + 0.5);
  const options = page.locator('.gg-options .gg-option');
  await expect(options).toHaveCount(4);
  const answers: Box[] = [];
  for (let i = 0; i < 4; i++) {
    const box = await boxOf(options.nth(i), `answer ${i + 1} ${when}`);
    expect(box.y, `answer ${i + 1} top ${when}`).toBeGreaterThanOrEqual(0);
    expect(box.x, `answer ${i + 1} left ${when}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `answer ${i + 1} right ${when}`).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(bottom(box), `answer ${i + 1} clear of the power-up bar ${when}`).toBeLessThanOrEqual(bar.y + 0.5);
    answers.push(box);
  }
  return { answers, bar };
}

/** No answer moved more than a few pixels since `start`. */
function expectStill(start: Box[], now: Box[], when: string): void {
  now.forEach((box, i) => {
    const from = start[i];
    expect(from, when).toBeDefined();
    if (from === undefined) return;
    const moved = Math.max(
      Math.abs(box.x - from.x),
      Math.abs(box.y - from.y),
      Math.abs(box.height - from.height),
    );
    expect(moved, `answer ${i + 1} moved ${when}`).toBeLessThanOrEqual(MAX_ANSWER_MOVE_PX);
  });
}

/** The element is in the viewport and the topmost thing at its centre (nothing lies over it). */
async function expectInViewAndUncovered(page: Page, locator: Locator, what: string): Promise<Box> {
  await expectInViewport(page, locator, what);
  const uncovered = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (top === el || el.contains(top));
  });
  expect(uncovered, `${what} uncovered`).toBe(true);
  return boxOf(locator, what);
}

const cluesOut = (page: Page) => page.locator('.gg-play .gg-scout__dot--out').count();

test.describe('a whole bot duel on a phone (issue 24)', () => {
  let server: MatchServer;
  test.beforeAll(async () => {
    // 12 s rounds: a clue stage every 2.4 s. The reveal stays 4 s, long enough to measure it on a loaded machine.
    server = await startMatchServer(300, { roundDurationMs: 12_000, revealMs: 4_000 });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  for (const phone of DUEL_PHONES) {
    test(`${phone.width}×${phone.height}: answers in view and clear of the bar, still within a round; the verdict, the result's actions`, async ({
      browser,
    }, info) => {
      const context = await browser.newContext({ viewport: phone });
      const page = await context.newPage();
      const figures: Record<string, unknown> = { viewport: `${phone.width}×${phone.height}` };
      await recordShifts(page);
      try {
        await returningPlayer(page, `Lay${phone.width}`);
        // The VS intro lasts only while the server prepares the first card: the bot's name is measured in the
        // page on the first frame it shows (a measure from here could find it already gone).
        const botNameLines = page.waitForFunction(
          () => {
            const name = document.querySelector('.gg-player-badge--bot .gg-player-badge__name');
            if (name === null) return null;
            const range = document.createRange();
            range.selectNodeContents(name);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size || null;
          },
          null,
          { polling: 'raf', timeout: 30_000 },
        );
        await pressPlay(page);
        // The bot is told apart at a glance: its own tag, icon and colour, its name on one line.
        expect(await (await botNameLines).jsonValue(), 'bot name lines').toBe(1);
        const botTag = page.locator('.gg-player-badge__tag--bot');
        if (await botTag.isVisible()) await photograph(page, info, 'vs-intro');

        for (let round = 1; round <= 5; round += 1) {
          // A match decided early ends before round 5 (the result then shows at once).
          const question = page.getByRole('heading', { level: 1, name: `Question ${round} of 5` });
          await expect(question.or(resultTitle(page))).toBeVisible({ timeout: 30_000 });
          if (await resultTitle(page).isVisible()) break;
          await expect(page.locator('.gg-reveal')).toHaveCount(0);
          const start = await answersAndBar(page, `at the start of round ${round}`);
          if (round === 1) {
            figures.answersAtStart = start.answers.map((b) => ({
              top: round1(b.y),
              bottom: round1(bottom(b)),
            }));
            figures.bar = { top: round1(start.bar.y), bottom: round1(bottom(start.bar)) };
            await photograph(page, info, 'round-start');
            figures.shiftsBefore = await shiftCount(page);
            // Every clue stage as it comes out: the answers stay in view, clear of the bar, where they were.
            for (let stage = 2; stage <= 5; stage += 1) {
              await expect.poll(() => cluesOut(page), { timeout: 8_000 }).toBeGreaterThanOrEqual(stage);
              const now = await answersAndBar(page, `after clue ${stage} of round 1`);
              expectStill(start.answers, now.answers, `by clue ${stage}`);
            }
            await photograph(page, info, 'all-clues');
          }
          // Round 1 wrong (the e2e server lists the right answer first), so the reveal says why; then right.
          await page
            .locator('.gg-options .gg-option')
            .nth(round === 1 ? 1 : 0)
            .click();
          const verdict = page.locator('.gg-reveal__title');
          await expect(verdict).toBeVisible();
          const after = await answersAndBar(page, `after answering round ${round}`);
          expectStill(start.answers, after.answers, `by the verdict of round ${round}`);
          const verdictBox = await expectInViewAndUncovered(page, verdict, `verdict of round ${round}`);
          if (round > 1) {
            // A right answer's points land on the verdict ("+175") and the running score counts them.
            await expect(page.locator('.gg-reveal__points')).toHaveText(/^\+\d[\d,]*$/);
            await expect(page.locator('.gg-score__side--me .gg-score__points')).not.toHaveText(/^0\b/);
            if (round === 2) figures.round2Points = await page.locator('.gg-reveal__points').textContent();
          }
          if (round === 1) {
            // The round closes for both (the bot has answered): why not the pick, and Report, in view too.
            await expect(page.locator('.gg-reveal__why-title')).toBeVisible({ timeout: 15_000 });
            await expectInViewAndUncovered(page, page.locator('.gg-reveal__why-title'), 'why not');
            const report = await expectInViewAndUncovered(
              page,
              page.getByRole('button', { name: 'Report this card' }),
              'Report this card',
            );
            figures.verdict = { top: round1(verdictBox.y), reportBottom: round1(bottom(report)) };
            // Clues, the verdict and the explanation move nothing on the page (CLS, the browser's own measure).
            const shifts = await shiftsSince(page, Number(figures.shiftsBefore));
            expect(shifts.total, `shifts from ${shifts.sources.join(', ')}`).toBeLessThan(0.05);
            figures.shiftsInRound1 = Number(shifts.total.toFixed(4));
            delete figures.shiftsBefore;
            await photograph(page, info, 'reveal');
          }
        }

        await expect(resultTitle(page)).toBeVisible({ timeout: 30_000 });
        const actions = page.locator('.gg-result__actions button');
        await expect(actions).toHaveCount(2);
        const boxes: Box[] = [];
        for (let i = 0; i < 2; i++)
          boxes.push(await expectInViewAndUncovered(page, actions.nth(i), `result action ${i + 1}`));
        figures.resultActions = boxes.map((b) => ({ top: round1(b.y), bottom: round1(bottom(b)) }));
        await photograph(page, info, 'result');
        // The figures of the closing note, per phone.
        console.log(`layout ${JSON.stringify(figures)}`);
        await info.attach('figures', {
          body: JSON.stringify(figures, null, 2),
          contentType: 'application/json',
        });
      } finally {
        await context.close();
      }
    });
  }

  test('360×640 in dark Arabic: every answer in view and clear of the bar at each round start, the result actions', async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    try {
      await returningPlayer(page, 'LayAr');
      await patchSave(page, { settings: { theme: 'dark', language: 'ar' } });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await pressPlay(page);
      for (let round = 1; round <= 5; round += 1) {
        const question = page.getByRole('heading', { level: 1, name: `السؤال ${round} من 5` });
        await expect(question.or(resultTitle(page))).toBeVisible({ timeout: 30_000 });
        if (await resultTitle(page).isVisible()) break;
        await expect(page.locator('.gg-reveal')).toHaveCount(0);
        const start = await answersAndBar(page, `at the start of round ${round} (ar)`);
        if (round === 1) await photograph(page, info, 'ar-round-start');
        await page.locator('.gg-options .gg-option').nth(0).click();
        await expect(page.locator('.gg-reveal__title')).toBeVisible();
        expectStill(
          start.answers,
          (await answersAndBar(page, `after round ${round} (ar)`)).answers,
          'by the verdict',
        );
        await expectInViewAndUncovered(page, page.locator('.gg-reveal__title'), `verdict ${round} (ar)`);
      }
      await expect(resultTitle(page)).toBeVisible({ timeout: 30_000 });
      const actions = page.locator('.gg-result__actions button');
      for (let i = 0; i < 2; i++)
        await expectInViewAndUncovered(page, actions.nth(i), `result action ${i + 1} (ar)`);
      await photograph(page, info, 'ar-result');
    } finally {
      await context.close();
    }
  });
});

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
