import type { PlayerRecord, Theme, TutorialFlag } from '@goalguessr/game-core';
import { LANGUAGE_CODES, markTutorialSeen, ok, setLanguageSetting, setUsername } from '@goalguessr/game-core';

import { usePlayerStore } from '../state/player-store';

type Settings = PlayerRecord['settings'];

/**
 * The player-record changes the screens make, each through a game-core rule applied and saved at once by the
 * store. Each returns whether the rule accepted the change.
 */
export const playerActions = {
  setLanguage: (code: string): boolean => apply((r) => setLanguageSetting(r, code, LANGUAGE_CODES)),
  setUsername: (raw: string): boolean => apply((r) => setUsername(r, raw)),
  markTutorialSeen: (flag: TutorialFlag): boolean => apply((r) => markTutorialSeen(r, flag)),
  setTheme: (theme: Theme): boolean => apply((r) => withSettings(r, { theme })),
  setToggle: (
    key: 'soundEnabled' | 'musicEnabled' | 'vibration' | 'notifications',
    value: boolean,
  ): boolean => apply((r) => withSettings(r, { [key]: value })),
};

function withSettings(record: PlayerRecord, patch: Partial<Settings>) {
  const settings = { ...record.settings, ...patch };
  const same = (Object.keys(patch) as (keyof Settings)[]).every(
    (key) => record.settings[key] === settings[key],
  );
  return ok(same ? record : { ...record, settings });
}

function apply<R extends string>(
  rule: (record: PlayerRecord) => { ok: true; state: PlayerRecord } | { ok: false; reason: R },
): boolean {
  return usePlayerStore.getState().apply(rule).ok;
}
