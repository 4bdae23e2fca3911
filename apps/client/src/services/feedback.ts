import type { AudioOutput } from '../platform/audio';
import { createDeferredAudioOutput } from '../platform/audio-deferred';
import { vibrate, type HapticKind } from '../platform/haptics';
import { usePlayerStore } from '../state/player-store';
import { AudioService, type MusicSlot, type SoundCue } from './audio-service';
import { cueOutputs, type PlayCue } from './cues';

/**
 * The sound, music and vibration API the screens call. Nothing sounds until `startFeedback()` has run (the
 * app shell does it once the player is loaded), so component tests and the first paint never touch audio.
 */
let audio: AudioService | null = null;
/** Requests made before start-up, applied when audio starts. */
let pendingSlot: MusicSlot | null = null;

/** Plays the effect of `cue` (see SOUND_CUES), if sound is on and the app visible. */
export function playSound(cue: SoundCue): void {
  audio?.play(cue);
}

/** Chooses the music for what is on screen (`menu`, `lobby` while matchmaking, `game`), or silence. */
export function setMusic(slot: MusicSlot | null): void {
  pendingSlot = slot;
  audio?.setMusic(slot);
}

/** Plays a game moment: its sound and its vibration, as the one cue table (PLAY_CUES) says. */
export function playCue(cue: PlayCue): void {
  const { sound, haptic: kind } = cueOutputs(cue);
  if (sound !== undefined) playSound(sound);
  if (kind !== undefined) haptic(kind);
}

/** A short vibration, if the player's vibration setting is on (spec issue 8: haptics when on). */
export function haptic(kind: HapticKind): void {
  if (usePlayerStore.getState().record?.settings.vibration !== true) return;
  vibrate(kind);
}

/** The page's one audio output: a service started again (its host remounted) keeps the same sounds. */
let shared: AudioOutput | null = null;
const pageOutput = (): AudioOutput => (shared ??= createDeferredAudioOutput());

/**
 * Starts audio on `output` (howler by default, loaded only at the first tap on the web:
 * createDeferredAudioOutput), follows the player's sound/music toggles at once and returns a function that
 * stops everything. Calling it again replaces the previous service.
 */
export function startFeedback(output: AudioOutput = pageOutput()): () => void {
  const service = new AudioService(output);
  audio = service;
  const apply = () => {
    const settings = usePlayerStore.getState().record?.settings;
    if (settings) {
      service.applySettings({ soundEnabled: settings.soundEnabled, musicEnabled: settings.musicEnabled });
    }
  };
  apply();
  service.setMusic(pendingSlot);
  const unsubscribe = usePlayerStore.subscribe((state, previous) => {
    const now = state.record?.settings;
    const before = previous.record?.settings;
    if (now?.soundEnabled !== before?.soundEnabled || now?.musicEnabled !== before?.musicEnabled) apply();
  });
  return () => {
    unsubscribe();
    service.setMusic(null);
    if (audio === service) audio = null;
  };
}

/** The running service, for the app shell's visibility handling. */
export function audioService(): AudioService | null {
  return audio;
}
