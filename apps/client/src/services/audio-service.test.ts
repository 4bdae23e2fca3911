import { describe, expect, it } from 'vitest';

import { MUSIC_TRACK_IDS, SOUND_EFFECT_IDS } from '@goalguessr/game-core';
import type { AudioOutput } from '../platform/audio';
import { AudioService, SOUND_CUES } from './audio-service';

/** Records every call the service makes on its output. */
function recorder() {
  const calls: string[] = [];
  const output: AudioOutput = {
    playEffect: (id) => calls.push(`effect:${id}`),
    stopEffects: () => calls.push('stopEffects'),
    startMusic: (id) => calls.push(`start:${id}`),
    pauseMusic: () => calls.push('pause'),
    resumeMusic: () => calls.push('resume'),
    stopMusic: () => calls.push('stop'),
  };
  return { calls, output, take: () => calls.splice(0) };
}

const ON = { soundEnabled: true, musicEnabled: true };

describe('AudioService effects', () => {
  it('plays the effect of each cue while sound is on', () => {
    const { output, take } = recorder();
    const audio = new AudioService(output);
    audio.applySettings(ON);
    audio.play('correct');
    audio.play('wrong');
    audio.play('coin');
    expect(take()).toEqual(['effect:correct_effect', 'effect:plop', 'effect:coin']);
  });

  it('every cue names one of the 20 spec effects, and every effect has a use', () => {
    const used = new Set<string>(Object.values(SOUND_CUES));
    for (const id of used) expect(SOUND_EFFECT_IDS).toContain(id);
    for (const id of SOUND_EFFECT_IDS) expect(used).toContain(id);
  });

  it('is silent while sound is off, and stops sounding effects when turned off', () => {
    const { output, take } = recorder();
    const audio = new AudioService(output);
    audio.applySettings(ON);
    audio.applySettings({ soundEnabled: false, musicEnabled: true });
    expect(take()).toEqual(['stopEffects']);
    audio.play('tap');
    expect(take()).toEqual([]);
    audio.applySettings(ON);
    audio.play('tap');
    expect(take()).toEqual(['effect:click_sound']);
  });

  it('is silent while hidden', () => {
    const { output, take } = recorder();
    const audio = new AudioService(output);
    audio.applySettings(ON);
    audio.setHidden(true);
    take();
    audio.play('win');
    expect(take()).toEqual([]);
    audio.setHidden(false);
    audio.play('win');
    expect(take()).toEqual(['effect:win_game']);
  });
});

describe('AudioService music', () => {
  it('plays the menu theme, keeps it across re-requests, and switches slots', () => {
    const { output, take } = recorder();
    const audio = new AudioService(output);
    audio.applySettings(ON);
    audio.setMusic('menu');
    audio.setMusic('menu');
    expect(take()).toEqual(['start:goalguessrmusic']);
    audio.setMusic('lobby');
    expect(take()).toEqual(['start:carton_game_song_2']);
    audio.setMusic(null);
    expect(take()).toEqual(['stop']);
  });

  it('alternates the two match themes from one match to the next', () => {
    const { output, take } = recorder();
    const audio = new AudioService(output);
    audio.applySettings(ON);
    for (const slot of ['game', 'menu', 'game', 'menu', 'game'] as const) audio.setMusic(slot);
    expect(take()).toEqual([
      'start:game_theme1',
      'start:goalguessrmusic',
      'start:game_theme2',
      'start:goalguessrmusic',
      'start:game_theme1',
    ]);
    for (const call of ['game_theme1', 'game_theme2', 'goalguessrmusic', 'carton_game_song_2']) {
      expect(MUSIC_TRACK_IDS).toContain(call);
    }
  });

  it('obeys the music toggle at once: off stops, on restarts the wanted slot', () => {
    const { output, take } = recorder();
    const audio = new AudioService(output);
    audio.applySettings({ soundEnabled: true, musicEnabled: false });
    audio.setMusic('menu');
    expect(take()).toEqual([]);
    audio.applySettings(ON);
    expect(take()).toEqual(['start:goalguessrmusic']);
    audio.applySettings({ soundEnabled: true, musicEnabled: false });
    expect(take()).toEqual(['stop']);
  });

  it('pauses when hidden and resumes the same track when shown', () => {
    const { output, take } = recorder();
    const audio = new AudioService(output);
    audio.applySettings(ON);
    audio.setMusic('menu');
    take();
    audio.setHidden(true);
    expect(take()).toEqual(['stopEffects', 'pause']);
    audio.setHidden(true);
    expect(take()).toEqual([]);
    audio.setHidden(false);
    expect(take()).toEqual(['resume']);
  });

  it('starts the newly wanted track on return when the slot changed while hidden', () => {
    const { output, take } = recorder();
    const audio = new AudioService(output);
    audio.applySettings(ON);
    audio.setMusic('menu');
    audio.setHidden(true);
    take();
    audio.setMusic('game');
    expect(take()).toEqual([]);
    audio.setHidden(false);
    expect(take()).toEqual(['start:game_theme1']);
  });
});
