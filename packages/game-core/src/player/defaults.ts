import {
  DAILY_AD_LIMIT,
  DEFAULT_CLEAT_ID,
  DEFAULT_LANGUAGE,
  DEFAULT_SHIRT_ID,
  DEFAULT_USERNAME,
  MAX_TICKETS,
  PLAYER_RECORD_VERSION,
  POWER_UP_IDS,
  STARTING_DIAMONDS,
  STARTING_EXPERIENCE,
  STARTING_LEVEL,
  STARTING_MONEYS,
  STARTING_POWER_UPS,
  STARTING_TICKETS,
  TICKET_REFILL_INTERVAL_MS,
} from '../constants';
import { defaultDailyStreak } from '../daily/daily';
import { defaultTournamentRatings } from '../rating/glicko2';
import { defaultSolo } from '../solo/record';
import type { PlayerRecord, TutorialFlag } from './types';
import { TUTORIAL_FLAGS } from './types';

/** Every tutorial flag set to false (none seen yet). */
function defaultTutorials(): Record<TutorialFlag, boolean> {
  const tutorials = {} as Record<TutorialFlag, boolean>;
  for (const flag of TUTORIAL_FLAGS) tutorials[flag] = false;
  return tutorials;
}

/** The ads block of a new player (spec §3); also what migration gives older saves that lack it. */
export function defaultAds(): PlayerRecord['ads'] {
  return {
    interstitialClickCount: 0,
    adWatchStats: { count: 0, lastWatched: null },
    dailyAdLimit: DAILY_AD_LIMIT,
    adsBlocked: false,
  };
}

/**
 * A fresh player with every default of spec §3: 2500 moneys, 100 diamonds, 10 tickets (full, so no refill
 * timer), the starting power-ups, the default shirt and cleat owned and equipped, English, no tutorial seen.
 * `loaded` is false: this record did not come from storage.
 */
export function createNewPlayer(): PlayerRecord {
  return {
    version: PLAYER_RECORD_VERSION,
    profile: { username: DEFAULT_USERNAME, level: STARTING_LEVEL, experience: STARTING_EXPERIENCE },
    currencies: { moneys: STARTING_MONEYS, diamonds: STARTING_DIAMONDS, tickets: STARTING_TICKETS },
    ads: defaultAds(),
    inventory: {
      powerUps: POWER_UP_IDS.map((id) => ({ id, quantity: STARTING_POWER_UPS[id] })),
      shirts: [DEFAULT_SHIRT_ID],
      cleats: [DEFAULT_CLEAT_ID],
    },
    equipment: { shirt: DEFAULT_SHIRT_ID, cleat: DEFAULT_CLEAT_ID },
    stats: {
      gamesPlayed: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      totalCorrectAnswers: 0,
      totalIncorrectAnswers: 0,
      currentWinStreak: 0,
      bestWinStreak: 0,
      totalScore: 0,
      highestScore: 0,
    },
    settings: {
      soundEnabled: true,
      musicEnabled: true,
      language: DEFAULT_LANGUAGE,
      notifications: false,
      vibration: true,
      notificationPermissionAsked: false,
      notificationPermissionDenied: false,
      theme: 'light',
    },
    tutorials: defaultTutorials(),
    solo: defaultSolo(),
    ratings: defaultTournamentRatings(),
    identity: null,
    daily: { play: null, streak: defaultDailyStreak() },
    recentPlayerIds: [],
    maxTickets: MAX_TICKETS,
    ticketRefillInterval: TICKET_REFILL_INTERVAL_MS,
    nextTicketTimestamp: null,
    openMatch: null,
    creditedPurchases: [],
    loaded: false,
  };
}
