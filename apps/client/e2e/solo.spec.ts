import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { cardFromFootballer, type Footballer } from '@goalguessr/game-core';

import { checkScreen, completeFirstRun, finishTutorial, patchSave, readSave } from './helpers';
import { pressPlay } from './match-helpers';

/**
 * With the service worker (playwright.config.ts blocks it elsewhere): the solo modes play offline from what
 * the service worker precached.
 */
test.use({ serviceWorkers: 'allow' });

/**
 * The solo modes as a new player meets them (issue 14): Endless and Adventure offline after the first visit,
 * on the footballer data chunk that the service worker keeps.
 */

const PLAYERS = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@goalguessr/footballers/data/players.json'), 'utf8'),
) as Footballer[];
const POSITION_NAMES: Record<string, Footballer['position']> = {
  Goalkeeper: 'GK',
  Defender: 'DF',
  Midfielder: 'MF',
  Forward: 'FW',
};
/** Workbox's default `maximumFileSizeToCacheInBytes`: the data chunk must stay below it to be precached. */
const WORKBOX_MAX_PRECACHE_BYTES = 2 * 1024 * 1024;

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * The option a football expert would pick: the one whose own card (game-core's card builder, the dataset is
 * public) fits every fact the scouting card shows so far — position and birth decade from the start (the exact
 * year, height and foot with the numbers, issue 23), then the World Cups, clubs and shirt numbers, the career
 * path — read off the screen like a player reads it. The clues arrive one stage at a time (issue 13): while more
 * than one option fits, it asks for the next clue, as a player who is unsure would.
 */
async function expertAnswer(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: 'Scouting card' });
  const fact = async (label: string): Promise<string | null> => {
    const row = card.locator('dt', { hasText: new RegExp(`^${label}$`) }).first();
    if ((await row.count()) === 0) return null;
    return (await row.locator('xpath=following-sibling::dd').innerText()).trim();
  };
  const ask = page.getByRole('button', { name: 'Show the next clue' });
  for (;;) {
    const born = (await fact('Born')) ?? '';
    const band = /^(\d{4})–(\d{4})$/.exec(born);
    const positionName = (await fact('Position')) ?? '';
    const height = await fact('Height');
    const stageOut = async (stage: string) =>
      (await card.locator(`[data-clue-stage="${stage}"].gg-scout__fact--hidden`).count()) === 0;
    const [cupsOut, clubsOut, numbersOut] = [
      await stageOut('world_cups'),
      await stageOut('clubs'),
      await stageOut('numbers'),
    ];
    const shown = async (selector: string): Promise<string> =>
      (await card.locator(selector).allInnerTexts())
        .map((line) => line.trim())
        .sort()
        .join('|');
    const cups = cupsOut ? await shown('.gg-scout__cups li') : null;
    const career = clubsOut ? await shown('.gg-scout__career li') : null;
    const options = await page.locator('.gg-options button:not([disabled])').allInnerTexts();
    const fits = (p: Footballer): boolean => {
      const own = cardFromFootballer(p);
      const year = own.birthYear;
      const ownCups = own.worldCups
        .map((w) =>
          [
            String(w.year),
            ...(clubsOut && w.club !== null ? [w.club] : []),
            ...(numbersOut && w.number !== null ? [`#${w.number}`] : []),
          ].join(' · '),
        )
        .sort()
        .join('|');
      const ownCareer = (own.career ?? [])
        .map((step) => `${step.club}${step.from !== null ? ` (${step.from})` : ''}`)
        .sort()
        .join('|');
      return (
        (band ? year >= Number(band[1]) && year <= Number(band[2]) : String(year) === born) &&
        p.position === POSITION_NAMES[positionName] &&
        (cups === null || ownCups === cups) &&
        (career === null || ownCareer === career) &&
        (height === null || `${own.heightCm ?? ''} cm` === height)
      );
    };
    const matches = options
      .map((text) => text.trim())
      .filter((name) => PLAYERS.some((p) => p.name === name && fits(p)));
    if (matches.length === 1 || !(await ask.isEnabled())) {
      expect(matches, `one option fits the card (born ${born}, ${positionName}, cups ${cups})`).toHaveLength(
        1,
      );
      return matches[0] ?? '';
    }
    await ask.click();
  }
}

/**
 * Moves the page's clock (page.clock, installed) on a second at a time, each step running the timers due in it,
 * until `target` shows: what the run does over half a minute of a player's waiting, in a few seconds, one state
 * after another (a step is far shorter than any state it waits for).
 */
async function runClockUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await page.clock.runFor(1_000);
        return target.isVisible();
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true);
}

