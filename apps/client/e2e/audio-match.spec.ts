import { expect, test } from '@playwright/test';

import { musicPlaying, played, recordPlays } from './audio-helpers';
import { completeFirstRun } from './helpers';
import { playToResult, pressPlay, resultTitle, setPowerUps, startMatchServer } from './match-helpers';

/** With full motion (the suite's default is reduced motion): the coin cue plays when the count-up lands. */
test.use({ reducedMotion: 'no-preference' });

test('a bot match sounds as a player expects: lobby and match music, card, answers, power-up, result', async ({
  page,
}) => {
  const server = await startMatchServer(500);
  try {
    await recordPlays(page);
    await completeFirstRun(page, 'Sonic77');
    await setPowerUps(page, { whistle: 1 });
    await played(page);

    await pressPlay(page);
    await expect(page.getByText('Question 1 of 5')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: /^Referee whistle/ }).click();
    await expect(page.locator('.gg-option--removed')).toHaveCount(1);
    // The e2e server lists the right answer first.
    await page.locator('.gg-options .gg-option').nth(0).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    const firstRound = await played(page);
    expect(firstRound).toEqual(
      expect.arrayContaining([
        '/sounds/carton_game_song_2.mp3',
        '/sounds/success.mp3',
        '/sounds/ding.mp3',
        '/sounds/powerup_use.mp3',
        '/sounds/correct_effect.mp3',
      ]),
    );
    // One match theme (howler records a second play() call for a track that was still loading).
    expect(new Set(firstRound.filter((s) => /game_theme[12]/.test(s))).size).toBe(1);

    await expect(page.getByText('Question 2 of 5')).toBeVisible({ timeout: 15_000 });
    await page.locator('.gg-options .gg-option').nth(1).click();
    await expect(page.locator('.gg-reveal')).toBeVisible();
    expect(await played(page)).toContain('/sounds/plop.mp3');

    await playToResult(page, 0, 3);
    await expect(resultTitle(page)).toBeVisible();
    const end = await played(page);
    expect(end).toContain('/sounds/correct_effect_2.mp3');
    // The result: won, lost or drawn, or a new level, which outranks it.
    const resultSounds = ['win_game', 'lose', 'ding', 'won_sound'].map((id) => `/sounds/${id}.mp3`);
    expect(end.some((s) => resultSounds.includes(s))).toBe(true);
    // The result silences the match theme so its jingle is heard.
    await expect.poll(() => musicPlaying(page, 'game_theme')).toBe(false);
  } finally {
    await server.stop();
  }
});
