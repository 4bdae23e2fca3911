import { describe, expect, it } from 'vitest';
import {
  ALL_NOTIFICATION_IDS,
  INACTIVITY_NOTIFICATION_IDS,
  inactivityReminders,
  planNotifications,
  type NotificationEvent,
  type NotificationPlan,
  type PlannedNotification,
} from './planner';

const H = 3_600_000;
const INACTIVITY: PlannedNotification[] = [
  { id: 101, kind: 'inactivity', delayMs: 3 * H, textKey: 'inactivity_3h' },
  { id: 102, kind: 'inactivity', delayMs: 24 * H, textKey: 'inactivity_24h' },
  { id: 103, kind: 'inactivity', delayMs: 72 * H, textKey: 'inactivity_72h' },
  { id: 104, kind: 'inactivity', delayMs: 168 * H, textKey: 'inactivity_168h' },
];
const COMEBACK: PlannedNotification = { id: 1, kind: 'comeback', delayMs: H, textKey: 'comeback' };
const TEST: PlannedNotification = { id: 999, kind: 'test', delayMs: 10_000, textKey: 'test' };
const NOTHING: NotificationPlan = { cancel: [], cancelAll: false, schedule: [] };
const CANCEL_ALL: NotificationPlan = {
  cancel: [1, 101, 102, 103, 104, 201, 999],
  cancelAll: true,
  schedule: [],
};
const BACK: NotificationPlan = { cancel: [1, 101, 102, 103, 104, 201], cancelAll: false, schedule: [] };

describe('ids and reminders', () => {
  it('uses the spec ids and delays', () => {
    expect(ALL_NOTIFICATION_IDS).toEqual([1, 101, 102, 103, 104, 201, 999]);
    expect(INACTIVITY_NOTIFICATION_IDS).toEqual([101, 102, 103, 104]);
    expect(inactivityReminders()).toEqual(INACTIVITY);
  });
});

describe('planNotifications', () => {
  it.each<[string, NotificationEvent, boolean, NotificationPlan]>([
    [
      'setting on',
      { type: 'setting_changed', enabled: true },
      false,
      { cancel: [101, 102, 103, 104, 201], cancelAll: false, schedule: INACTIVITY },
    ],
    ['setting off', { type: 'setting_changed', enabled: false }, true, CANCEL_ALL],
    ['setting off while already off', { type: 'setting_changed', enabled: false }, false, CANCEL_ALL],
    [
      'language change, enabled',
      { type: 'language_changed' },
      true,
      { cancel: [101, 102, 103, 104, 201], cancelAll: false, schedule: INACTIVITY },
    ],
    ['language change, disabled', { type: 'language_changed' }, false, NOTHING],
    [
      'background, enabled',
      { type: 'app_background' },
      true,
      { cancel: [1, 101, 102, 103, 104, 201], cancelAll: false, schedule: [COMEBACK, ...INACTIVITY] },
    ],
    ['background, disabled', { type: 'app_background' }, false, NOTHING],
    ['foreground, enabled', { type: 'app_foreground' }, true, BACK],
    ['foreground, disabled', { type: 'app_foreground' }, false, BACK],
    ['startup, enabled', { type: 'startup' }, true, BACK],
    ['startup, disabled', { type: 'startup' }, false, CANCEL_ALL],
    [
      'test, enabled',
      { type: 'test_requested' },
      true,
      { cancel: [999], cancelAll: false, schedule: [TEST] },
    ],
    [
      'test, disabled',
      { type: 'test_requested' },
      false,
      { cancel: [999], cancelAll: false, schedule: [TEST] },
    ],
    ['unknown event', { type: 'reboot' } as unknown as NotificationEvent, true, NOTHING],
  ])('%s', (_label, event, notificationsEnabled, expected) => {
    expect(planNotifications(event, { notificationsEnabled })).toEqual(expected);
  });

  describe('daily-card reminder (id 201, ours)', () => {
    const DAILY: PlannedNotification = { id: 201, kind: 'daily', delayMs: 5 * H, textKey: 'daily' };
    const withDaily = (event: NotificationEvent, notificationsEnabled: boolean): NotificationPlan =>
      planNotifications(event, { notificationsEnabled, dailyReminderDelayMs: 5 * H });

    it('travels with the inactivity reminders when a delay is given', () => {
      expect(withDaily({ type: 'setting_changed', enabled: true }, false).schedule).toEqual([
        ...INACTIVITY,
        DAILY,
      ]);
      expect(withDaily({ type: 'language_changed' }, true).schedule).toEqual([...INACTIVITY, DAILY]);
      expect(withDaily({ type: 'app_background' }, true)).toEqual({
        cancel: [1, 101, 102, 103, 104, 201],
        cancelAll: false,
        schedule: [COMEBACK, ...INACTIVITY, DAILY],
      });
    });

    it('is cancelled on return and when turned off, and never scheduled while disabled', () => {
      expect(withDaily({ type: 'app_foreground' }, true)).toEqual(BACK);
      expect(withDaily({ type: 'setting_changed', enabled: false }, true)).toEqual(CANCEL_ALL);
      expect(withDaily({ type: 'app_background' }, false)).toEqual(NOTHING);
      expect(withDaily({ type: 'language_changed' }, false)).toEqual(NOTHING);
    });

    it.each([null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
      'a delay of %s plans no reminder',
      (delay) => {
        const plan = planNotifications(
          { type: 'app_background' },
          { notificationsEnabled: true, dailyReminderDelayMs: delay },
        );
        expect(plan.schedule.map((n) => n.id)).toEqual([1, 101, 102, 103, 104]);
      },
    );
  });

  const ALL_EVENTS: NotificationEvent[] = [
    { type: 'setting_changed', enabled: true },
    { type: 'setting_changed', enabled: false },
    { type: 'app_background' },
    { type: 'app_foreground' },
    { type: 'language_changed' },
    { type: 'test_requested' },
    { type: 'startup' },
  ];

  it('schedules nothing but the test while disabled (setting_changed carries its own new value)', () => {
    for (const event of ALL_EVENTS) {
      if (event.type === 'setting_changed') continue;
      const plan = planNotifications(event, { notificationsEnabled: false });
      expect(plan.schedule.every((n) => n.kind === 'test')).toBe(true);
    }
  });

  it('cancels every id it schedules, uses only known ids, and never cancels the test on background/foreground', () => {
    for (const event of ALL_EVENTS) {
      for (const notificationsEnabled of [true, false]) {
        const plan = planNotifications(event, { notificationsEnabled });
        for (const n of plan.schedule) expect(plan.cancel).toContain(n.id);
        for (const id of [...plan.cancel, ...plan.schedule.map((n) => n.id)]) {
          expect(ALL_NOTIFICATION_IDS).toContain(id);
        }
        expect(new Set(plan.schedule.map((n) => n.id)).size).toBe(plan.schedule.length);
        if (event.type === 'app_background' || event.type === 'app_foreground') {
          expect(plan.cancel).not.toContain(999);
          expect(plan.cancelAll).toBe(false);
        }
      }
    }
  });

  it('returns fresh arrays, so a caller mutating a plan cannot corrupt the next one', () => {
    const first = planNotifications({ type: 'app_background' }, { notificationsEnabled: true });
    first.cancel.push(42);
    first.schedule.length = 0;
    const second = planNotifications({ type: 'app_background' }, { notificationsEnabled: true });
    expect(second.cancel).toEqual([1, 101, 102, 103, 104, 201]);
    expect(second.schedule).toHaveLength(5);
    expect(ALL_NOTIFICATION_IDS).toEqual([1, 101, 102, 103, 104, 201, 999]);
  });
});
