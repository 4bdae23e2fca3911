import type { PlayerRecord, Theme, TutorialFlag } from '@goalguessr/game-core';

import { usePlayerStore } from '../state/player-store';
import { LANGUAGE_CODES, markTutorialSeen, setLanguageSetting, setUsername } from '@goalguessr/game-core';

/**
 * The player-record changes the screens make, each through a game-core rule and saved at once by the store.
 * Each returns whether the rule accepted the change.
 */
export const playerActions = {
  setLanguage(code: string): boolean {
    return apply((r) => orNull(setLanguageSetting(r, code, LANGUAGE_CODES)));
  },
  setUsername(raw: string): boolean {
    return apply((r) => orNull(setUsername(r, raw)));
  },
  markTutorialSeen(flag: TutorialFlag): boolean {
    return apply((r) => (r.tutorials[flag] ? r : orNull(markTutorialSeen(r, flag))));
  },
  setTheme(theme: Theme): boolean {
    return apply((r) => ({ ...r, settings: { ...r.settings, theme } }));
  },
  setToggle(key: 'soundEnabled' | 'musicEnabled' | 'vibration' | 'notifications', value: boolean): boolean {
    return apply((r) => ({ ...r, settings: { ...r.settings, [key]: value } }));
  },
};

function apply(change: (record: PlayerRecord) => PlayerRecord | null): boolean {
  return usePlayerStore.getState().update(change) !== null;
}

function orNull(
  result: { ok: true; state: PlayerRecord } | { ok: false; reason: string },
): PlayerRecord | null {
  return result.ok ? result.state : null;
}
