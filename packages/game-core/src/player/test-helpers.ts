/**
 * Test-only: a fast-check arbitrary for every valid PlayerRecord. Excluded from coverage and never exported
 * from the package.
 */
// eslint-disable-next-line no-restricted-imports -- test helper, not shipped: fast-check is a dev dependency
import fc from 'fast-check';
import {
  CLEATS,
  MAX_DAILY_AD_LIMIT,
  MAX_LEVEL,
  MAX_SAVED_COUNT,
  MAX_TICKET_REFILL_INTERVAL_MS,
  MAX_TICKETS_LIMIT,
  MAX_WALLET_BALANCE,
  MIN_TICKET_REFILL_INTERVAL_MS,
  PLAYER_RECORD_VERSION,
  POWER_UP_IDS,
  RECENT_PLAYERS_LIMIT,
  SHIRTS,
  STREAK_FREEZE_MAX,
  TOURNAMENT_IDS,
} from '../constants';
import type { DailyPlay, DailyStreak } from '../daily/daily';
import type { Rating, TournamentRatings } from '../rating/glicko2';
import { DEVICE_ID_BYTES, DEVICE_SECRET_BYTES, deviceIdentityFrom } from '../ladder/identity';
import { experienceToNextLevel } from '../progress/experience';
import type { PlayerRecord, TutorialFlag } from './types';
import { TUTORIAL_FLAGS } from './types';
import { ADVENTURE_LEVELS_PER_ISLAND } from '../constants';
import { ISLAND_IDS, type IslandId } from '../solo/adventure';
import type { SoloRecord } from './types';

const count = (max = MAX_SAVED_COUNT): fc.Arbitrary<number> =>
  fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max }));

/** Any valid solo block: opened islands within the map, 0–3 stars per level. */
export const arbSolo: fc.Arbitrary<SoloRecord> = fc
  .record({
    openedIsland: fc.integer({ min: 1, max: ISLAND_IDS.length }),
    stars: fc.tuple(
      ...ISLAND_IDS.map(() =>
        fc.array(fc.integer({ min: 0, max: 3 }), {
          minLength: ADVENTURE_LEVELS_PER_ISLAND,
          maxLength: ADVENTURE_LEVELS_PER_ISLAND,
        }),
      ),
    ),
    endlessBestScore: count(),
    totalScore: count(),
    totalGames: count(),
    totalCorrectAnswers: count(),
    totalIncorrectAnswers: count(),
    highestScore: count(),
    bestSeries: count(),
  })
  .map(({ stars, ...rest }) => {
    const byIsland = {} as Record<IslandId, number[]>;
    ISLAND_IDS.forEach((id, index) => (byIsland[id] = stars[index] ?? []));
    return { ...rest, stars: byIsland };
  });

export const arbDate: fc.Arbitrary<Date> = fc.date({
  min: new Date(0),
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

export const arbPlayerId: fc.Arbitrary<string> = fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/);
/** A store transaction id or match id as the record keeps it. */
export const arbSavedId: fc.Arbitrary<string> = fc.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/);

const arbUsername = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_]{4,10}$/),
  fc.constantFrom('Zoë_7', 'José Luis', 'Müller', '李小龙abc', '⚽Goal', 'مرحبا123', '👨‍👩‍👧‍👦Fam'),
);

function skinsAndEquipped(ids: string[]): fc.Arbitrary<{ owned: string[]; equipped: string }> {
  return fc
    .shuffledSubarray(ids, { minLength: 1 })
    .chain((owned) => fc.constantFrom(...owned).map((equipped) => ({ owned, equipped })));
}

const arbTutorials = fc
  .array(fc.boolean(), { minLength: TUTORIAL_FLAGS.length, maxLength: TUTORIAL_FLAGS.length })
  .map((values) => {
    const tutorials = {} as Record<TutorialFlag, boolean>;
    TUTORIAL_FLAGS.forEach((flag, index) => (tutorials[flag] = values[index] ?? false));
    // Migration sets the language flag once the username flow is done (spec §3), so valid saves hold this.
    if (tutorials.username_setup_flow) tutorials.initial_language_selected = true;
    return tutorials;
  });

const arbRating: fc.Arbitrary<Rating> = fc.record({
  rating: fc.double({ min: 100, max: 3500, noNaN: true }),
  rd: fc.double({ min: 45, max: 350, noNaN: true }),
  volatility: fc.double({ min: 0.001, max: 0.5, noNaN: true }),
});

const arbRatings: fc.Arbitrary<TournamentRatings> = fc
  .tuple(...TOURNAMENT_IDS.map(() => arbRating))
  .map((list) => Object.fromEntries(TOURNAMENT_IDS.map((id, i) => [id, list[i]])) as TournamentRatings);

const arbDateKey: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 2_932_896 }) // 1970-01-01 … 9999-12-31
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

const arbDailyPlay: fc.Arbitrary<DailyPlay> = fc.oneof(
  fc.record({
    date: arbDateKey,
    cluesShown: fc.integer({ min: 1, max: 5 }),
    pickedIndex: fc.constant(null),
    outcome: fc.constant('playing' as const),
  }),
  fc.record({
    date: arbDateKey,
    cluesShown: fc.integer({ min: 1, max: 5 }),
    pickedIndex: fc.integer({ min: 0, max: 3 }),
    outcome: fc.constantFrom('solved' as const, 'missed' as const),
  }),
);

