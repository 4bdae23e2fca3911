import { expect, test } from '@playwright/test';

import { MUSIC_TRACK_IDS, SOUND_EFFECT_IDS } from '@goalguessr/game-core';
import { MUSIC_LOOPS } from '../src/platform/music-loops';
import { musicPlaying, played, recordPlays } from './audio-helpers';
import { completeFirstRun, readSave } from './helpers';

test('every effect and music track is served from /sounds/ and decodes, with sound in it', async ({
  page,
}) => {
  await page.goto('/');
  const ids = [...SOUND_EFFECT_IDS, ...MUSIC_TRACK_IDS];
  const decoded = await page.evaluate(async (names) => {
    const context = new OfflineAudioContext(1, 1, 44_100);
    const out: {
      id: string;
      type: string;
      bytes: number;
      seconds: number;
      peak: number;
      primingRms: number;
      openingRms: number;
    }[] = [];
    for (const id of names) {
      const response = await fetch(`/sounds/${id}.mp3`);
      const data = await response.arrayBuffer();
      const audio = await context.decodeAudioData(data);
      const samples = audio.getChannelData(0);
      let peak = 0;
      for (const s of samples) peak = Math.max(peak, Math.abs(s));
      const rms = (fromMs: number, toMs: number) => {
        const from = Math.round((fromMs / 1000) * audio.sampleRate);
        const to = Math.round((toMs / 1000) * audio.sampleRate);
        let sum = 0;
        for (let i = from; i < to; i += 1) sum += (samples[i] ?? 0) ** 2;
        return Math.sqrt(sum / Math.max(1, to - from));
      };
      out.push({
        id,
        type: response.headers.get('content-type') ?? '',
        bytes: data.byteLength,
        seconds: audio.duration,
        peak,
        // MP3 priming (before the loop region) versus the first 100 ms of music.
        primingRms: rms(0, 20),
        openingRms: rms(55, 155),
      });
    }
    return out;
  }, ids);
  expect(decoded).toHaveLength(24);
  for (const sound of decoded) {
    expect(sound.type, sound.id).toContain('audio/mpeg');
    expect(sound.peak, `${sound.id} is not silent`).toBeGreaterThan(0.2);
    if ((MUSIC_TRACK_IDS as readonly string[]).includes(sound.id)) {
      expect(sound.seconds, sound.id).toBeGreaterThan(10);
      // The loop region played by howler starts where the music does and fits inside the decoded file.
      const loop = MUSIC_LOOPS[sound.id as keyof typeof MUSIC_LOOPS];
      // (The exact offset, 1105 samples, was measured by cross-correlating the decoded file with the source.)
      expect(sound.primingRms, sound.id).toBeLessThan(0.001);
      expect(sound.openingRms, sound.id).toBeGreaterThan(0.02);
      expect(loop.startMs, sound.id).toBeGreaterThan(20);
      expect((loop.startMs + loop.durationMs) / 1000, sound.id).toBeLessThanOrEqual(sound.seconds);
      expect(sound.bytes, sound.id).toBeLessThan(150_000);
    } else {
      expect(sound.seconds, sound.id).toBeLessThan(2);
      expect(sound.bytes, sound.id).toBeLessThan(20_000);
    }
  }
});

test('taps sound, menu music plays, and the toggles stop them at once and persist', async ({ page }) => {
  await recordPlays(page);
  await completeFirstRun(page);
  // The first run: the language radio selects, buttons tap, the tutorial pops in and its pages swipe.
  expect(await played(page)).toEqual(
    expect.arrayContaining([
      '/sounds/select.mp3',
      '/sounds/click_sound.mp3',
      '/sounds/pop.mp3',
      '/sounds/swipe.mp3',
    ]),
  );
  await expect.poll(() => musicPlaying(page, 'goalguessrmusic')).toBe(true);

  await page.getByRole('link', { name: 'Settings' }).click();
  const music = page.getByRole('switch', { name: 'Music' });
  const sound = page.getByRole('switch', { name: 'Sound effects' });
  await music.click();
  await expect(music).toHaveAttribute('aria-checked', 'false');
  await expect.poll(() => musicPlaying(page, 'goalguessrmusic')).toBe(false);

  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  await played(page);
  await page.getByRole('radio', { name: 'Dark' }).click();
  expect(await played(page)).toEqual([]);

  const settings = (await readSave(page)).settings as Record<string, unknown>;
  expect(settings).toMatchObject({ soundEnabled: false, musicEnabled: false });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Music' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Sound effects' })).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('switch', { name: 'Sound effects' }).click();
  await page.getByRole('radio', { name: 'Light' }).click();
  expect(await played(page)).toContain('/sounds/select.mp3');
  await page.getByRole('switch', { name: 'Music' }).click();
  await expect.poll(() => musicPlaying(page, 'goalguessrmusic')).toBe(true);
});

test('a sound that cannot be decoded is logged, never shown, and the app carries on', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/sounds/coin.mp3', (route) =>
    route.fulfill({ status: 200, contentType: 'audio/mpeg', body: 'this is not audio' }),
  );
  await completeFirstRun(page);
  await expect.poll(() => warnings.some((w) => w.includes('Audio load failed for coin'))).toBe(true);
  await expect(page.getByText(/audio|decod/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
});
