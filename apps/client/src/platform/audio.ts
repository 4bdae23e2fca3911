import { Howl, Howler } from 'howler';

import { MUSIC_GAIN, SOUND_EFFECT_IDS, type MusicTrackId, type SoundEffectId } from '@goalguessr/game-core';

import { MUSIC_LOOPS } from './music-loops';

/** The sprite name of a music track's loop region. */
const LOOP = 'loop';

/**
 * What the audio service needs from a sound device. The app uses howler (Web Audio); tests use a recorder.
 * Every method is fire-and-forget: a file that cannot be loaded or decoded is logged, never thrown.
 */
export interface AudioOutput {
  /** Plays one effect from the start. */
  playEffect(id: SoundEffectId): void;
  /** Stops every effect still sounding (sound turned off). */
  stopEffects(): void;
  /** Starts `id` looping at the music gain, replacing any other track. */
  startMusic(id: MusicTrackId): void;
  /** Pauses the current track where it is (app hidden). */
  pauseMusic(): void;
  /** Continues a paused track. */
  resumeMusic(): void;
  /** Stops and forgets the current track. */
  stopMusic(): void;
}

/** Used where Web Audio is missing. */
const SILENT_OUTPUT: AudioOutput = {
  playEffect: () => undefined,
  stopEffects: () => undefined,
  startMusic: () => undefined,
  pauseMusic: () => undefined,
  resumeMusic: () => undefined,
  stopMusic: () => undefined,
};

/** Where the generated files are served (spec §7: static paths under /sounds/). */
function soundUrl(id: SoundEffectId | MusicTrackId): string {
  return `${import.meta.env.BASE_URL}sounds/${id}.mp3`;
}

function logFailure(what: string, id: string) {
  return (_soundId: number, error: unknown) => {
    // Spec §8: audio failures are only logged.
    console.warn(`Audio ${what} failed for ${id}`, error);
  };
}

/**
 * The howler-backed output. Effects are preloaded (about 90 KB), music tracks are loaded when first played.
 * Howler unlocks the audio context on the first touch, click or key press (its `autoUnlock`), so a track
 * requested before that simply starts then.
 */
export function createHowlerOutput(): AudioOutput {
  // Every target (Chrome, Safari, Android WebView) has Web Audio; without it (old browsers, jsdom) the game
  // stays silent rather than falling back to <audio> elements that cannot loop or mix cleanly.
  if (typeof window === 'undefined' || typeof window.AudioContext === 'undefined') return SILENT_OUTPUT;
  Howler.autoUnlock = true;
  const effects = new Map<SoundEffectId, Howl>();
  const tracks = new Map<MusicTrackId, Howl>();
  /** The music track in use and howler's id of its playing (or paused) sound. */
  let current: { id: MusicTrackId; howl: Howl; soundId: number } | null = null;

  const effect = (id: SoundEffectId): Howl => {
    let howl = effects.get(id);
    if (!howl) {
      howl = new Howl({
        src: [soundUrl(id)],
        format: ['mp3'],
        preload: true,
        onloaderror: logFailure('load', id),
        onplayerror: logFailure('play', id),
      });
      effects.set(id, howl);
    }
    return howl;
  };

  const track = (id: MusicTrackId): Howl => {
    let howl = tracks.get(id);
    if (!howl) {
      const { startMs, durationMs } = MUSIC_LOOPS[id];
      howl = new Howl({
        src: [soundUrl(id)],
        format: ['mp3'],
        // Loop exactly the musical region: Web Audio's loopStart/loopEnd skip the MP3 priming silence.
        sprite: { [LOOP]: [startMs, durationMs, true] },
        volume: MUSIC_GAIN,
        preload: true,
        onloaderror: logFailure('load', id),
        onplayerror: logFailure('play', id),
      });
      tracks.set(id, howl);
    }
    return howl;
  };

  for (const id of SOUND_EFFECT_IDS) effect(id);

  return {
    playEffect: (id) => {
      effect(id).play();
    },
    stopEffects: () => {
      for (const howl of effects.values()) howl.stop();
    },
    startMusic: (id) => {
      if (current?.id === id) {
        if (!current.howl.playing(current.soundId)) current.soundId = current.howl.play(current.soundId);
        return;
      }
      current?.howl.stop();
      const howl = track(id);
      howl.volume(MUSIC_GAIN);
      current = { id, howl, soundId: howl.play(LOOP) };
    },
    pauseMusic: () => {
      if (current) current.howl.pause(current.soundId);
    },
    resumeMusic: () => {
      if (current && !current.howl.playing(current.soundId))
        current.soundId = current.howl.play(current.soundId);
    },
    stopMusic: () => {
      current?.howl.stop();
      current = null;
    },
  };
}
