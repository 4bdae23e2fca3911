import { expect, test, type Browser, type Page } from '@playwright/test';

import { PLAYER_KEY, returningPlayer } from './helpers';
import {
  playToResult,
  playersClosedAfterEach,
  pressPlay,
  resultTitle,
  savedPlayer,
  startMatchServer,
  type MatchServer,
} from './match-helpers';

/**
 * Never lose a match to the network, a reload or a tab (issue 25), against the real match server: a blip
 * offline inside a round, a reload, a closed and reopened tab, a second tab, and two people pressing Play at
 * the same moment with different ratings. The e2e server holds a dropped seat for 12 s (E2E_TIMINGS); the
 * launcher lists each question's correct answer first, so the first option wins a round.
 */
test.describe.configure({ mode: 'serial' });

const openPlayer = playersClosedAfterEach();

function player(browser: Browser, name: string): Promise<Page> {
  return openPlayer(browser, (page) => returningPlayer(page, name));
}

const question = (page: Page, round: number) => page.getByText(`Question ${round} of 5`);
const overlay = (page: Page) => page.getByRole('alertdialog');

/** Answers `round` with the option at `pick` (0 is right), unless it is already revealed or over. */
async function answer(page: Page, round: number, pick: number): Promise<void> {
  await expect(question(page, round).or(resultTitle(page))).toBeVisible({ timeout: 30_000 });
  if (await resultTitle(page).isVisible()) return;
  const option = page.locator('.gg-options .gg-option').nth(pick);
  if (await option.isEnabled()) await option.click();
  await expect(page.locator('.gg-reveal').or(resultTitle(page))).toBeVisible({ timeout: 20_000 });
}

/** The round number on screen. */
async function roundOnScreen(page: Page): Promise<number> {
  // The round is the game page's title while a question is up (issue 24).
  const text =
    (await page
      .locator('h1:visible')
      .filter({ hasText: /Question \d/ })
      .textContent()) ?? '';
  return Number(/Question (\d)/.exec(text)?.[1] ?? 1);
}

/** Both players' saved results agree: one win against one loss, each counted once, each fee paid once. */
async function expectConsistentResults(winner: Page, loser: Page): Promise<void> {
  await expect(resultTitle(winner)).toHaveText('You win!');
  await expect(resultTitle(loser)).toHaveText('You lose');
  const won = await savedPlayer(winner);
  const lost = await savedPlayer(loser);
  expect(won.stats).toMatchObject({ gamesPlayed: 1, wins: 1, losses: 0 });
  expect(lost.stats).toMatchObject({ gamesPlayed: 1, wins: 0, losses: 1 });
  expect(won.currencies.tickets).toBe(9);
  expect(lost.currencies.tickets).toBe(9);
}

