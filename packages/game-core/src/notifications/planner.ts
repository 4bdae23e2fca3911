import {
  COMEBACK_DELAY_MS,
  INACTIVITY_NOTIFICATIONS,
  NOTIFICATION_ID_COMEBACK,
  NOTIFICATION_ID_DAILY,
  NOTIFICATION_ID_TEST,
  TEST_NOTIFICATION_DELAY_MS,
} from '../constants';

export type NotificationKind = 'inactivity' | 'comeback' | 'test' | 'daily';

/** One local notification to schedule, `delayMs` from the moment the plan is carried out. */
export interface PlannedNotification {
  id: number;
  kind: NotificationKind;
  delayMs: number;
  /** which text: e.g. 'inactivity_3h' — the client renders it in the current language */
  textKey: string;
}

export type NotificationEvent =
  | { type: 'setting_changed'; enabled: boolean }
  | { type: 'app_background' }
  | { type: 'app_foreground' }
  | { type: 'language_changed' }
  | { type: 'test_requested' }
  | { type: 'startup' };

/** What the platform layer must do: cancel these ids (or everything), then schedule these. */
export interface NotificationPlan {
  cancel: number[];
  cancelAll: boolean;
  schedule: PlannedNotification[];
}

/** Text keys of the inactivity reminders, in the order of INACTIVITY_NOTIFICATIONS (3 h, 24 h, 72 h, 168 h). */
const INACTIVITY_TEXT_KEYS = [
  'inactivity_3h',
  'inactivity_24h',
  'inactivity_72h',
  'inactivity_168h',
] as const;
const COMEBACK_TEXT_KEY = 'comeback';
const TEST_TEXT_KEY = 'test';
const DAILY_TEXT_KEY = 'daily';

/** Ids of the recurring inactivity reminders: 101–104. */
export const INACTIVITY_NOTIFICATION_IDS: readonly number[] = INACTIVITY_NOTIFICATIONS.map((n) => n.id);

/** Every id the game ever schedules: comeback 1, inactivity 101–104, test 999 (spec §9), daily card 201 (ours). */
export const ALL_NOTIFICATION_IDS: readonly number[] = [
  NOTIFICATION_ID_COMEBACK,
  ...INACTIVITY_NOTIFICATION_IDS,
  NOTIFICATION_ID_DAILY,
  NOTIFICATION_ID_TEST,
];

/** The four inactivity reminders, 3 h, 24 h, 72 h and 168 h after the plan runs (ids 101–104). */
export function inactivityReminders(): PlannedNotification[] {
  return INACTIVITY_NOTIFICATIONS.map(({ id, delayMs }, index) => ({
    id,
    kind: 'inactivity',
    delayMs,
    textKey: INACTIVITY_TEXT_KEYS[index] ?? `inactivity_${id}`,
  }));
}

function comebackReminder(): PlannedNotification {
  return {
    id: NOTIFICATION_ID_COMEBACK,
    kind: 'comeback',
    delayMs: COMEBACK_DELAY_MS,
    textKey: COMEBACK_TEXT_KEY,
  };
}

function testNotification(): PlannedNotification {
  return {
    id: NOTIFICATION_ID_TEST,
    kind: 'test',
    delayMs: TEST_NOTIFICATION_DELAY_MS,
    textKey: TEST_TEXT_KEY,
  };
}

/** The daily-card reminder (id 201), `delayMs` from now (see `dailyReminderDelayMs`). */
function dailyReminder(delayMs: number): PlannedNotification {
  return { id: NOTIFICATION_ID_DAILY, kind: 'daily', delayMs, textKey: DAILY_TEXT_KEY };
}

const nothing = (): NotificationPlan => ({ cancel: [], cancelAll: false, schedule: [] });
const playerIsBack = (): NotificationPlan => ({
  cancel: [NOTIFICATION_ID_COMEBACK, ...INACTIVITY_NOTIFICATION_IDS, NOTIFICATION_ID_DAILY],
  cancelAll: false,
  schedule: [],
});

/**
 * Plans local notifications for an app event (spec §4, §9). Pure: the caller cancels, then schedules, with
 * `delayMs` counted from when it does so. Every scheduled id is cancelled first, so re-running a plan never
 * leaves duplicates.
 *
 * - `setting_changed` uses `event.enabled` (the new value), not the context:
 *   on → the 4 inactivity reminders (101–104 at 3 h, 24 h, 72 h, 168 h); off → cancel everything.
 * - `language_changed` while enabled → cancel and reschedule 101–104 so their texts are re-rendered in the new
 *   language (the comeback reminder is only pending while in the background, when the language cannot change).
 * - `app_background` while enabled → comeback (id 1, after 1 h) and the 4 inactivity reminders.
 * - `app_foreground` → cancel 1 and 101–104 (spec: "on return they are cancelled"). They are NOT planned again
 *   here: the player is active, so an inactivity reminder would fire while playing, and every way out of the
 *   foreground passes through `app_background`, which plans them afresh. Cancelling is also done when
 *   disabled, to clean up anything left pending.
 * - `startup` is a return too: enabled → as `app_foreground`; disabled → cancel everything, so a save whose
 *   setting is off never keeps stale reminders.
 * - `test_requested` → id 999 after 10 s, even when disabled: the planner cannot know the OS permission, so the
 *   platform layer checks it and drops the schedule if denied. A pending test is never cancelled by background
 *   or foreground (only by turning the setting off), so the player can leave the app to see it.
 * - Daily card (ours, issue 17): when the caller passes `dailyReminderDelayMs` (from `dailyReminderDelayMs`), the
 *   reminder id 201 travels with the inactivity reminders: planned with them (setting on, language change,
 *   background) and cancelled with them (return, setting off). Without it nothing about 201 is scheduled.
 * Nothing but the test is scheduled while disabled. An unknown event plans nothing.
 */
export function planNotifications(
  event: NotificationEvent,
  context: { notificationsEnabled: boolean; dailyReminderDelayMs?: number | null },
): NotificationPlan {
  const enabled = context.notificationsEnabled === true;
  const delay = context.dailyReminderDelayMs;
  const daily =
    typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? [dailyReminder(delay)] : [];
  const recurring = (): PlannedNotification[] => [...inactivityReminders(), ...daily];
  const recurringIds = [...INACTIVITY_NOTIFICATION_IDS, NOTIFICATION_ID_DAILY];
  switch (event.type) {
    case 'setting_changed':
      return event.enabled === true
        ? { cancel: recurringIds, cancelAll: false, schedule: recurring() }
        : { cancel: [...ALL_NOTIFICATION_IDS], cancelAll: true, schedule: [] };
    case 'language_changed':
      return enabled ? { cancel: recurringIds, cancelAll: false, schedule: recurring() } : nothing();
    case 'app_background':
      return enabled
        ? {
            cancel: [NOTIFICATION_ID_COMEBACK, ...recurringIds],
            cancelAll: false,
            schedule: [comebackReminder(), ...recurring()],
          }
        : nothing();
    case 'app_foreground':
      return playerIsBack();
    case 'startup':
      return enabled ? playerIsBack() : { cancel: [...ALL_NOTIFICATION_IDS], cancelAll: true, schedule: [] };
    case 'test_requested':
      return { cancel: [NOTIFICATION_ID_TEST], cancelAll: false, schedule: [testNotification()] };
    default:
      return nothing();
  }
}
