import { PLAYER_STORAGE_KEY, type Theme } from '@goalguessr/game-core';

import { storage } from '../platform/storage';

/** The look of the app (theme and language), mirrored from the player record. */
export interface DisplayPrefs {
  theme: Theme;
  language: string;
}

/**
 * A copy of the theme and language under their own key, so the splash and the load-error screen, which show
 * before (or without) a readable save, keep the player's look and language. The player record stays the
 * source of truth; this copy is only read at start-up.
 */
export const DISPLAY_PREFS_STORAGE_KEY = `${PLAYER_STORAGE_KEY}.display`;

/** Saves the copy (failures are only logged, spec §8). */
export function rememberDisplayPrefs(prefs: DisplayPrefs): void {
  void storage()
    .writeItem(DISPLAY_PREFS_STORAGE_KEY, JSON.stringify(prefs))
    .catch((error: unknown) => console.error('Saving the display preferences failed', error));
}

/** The saved copy, or null when there is none or it cannot be read. */
export async function loadDisplayPrefs(): Promise<DisplayPrefs | null> {
  try {
    const raw = await storage().readItem(DISPLAY_PREFS_STORAGE_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<DisplayPrefs>;
    if ((value.theme !== 'light' && value.theme !== 'dark') || typeof value.language !== 'string')
      return null;
    return { theme: value.theme, language: value.language };
  } catch {
    return null;
  }
}
