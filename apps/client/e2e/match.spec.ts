import { expect, test, type Browser, type Page } from '@playwright/test';
import { RECONNECTION_WINDOW_MS } from '@goalguessr/game-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  GAME_KEYS,
  checkScreen,
  completeFirstRun,
  gameStorageKeys,
  patchSave,
  returningPlayer,
} from './helpers';
import {
  matchPort,
  playToResult,
  playersClosedAfterEach,
  pressPlay,
  resultTitle,
  savedPlayer,
  setPowerUps,
  startMatchServer,
  type MatchServer,
} from './match-helpers';

/**
 * Matches against the real match server (started here on a loopback port; the e2e launcher lists each
 * question's correct answer first so outcomes can be steered). Rookie Cup: fee 1 ticket, win 100 coins,
 * draw 40, loss 0; a player fresh from the first run has 2500 coins and 10 tickets.
 */
test.describe.configure({ mode: 'serial' });

const openPlayer = playersClosedAfterEach();

/**
 * A player just through the first run: the storage a real first run left (returningPlayer; first-run.spec.ts
 * covers the first run itself), so each of these players costs one page load, not the whole first run.
 */
function newPlayer(browser: Browser, name: string): Promise<Page> {
  return openPlayer(browser, (page) => returningPlayer(page, name));
}

