import type { MusicTrackId, SoundEffectId } from '@goalguessr/game-core';

import type { AudioOutput } from '../platform/audio';

/**
 * The events a player hears, and which of the 20 effects of spec §9 each one plays. Screens call
 * `playSound('correct')`; they never name files.
 */
export const SOUND_CUES = {
  /** any ordinary button */
  tap: 'click_sound',
  /** back, menu entries, links between screens */
  navigate: 'click',
  /** a switch in Settings or the pause menu */
  toggle: 'click_effect',
  /** a tab or segment (shop tabs, theme) */
  tab: 'click_effect_2',
  /** choosing an answer option, a tournament, a language, a skin */
  select: 'select',
  /** the player's answer was right */
  correct: 'correct_effect',
  /** right again: two or more correct answers in a row */
  correctStreak: 'correct_effect_2',
  /** the player's answer was wrong */
  wrong: 'plop',
  /** coins added (match reward, rewarded ad, block-ads bonus) */
  coin: 'coin',
  /** something bought (tickets, diamonds, a skin, a power-up) */
  purchase: 'earn_sound',
  /** a power-up used in a match */
  powerUp: 'powerup_use',
  /** the round timer ran out */
  timeUp: 'time_is_up',
  /** hurry up / screen almost full / the opponent may end the match this round */
  warning: 'alert',
  /** a new question is shown */
  question: 'ding',
  /** an opponent was found (matchmaking over) */
  success: 'success',
  /** result: won */
  win: 'win_game',
  /** result: lost */
  lose: 'lose',
  /** result: draw (a neutral bell) */
  draw: 'ding',
  /** a new level reached (shown with the match result) */
  reward: 'won_sound',
  /** a dialog, tutorial or popup opens */
  open: 'pop',
  /** tutorial pages or cards sliding */
  swipe: 'swipe',
} as const satisfies Record<string, SoundEffectId>;

export type SoundCue = keyof typeof SOUND_CUES;

/**
 * Music slots: what is on screen, not which file. `game` alternates between the two match themes, one per
 * match, so consecutive matches do not sound the same.
 */
export type MusicSlot = 'menu' | 'lobby' | 'game';

const MENU_TRACK: MusicTrackId = 'goalguessrmusic';
const LOBBY_TRACK: MusicTrackId = 'carton_game_song_2';
const GAME_TRACKS: readonly MusicTrackId[] = ['game_theme1', 'game_theme2'];

export interface AudioSettings {
  soundEnabled: boolean;
  musicEnabled: boolean;
}

/**
 * Decides what sounds, from the player's toggles, the page visibility and the wanted music slot, and tells
 * the output. Pure bookkeeping over an `AudioOutput`, so it is unit-tested without a browser.
 *
 * - Effects play only while sound is on and the app is visible; turning sound off stops those still sounding.
 * - Music plays only while music is on, a slot is wanted and the app is visible. Hiding pauses the track;
 *   showing resumes it where it was. Turning music off stops it; on again starts the wanted slot.
 * - Re-requesting the current slot keeps the track playing (no restart when a screen re-renders).
 */
export class AudioService {
  private settings: AudioSettings = { soundEnabled: true, musicEnabled: true };
  private hidden = false;
  private slot: MusicSlot | null = null;
  private playing: MusicTrackId | null = null;
  private paused = false;
  private gameTurn = 0;

  constructor(private readonly output: AudioOutput) {}

  /** Plays the effect of `cue`, unless sound is off or the app is hidden. */
  play(cue: SoundCue): void {
    if (!this.settings.soundEnabled || this.hidden) return;
    this.output.playEffect(SOUND_CUES[cue]);
  }

  /** Chooses the music for what is on screen; `null` for silence. */
  setMusic(slot: MusicSlot | null): void {
    if (slot === this.slot) return;
    this.slot = slot;
    if (slot === 'game') this.gameTurn += 1;
    this.reconcile();
  }

  /** Applies the player's sound and music toggles at once. */
  applySettings(next: AudioSettings): void {
    const soundTurnedOff = this.settings.soundEnabled && !next.soundEnabled;
    this.settings = { ...next };
    if (soundTurnedOff) this.output.stopEffects();
    this.reconcile();
  }

  /** The app or tab was hidden (true) or shown again (false). */
  setHidden(hidden: boolean): void {
    if (hidden === this.hidden) return;
    this.hidden = hidden;
    if (hidden) this.output.stopEffects();
    this.reconcile();
  }

  /** The track that should sound now, or null. */
  private wantedTrack(): MusicTrackId | null {
    if (!this.settings.musicEnabled || this.slot === null) return null;
    if (this.slot === 'menu') return MENU_TRACK;
    if (this.slot === 'lobby') return LOBBY_TRACK;
    return GAME_TRACKS[(this.gameTurn - 1) % GAME_TRACKS.length] ?? MENU_TRACK;
  }

  private reconcile(): void {
    const wanted = this.wantedTrack();
    if (wanted === null) {
      if (this.playing !== null) this.output.stopMusic();
      this.playing = null;
      this.paused = false;
      return;
    }
    if (this.hidden) {
      // Keep the wanted track ready, paused; it resumes on return.
      if (this.playing !== null && !this.paused) {
        this.output.pauseMusic();
        this.paused = true;
      }
      return;
    }
    if (this.playing !== wanted) {
      this.output.startMusic(wanted);
      this.playing = wanted;
      this.paused = false;
    } else if (this.paused) {
      this.output.resumeMusic();
      this.paused = false;
    }
  }
}
