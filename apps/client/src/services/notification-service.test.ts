import { describe, expect, it, vi } from 'vitest';

import type { LocalNotice, NotificationPermission, NotificationPort } from '../platform/notifications';
import { NotificationService, type NotificationSettings } from './notification-service';

const H = 3_600_000;
const NOW_MS = Date.UTC(2026, 10, 21, 12, 0, 0);

/** A device that records what it is asked to do. */
function fakeDevice(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const log: string[] = [];
  const scheduled: LocalNotice[] = [];
  let current = permission;
  const port: NotificationPort = {
    available: () => true,
    checkPermission: () => Promise.resolve(current),
    requestPermission: () => {
      log.push('request');
      current = answer;
      return Promise.resolve(current);
    },
    schedule: (notices) => {
      log.push(`schedule:${notices.map((n) => n.id).join(',')}`);
      scheduled.push(...notices);
      return Promise.resolve();
    },
    cancel: (ids) => {
      log.push(`cancel:${ids.join(',')}`);
      return Promise.resolve();
    },
    cancelAll: () => {
      log.push('cancelAll');
      return Promise.resolve();
    },
    pendingIds: () => Promise.resolve(scheduled.map((n) => n.id)),
  };
  return { port, log, scheduled };
}

function setup(
  permission: NotificationPermission,
  settings: Partial<NotificationSettings> = {},
  answer?: NotificationPermission,
) {
  const device = fakeDevice(permission, answer);
  const saved: NotificationSettings = {
    notifications: true,
    language: 'de',
    notificationPermissionAsked: false,
    notificationPermissionDenied: false,
    ...settings,
  };
  const service = new NotificationService({
    port: device.port,
    settings: () => saved,
    saveSettings: (patch) => Object.assign(saved, patch),
    texts: (key, language) =>
      Promise.resolve({ title: `${language}:${key}:title`, body: `${language}:${key}` }),
    nowMs: () => NOW_MS,
  });
  return { ...device, service, saved };
}

const delays = (notices: LocalNotice[]) => notices.map((n) => [n.id, n.at.getTime() - NOW_MS, n.body]);