test.describe('two players', () => {
  let server: MatchServer;
  test.beforeAll(async () => {
    // No bot: the two browsers must find each other. No test here waits for a round to time out, so rounds are
    // long: an axe pass of one page on a loaded machine must not run the other player out of time.
    server = await startMatchServer(600_000, { roundDurationMs: 40_000 });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('find each other, play to a win and a loss, and each saves the right rewards', async ({ browser }) => {
    const startedMs = Date.now();
    const alice = await newPlayer(browser, 'Alice10');
    const bruno = await newPlayer(browser, 'Bruno22');

    await pressPlay(alice);
    await expect(alice.getByRole('heading', { name: 'Searching for a player…' })).toBeVisible();
    await expect(alice.getByText('Tip 1 of 5')).toBeVisible();
    await expect(alice.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await checkScreen(alice, 'match', 'matchmaking');

    await pressPlay(bruno);
    await expect(alice.getByRole('heading', { name: 'Who is this player?' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(bruno.getByRole('heading', { name: 'Who is this player?' })).toBeVisible();
    await expect(alice.locator('.gg-score').getByText('Bruno22')).toBeVisible();
    await expect(alice.getByRole('progressbar', { name: 'Time left' })).toBeVisible();
    await expect(alice.locator('.gg-scout svg[role="img"]')).toBeVisible();
    await checkScreen(alice, 'match', 'question');

    // Round 1 by hand: Alice answers first (right) and sees her reveal while Bruno still thinks; Bruno sees
    // that she answered, then answers wrong; both see the same correct name.
    await alice.locator('.gg-option').nth(0).click();
    await expect(alice.getByText('Correct!')).toBeVisible();
    // Points per round (issue 23): her right answer lands as "+N" on her reveal (200 at the opening stage, down to
    // 100 once the nation is out) and beside her side of the score.
    const gain = Number(((await alice.locator('.gg-reveal__points').textContent()) ?? '').replace(/\D/g, ''));
    expect(gain).toBeGreaterThanOrEqual(100);
    expect(gain).toBeLessThanOrEqual(200);
    await expect(alice.locator('.gg-score__side--me .gg-score__gain')).toHaveText(`+${gain}`);
    await expect(alice.getByText('Waiting for Bruno22…')).toBeVisible();
    await expect(bruno.locator('.gg-score__status--done')).toHaveText('Answered');
    await checkScreen(alice, 'match', 'reveal');
    await bruno.locator('.gg-option').nth(1).click();
    await expect(bruno.getByText('Wrong!')).toBeVisible();
    const answer = (await alice.getByText(/^The answer: /).textContent()) ?? '';
    await expect(bruno.getByText(/^The answer: /)).toHaveText(answer);
    await expect(alice.getByText(/^Bruno22 was wrong: /)).toBeVisible();
    // Once the round is over, both scores read her N pts (the running points) and his 0.
    await expect(alice.locator('.gg-score__side--me .gg-score__points')).toContainText(`${gain} pts`);
    await expect(bruno.locator('.gg-score__side:not(.gg-score__side--me) .gg-score__points')).toContainText(
      `${gain} pts`,
    );
    await expect(bruno.locator('.gg-score__side--me .gg-score__points')).toHaveText('0 pts');

    // Round 2: Alice right again, so Bruno is warned before round 3 that she may end the match.
    await expect(alice.getByText('Question 2 of 5')).toBeVisible();
    await alice.locator('.gg-option').nth(0).click();
    await expect(bruno.getByText('Question 2 of 5')).toBeVisible();
    await bruno.locator('.gg-option').nth(1).click();
    await expect(bruno.getByText('Question 3 of 5')).toBeVisible();
    await expect(bruno.getByRole('alert')).toHaveText(
      'Watch out: your opponent may end the match this round!',
    );

    await Promise.all([playToResult(alice, 0, 3), playToResult(bruno, 1, 3)]);
    await expect(resultTitle(alice)).toHaveText('You win!');
    await expect(resultTitle(bruno)).toHaveText('You lose');
    // 3–0 with two rounds left cannot be caught: decided early.
    await expect(alice.getByText('The match was decided early.')).toBeVisible();
    await expect(alice.locator('.gg-result__score-line strong')).toHaveText('3 – 0');
    await expect(alice.locator('.gg-result__rewards')).toContainText('+100');
    await expect(bruno.locator('.gg-result__rewards')).toContainText('+0');
    await expect(alice.locator('.gg-review__round')).toHaveCount(3);
    // The result gives each round's points and the running total: round 1's "+N", all of them on the points line
    // (at least 100 a round for three right answers), the same two numbers on Bruno's screen the other way round.
    await expect(alice.locator('.gg-review__round').first()).toContainText(`+${gain}`);
    const total = Number(
      /^Points: (\d+) – 0$/.exec(
        (await alice.locator('.gg-result__points .gg-visually-hidden').textContent()) ?? '',
      )?.[1],
    );
    expect(total).toBeGreaterThanOrEqual(gain + 200);
    await expect(bruno.locator('.gg-result__points .gg-visually-hidden')).toHaveText(`Points: 0 – ${total}`);
    await checkScreen(alice, 'match', 'result-win');
    await checkScreen(bruno, 'match', 'result-lose');

    const a = await savedPlayer(alice);
    const b = await savedPlayer(bruno);
    expect(a.currencies).toMatchObject({ moneys: 2600, tickets: 9 });
    expect(a.stats).toMatchObject({ gamesPlayed: 1, wins: 1, losses: 0, totalCorrectAnswers: 3 });
    expect(b.currencies).toMatchObject({ moneys: 2500, tickets: 9 });
    expect(b.stats).toMatchObject({ gamesPlayed: 1, wins: 0, losses: 1, totalCorrectAnswers: 0 });
    expect(a.recentPlayerIds).toHaveLength(3);

    // Saved once: a reload of Home does not apply the result again.
    await alice.getByRole('button', { name: 'Home' }).click();
    await alice.reload();
    expect((await savedPlayer(alice)).stats.gamesPlayed).toBe(1);
    // The open match and everything else of the game live in two keys only.
    expect(await gameStorageKeys(alice)).toEqual(GAME_KEYS);
    expect(await gameStorageKeys(bruno)).toEqual(GAME_KEYS);
    console.log(`two-player match e2e: ${Date.now() - startedMs} ms`);
  });

  // Both right every round would be a draw only if both answered with as many clues out (points break a tie of
  // correct answers, issue 23); both wrong every round is a draw whatever the timing: 0–0 and 0 points each.
  test('a draw on equal correct answers and equal points', async ({ browser }) => {
    const carla = await newPlayer(browser, 'Carla7');
    const dario = await newPlayer(browser, 'Dario8');
    await pressPlay(carla);
    await expect(carla.getByRole('heading', { name: 'Searching for a player…' })).toBeVisible();
    await pressPlay(dario);
    await Promise.all([playToResult(carla, 1), playToResult(dario, 1)]);
    await expect(resultTitle(carla)).toHaveText('Draw');
    await expect(resultTitle(dario)).toHaveText('Draw');
    await expect(carla.locator('.gg-result__score-line strong')).toHaveText('0 – 0');
    await expect(carla.locator('.gg-result__rewards')).toContainText('+40');
    await expect(carla.locator('.gg-review__round')).toHaveCount(5);
    await checkScreen(carla, 'match', 'result-draw');
    expect((await savedPlayer(carla)).stats).toMatchObject({ gamesPlayed: 1, draws: 1 });
  });

  test('cancel while searching gives the ticket back', async ({ browser }) => {
    const eva = await newPlayer(browser, 'Eva2000');
    await pressPlay(eva);
    await expect(eva.getByRole('heading', { name: 'Searching for a player…' })).toBeVisible();
    expect((await savedPlayer(eva)).currencies.tickets).toBe(9);
    await eva.getByRole('button', { name: 'Cancel' }).click();
    await expect(eva.locator('.gg-play-button')).toBeVisible();
    expect((await savedPlayer(eva)).currencies.tickets).toBe(10);
  });

  test('offline: "Internet connection required", no ticket taken, then Try again finds a match', async ({
    browser,
  }) => {
    // Through the whole first run, as before: a returning player's page, offline at once after its first load,
    // stayed on "Getting your Rookie Cup match ready…" after Try again (seen once; the network check's plugin
    // chunk was likely still loading when the network went). The check now gives up on the plugin after
    // NETWORK_STATUS_TIMEOUT_MS (src/platform/network.ts, its unit test), but the hang was never reproduced.
    const gus = await openPlayer(browser, (page) => completeFirstRun(page, 'GusGus'));
    await gus.context().setOffline(true);
    await pressPlay(gus);
    await expect(gus.getByRole('heading', { name: 'Internet connection required' })).toBeVisible();
    expect((await savedPlayer(gus)).currencies.tickets).toBe(10);
    await gus.context().setOffline(false);
    await gus.getByRole('button', { name: 'Try again' }).click();
    await expect(gus.getByRole('heading', { name: 'Searching for a player…' })).toBeVisible();
    expect((await savedPlayer(gus)).currencies.tickets).toBe(9);
    await gus.getByRole('button', { name: 'Cancel' }).click();
    await expect(gus.locator('.gg-play-button')).toBeVisible();
    expect((await savedPlayer(gus)).currencies.tickets).toBe(10);
  });

  test('not enough tickets: no match, the spec message', async ({ browser }) => {
    const fay = await newPlayer(browser, 'FayFay');
    await patchSave(fay, { currencies: { tickets: 0 } });
    await pressPlay(fay);
    await expect(fay.getByText('You need more tickets to play.')).toBeVisible();
    await expect(fay.getByRole('heading', { name: 'Searching for a player…' })).toHaveCount(0);
    expect((await savedPlayer(fay)).currencies.tickets).toBe(0);
  });
});

test.describe('against the bot', () => {
  let server: MatchServer;
  test.beforeAll(async () => {
    server = await startMatchServer(800);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('a bot match with power-ups, the pause menu and "Not enough power-ups!"', async ({ browser }) => {
    const startedMs = Date.now();
    const gil = await newPlayer(browser, 'GilGil');
    await setPowerUps(gil, { whistle: 1 });
    await pressPlay(gil);
    await expect(gil.locator('.gg-player-badge__tag').filter({ hasText: 'Bot' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(gil.getByText('No one was free, so you play against a computer player.')).toBeVisible();

    // Round 1: whistle (greys out one wrong option), then answer.
    await expect(gil.getByText('Question 1 of 5')).toBeVisible({ timeout: 15_000 });
    await expect(gil.locator('.gg-score__side').last().locator('.gg-score__name')).toHaveText('Bot · Rookie');
    await gil.getByRole('button', { name: /^Referee whistle/ }).click();
    await expect(gil.locator('.gg-option--removed')).toHaveCount(1);
    await expect(gil.getByRole('button', { name: 'Referee whistle (0 left)' })).toBeVisible();
    await gil.getByRole('button', { name: 'Pause' }).click();
    await expect(gil.getByText('The match clock keeps running while this menu is open.')).toBeVisible();
    await checkScreen(gil, 'match', 'pause');
    await gil.getByRole('button', { name: 'Resume' }).click();
    await gil.locator('.gg-option').nth(0).click();
    await expect(gil.getByText('Correct!')).toBeVisible();

    // Round 2: whistle again → none left; energy drink adds time.
    await expect(gil.getByText('Question 2 of 5')).toBeVisible({ timeout: 15_000 });
    await gil.getByRole('button', { name: /^Referee whistle/ }).click();
    await expect(gil.getByRole('alert').filter({ hasText: 'Not enough power-ups!' })).toBeVisible();
    await gil.getByRole('button', { name: /^Energy drink/ }).click();
    await expect(gil.getByRole('button', { name: 'Energy drink (2 left)' })).toBeVisible();
    await gil.locator('.gg-option').nth(0).click();

    // Round 3: golden shot scores the round.
    await expect(gil.getByText('Question 3 of 5').or(resultTitle(gil))).toBeVisible({ timeout: 15_000 });
    if (await gil.getByText('Question 3 of 5').isVisible()) {
      await gil.getByRole('button', { name: /^Golden shot/ }).click();
      await expect(gil.getByText('Golden shot! The round is yours.')).toBeVisible();
    }
    await playToResult(gil, 0, 4);
    // Every answer right: a win, or — against a bot as perfect, with fewer points (a golden shot scores less than
    // a quick answer, and the pause cost round 1 its early clues) — a loss on points, which the result then says.
    await expect(resultTitle(gil)).toHaveText(/You win!|Draw|You lose/);
    if ((await resultTitle(gil).textContent()) === 'You lose') {
      await expect(gil.getByText('Equal right answers: the points decided it.')).toBeVisible();
    }
    const saved = await savedPlayer(gil);
    const count = (id: string) => saved.inventory.powerUps.find((p) => p.id === id)?.quantity;
    expect(count('whistle')).toBe(0);
    expect(count('energy_drink')).toBe(2);
    expect(count('golden_shot')).toBe(4);
    expect(saved.stats.gamesPlayed).toBe(1);
    console.log(`bot match e2e: ${Date.now() - startedMs} ms`);
  });

  test('a cut connection shows "Connection lost" and the match resumes', async ({ browser }) => {
    const hana = await newPlayer(browser, 'HanaH');
    await pressPlay(hana);
    await expect(hana.getByText('Question 1 of 5')).toBeVisible({ timeout: 30_000 });

    // The network goes away: no new connection can be made, and the open socket dies.
    await hana.context().setOffline(true);
    server.cutConnections();
    await expect(hana.getByRole('alertdialog', { name: 'Connection lost' })).toBeVisible();
    await expect(hana.getByText(/Reconnecting… The match is lost if you are not back within/)).toBeVisible();
    await hana.context().setOffline(false);
    await expect(hana.getByRole('alertdialog', { name: 'Connection lost' })).toHaveCount(0, {
      timeout: 15_000,
    });
    const roundText =
      (await hana
        .locator('h1:visible')
        .filter({ hasText: /Question \d/ })
        .textContent()) ?? '';
    await playToResult(hana, 0, Number(/Question (\d)/.exec(roundText)?.[1] ?? 1));
    await expect(resultTitle(hana)).toHaveText(/You win!|Draw/);
    expect((await savedPlayer(hana)).stats.gamesPlayed).toBe(1);
  });

  test('a connection that stays away past the window ends in an honest forfeit', async ({ browser }) => {
    const kai = await newPlayer(browser, 'KaiKai');
    await pressPlay(kai);
    await expect(kai.getByText('Question 1 of 5')).toBeVisible({ timeout: 30_000 });
    await kai.context().setOffline(true);
    server.cutConnections();
    await expect(kai.getByRole('alertdialog', { name: 'Connection lost' })).toBeVisible();
    // The network stays away past the server's window: the app stops asking for the seat and cannot ask the
    // server how the match ended either, so it is pending — nothing counted yet (issue 25).
    await expect(kai.getByRole('heading', { name: 'Result pending' })).toBeVisible({
      timeout: RECONNECTION_WINDOW_MS + 6_000,
    });
    expect((await savedPlayer(kai)).stats.gamesPlayed).toBe(0);
    // Back online: the server recorded the forfeit, so it is "Match lost".
    await kai.context().setOffline(false);
    await kai.getByRole('button', { name: 'Check again' }).click();
    await expect(kai.getByRole('heading', { name: 'Match lost' })).toBeVisible({ timeout: 10_000 });
    await expect(
      kai.getByText('Your connection did not come back in time, so the match counts as a loss.'),
    ).toBeVisible();
    const saved = await savedPlayer(kai);
    expect(saved.stats).toMatchObject({ gamesPlayed: 1, losses: 1 });
    expect(saved.currencies.tickets).toBe(9);
  });

  test('restart from the pause menu forfeits after a confirmation and queues again', async ({ browser }) => {
    const lia = await newPlayer(browser, 'LiaLia');
    await pressPlay(lia);
    await expect(lia.getByText('Question 1 of 5')).toBeVisible({ timeout: 30_000 });
    await lia.getByRole('button', { name: 'Pause' }).click();
    await lia.getByRole('button', { name: 'Restart' }).click();
    await expect(lia.getByRole('dialog', { name: 'Restart the match?' })).toBeVisible();
    await lia.getByRole('button', { name: 'Keep playing' }).click();
    await lia.getByRole('button', { name: 'Restart' }).click();
    await lia.getByRole('button', { name: 'Lose and restart' }).click();
    await expect(lia.getByText('Question 1 of 5')).toBeVisible({ timeout: 30_000 });
    const saved = await savedPlayer(lia);
    expect(saved.stats).toMatchObject({ gamesPlayed: 1, losses: 1 });
    expect(saved.currencies.tickets).toBe(8);
  });

  test('a match left longer than the 5-minute refresh rule is a loss at the next start, and the player is told', async ({
    browser,
  }) => {
    const ines = await newPlayer(browser, 'InesIn');
    await pressPlay(ines);
    await expect(ines.getByText('Question 1 of 5')).toBeVisible({ timeout: 15_000 });
    expect((await savedPlayer(ines)).currencies.tickets).toBe(9);
    // The tab closes; it is opened again 6 minutes later (the game page's last activity moved back so). By then
    // the server's window has long passed and it recorded the forfeit: wait for that here (its window is 12 s),
    // as the start-up asks the server how the match ended (issue 25).
    const { identity, openMatch } = JSON.parse(
      (await ines.evaluate(() => window.localStorage.getItem('goalguessr.player'))) ?? '{}',
    ) as { identity: { playerId: string; secret: string }; openMatch: { matchId: string } };
    const context = ines.context();
    await ines.close();
    await expect
      .poll(
        async () => {
          const response = await fetch(`http://127.0.0.1:${matchPort()}/api/match/ending`, {
            method: 'POST',
            body: JSON.stringify({ ...identity, roomId: openMatch.matchId }),
          });
          return ((await response.json()) as { ending?: string }).ending;
        },
        { timeout: RECONNECTION_WINDOW_MS + 10_000, intervals: [1_000] },
      )
      .toBe('forfeit');
    const later = await context.newPage();
    await later.goto('/manifest.webmanifest');
    await later.evaluate(() => {
      const ui = JSON.parse(window.localStorage.getItem('goalguessr.ui') ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem(
        'goalguessr.ui',
        JSON.stringify({ ...ui, isGamePageActive: true, lastActiveTime: Date.now() - 6 * 60_000 }),
      );
    });
    await later.goto('/');
    await expect(later.locator('.gg-play-button')).toBeVisible();
    await expect(later.getByRole('heading', { name: 'Who is this player?' })).toHaveCount(0);
    const saved = await savedPlayer(later);
    expect(saved.currencies.tickets).toBe(9);
    // The abandoned match counts as the forfeit the server recorded, and the player is told so.
    expect(saved.stats).toMatchObject({ gamesPlayed: 1, losses: 1 });
    await expect(later.getByRole('status').filter({ hasText: 'It counted as a loss.' })).toBeVisible();
    await later.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(later.getByText('It counted as a loss.')).toHaveCount(0);
    expect(await gameStorageKeys(later)).toEqual(GAME_KEYS);
  });

  test('the server stopping mid-match voids it and gives the ticket back', async ({ browser }) => {
    const jon = await newPlayer(browser, 'JonJon');
    await pressPlay(jon);
    await expect(jon.getByText('Question 1 of 5')).toBeVisible({ timeout: 15_000 });
    expect((await savedPlayer(jon)).currencies.tickets).toBe(9);
    await server.stop();
    await expect(jon.getByRole('heading', { name: 'Match cancelled' })).toBeVisible({ timeout: 15_000 });
    await expect(jon.getByText(/your entry fee was given back/)).toBeVisible();
    const saved = await savedPlayer(jon);
    expect(saved.currencies.tickets).toBe(10);
    expect(saved.stats.gamesPlayed).toBe(0);
  });
});

test.describe('server crash', () => {
  let server: MatchServer;
  // the server's database outlives a crash: the restarted server reads the same file
  const databaseEnv = () => ({
    DATABASE_FILE: path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '..',
      'test-results',
      `crash-database-${matchPort()}-${process.pid}.sqlite`,
    ),
  });
  test.beforeAll(async () => {
    server = await startMatchServer(800, {}, databaseEnv());
  });
  test.afterAll(async () => {
    await server.stop();
  });

  // A server fault never takes a match away (issue 25): a device that cannot get back into its seat asks the
  // server how the match ended; a crashed server cannot answer (pending, nothing counted), and once back it has
  // no ending for a match it died in: void, the fee back. (Before, this match was lost.)
  test('a crashed server (no void from it): pending while it is down, then void and the fee back', async ({
    browser,
  }) => {
    // the match server starts twice here (tsx compiling it took up to 90 s at load 12): room for both starts
    test.setTimeout(300_000);
    const max = await newPlayer(browser, 'MaxMax');
    await pressPlay(max);
    await expect(max.getByText('Question 1 of 5')).toBeVisible({ timeout: 15_000 });
    await server.crash();
    await expect(max.getByRole('alertdialog', { name: 'Connection lost' })).toBeVisible();
    await expect(max.getByRole('heading', { name: 'Result pending' })).toBeVisible({
      timeout: RECONNECTION_WINDOW_MS + 10_000,
    });
    const pending = await savedPlayer(max);
    expect(pending.currencies.tickets).toBe(9);
    expect(pending.stats).toMatchObject({ gamesPlayed: 0, losses: 0 });
    server = await startMatchServer(800, {}, databaseEnv());
    await max.getByRole('button', { name: 'Check again' }).click();
    await expect(max.getByRole('heading', { name: 'Match cancelled' })).toBeVisible({ timeout: 15_000 });
    const saved = await savedPlayer(max);
    expect(saved.currencies.tickets).toBe(10);
    expect(saved.stats).toMatchObject({ gamesPlayed: 0, losses: 0 });
  });
});
