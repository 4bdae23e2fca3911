import { expect, test } from '@playwright/test';

import { patchSave, returningPlayer } from './helpers';
import {
  DUEL_PHONES,
  answersAndBar,
  bottom,
  cluesOut,
  expectInViewAndUncovered,
  expectStill,
  photograph,
  recordShifts,
  round1,
  shiftCount,
  shiftsSince,
  type Box,
} from './layout-helpers';
import { pressPlay, resultTitle, startMatchServer, type MatchServer } from './match-helpers';

/** With the motion a player sees (the suite's default is reduced motion): entrance animations may move things. */
test.use({ reducedMotion: 'no-preference' });

/**
 * A whole bot duel on three phones (issue 24) against the real match server: the answers stay in view, clear of
 * the power-up bar and still within a round, the verdict and the result's actions in view (layout.spec.ts
 * measures Home the same way).
 */
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