test.describe('a match survives the network, a reload and a tab', () => {
  let server: MatchServer;
  test.beforeAll(async () => {
    // no bot: the two browsers play each other
    server = await startMatchServer(600_000);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('offline for 4 s and for 8 s in a round: the match goes on and finishes with both results consistent', async ({
    browser,
  }) => {
    const [ana, ben] = await Promise.all([player(browser, 'BlipAna'), player(browser, 'BlipBen')]);
    await Promise.all([pressPlay(ana), pressPlay(ben)]);
    await expect(question(ana, 1)).toBeVisible({ timeout: 30_000 });

    for (const [round, offlineMs] of [
      [1, 4_000],
      [3, 8_000],
    ] as const) {
      // the rounds before the blip, answered by both
      for (let before = round === 1 ? 1 : 2; before < round; before += 1) {
        await Promise.all([answer(ana, before, 0), answer(ben, before, 1)]);
      }
      await expect(question(ana, round)).toBeVisible({ timeout: 30_000 });
      // the network goes away: no request leaves the browser, and the open socket dies
      await ana.context().setOffline(true);
      server.cutConnections('BlipAna');
      await expect(overlay(ana)).toBeVisible();
      await expect(overlay(ana)).toContainText(/back within \d+ s/);
      await expect(overlay(ana)).toContainText('The match goes on without you');
      await ana.waitForTimeout(offlineMs);
      const backAt = Date.now();
      await ana.context().setOffline(false);
      await expect(overlay(ana)).toHaveCount(0, { timeout: 10_000 });
      console.log(`blip of ${offlineMs} ms: back in the match ${Date.now() - backAt} ms after the network`);
      // the same match, at the round the server has (its clock ran meanwhile)
      await expect(question(ana, round).or(question(ana, round + 1))).toBeVisible();
      if (round === 1) await Promise.all([answer(ana, 1, 0), answer(ben, 1, 1)]);
    }
    await Promise.all([playToResult(ana, 0, 3), playToResult(ben, 1, 3)]);
    await expectConsistentResults(ana, ben);
  });

  test('a second tab says the match is played elsewhere; a reload at round 2 and a closed and reopened tab come back to the same match', async ({
    browser,
  }) => {
    const [cleo, dani] = await Promise.all([player(browser, 'TabCleo'), player(browser, 'TabDani')]);
    await Promise.all([pressPlay(cleo), pressPlay(dani)]);
    await expect(question(cleo, 1)).toBeVisible({ timeout: 30_000 });

    // One tab per match: a second tab of the same browser does not touch it.
    const second = await cleo.context().newPage();
    await second.goto('/');
    await pressPlay(second);
    await expect(second.getByRole('heading', { name: 'Match open in another tab' })).toBeVisible();
    await second.close();
    expect((await savedPlayer(cleo)).currencies.tickets).toBe(9);

    // Round 1 won, then a reload at round 2: the same match on /game, its score kept.
    await Promise.all([answer(cleo, 1, 0), answer(dani, 1, 1)]);
    await expect(question(cleo, 2)).toBeVisible({ timeout: 30_000 });
    const reloadedAt = Date.now();
    await cleo.reload();
    await expect(question(cleo, 2)).toBeVisible({ timeout: 20_000 });
    console.log(`reload at round 2: the question screen again after ${Date.now() - reloadedAt} ms`);
    expect(new URL(cleo.url()).pathname).toBe('/game');
    await expect(cleo.getByLabel('TabCleo: 1 right')).toHaveText('1');
    expect((await savedPlayer(cleo)).currencies.tickets).toBe(9);

    // The tab closed at round 3 and opened again on Home: back to the match.
    await Promise.all([answer(cleo, 2, 0), answer(dani, 2, 1)]);
    await expect(question(cleo, 3)).toBeVisible({ timeout: 30_000 });
    const context = cleo.context();
    await cleo.close();
    const reopened = await context.newPage();
    const reopenedAt = Date.now();
    await reopened.goto('/');
    await expect(reopened.getByText(/Question [34] of 5/)).toBeVisible({ timeout: 20_000 });
    console.log(`reopened tab: the match again after ${Date.now() - reopenedAt} ms`);
    expect(new URL(reopened.url()).pathname).toBe('/game');

    await expect(reopened.getByLabel('TabCleo: 2 right')).toHaveText('2');
    const round = await roundOnScreen(reopened);
    await Promise.all([playToResult(reopened, 0, round), playToResult(dani, 1, 3)]);
    await expectConsistentResults(reopened, dani);
  });
});

test.describe('two people pressing Play at the same moment', () => {
  let server: MatchServer;
  test.beforeAll(async () => {
    // the bot at its production time: waiting alone would end with it
    server = await startMatchServer(8_000);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('ratings 150 apart, Play within 200 ms: they meet each other, never the bot', async ({ browser }) => {
    const [eva, finn] = await Promise.all([player(browser, 'RateEva'), player(browser, 'RateFinn')]);
    for (const [page, rating] of [
      [eva, 1500],
      [finn, 1650],
    ] as const) {
      await page.evaluate(
        ([key, value]) => {
          const record = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
            ratings: Record<string, { rating: number; rd: number }>;
          };
          record.ratings.rookie = { ...record.ratings.rookie, rating: value, rd: 80 };
          window.localStorage.setItem(key, JSON.stringify(record));
        },
        [PLAYER_KEY, rating] as const,
      );
      await page.reload();
      await expect(page.locator('.gg-play-button')).toBeVisible();
    }
    const pressedAt = Date.now();
    await Promise.all([pressPlay(eva), eva.waitForTimeout(150).then(() => pressPlay(finn))]);
    await expect(question(eva, 1)).toBeVisible({ timeout: 30_000 });
    await expect(question(finn, 1)).toBeVisible({ timeout: 30_000 });
    console.log(`ratings 150 apart: both at question 1 after ${Date.now() - pressedAt} ms`);
    // each plays the other, and nobody plays a bot
    await expect(eva.locator('.gg-match')).toContainText('RateFinn');
    await expect(finn.locator('.gg-match')).toContainText('RateEva');
    await expect(eva.locator('.gg-match')).not.toContainText('Bot');
    await expect(finn.locator('.gg-match')).not.toContainText('Bot');
  });
});