async function openFromHome(page: Page, name: 'Endless' | 'Adventure'): Promise<void> {
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
}

test.describe.configure({ timeout: 180_000 });

test('Endless offline: the hurry-up warning, game over when full, retry, every power-up, game over', async ({
  page,
  context,
}) => {
  await completeFirstRun(page);
  await controlledByServiceWorker(page);
  // The data chunk is not part of the first load, yet the service worker precached it.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('footballers');
  const sw = await (await page.request.get('/sw.js')).text();
  const chunk = /assets\/[^"]*goalguessr-footballers[^"]*\.js/.exec(sw)?.[0];
  expect(chunk, 'the data chunk is in the precache list').toBeDefined();

  // The page's clock, faked from the next load on: it runs as the real one does, except where run 1 below moves
  // it on (the cards pile up on the clock for half a minute, then the full screen counts 10 s).
  await page.clock.install();
  await context.setOffline(true);
  await page.reload();
  const size = await page.evaluate(
    async (url) => (await (await fetch(url)).arrayBuffer()).byteLength,
    `/${chunk}`,
  );
  expect(size).toBeGreaterThan(100_000);
  expect(size).toBeLessThan(WORKBOX_MAX_PRECACHE_BYTES);

  await openFromHome(page, 'Endless');
  await expect(page).toHaveURL(/\/endless$/);
  await finishTutorial(page, 3);
  await expect(page.getByText('Solo modes cost no tickets and work offline.')).toBeVisible();
  const ticketsBefore = ((await readSave(page)).currencies as { tickets: number }).tickets;

  // Run 1: nobody answers; the cards pile up until the warning, then the full screen ends the run.
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Who is this player?' })).toBeVisible();
  await runClockUntilVisible(page, page.getByText('Hurry up!'));
  await expect(page.getByText('The screen is nearly full.')).toBeVisible();
  await runClockUntilVisible(page, page.getByText(/The screen is full: \d+ s left\./));
  await runClockUntilVisible(page, page.getByRole('heading', { name: 'Game over' }));
  await expect(page.getByText('The screen was full for 10 seconds.')).toBeVisible();

  // Run 2: Retry, a right answer, each power-up, then wrong answers until no life is left.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Who is this player?' })).toBeVisible();
  // The card opens with the profile only; the World Cups come out on the clock, 3 s later.
  const scout = page.getByRole('region', { name: 'Scouting card' });
  await expect(scout.locator('[data-clue-stage="world_cups"]')).toContainText('Hidden');
  await expect(scout.locator('[data-clue-stage="world_cups"]')).not.toContainText('Hidden', {
    timeout: 10_000,
  });
  await page.getByRole('button', { name: await expertAnswer(page), exact: true }).click();
  // 100 for the card plus 25 for each clue stage still hidden at the answer.
  await expect(page.getByText(/^Right! \+(100|125|150|175|200)$/)).toBeVisible();

  await page.getByRole('button', { name: 'Referee whistle (3 left)' }).click();
  await expect(page.getByText('(removed by the whistle)')).toHaveCount(1);
  await page.getByRole('button', { name: 'Energy drink (3 left)' }).click();
  await expect(page.getByRole('button', { name: 'Energy drink (2 left)' })).toBeVisible();
  await page.getByRole('button', { name: 'Golden shot (5 left)' }).click();
  await expect(page.getByText(/^Golden shot! It was /)).toBeVisible();
  await page.getByRole('button', { name: 'Cards (2 left)' }).click();
  await expect(page.getByRole('button', { name: 'Cards (1 left)' })).toBeVisible();
  const inventory = (await readSave(page)).inventory as { powerUps: { id: string; quantity: number }[] };
  expect(Object.fromEntries(inventory.powerUps.map((p) => [p.id, p.quantity]))).toEqual({
    golden_shot: 4,
    energy_drink: 2,
    whistle: 2,
  });

  for (let wrongAnswers = 0; wrongAnswers < 3; wrongAnswers++) {
    await expect(page.getByRole('heading', { name: 'Who is this player?' })).toBeVisible({ timeout: 15_000 });
    const right = await expertAnswer(page);
    const wrong = page.locator('.gg-options button:not([disabled])').filter({ hasNotText: right }).first();
    await wrong.click();
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.getByText('No lives left.')).toBeVisible();
  const figure = (label: string) =>
    page
      .locator('.gg-solo-figures > div')
      .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure('Score')).toHaveText(/^[1-9][\d,]*$/);
  await expect(figure('Best score')).toHaveText(/^[1-9][\d,]*$/);
  await expect(figure('Coins earned')).toHaveText('10');
  await expect(figure('XP earned')).toHaveText('10');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();

  const save = await readSave(page);
  expect((save.currencies as { tickets: number }).tickets).toBe(ticketsBefore);
  expect(save.solo).toMatchObject({
    totalGames: 2,
    totalCorrectAnswers: 2,
    totalIncorrectAnswers: 3,
    bestSeries: 2,
  });

  // The duel still needs the network and says so.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/');
  await pressPlay(page);
  await expect(page.getByText('Internet connection required').first()).toBeVisible();
  await context.setOffline(false);
});

