import { Capacitor } from '@capacitor/core';

import type { MusicTrackId, SoundEffectId } from '@goalguessr/game-core';

import type { AudioOutput } from './audio';
import { afterLoadAndIdle } from './idle';

/** When the real output may be created: `start` is called once, at the chosen moment. */
export type AudioStartTrigger = (start: () => void) => () => void;

/**
 * On the web: at the player's first tap or key press. Browsers keep audio silent until then anyway, and
 * creating the audio context before it costs the first screen main-thread time for nothing.
 */
export const atFirstGesture: AudioStartTrigger = (start) => {
  const gestures = ['pointerdown', 'keydown'] as const;
  const fire = (): void => {
    cancel();
    start();
  };
  const cancel = (): void => {
    for (const name of gestures) window.removeEventListener(name, fire, true);
  };
  for (const name of gestures) window.addEventListener(name, fire, true);
  return cancel;
};

/**
 * In the native apps, which may play music before any tap: once the page has loaded and the browser is idle,
 * or at the first tap or key press if that comes first.
 */
export const afterLoadOrFirstGesture: AudioStartTrigger = (start) => {
  let done = false;
  const fire = (): void => {
    if (done) return;
    done = true;
    cancel();
    start();
  };
  const stopGesture = atFirstGesture(fire);
  const stopIdle = afterLoadAndIdle(fire);
  const cancel = (): void => {
    stopGesture();
    stopIdle();
  };
  return () => {
    done = true;
    cancel();
  };
};

/** howler's module (about 40 KB), fetched once: its output's constructor. */
let howler: Promise<() => AudioOutput> | null = null;
const importHowler = (): Promise<() => AudioOutput> =>
  (howler ??= import('./audio').then((audio) => audio.createHowlerOutput));

/**
 * Effects kept between the trigger and the output being ready: every cue asked for after the first tap plays
 * (the script is usually fetched already, so this lasts milliseconds); the bound only guards a load that hangs.
 */
const MAX_QUEUED_EFFECTS = 32;

/**
 * An audio output that creates the real one (howler, about 40 KB of script, its audio context and the
 * effects it preloads) only when `trigger` says so (web: the first tap; native: once loaded), so the first
 * screen never shares the network or the main thread with sounds it cannot play yet. Until then it remembers
 * the music asked for (started then, paused if it was paused); effects asked for before the trigger are
 * dropped (they could not sound), those asked for from the triggering tap on play as soon as the output is
 * ready. Create one per page (feedback.ts shares it): each one waits for a first tap of its own.
 */
export function createDeferredAudioOutput(
  load: () => Promise<AudioOutput> = () => importHowler().then((create) => create()),
  trigger: AudioStartTrigger = Capacitor.isNativePlatform() ? afterLoadOrFirstGesture : atFirstGesture,
  // The script alone is fetched once the page is idle, so the first tap creates the output at once instead
  // of waiting for the network (and the tap's work does not land seconds later, in the middle of a screen).
  prefetch: () => void = () => afterLoadAndIdle(() => void importHowler().catch(() => undefined)),
): AudioOutput {
  let real: AudioOutput | null = null;
  let music: { id: MusicTrackId; paused: boolean } | null = null;
  /** null until the trigger fires; then the effects waiting for the output */
  let queued: SoundEffectId[] | null = null;

  prefetch();
  trigger(() => {
    queued = [];
    load()
      .then((output) => {
        real = output;
        if (music) {
          output.startMusic(music.id);
          if (music.paused) output.pauseMusic();
        }
        for (const id of queued ?? []) output.playEffect(id);
        queued = [];
      })
      // Spec §8: audio failures are only logged; the game stays silent.
      .catch((error: unknown) => console.warn('Audio failed to start', error));
  });

  return {
    playEffect: (id) => {
      if (real) real.playEffect(id);
      else if (queued && queued.length < MAX_QUEUED_EFFECTS) queued.push(id);
    },
    stopEffects: () => {
      if (queued) queued = [];
      real?.stopEffects();
    },
    startMusic: (id) => {
      music = { id, paused: false };
      real?.startMusic(id);
    },
    pauseMusic: () => {
      if (music) music.paused = true;
      real?.pauseMusic();
    },
    resumeMusic: () => {
      if (music) music.paused = false;
      real?.resumeMusic();
    },
    stopMusic: () => {
      music = null;
      real?.stopMusic();
    },
  };
}
