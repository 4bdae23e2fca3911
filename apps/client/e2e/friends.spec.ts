import { expect, test, type Browser, type Page } from '@playwright/test';

import { checkScreen, returningPlayer } from './helpers';
import {
  playToResult,
  playersClosedAfterEach,
  resultTitle,
  savedPlayer,
  startMatchServer,
  type MatchServer,
} from './match-helpers';

/**
 * Play a friend and rematch (issue 17) with two browser contexts against the real match server: one player
 * shares a code (the share falls back to the clipboard in headless Chromium), the other opens the shared link,
 * they play, both press Rematch and play again. Rookie Cup: fee 1 ticket, a win pays 100 coins.
 */
test.describe.configure({ mode: 'serial' });

const openPlayer = playersClosedAfterEach();

function newPlayer(browser: Browser, name: string): Promise<Page> {
  return openPlayer(browser, (page) => returningPlayer(page, name), {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

let server: MatchServer;
test.beforeAll(async () => {
  // No bot would ever come to a private duel; a public one would get its bot only after 10 minutes here.
  server = await startMatchServer(600_000, { roundDurationMs: 40_000 });
});
test.afterAll(async () => {
  await server.stop();
});

test('one shares a code, the other joins through the link, they play, both press Rematch and play again', async ({
  browser,
}) => {
  const alice = await newPlayer(browser, 'Alice10');
  const bruno = await newPlayer(browser, 'Bruno22');

  // Alice: Home → Play a friend → a code and a link to share
  await alice.getByRole('link', { name: /Play a friend/ }).click();
  await expect(alice.getByRole('heading', { name: 'Waiting for your friend…' }).first()).toBeVisible();
  const codeText = (await alice.locator('.gg-friend-panel__code').textContent()) ?? '';
  expect(codeText).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  const link = (await alice.locator('.gg-friend-panel__link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`/play/${codeText.replace('-', '')}$`));
  await expect(alice.getByText(/The code expires in \d\d:\d\d\./)).toBeVisible();
  await alice.getByRole('button', { name: 'Share the invite' }).click();
  await expect(alice.getByText(/Invite (copied|shared)/)).toBeVisible();
  const copied = await alice.evaluate(() => navigator.clipboard.readText().catch(() => ''));
  if (copied !== '') expect(copied).toContain(link);
  await checkScreen(alice, 'friends', 'waiting-with-code');

  // Bruno first mistypes a code: a clear message, nothing paid
  await bruno.getByRole('link', { name: /Join with a code/ }).click();
  await bruno.getByLabel('Friend code').fill('ZZZZ-2222');
  await bruno.getByRole('button', { name: 'Find the duel' }).click();
  await expect(bruno.getByText('No duel has this code. Check the code and try again.')).toBeVisible();
  expect((await savedPlayer(bruno)).currencies.tickets).toBe(10);

  // …then opens Alice's link: the duel is found, he joins, both play
  await bruno.goto(link);
  await expect(bruno.getByText(/Rookie Cup duel found/)).toBeVisible();
  await expect(bruno.getByText('Alice10 invited you to a duel.')).toBeVisible();
  await checkScreen(bruno, 'friends', 'join-found');
  await bruno.getByRole('button', { name: 'Join the duel' }).click();
  await expect(alice.getByRole('heading', { name: 'Who is this player?' })).toBeVisible({ timeout: 20_000 });
  await expect(bruno.getByRole('heading', { name: 'Who is this player?' })).toBeVisible();
  await expect(alice.locator('.gg-score').getByText('Bruno22')).toBeVisible();
  await Promise.all([playToResult(alice, 0), playToResult(bruno, 1)]);
  await expect(resultTitle(alice)).toHaveText('You win!');
  await expect(resultTitle(bruno)).toHaveText('You lose');
  expect((await savedPlayer(alice)).currencies).toMatchObject({ tickets: 9, moneys: 2600 });
  expect((await savedPlayer(bruno)).currencies).toMatchObject({ tickets: 9, moneys: 2500 });

  // Both press Rematch: Alice first, Bruno accepts inside the 15 s window; the fee is taken again
  await alice.getByRole('button', { name: 'Rematch' }).click();
  await expect(alice.getByText(/Waiting for Bruno22 to accept/)).toBeVisible();
  await expect(bruno.getByText(/Alice10 wants a rematch!/)).toBeVisible();
  await bruno.getByRole('button', { name: 'Accept the rematch' }).click();
  await expect(alice.getByRole('heading', { name: 'Who is this player?' })).toBeVisible({ timeout: 20_000 });
  await expect(bruno.getByRole('heading', { name: 'Who is this player?' })).toBeVisible({ timeout: 20_000 });
  // this time Bruno wins
  await Promise.all([playToResult(alice, 1), playToResult(bruno, 0)]);
  await expect(resultTitle(bruno)).toHaveText('You win!');
  await expect(resultTitle(alice)).toHaveText('You lose');
  expect((await savedPlayer(alice)).currencies).toMatchObject({ tickets: 8, moneys: 2600 });
  expect((await savedPlayer(bruno)).currencies).toMatchObject({ tickets: 8, moneys: 2600 });
  expect((await savedPlayer(alice)).stats).toMatchObject({ gamesPlayed: 2, wins: 1, losses: 1 });

  // A decline ends the next offer for both
  await bruno.getByRole('button', { name: 'Rematch' }).click();
  await expect(alice.getByText(/Bruno22 wants a rematch!/)).toBeVisible();
  await alice.getByRole('button', { name: 'No thanks' }).click();
  await expect(bruno.getByText('The rematch was declined.')).toBeVisible();
  await expect(alice.getByText('The rematch was declined.')).toBeVisible();
});

test('the host cancels while waiting and gets the ticket back; the code then says cancelled', async ({
  browser,
}) => {
  const alice = await newPlayer(browser, 'Carla33');
  const dan = await newPlayer(browser, 'Danny44');
  await alice.getByRole('link', { name: /Play a friend/ }).click();
  const codeText = (await alice.locator('.gg-friend-panel__code').textContent()) ?? '';
  expect((await savedPlayer(alice)).currencies.tickets).toBe(9);
  await alice.getByRole('button', { name: 'Cancel the duel' }).click();
  await expect(alice.locator('.gg-play-button')).toBeVisible();
  expect((await savedPlayer(alice)).currencies.tickets).toBe(10);
  await dan.goto(`/play/${codeText}`);
  await expect(dan.getByText('Your friend cancelled this duel. Ask for a new code.')).toBeVisible();
});
