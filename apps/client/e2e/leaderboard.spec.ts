import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { checkScreen, returningPlayer } from './helpers';
import {
  matchPort,
  playToResult,
  resultTitle,
  savedPlayer,
  startMatchServer,
  type MatchServer,
} from './match-helpers';

/**
 * The ladder (issue 27), end to end: two browsers play a friend duel against the real match server, the winner
 * opens the Leaderboard from Home and finds themself there with the rating the server keeps (the one the device
 * now shows too), and a third browser, a player who never played, sees the same board.
 *
 * Every browser here would come from 127.0.0.1, and two ids of one address do not count on the ladder: the match
 * server trusts 127.0.0.1 as a proxy and each browser's matchmaking requests name its own address in
 * X-Forwarded-For (added on the way out, as a proxy would).
 */
test.describe.configure({ mode: 'serial' });

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

let nextAddress = 10;
async function newPlayer(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const address = `198.51.100.${nextAddress++}`;
  await context.route(`http://127.0.0.1:${matchPort()}/matchmake/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  const page = await context.newPage();
  await returningPlayer(page, name);
  return page;
}

interface BoardEntry {
  rank: number;
  name: string | null;
  rating: number;
  provisional: boolean;
}

/**
 * The board as the server answers it (the same one the app gets: the server keeps a tournament's answer 30 s). The
 * duel is a Legendary League one: other specs running beside this one open the Leaderboard on its first tab, the
 * Rookie Cup, and would have the server keep that board from before the match.
 */
async function serverBoard(): Promise<BoardEntry[]> {
  const response = await fetch(`http://127.0.0.1:${matchPort()}/api/leaderboard/legendary`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { top: BoardEntry[] }).top;
}

/**
 * The Leaderboard's tab of the Legendary League (Home's tournament selector, kept beneath the Leaderboard and
 * visible while the page slides in, has a radio of that name too).
 */
const legendaryTab = (page: Page) =>
  page.locator('.gg-board__tournaments').getByRole('radio', { name: 'Legendary League' });

/** The rows of the Top 100 list as the page shows them. */
async function topRows(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Top 100' });
  await expect(list).toBeVisible({ timeout: 20_000 });
  return (await list.getByRole('listitem').allTextContents()).map((row) => row.replace(' · you', ''));
}

let server: MatchServer;
test.beforeAll(async () => {
  server = await startMatchServer(600_000, { roundDurationMs: 40_000 }, { TRUSTED_PROXIES: '127.0.0.1' });
});
test.afterAll(async () => {
  await server.stop();
});

test('the winner of a friend duel is on the Leaderboard with the server’s rating, and a third browser sees the same board', async ({
  browser,
}) => {
  const alice = await newPlayer(browser, 'Alice10');
  const bruno = await newPlayer(browser, 'Bruno22');

  // a Legendary League friend duel by code: Alice hosts, Bruno opens her link, Alice wins
  await alice.getByRole('radio', { name: /Legendary League/ }).click();
  await alice.getByRole('link', { name: /Play a friend/ }).click();
  await expect(alice.getByRole('heading', { name: 'Waiting for your friend…' }).first()).toBeVisible();
  const link = (await alice.locator('.gg-friend-panel__link').textContent()) ?? '';
  await bruno.goto(link);
  await bruno.getByRole('button', { name: 'Join the duel' }).click();
  await expect(alice.getByRole('heading', { name: 'Who is this player?' })).toBeVisible({ timeout: 20_000 });
  await Promise.all([playToResult(alice, 0), playToResult(bruno, 1)]);
  await expect(resultTitle(alice)).toHaveText('You win!');
  await expect(resultTitle(bruno)).toHaveText('You lose');

  // the server rated the match: Alice first, Bruno second, both provisional after one match
  const board = await serverBoard();
  expect(board.map((entry) => [entry.rank, entry.name, entry.provisional])).toEqual([
    [1, 'Alice10', true],
    [2, 'Bruno22', true],
  ]);
  const aliceRating = board[0]?.rating ?? 0;
  expect(aliceRating).toBeGreaterThan(1500);
  // the device shows the server's rating (it came with the result)
  const saved = (await savedPlayer(alice)) as unknown as { ratings: { legendary: { rating: number } } };
  expect(Math.round(saved.ratings.legendary.rating)).toBe(aliceRating);

  // Alice: Home → Leaderboard → Legendary League
  await alice.goto('/');
  await alice.getByRole('link', { name: 'Leaderboard' }).click();
  await legendaryTab(alice).click();
  await expect(legendaryTab(alice)).toHaveAttribute('aria-checked', 'true');
  await expect(alice.getByText('You are number 1 of 2 this week.')).toBeVisible({ timeout: 20_000 });
  const aliceRows = await topRows(alice);
  expect(aliceRows[0]).toBe(`1Alice10Rating ${aliceRating} (provisional)1 W · 0 D · 0 L`);
  expect(aliceRows).toHaveLength(2);
  await expect(alice.getByRole('list', { name: 'Top 100' }).getByRole('listitem').first()).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(
    alice.getByRole('list', { name: 'Friends played by code' }).getByText('1 W · 0 D · 0 L'),
  ).toBeVisible();
  await checkScreen(alice, 'leaderboard', 'ranked');

  // Carol never played: the same board, no rank of her own
  const carol = await newPlayer(browser, 'Carol33');
  await carol.getByRole('link', { name: 'Leaderboard' }).click();
  await legendaryTab(carol).click();
  await expect(legendaryTab(carol)).toHaveAttribute('aria-checked', 'true');
  expect(await topRows(carol)).toEqual(aliceRows);
  await expect(carol.getByText('Play a duel this week to get on the board.')).toBeVisible();
});
