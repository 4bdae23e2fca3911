import { Capacitor } from '@capacitor/core';
import { LocalNotifications } from '@capacitor/local-notifications';

export type NotificationPermission = 'granted' | 'denied' | 'prompt';

/** One local notification, already rendered in the player's language. */
export interface LocalNotice {
  id: number;
  title: string;
  body: string;
  /** when it should show */
  at: Date;
}

/**
 * What the notification service needs from the device (spec §7: schedule, cancel, get pending). The app uses
 * @capacitor/local-notifications; tests use a recorder.
 */
export interface NotificationPort {
  /** Whether local notifications can be shown at all here. */
  available(): boolean;
  checkPermission(): Promise<NotificationPermission>;
  /** Shows the system permission dialog where the OS still allows it. */
  requestPermission(): Promise<NotificationPermission>;
  schedule(notices: LocalNotice[]): Promise<void>;
  cancel(ids: number[]): Promise<void>;
  cancelAll(): Promise<void>;
  pendingIds(): Promise<number[]>;
}

function toPermission(state: string): NotificationPermission {
  if (state === 'granted') return 'granted';
  if (state === 'denied') return 'denied';
  return 'prompt';
}

/**
 * The Capacitor port. Native apps get real scheduled notifications. Browsers with the Notification API get
 * the plugin's web fallback, which only shows them while the page stays open.
 */
export const capacitorNotifications: NotificationPort = {
  available: () =>
    Capacitor.isNativePlatform() || (typeof window !== 'undefined' && 'Notification' in window),
  checkPermission: async () => toPermission((await LocalNotifications.checkPermissions()).display),
  requestPermission: async () => toPermission((await LocalNotifications.requestPermissions()).display),
  schedule: async (notices) => {
    if (notices.length === 0) return;
    await LocalNotifications.schedule({
      notifications: notices.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        // Reminders do not need an exact alarm; asking for one would open Android's "Alarms & reminders"
        // settings screen in the middle of play.
        schedule: { at: n.at, allowWhileIdle: true },
        isExactNotification: false,
      })),
    });
  },
  cancel: async (ids) => {
    if (ids.length === 0) return;
    await LocalNotifications.cancel({ notifications: ids.map((id) => ({ id })) });
  },
  cancelAll: () => LocalNotifications.cancelAll(),
  pendingIds: async () => (await LocalNotifications.getPending()).notifications.map((n) => n.id),
};
