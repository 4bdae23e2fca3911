import type { PowerUpId, TournamentId } from '../constants';
import type { DailyPlay, DailyStreak } from '../daily/daily';
import type { DeviceIdentity } from '../ladder/identity';
import type { TournamentRatings } from '../rating/glicko2';
import type { IslandId } from '../solo/adventure';

/** Tutorial flags (spec §3); each goes from false to true once seen. */
export const TUTORIAL_FLAGS = [
  'initial_language_selected',
  'username_setup_flow',
  'shop_guide',
  'profile_guide',
  'home_guide',
  /** ours (issue 14): the short tutorials shown the first time Endless and Adventure open */
  'endless_guide',
  'adventure_guide',
] as const;
export type TutorialFlag = (typeof TUTORIAL_FLAGS)[number];

export type Theme = 'light' | 'dark';

export interface PowerUpStack {
  id: PowerUpId;
  quantity: number;
}

/**
 * Solo modes (issue 14): Adventure progress and the solo statistics of the profile (spec §2: total score,
 * total games, accuracy, highest, best series, opened island). Saved inside the player record since version 2.
 */
export interface SoloRecord {
  /** how many Adventure islands are open, 1 … ADVENTURE_ISLANDS.length (the profile's "opened island") */
  openedIsland: number;
  /** per island, the best stars (0 = not passed, 1–3) of each of its ADVENTURE_LEVELS_PER_ISLAND levels */
  stars: Record<IslandId, number[]>;
  endlessBestScore: number;
  totalScore: number;
  totalGames: number;
  totalCorrectAnswers: number;
  totalIncorrectAnswers: number;
  /** best single solo game */
  highestScore: number;
  /** longest run of right answers in a row in one solo game */
  bestSeries: number;
}

/**
 * ours: a match whose entry fee is paid and which is not settled yet. It lives in the record so that paying,
 * pairing and settling are each one save of the record: whatever stops the app between two saves, a match
 * is settled (result, loss or refund) exactly once.
 */
export interface OpenMatch {
  /** the client's id of this attempt (the room id is unknown until the join succeeds) */
  attemptId: string;
  tournament: TournamentId;
  /** the room id once joined */
  matchId: string | null;
  /** true once an opponent was found: leaving then is a forfeit (a loss), before it a refund */
  paired: boolean;
  /**
   * the match server's reconnection token of this player's seat (`roomId:token`, issue 25), kept from the join
   * on: a reload, a reopened tab or an app brought back rejoins the same match with it while the server holds
   * the seat; null before the join
   */
  reconnectionToken: string | null;
}

/**
 * The whole saved player, stored under one key (spec §3). Dates live as `Date` in memory and as ISO strings
 * in storage. Every count is a whole number ≥ 0.
 */
export interface PlayerRecord {
  /** save format version, for migrations */
  version: number;
  profile: { username: string; level: number; experience: number };
  currencies: { moneys: number; diamonds: number; tickets: number };
  ads: {
    interstitialClickCount: number;
    adWatchStats: { count: number; lastWatched: Date | null };
    dailyAdLimit: number;
    /** ours: the permanent block-ads purchase (spec §1) */
    adsBlocked: boolean;
  };
  inventory: { powerUps: PowerUpStack[]; shirts: string[]; cleats: string[] };
  equipment: { shirt: string; cleat: string };
  stats: {
    gamesPlayed: number;
    wins: number;
    losses: number;
    /** ours: draws, so that wins + losses + draws = gamesPlayed */
    draws: number;
    totalCorrectAnswers: number;
    totalIncorrectAnswers: number;
    currentWinStreak: number;
    bestWinStreak: number;
    /** ours: sum of match points (profile "total score") */
    totalScore: number;
    /** ours: best single-match points (profile "highest") */
    highestScore: number;
  };
  settings: {
    soundEnabled: boolean;
    musicEnabled: boolean;
    language: string;
    notifications: boolean;
    vibration: boolean;
    notificationPermissionAsked: boolean;
    /** spec §6: the denied state is tracked */
    notificationPermissionDenied: boolean;
    /** spec §3 UI state: theme, persisted */
    theme: Theme;
  };
  tutorials: Record<TutorialFlag, boolean>;
  /** ours (issue 14): Endless and Adventure */
  solo: SoloRecord;
  /**
   * ours (issue 17): the Glicko-2 skill rating in each tournament. Since issue 27 the match server keeps it: the
   * device shows the server's rating, which comes with each match result (and with the leaderboard)
   */
  ratings: TournamentRatings;
  /**
   * ours (issue 27): the anonymous player id and the secret only this device holds, which every duel join proves;
   * null until the first duel creates it, and again after "Delete my data on the server"
   */
  identity: DeviceIdentity | null;
  /** ours (issue 17): the daily card — today's play (null before the first) and the streak with its freezes */
  daily: { play: DailyPlay | null; streak: DailyStreak };
  /** ours: ids of footballers seen in recent matches, newest last, at most RECENT_PLAYERS_LIMIT */
  recentPlayerIds: string[];
  maxTickets: number;
  ticketRefillInterval: number;
  nextTicketTimestamp: Date | null;
  /** ours: the match whose entry fee is paid and not settled yet (see `openMatch` / `settleMatch`) */
  openMatch: OpenMatch | null;
  /** ours: store transaction ids already credited, oldest first (see `creditPurchase`) */
  creditedPurchases: string[];
  /** true once loaded from storage; never saved (spec §3) */
  loaded: boolean;
}
