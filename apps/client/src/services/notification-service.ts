import {
  dailyReminderDelayMs,
  planNotifications,
  type NotificationEvent,
  type NotificationPlan,
} from '@goalguessr/game-core';

import type { LocalNotice, NotificationPort } from '../platform/notifications';

/** The saved settings the service reads and writes (a slice of `PlayerRecord.settings`). */
export interface NotificationSettings {
  notifications: boolean;
  language: string;
  notificationPermissionAsked: boolean;
  notificationPermissionDenied: boolean;
  /** whether today's daily card (UTC) is finished; when given, the daily-card reminder (id 201) is planned too */
  dailyFinishedToday?: boolean;
}

export interface NotificationServiceDeps {
  port: NotificationPort;
  /** The current saved settings. */
  settings: () => NotificationSettings;
  /** Saves a change to the settings. */
  saveSettings: (patch: Partial<NotificationSettings>) => void;
  /** Renders the title and body of a planner text key (`inactivity_3h`, `comeback`, `test`…) in `language`. */
  texts: (textKey: string, language: string) => Promise<{ title: string; body: string }>;
  nowMs: () => number;
}

/** How a request to show the test notification ended. */
export type TestOutcome = 'scheduled' | 'denied' | 'unavailable' | 'failed';

/**
 * Carries out game-core's notification plans on the device (spec §4, §6, §9) and keeps the permission state
 * in the saved settings. Every plan runs after the previous one has finished, so a quick background →
 * foreground never leaves a reminder scheduled after its cancel. Failures are logged, never shown (spec §8).
 */
export class NotificationService {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: NotificationServiceDeps) {}

  /**
   * Spec §6: on native start-up, ask once if notifications are off and the player was never asked. The app
   * shows the spec's question, then calls `answerStartupQuestion`.
   */
  shouldAskAtStartup(isNative: boolean): boolean {
    const s = this.deps.settings();
    return isNative && this.deps.port.available() && !s.notifications && !s.notificationPermissionAsked;
  }

  /**
   * The player answered the start-up question. Yes → the system permission dialog; granted turns the setting
   * on (whose change schedules the reminders), denied is remembered. Either answer marks the question asked.
   */
  async answerStartupQuestion(accepted: boolean): Promise<void> {
    if (!accepted) {
      this.deps.saveSettings({ notificationPermissionAsked: true });
      return;
    }
    const permission = await this.ensurePermission();
    this.deps.saveSettings({
      notificationPermissionAsked: true,
      notificationPermissionDenied: permission !== 'granted',
      notifications: permission === 'granted',
    });
  }

  /** App start: pending reminders are cancelled (the player is back) or, with the setting off, everything. */
  start(): Promise<boolean> {
    return this.run({ type: 'startup' });
  }

  /**
   * The notification setting changed (from Settings or the start-up question). On: the permission is
   * checked (asked for if the OS still allows it); if refused, the setting goes back off and the denial is
   * kept. Off: every pending notification is cancelled.
   */
  async settingChanged(enabled: boolean): Promise<void> {
    if (enabled) {
      const permission = await this.ensurePermission();
      if (permission !== 'granted') {
        this.deps.saveSettings({
          notifications: false,
          notificationPermissionAsked: true,
          notificationPermissionDenied: true,
        });
        return;
      }
      if (this.deps.settings().notificationPermissionDenied) {
        this.deps.saveSettings({ notificationPermissionDenied: false });
      }
    }
    await this.run({ type: 'setting_changed', enabled });
  }

  /** The language changed: pending reminders are rescheduled with texts in the new language. */
  languageChanged(): Promise<boolean> {
    return this.run({ type: 'language_changed' });
  }

  /** The app went to the background (false) or came back (true). */
  appActiveChanged(isActive: boolean): Promise<boolean> {
    return this.run({ type: isActive ? 'app_foreground' : 'app_background' });
  }

  /** Settings' test button: id 999 in 10 s, if the permission is (or now becomes) granted. */
  async sendTest(): Promise<TestOutcome> {
    if (!this.deps.port.available()) return 'unavailable';
    const permission = await this.ensurePermission();
    if (permission !== 'granted') {
      this.deps.saveSettings({ notificationPermissionDenied: true, notificationPermissionAsked: true });
      return 'denied';
    }
    return (await this.run({ type: 'test_requested' })) ? 'scheduled' : 'failed';
  }

  /** Waits for every plan started so far (tests, and app teardown). */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  private async ensurePermission(): Promise<'granted' | 'denied' | 'prompt'> {
    const { port } = this.deps;
    if (!port.available()) return 'denied';
    try {
      const current = await port.checkPermission();
      return current === 'prompt' ? await port.requestPermission() : current;
    } catch (error: unknown) {
      console.warn('Notification permission unavailable', error);
      return 'denied';
    }
  }

  /** Queues the plan of `event`; resolves true once carried out, false if the device refused. */
  private run(event: NotificationEvent): Promise<boolean> {
    const next = this.queue.then(() => this.execute(event));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async execute(event: NotificationEvent): Promise<boolean> {
    const { port, settings, texts, nowMs } = this.deps;
    if (!port.available()) return false;
    const current = settings();
    const plan: NotificationPlan = planNotifications(event, {
      notificationsEnabled: current.notifications,
      dailyReminderDelayMs:
        current.dailyFinishedToday === undefined
          ? null
          : dailyReminderDelayMs(nowMs(), current.dailyFinishedToday),
    });
    try {
      if (plan.cancelAll) await port.cancelAll();
      else if (plan.cancel.length > 0) await port.cancel(plan.cancel);
      if (plan.schedule.length === 0) return true;
      // Asking the OS is only done from a player's action; a plan never schedules behind a refusal.
      if ((await port.checkPermission()) !== 'granted') return false;
      const startMs = nowMs();
      const notices: LocalNotice[] = await Promise.all(
        plan.schedule.map(async (planned) => ({
          id: planned.id,
          ...(await texts(planned.textKey, current.language)),
          at: new Date(startMs + planned.delayMs),
        })),
      );
      await port.schedule(notices);
      return true;
    } catch (error: unknown) {
      console.warn(`Notifications: ${event.type} failed`, error);
      return false;
    }
  }
}