describe('NotificationService plans on the device', () => {
  it('going to the background schedules the comeback (id 1, 1 h) and inactivity reminders (101–104)', async () => {
    const { service, log, scheduled } = setup('granted');
    await service.appActiveChanged(false);
    expect(log).toEqual(['cancel:1,101,102,103,104,201', 'schedule:1,101,102,103,104']);
    expect(delays(scheduled)).toEqual([
      [1, H, 'de:comeback'],
      [101, 3 * H, 'de:inactivity_3h'],
      [102, 24 * H, 'de:inactivity_24h'],
      [103, 72 * H, 'de:inactivity_72h'],
      [104, 168 * H, 'de:inactivity_168h'],
    ]);
  });

  it('with the daily card known, going to the background also plans the daily reminder (id 201, 17:00 UTC)', async () => {
    const open = setup('granted', { dailyFinishedToday: false });
    await open.service.appActiveChanged(false);
    expect(open.log).toEqual(['cancel:1,101,102,103,104,201', 'schedule:1,101,102,103,104,201']);
    // NOW_MS is 12:00 UTC: today's card is still open, so the reminder is at 17:00 today
    expect(delays(open.scheduled).at(-1)).toEqual([201, 5 * H, 'de:daily']);
    const done = setup('granted', { dailyFinishedToday: true });
    await done.service.appActiveChanged(false);
    expect(delays(done.scheduled).at(-1)).toEqual([201, 29 * H, 'de:daily']);
  });

  it('coming back cancels them, and schedules nothing', async () => {
    const { service, log } = setup('granted');
    await service.appActiveChanged(true);
    expect(log).toEqual(['cancel:1,101,102,103,104,201']);
  });

  it('background while the setting is off does nothing', async () => {
    const { service, log } = setup('granted', { notifications: false });
    await service.appActiveChanged(false);
    expect(log).toEqual([]);
  });

  it('turning the setting on schedules the 4 inactivity reminders; off cancels everything', async () => {
    const { service, log, scheduled, saved } = setup('granted');
    await service.settingChanged(true);
    expect(delays(scheduled).map(([id, ms]) => [id, ms])).toEqual([
      [101, 3 * H],
      [102, 24 * H],
      [103, 72 * H],
      [104, 168 * H],
    ]);
    saved.notifications = false;
    await service.settingChanged(false);
    expect(log).toEqual(['cancel:101,102,103,104,201', 'schedule:101,102,103,104', 'cancelAll']);
  });

  it('a language change reschedules the reminders with texts in the new language', async () => {
    const { service, scheduled, saved } = setup('granted');
    saved.language = 'ja';
    await service.languageChanged();
    expect(scheduled.map((n) => n.body)).toEqual([
      'ja:inactivity_3h',
      'ja:inactivity_24h',
      'ja:inactivity_72h',
      'ja:inactivity_168h',
    ]);
  });

  it('start-up cancels everything when the setting is off, and only the reminders when on', async () => {
    const off = setup('granted', { notifications: false });
    await off.service.start();
    expect(off.log).toEqual(['cancelAll']);
    const on = setup('granted');
    await on.service.start();
    expect(on.log).toEqual(['cancel:1,101,102,103,104,201']);
  });

  it('never schedules behind a refused permission', async () => {
    const { service, log } = setup('denied');
    await service.appActiveChanged(false);
    expect(log).toEqual(['cancel:1,101,102,103,104,201']);
  });

  it('runs plans one after another (a quick background → foreground leaves nothing scheduled last)', async () => {
    const { service, log } = setup('granted');
    void service.appActiveChanged(false);
    void service.appActiveChanged(true);
    await service.idle();
    expect(log).toEqual([
      'cancel:1,101,102,103,104,201',
      'schedule:1,101,102,103,104',
      'cancel:1,101,102,103,104,201',
    ]);
  });

  it('logs a device failure instead of throwing', async () => {
    const { service, port } = setup('granted');
    port.schedule = () => Promise.reject(new Error('boom'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(service.appActiveChanged(false)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('Notifications: app_background failed', expect.any(Error));
    warn.mockRestore();
  });
});

describe('the test notification', () => {
  it('schedules id 999 in 10 s', async () => {
    const { service, scheduled } = setup('granted', { notifications: false });
    await expect(service.sendTest()).resolves.toBe('scheduled');
    expect(delays(scheduled)).toEqual([[999, 10_000, 'de:test']]);
  });

  it('asks for the permission first, and reports a refusal', async () => {
    const { service, log, saved } = setup('prompt', {}, 'denied');
    await expect(service.sendTest()).resolves.toBe('denied');
    expect(log).toEqual(['request']);
    expect(saved.notificationPermissionDenied).toBe(true);
  });
});

describe('permission (spec §6)', () => {
  it('asks at start-up only on native, with notifications off, never asked before', () => {
    expect(setup('prompt', { notifications: false }).service.shouldAskAtStartup(true)).toBe(true);
    expect(setup('prompt', { notifications: false }).service.shouldAskAtStartup(false)).toBe(false);
    expect(setup('prompt', { notifications: true }).service.shouldAskAtStartup(true)).toBe(false);
    const asked = setup('prompt', { notifications: false, notificationPermissionAsked: true });
    expect(asked.service.shouldAskAtStartup(true)).toBe(false);
  });

  it('"Not now" marks the question asked without the system dialog', async () => {
    const { service, log, saved } = setup('prompt', { notifications: false });
    await service.answerStartupQuestion(false);
    expect(log).toEqual([]);
    expect(saved).toMatchObject({ notificationPermissionAsked: true, notifications: false });
    expect(service.shouldAskAtStartup(true)).toBe(false);
  });

  it('"Allow" + granted turns the setting on', async () => {
    const { service, log, saved } = setup('prompt', { notifications: false }, 'granted');
    await service.answerStartupQuestion(true);
    expect(log).toEqual(['request']);
    expect(saved).toMatchObject({
      notificationPermissionAsked: true,
      notificationPermissionDenied: false,
      notifications: true,
    });
  });

  it('"Allow" + denied keeps the denial and the setting off', async () => {
    const { service, saved } = setup('prompt', { notifications: false }, 'denied');
    await service.answerStartupQuestion(true);
    expect(saved).toMatchObject({
      notificationPermissionAsked: true,
      notificationPermissionDenied: true,
      notifications: false,
    });
  });

  it('turning the setting on while the OS refuses turns it back off and schedules nothing', async () => {
    const { service, log, saved } = setup('denied', { notifications: true });
    await service.settingChanged(true);
    expect(log).toEqual([]);
    expect(saved).toMatchObject({ notifications: false, notificationPermissionDenied: true });
  });

  it('an unavailable device does nothing at all', async () => {
    const { service, port, log } = setup('granted');
    port.available = () => false;
    await service.appActiveChanged(false);
    await expect(service.sendTest()).resolves.toBe('unavailable');
    expect(service.shouldAskAtStartup(true)).toBe(false);
    expect(log).toEqual([]);
  });
});
