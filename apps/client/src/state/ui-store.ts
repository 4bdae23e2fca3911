import { PLAYER_STORAGE_KEY, type Theme, type TournamentId } from '@goalguessr/game-core';
import { create } from 'zustand';

import type { GamePageActivity } from '@goalguessr/game-core';
import { storage } from '../platform/storage';

/**
 * The one key of the saved UI state (spec §3 "UI state": theme persisted, isGamePageActive, lastActiveTime),
 * beside the player's own key. It also holds a copy of the language, so the splash and the load-error screen,
 * which show before (or without) a readable save, keep the player's look and language. The player record
 * stays the source of truth for theme and language; this copy is only read at start-up.
 */
export const UI_STATE_STORAGE_KEY = 'goalguessr.ui';
/** Keys that held the same data before, one each; read once when the UI key is missing, then removed. */
export const LEGACY_UI_KEYS = {
  pageActive: `${PLAYER_STORAGE_KEY}.page-active`,
  display: `${PLAYER_STORAGE_KEY}.display`,
} as const;

/** The look of the app (theme and language), mirrored from the player record. */
export interface DisplayPrefs {
  theme: Theme;
  language: string;
}

/** What the UI key holds. */
export interface SavedUiState extends GamePageActivity {
  /** null until the player record has been shown once */
  display: DisplayPrefs | null;
}

export type NavigationSource = 'app' | 'browser';

interface UiState {
  /** path of the previous route, null before the first navigation (spec §2 guard) */
  previousRoute: string | null;
  currentRoute: string | null;
  navigationSource: NavigationSource;
  activity: GamePageActivity;
  display: DisplayPrefs | null;
  /** the tournament chosen beside the Play button */
  selectedTournament: TournamentId;
  selectTournament: (id: TournamentId) => void;
  recordNavigation: (path: string, source: NavigationSource) => void;
  /** Loads the saved UI state (start-up). Unreadable data counts as "not active", no display copy. */
  loadSaved: () => Promise<SavedUiState>;
  setActivity: (activity: GamePageActivity) => void;
  /** Keeps the copy of theme and language (saved only when it changed). */
  rememberDisplay: (display: DisplayPrefs) => void;
}

const INACTIVE: GamePageActivity = { isGamePageActive: false, lastActiveTime: null };

function parseJson(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function parseActivity(value: Record<string, unknown> | null): GamePageActivity {
  if (value === null) return INACTIVE;
  return {
    isGamePageActive: value.isGamePageActive === true,
    lastActiveTime: typeof value.lastActiveTime === 'number' ? value.lastActiveTime : null,
  };
}

function parseDisplay(value: unknown): DisplayPrefs | null {
  if (typeof value !== 'object' || value === null) return null;
  const { theme, language } = value as Partial<DisplayPrefs>;
  if ((theme !== 'light' && theme !== 'dark') || typeof language !== 'string') return null;
  return { theme, language };
}

async function read(key: string): Promise<string | null> {
  return storage()
    .readItem(key)
    .catch(() => null);
}

/** The saved UI state; the older keys are folded into the UI key (written first, then removed). */
async function readSaved(): Promise<SavedUiState> {
  const [currentText, pageActive, display] = await Promise.all([
    read(UI_STATE_STORAGE_KEY),
    read(LEGACY_UI_KEYS.pageActive),
    read(LEGACY_UI_KEYS.display),
  ]);
  const current = parseJson(currentText);
  const saved =
    current !== null
      ? { ...parseActivity(current), display: parseDisplay(current.display) }
      : { ...parseActivity(parseJson(pageActive)), display: parseDisplay(parseJson(display)) };
  if (pageActive !== null || display !== null) {
    // Once the UI key holds the state, the older keys are stale: a stop between these writes is harmless.
    try {
      if (current === null) await storage().writeItem(UI_STATE_STORAGE_KEY, JSON.stringify(saved));
      await storage().removeItem(LEGACY_UI_KEYS.pageActive);
      await storage().removeItem(LEGACY_UI_KEYS.display);
    } catch (error) {
      console.error('Moving the UI state to its one key failed', error);
    }
  }
  return saved;
}

export const useUiStore = create<UiState>()((set, get) => {
  /** Whether the saved state has been read: before that, a write would overwrite what it has not read yet. */
  let loaded = false;
  /** What was set before the saved state was read (e.g. by the first-navigation guard): it wins over it. */
  let setEarly: { activity?: GamePageActivity; display?: DisplayPrefs } = {};
  /** The one write of the UI key: the whole UI state (failures are only logged, spec §8). */
  const save = () => {
    if (!loaded) return;
    const { activity, display } = get();
    const saved: SavedUiState = { ...activity, display };
    void storage()
      .writeItem(UI_STATE_STORAGE_KEY, JSON.stringify(saved))
      .catch((error: unknown) => console.error('Saving the UI state failed', error));
  };
  return {
    previousRoute: null,
    currentRoute: null,
    navigationSource: 'app',
    activity: INACTIVE,
    display: null,
    selectedTournament: 'rookie',
    selectTournament: (id) => set({ selectedTournament: id }),
    recordNavigation: (path, source) => {
      const { currentRoute } = get();
      if (currentRoute === path) return;
      set({ previousRoute: currentRoute, currentRoute: path, navigationSource: source });
    },
    loadSaved: async () => {
      const read = await readSaved();
      const saved: SavedUiState = {
        ...read,
        ...setEarly.activity,
        display: setEarly.display ?? read.display,
      };
      set({
        activity: { isGamePageActive: saved.isGamePageActive, lastActiveTime: saved.lastActiveTime },
        display: saved.display,
      });
      loaded = true;
      if (setEarly.activity !== undefined || setEarly.display !== undefined) save();
      setEarly = {};
      return saved;
    },
    setActivity: (activity) => {
      set({ activity });
      if (!loaded) setEarly.activity = activity;
      save();
    },
    rememberDisplay: (display) => {
      const before = get().display;
      if (before?.theme === display.theme && before.language === display.language) return;
      set({ display });
      if (!loaded) setEarly.display = display;
      save();
    },
  };
});

export const PAGE_INACTIVE = INACTIVE;
