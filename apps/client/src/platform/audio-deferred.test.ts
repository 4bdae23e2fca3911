import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AudioOutput } from './audio';
import { afterLoadOrFirstGesture, atFirstGesture, createDeferredAudioOutput } from './audio-deferred';

/** An output that writes down every call. */
function recorder(): AudioOutput & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    playEffect: (id) => calls.push(`effect ${id}`),
    stopEffects: () => calls.push('stopEffects'),
    startMusic: (id) => calls.push(`start ${id}`),
    pauseMusic: () => calls.push('pause'),
    resumeMusic: () => calls.push('resume'),
    stopMusic: () => calls.push('stop'),
  };
}

/** A trigger the test fires by hand. */
function manualTrigger() {
  let start: (() => void) | null = null;
  return {
    trigger: (fn: () => void) => {
      start = fn;
      return () => undefined;
    },
    fire: () => start?.(),
  };
}

describe('createDeferredAudioOutput', () => {
  it('loads nothing until the trigger fires, then plays the music asked for meanwhile and the effects of the triggering tap; earlier effects are dropped', async () => {
    const real = recorder();
    let resolve: (output: AudioOutput) => void = () => undefined;
    const load = vi.fn(() => new Promise<AudioOutput>((r) => (resolve = r)));
    const { trigger, fire } = manualTrigger();
    const output = createDeferredAudioOutput(load, trigger, () => undefined);

    output.playEffect('click_sound');
    output.startMusic('goalguessrmusic');
    expect(load).not.toHaveBeenCalled();

    fire();
    expect(load).toHaveBeenCalledTimes(1);
    output.playEffect('select');
    resolve(real);
    await vi.waitFor(() => expect(real.calls).toEqual(['start goalguessrmusic', 'effect select']));

    output.playEffect('coin');
    output.pauseMusic();
    output.resumeMusic();
    output.stopEffects();
    output.stopMusic();
    expect(real.calls).toEqual([
      'start goalguessrmusic',
      'effect select',
      'effect coin',
      'pause',
      'resume',
      'stopEffects',
      'stop',
    ]);
  });

  it('every cue asked for while the output loads plays once it is ready, in order (a match found at once)', async () => {
    const real = recorder();
    let resolve: (output: AudioOutput) => void = () => undefined;
    const { trigger, fire } = manualTrigger();
    const output = createDeferredAudioOutput(
      () => new Promise<AudioOutput>((r) => (resolve = r)),
      trigger,
      () => undefined,
    );
    fire();
    const cues = ['click_sound', 'click', 'pop', 'select', 'success', 'ding'] as const;
    for (const id of cues) output.playEffect(id);
    resolve(real);
    await vi.waitFor(() => expect(real.calls).toEqual(cues.map((id) => `effect ${id}`)));
  });

  it('music paused or stopped before the load is applied as such', async () => {
    const paused = recorder();
    const first = manualTrigger();
    const a = createDeferredAudioOutput(
      () => Promise.resolve(paused),
      first.trigger,
      () => undefined,
    );
    a.startMusic('game_theme1');
    a.pauseMusic();
    first.fire();
    await vi.waitFor(() => expect(paused.calls).toEqual(['start game_theme1', 'pause']));

    const stopped = recorder();
    const second = manualTrigger();
    const b = createDeferredAudioOutput(
      () => Promise.resolve(stopped),
      second.trigger,
      () => undefined,
    );
    b.startMusic('game_theme1');
    b.stopMusic();
    second.fire();
    await Promise.resolve();
    await Promise.resolve();
    b.playEffect('pop');
    await vi.waitFor(() => expect(stopped.calls).toEqual(['effect pop']));
  });

  it('a failed load is logged and leaves the game silent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { trigger, fire } = manualTrigger();
    const output = createDeferredAudioOutput(
      () => Promise.reject(new Error('offline')),
      trigger,
      () => undefined,
    );
    fire();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Audio failed to start', expect.any(Error)));
    expect(() => output.playEffect('click_sound')).not.toThrow();
    warn.mockRestore();
  });
});

describe('atFirstGesture', () => {
  it('starts at the first tap or key press, once', () => {
    const start = vi.fn();
    atFirstGesture(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('cancelled: never starts', () => {
    const start = vi.fn();
    atFirstGesture(start)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('afterLoadOrFirstGesture', () => {
  afterEach(() => vi.useRealTimers());

  it('starts at the first tap, once', () => {
    const start = vi.fn();
    const cancel = afterLoadOrFirstGesture(start);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('starts when the loaded page is idle', async () => {
    // jsdom's document has finished loading by the time tests run.
    expect(document.readyState).toBe('complete');
    const start = vi.fn();
    const cancel = afterLoadOrFirstGesture(start);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    cancel();
  });

  it('cancelled before anything happened: never starts', async () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterLoadOrFirstGesture(start)();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(start).not.toHaveBeenCalled();
  });
});
