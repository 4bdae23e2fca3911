import { PLAYER_STORAGE_KEY, type TournamentId } from '@goalguessr/game-core';
import { create } from 'zustand';

import type { GamePageActivity } from '@goalguessr/game-core';
import { storage } from '../platform/storage';

/** The game-page-active flag and its last-active time (spec §4) are saved beside the player record. */
export const PAGE_ACTIVITY_STORAGE_KEY = `${PLAYER_STORAGE_KEY}.page-active`;

export type NavigationSource = 'app' | 'browser';

interface UiState {
  /** path of the previous route, null before the first navigation (spec §2 guard) */
  previousRoute: string | null;
  currentRoute: string | null;
  navigationSource: NavigationSource;
  activity: GamePageActivity;
  /** the tournament chosen beside the Play button */
  selectedTournament: TournamentId;
  selectTournament: (id: TournamentId) => void;
  recordNavigation: (path: string, source: NavigationSource) => void;
  /** Loads the saved page activity (start-up). Unreadable data counts as "not active". */
  loadActivity: () => Promise<GamePageActivity>;
  setActivity: (activity: GamePageActivity) => void;
}

const INACTIVE: GamePageActivity = { isGamePageActive: false, lastActiveTime: null };

function parseActivity(raw: string | null): GamePageActivity {
  if (raw === null) return INACTIVE;
  try {
    const value = JSON.parse(raw) as Partial<GamePageActivity>;
    return {
      isGamePageActive: value.isGamePageActive === true,
      lastActiveTime: typeof value.lastActiveTime === 'number' ? value.lastActiveTime : null,
    };
  } catch {
    return INACTIVE;
  }
}

export const useUiStore = create<UiState>()((set, get) => ({
  previousRoute: null,
  currentRoute: null,
  navigationSource: 'app',
  activity: INACTIVE,
  selectedTournament: 'rookie',
  selectTournament: (id) => set({ selectedTournament: id }),
  recordNavigation: (path, source) => {
    const { currentRoute } = get();
    if (currentRoute === path) return;
    set({ previousRoute: currentRoute, currentRoute: path, navigationSource: source });
  },
  loadActivity: async () => {
    const activity = parseActivity(
      await storage()
        .readItem(PAGE_ACTIVITY_STORAGE_KEY)
        .catch(() => null),
    );
    set({ activity });
    return activity;
  },
  setActivity: (activity) => {
    set({ activity });
    void storage()
      .writeItem(PAGE_ACTIVITY_STORAGE_KEY, JSON.stringify(activity))
      .catch((error: unknown) => console.error('Saving the page activity failed', error));
  },
}));

export const PAGE_INACTIVE = INACTIVE;
