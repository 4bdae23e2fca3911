import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createNewPlayer, ok } from '@goalguessr/game-core';
import { initI18n } from '../i18n';
import de from '../i18n/locales/de.json';
import en from '../i18n/locales/en.json';
import type { AudioOutput } from '../platform/audio';
import type { LocalNotice, NotificationPort } from '../platform/notifications';
import { createMemoryStorage, setStorageForTests } from '../platform/storage';
import { playerActions } from '../lib/player-actions';
import { usePlayerStore } from '../state/player-store';
import { playCue, playSound, setMusic, startFeedback } from './feedback';
import { notificationService, startNotifications } from './notifications';

vi.mock('../platform/haptics', () => ({ vibrate: vi.fn() }));
const { vibrate } = await import('../platform/haptics');

/** A granted device that keeps what is pending, like the OS would. */
const pending = new Map<number, LocalNotice>();
const port: NotificationPort = {
  available: () => true,
  checkPermission: () => Promise.resolve('granted'),
  requestPermission: () => Promise.resolve('granted'),
  schedule: (notices) => {
    for (const n of notices) pending.set(n.id, n);
    return Promise.resolve();
  },
  cancel: (ids) => {
    for (const id of ids) pending.delete(id);
    return Promise.resolve();
  },
  cancelAll: () => {
    pending.clear();
    return Promise.resolve();
  },
  pendingIds: () => Promise.resolve([...pending.keys()]),
};
const service = notificationService(port);

beforeEach(async () => {
  await initI18n();
  setStorageForTests(createMemoryStorage());
  usePlayerStore.setState({ status: 'ready', error: null, record: { ...createNewPlayer(), loaded: true } });
  pending.clear();
  vi.mocked(vibrate).mockClear();
});

describe('notifications follow the saved player', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('setting on → reminders 101–104 and the daily card (201) in English; language → German texts; off → nothing pending', async () => {
    stop = startNotifications();
    playerActions.setToggle('notifications', true);
    await vi.waitFor(() => expect([...pending.keys()]).toEqual([101, 102, 103, 104, 201]));
    await service.idle();
    expect(pending.get(101)?.title).toBe(en.notifications.inactivity_3h.title);
    expect(pending.get(201)?.title).toBe(en.notifications.daily.title);

    playerActions.setLanguage('de');
    await vi.waitFor(() => expect(pending.get(101)?.title).toBe(de.notifications.inactivity_3h.title));
    expect(de.notifications.inactivity_3h.title).not.toBe(en.notifications.inactivity_3h.title);
    expect(pending.get(104)?.body).not.toBe('');

    playerActions.setToggle('notifications', false);
    await vi.waitFor(() => expect(pending.size).toBe(0));
  });

  it('every planner text exists in every language (no key shown as text)', async () => {
    for (const code of ['en', 'tr', 'de', 'es', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'uk']) {
      usePlayerStore
        .getState()
        .apply((r) => ok({ ...r, settings: { ...r.settings, language: code, notifications: true } }));
      await service.sendTest();
      await service.appActiveChanged(false);
      const notices = [...pending.values()];
      expect(notices.map((n) => n.id).sort((a, b) => a - b)).toEqual([1, 101, 102, 103, 104, 201, 999]);
      for (const n of notices) {
        expect(n.title, code).not.toMatch(/notifications\./);
        expect(n.body, code).not.toMatch(/notifications\./);
      }
      await service.appActiveChanged(true);
      expect([...pending.keys()], code).toEqual([999]);
      pending.clear();
    }
  });
});

describe('feedback follows the saved toggles', () => {
  function recorder() {
    const calls: string[] = [];
    const output: AudioOutput = {
      playEffect: (id) => calls.push(id),
      stopEffects: () => calls.push('stopEffects'),
      startMusic: (id) => calls.push(`music:${id}`),
      pauseMusic: () => calls.push('pause'),
      resumeMusic: () => calls.push('resume'),
      stopMusic: () => calls.push('stop'),
    };
    return { calls, output };
  }

  it('plays, obeys the sound and music switches at once, and vibrates only when vibration is on', () => {
    const { calls, output } = recorder();
    setMusic('menu');
    const stop = startFeedback(output);
    expect(calls).toEqual(['music:goalguessrmusic']);
    playCue('wrong');
    expect(calls.at(-1)).toBe('plop');
    expect(vibrate).toHaveBeenCalledWith('error');

    playerActions.setToggle('soundEnabled', false);
    playerActions.setToggle('musicEnabled', false);
    playerActions.setToggle('vibration', false);
    calls.length = 0;
    playCue('wrong');
    playSound('coin');
    expect(calls).toEqual([]);
    expect(vibrate).toHaveBeenCalledTimes(1);

    playerActions.setToggle('musicEnabled', true);
    expect(calls).toEqual(['music:goalguessrmusic']);
    stop();
    playSound('coin');
    expect(calls).toEqual(['music:goalguessrmusic', 'stop']);
  });
});