const arbStreak: fc.Arbitrary<DailyStreak> = count().chain((best) =>
  fc.record({
    current: fc.integer({ min: 0, max: best }),
    best: fc.constant(best),
    lastDate: fc.option(arbDateKey, { nil: null }),
    freezes: fc.integer({ min: 0, max: STREAK_FREEZE_MAX }),
  }),
);

/** Records a player could hold. Pass `maxTicketsLimit` small to make refill properties hit the cap often. */
export function arbPlayerRecord(
  options: { maxTicketsLimit?: number; loaded?: boolean } = {},
): fc.Arbitrary<PlayerRecord> {
  const level = fc.integer({ min: 1, max: MAX_LEVEL });
  const profile = level.chain((lvl) =>
    fc.record({
      username: arbUsername,
      level: fc.constant(lvl),
      experience: fc.integer({ min: 0, max: experienceToNextLevel(lvl) - 1 }),
    }),
  );
  const tickets = fc
    .integer({ min: 1, max: options.maxTicketsLimit ?? MAX_TICKETS_LIMIT })
    .chain((maxTickets) =>
      fc.record({ maxTickets: fc.constant(maxTickets), tickets: fc.integer({ min: 0, max: maxTickets }) }),
    );
  return fc
    .record({
      profile,
      tickets,
      moneys: count(MAX_WALLET_BALANCE),
      diamonds: count(MAX_WALLET_BALANCE),
      ads: fc.record({
        interstitialClickCount: count(),
        adWatchStats: fc.record({ count: count(), lastWatched: fc.option(arbDate, { nil: null }) }),
        dailyAdLimit: fc.integer({ min: 0, max: MAX_DAILY_AD_LIMIT }),
        adsBlocked: fc.boolean(),
      }),
      powerUps: fc
        .shuffledSubarray([...POWER_UP_IDS])
        .chain((ids) => fc.tuple(...ids.map((id) => count().map((quantity) => ({ id, quantity }))))),
      shirts: skinsAndEquipped(SHIRTS.map((skin) => skin.id)),
      cleats: skinsAndEquipped(CLEATS.map((skin) => skin.id)),
      stats: fc.record({
        gamesPlayed: count(),
        wins: count(),
        losses: count(),
        draws: count(),
        totalCorrectAnswers: count(),
        totalIncorrectAnswers: count(),
        currentWinStreak: count(),
        bestWinStreak: count(),
        totalScore: count(),
        highestScore: count(),
      }),
      settings: fc.record({
        soundEnabled: fc.boolean(),
        musicEnabled: fc.boolean(),
        language: fc.constantFrom('en', 'tr', 'de', 'zh', 'ar', 'pt-BR', 'zh-Hant'),
        notifications: fc.boolean(),
        vibration: fc.boolean(),
        notificationPermissionAsked: fc.boolean(),
        notificationPermissionDenied: fc.boolean(),
        theme: fc.constantFrom('light' as const, 'dark' as const),
      }),
      tutorials: arbTutorials,
      solo: arbSolo,
      ratings: arbRatings,
      identity: fc.option(
        fc
          .record({
            playerId: fc.uint8Array({ minLength: DEVICE_ID_BYTES, maxLength: DEVICE_ID_BYTES }),
            secret: fc.uint8Array({ minLength: DEVICE_SECRET_BYTES, maxLength: DEVICE_SECRET_BYTES }),
          })
          .map(({ playerId, secret }) => deviceIdentityFrom(playerId, secret)),
        { nil: null },
      ),
      daily: fc.record({ play: fc.option(arbDailyPlay, { nil: null }), streak: arbStreak }),
      recentPlayerIds: fc.uniqueArray(arbPlayerId, { maxLength: RECENT_PLAYERS_LIMIT }),
      ticketRefillInterval: fc.integer({
        min: MIN_TICKET_REFILL_INTERVAL_MS,
        max: MAX_TICKET_REFILL_INTERVAL_MS,
      }),
      nextTicketTimestamp: fc.option(arbDate, { nil: null }),
      openMatch: fc.option(
        fc.record({
          attemptId: arbSavedId,
          tournament: fc.constantFrom(...TOURNAMENT_IDS),
          matchId: fc.option(arbSavedId, { nil: null }),
          paired: fc.boolean(),
          reconnectionToken: fc.option(arbSavedId, { nil: null }),
        }),
        { nil: null },
      ),
      creditedPurchases: fc.uniqueArray(arbSavedId, { maxLength: 20 }),
    })
    .map((r): PlayerRecord => ({
      version: PLAYER_RECORD_VERSION,
      profile: r.profile,
      currencies: { moneys: r.moneys, diamonds: r.diamonds, tickets: r.tickets.tickets },
      ads: r.ads,
      inventory: { powerUps: r.powerUps, shirts: r.shirts.owned, cleats: r.cleats.owned },
      equipment: { shirt: r.shirts.equipped, cleat: r.cleats.equipped },
      stats: r.stats,
      settings: r.settings,
      tutorials: r.tutorials,
      solo: r.solo,
      ratings: r.ratings,
      identity: r.identity,
      daily: r.daily,
      recentPlayerIds: r.recentPlayerIds,
      maxTickets: r.tickets.maxTickets,
      ticketRefillInterval: r.ticketRefillInterval,
      nextTicketTimestamp: r.nextTicketTimestamp,
      openMatch: r.openMatch,
      creditedPurchases: r.creditedPurchases,
      loaded: options.loaded ?? false,
    }));
}
