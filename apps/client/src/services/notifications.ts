import { ok, utcDateKey } from '@goalguessr/game-core';

import { applyLanguage, i18next } from '../i18n';
import { isNativePlatform } from '../platform/device';
import { capacitorNotifications, type NotificationPort } from '../platform/notifications';
import { usePlayerStore } from '../state/player-store';
import { NotificationService, type NotificationSettings, type TestOutcome } from './notification-service';
import { RULE_VALUES } from '../i18n/rule-values';

let service: NotificationService | null = null;

/** The planner's text keys that have strings in the `notifications` section of the locales. */
const TEXT_KEYS = [
  'inactivity_3h',
  'inactivity_24h',
  'inactivity_72h',
  'inactivity_168h',
  'comeback',
  'test',
  'daily',
] as const;
type TextKey = (typeof TEXT_KEYS)[number];

const isTextKey = (key: string): key is TextKey => (TEXT_KEYS as readonly string[]).includes(key);

/** Renders a planner text key in `language`, loading that language's strings first. */
async function renderTexts(textKey: string, language: string): Promise<{ title: string; body: string }> {
  const code = await applyLanguage(language);
  const t = i18next.getFixedT(code);
  // A key the locales do not know (a future planner kind) falls back to the generic comeback text.
  const key: TextKey = isTextKey(textKey) ? textKey : 'comeback';
  return { title: t(`notifications.${key}.title`), body: t(`notifications.${key}.body`, RULE_VALUES) };
}

function currentSettings(): NotificationSettings {
  const record = usePlayerStore.getState().record;
  const s = record?.settings;
  const play = record?.daily.play;
  return {
    dailyFinishedToday:
      play !== null &&
      play !== undefined &&
      play.date === utcDateKey(Date.now()) &&
      play.outcome !== 'playing',
    notifications: s?.notifications ?? false,
    language: s?.language ?? 'en',
    notificationPermissionAsked: s?.notificationPermissionAsked ?? false,
    notificationPermissionDenied: s?.notificationPermissionDenied ?? false,
  };
}

/** The notification service bound to the saved player and i18n (created on first use). */
export function notificationService(port: NotificationPort = capacitorNotifications): NotificationService {
  service ??= new NotificationService({
    port,
    settings: currentSettings,
    saveSettings: (patch) => {
      usePlayerStore.getState().apply((r) => ok({ ...r, settings: { ...r.settings, ...patch } }));
    },
    texts: renderTexts,
    nowMs: () => Date.now(),
  });
  return service;
}

/**
 * Starts following the player's notification setting and language (spec §4): on → reminders scheduled,
 * off → all cancelled, language → rescheduled in the new language. Returns a function that stops following.
 */
export function startNotifications(): () => void {
  const notifications = notificationService();
  void notifications.start();
  return usePlayerStore.subscribe((state, previous) => {
    const now = state.record?.settings;
    const before = previous.record?.settings;
    if (!now || !before) return;
    if (now.notifications !== before.notifications) void notifications.settingChanged(now.notifications);
    else if (now.language !== before.language) void notifications.languageChanged();
  });
}

/** Whether the start-up question of spec §6 should be shown now. */
export function shouldAskForNotifications(): boolean {
  return notificationService().shouldAskAtStartup(isNativePlatform());
}

/** Settings' "test notification" button. */
export function sendTestNotification(): Promise<TestOutcome> {
  return notificationService().sendTest();
}