test('Adventure: pass the first level offline, reload, find the stars and the next level open', async ({
  page,
  context,
}) => {
  await completeFirstRun(page);
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();

  await openFromHome(page, 'Adventure');
  await finishTutorial(page, 3);
  await expect(page.getByRole('button', { name: 'Western Europe, level 2, locked' })).toBeDisabled();
  await page.getByRole('button', { name: 'Western Europe, level 1, 0 of 3 stars' }).click();
  for (let question = 1; question <= 5; question++) {
    await expect(page.getByText(`Western Europe · Level 1 · Question ${question} of 5`)).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: await expertAnswer(page), exact: true }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Level passed!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('3 of 3 stars')).toBeAttached();

  // A reload on the map is a first navigation onto Adventure: the guard of spec §2 sends it Home.
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /^Adventure/ })).toBeVisible();
  const activity = await page.evaluate(() => window.localStorage.getItem('goalguessr.player.page-active'));
  expect(activity === null || !(JSON.parse(activity) as { isGamePageActive: boolean }).isGamePageActive).toBe(
    true,
  );

  await openFromHome(page, 'Adventure');
  await expect(page.getByRole('button', { name: 'Western Europe, level 1, 3 of 3 stars' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Western Europe, level 2, 0 of 3 stars' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Western Europe, level 3, locked' })).toBeDisabled();
  const save = await readSave(page);
  expect((save.solo as { stars: Record<string, number[]> }).stars['west-europe']).toEqual([3, 0, 0, 0, 0]);

  // The profile shows the solo figures beside the duel ones.
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Solo statistics' })).toContainText(
    'Western Europe (1 of 6)',
  );
  await context.setOffline(false);
});

/**
 * Brings every clue of the solo card out at once ("Show the next clue" until it is disabled), so no clue fades
 * in on its clock while axe checks the colours and the picture is taken.
 */
async function allCluesOut(page: Page): Promise<void> {
  const ask = page.locator('.gg-scout__ask');
  for (let i = 0; i < 5 && (await ask.isEnabled()); i++) await ask.click();
  await expect(ask).toBeDisabled();
  await expect(page.locator('.gg-scout__fact--hidden')).toHaveCount(0);
}

const VARIANTS = {
  light: { theme: 'light', language: 'en' },
  dark: { theme: 'dark', language: 'en' },
  ar: { theme: 'light', language: 'ar' },
} as const;

for (const [variant, settings] of Object.entries(VARIANTS)) {
  test(`the solo screens pass axe and are photographed (${variant})`, async ({ page }) => {
    await completeFirstRun(page);
    await patchSave(page, { settings });
    await expect(page.locator('html')).toHaveAttribute('dir', variant === 'ar' ? 'rtl' : 'ltr');
    await page.locator('a[href="/endless"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkScreen(page, 'endless-tutorial', variant);
    await patchSave(page, { tutorials: { endless_guide: true, adventure_guide: true } });
    await page.locator('a[href="/endless"]').click();
    await expect(page.locator('.gg-solo-intro')).toBeVisible();
    await checkScreen(page, 'endless-start', variant);
    await page.locator('.gg-solo-intro button').click();
    await expect(page.locator('.gg-play .gg-scout')).toBeVisible();
    await allCluesOut(page);
    await checkScreen(page, 'endless-run', variant);
    // Pause sits in the toolbar while a run is on.
    await page.locator('.gg-toolbar__end button:visible').click();
    await page.locator('.gg-solo-pause button').nth(1).click();
    await expect(page.locator('.gg-solo-over')).toBeVisible();
    await checkScreen(page, 'endless-game-over', variant);

    await page.goto('/');
    await page.locator('a[href="/adventure"]').click();
    await expect(page.locator('.gg-islands')).toBeVisible();
    await checkScreen(page, 'adventure-map', variant);
    await page.locator('.gg-level').first().click();
    await expect(page.locator('.gg-play .gg-scout')).toBeVisible();
    await allCluesOut(page);
    await checkScreen(page, 'adventure-level', variant);
  });
}
