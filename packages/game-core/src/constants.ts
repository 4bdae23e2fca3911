/**
 * Every number the game runs on, in one place.
 *
 * Values marked `spec` come from the product specification (§9 and others) and must not change.
 * Values marked `ours` are left open by the spec; they are our choice, listed in the README.
 */

// ── Currencies and starting record (spec §3, §9) ─────────────────────────────────────────────────
/** spec */ export const STARTING_MONEYS = 2500;
/** spec */ export const STARTING_DIAMONDS = 100;
/** spec */ export const STARTING_TICKETS = 10;
/** spec */ export const MAX_TICKETS = 10;
/** spec: one ticket per 10 minutes */ export const TICKET_REFILL_INTERVAL_MS = 10 * 60 * 1000;
/** ours: spec §3 only asks for a default placeholder name */ export const DEFAULT_USERNAME = 'Player';
/** spec */ export const STARTING_LEVEL = 1;
/** spec */ export const STARTING_EXPERIENCE = 0;

export const POWER_UP_IDS = ['golden_shot', 'energy_drink', 'whistle'] as const;
export type PowerUpId = (typeof POWER_UP_IDS)[number];
/** spec */ export const STARTING_POWER_UPS: Readonly<Record<PowerUpId, number>> = {
  golden_shot: 5,
  energy_drink: 3,
  whistle: 3,
};
/** spec */ export const DEFAULT_SHIRT_ID = 'white';
/** spec */ export const DEFAULT_CLEAT_ID = 'white-black';

// ── Username (spec §5) ───────────────────────────────────────────────────────────────────────────
/** spec */ export const USERNAME_MIN_LENGTH = 4;
/** spec */ export const USERNAME_MAX_LENGTH = 10;

// ── Ads (spec §4, §9) ────────────────────────────────────────────────────────────────────────────
/** spec */ export const DAILY_AD_LIMIT = 5;
/** spec: an interstitial on every 5th counted click */ export const INTERSTITIAL_EVERY_CLICKS = 5;
/** ours */ export const REWARDED_AD_COINS = 150;
/** ours: length of the web build's house ad (rewarded and interstitial); it must run to its end */
export const HOUSE_AD_DURATION_MS = 5_000;

// ── Block ads (spec §1, §9) ──────────────────────────────────────────────────────────────────────
/** ours */ export const BLOCK_ADS_PRICE_COINS = 5000;
/** spec */ export const BLOCK_ADS_BONUS_COINS = 1000;

// ── Tickets bought with diamonds (spec §5) ───────────────────────────────────────────────────────
/** ours */ export const TICKET_PRICE_DIAMONDS = 10;
export const TICKET_PACKAGE_IDS = ['small', 'medium', 'large'] as const;
export type TicketPackageId = (typeof TICKET_PACKAGE_IDS)[number];
/** ours: total price is always quantity × TICKET_PRICE_DIAMONDS (spec §5) */
export const TICKET_PACKAGES: Readonly<Record<TicketPackageId, { quantity: number }>> = {
  small: { quantity: 1 },
  medium: { quantity: 3 },
  large: { quantity: 5 },
};

// ── Store packages, paid with real money through the app store (spec §1, §2) ──────────────────────
export const DIAMOND_PACKAGE_IDS = ['diamonds_small', 'diamonds_medium', 'diamonds_large'] as const;
export type DiamondPackageId = (typeof DIAMOND_PACKAGE_IDS)[number];
/** spec: small = 50; medium and large are ours. `displayPriceUsd` is only shown when the store gives no price. */
export const DIAMOND_PACKAGES: Readonly<
  Record<DiamondPackageId, { diamonds: number; displayPriceUsd: number }>
> = {
  diamonds_small: { diamonds: 50, displayPriceUsd: 0.99 },
  diamonds_medium: { diamonds: 150, displayPriceUsd: 2.49 },
  diamonds_large: { diamonds: 500, displayPriceUsd: 6.99 },
};
export const COIN_PACKAGE_IDS = ['coins_small', 'coins_medium', 'coins_large'] as const;
export type CoinPackageId = (typeof COIN_PACKAGE_IDS)[number];
/** ours */
export const COIN_PACKAGES: Readonly<Record<CoinPackageId, { coins: number; displayPriceUsd: number }>> = {
  coins_small: { coins: 5000, displayPriceUsd: 0.99 },
  coins_medium: { coins: 15000, displayPriceUsd: 2.49 },
  coins_large: { coins: 50000, displayPriceUsd: 6.99 },
};

// ── Shop (spec §1, §5) ───────────────────────────────────────────────────────────────────────────
/** ours: price of one power-up in coins */
export const POWER_UP_PRICES_COINS: Readonly<Record<PowerUpId, number>> = {
  golden_shot: 400,
  energy_drink: 150,
  whistle: 200,
};
export type SkinSlot = 'shirt' | 'cleat';
export interface SkinCatalogueEntry {
  readonly id: string;
  readonly slot: SkinSlot;
  readonly priceCoins: number;
}
/** ours: 8 shirts; the client draws each id */
export const SHIRTS: readonly SkinCatalogueEntry[] = [
  { id: 'white', slot: 'shirt', priceCoins: 0 },
  { id: 'red', slot: 'shirt', priceCoins: 500 },
  { id: 'sky', slot: 'shirt', priceCoins: 500 },
  { id: 'green-hoops', slot: 'shirt', priceCoins: 900 },
  { id: 'black-gold', slot: 'shirt', priceCoins: 1200 },
  { id: 'blue-stripes', slot: 'shirt', priceCoins: 1500 },
  { id: 'orange-sash', slot: 'shirt', priceCoins: 2000 },
  { id: 'galaxy', slot: 'shirt', priceCoins: 4000 },
];
/** ours: 6 cleats; the client draws each id */
export const CLEATS: readonly SkinCatalogueEntry[] = [
  { id: 'white-black', slot: 'cleat', priceCoins: 0 },
  { id: 'all-black', slot: 'cleat', priceCoins: 400 },
  { id: 'red-fire', slot: 'cleat', priceCoins: 700 },
  { id: 'blue-ice', slot: 'cleat', priceCoins: 900 },
  { id: 'neon-green', slot: 'cleat', priceCoins: 1400 },
  { id: 'gold', slot: 'cleat', priceCoins: 3000 },
];

// ── Lives (spec §5) ──────────────────────────────────────────────────────────────────────────────
/** ours */ export const MAX_LIVES = 5;

// ── Tournaments (spec §1; fees and rewards ours) ─────────────────────────────────────────────────
export const TOURNAMENT_IDS = ['rookie', 'champions', 'legendary'] as const;
export type TournamentId = (typeof TOURNAMENT_IDS)[number];
/** Question difficulty tier; one per tournament. */
export type Tier = TournamentId;
export interface Tournament {
  readonly id: TournamentId;
  readonly name: string;
  readonly entryFeeTickets: number;
  /** coins for a win */
  readonly rewardCoins: number;
  /** coins for a draw */
  readonly drawRewardCoins: number;
  /** 1 easy … 3 hard, shown as stars */
  readonly difficulty: 1 | 2 | 3;
}
/** ours (names are spec) */
export const TOURNAMENTS: Readonly<Record<TournamentId, Tournament>> = {
  rookie: {
    id: 'rookie',
    name: 'Rookie Cup',
    entryFeeTickets: 1,
    rewardCoins: 100,
    drawRewardCoins: 40,
    difficulty: 1,
  },
  champions: {
    id: 'champions',
    name: 'Champions Arena',
    entryFeeTickets: 2,
    rewardCoins: 250,
    drawRewardCoins: 100,
    difficulty: 2,
  },
  legendary: {
    id: 'legendary',
    name: 'Legendary League',
    entryFeeTickets: 3,
    rewardCoins: 600,
    drawRewardCoins: 250,
    difficulty: 3,
  },
};

// ── Experience and levels (ours) ─────────────────────────────────────────────────────────────────
/** ours */ export const XP_PER_CORRECT_ANSWER = 10;
/** ours */ export const XP_FOR_WIN = 50;
/** ours */ export const XP_FOR_DRAW = 25;
/** ours */ export const XP_FOR_LOSS = 10;
/** ours: reaching level n+1 from level n costs XP_PER_LEVEL_STEP × n experience */
export const XP_PER_LEVEL_STEP = 100;

// ── Match (spec §1, §4, §9; timers ours) ─────────────────────────────────────────────────────────
/** spec */ export const QUESTIONS_PER_MATCH = 5;
/** ours: spec §9 only says the whistle removes one wrong option */ export const OPTIONS_PER_QUESTION = 4;
/** ours: server-side answer window per round */ export const ROUND_DURATION_MS = 15_000;
/** spec */ export const ENERGY_DRINK_BONUS_MS = 5_000;
/** ours: the reveal between one round and the next card: long enough to read why a wrong pick was wrong (issue 13) */
export const ROUND_REVEAL_MS = 5_000;
/** ours: "question preparing" before round 1 */ export const MATCH_PREPARE_MS = 2_000;
/** ours: "connecting" shown once an opponent is found */ export const MATCH_CONNECTING_MS = 800;
/** ours: "verifying" (both seats checked) before "question preparing" */ export const MATCH_VERIFYING_MS = 800;
/** ours: points for a correct answer, plus CLUE_POINTS_PER_HIDDEN_STAGE per clue stage still hidden */
export const POINTS_PER_CORRECT = 100;
/** ours: a right answer before the second clue earns 4 × 25 more than one after the last (issue 13) */
export const CLUE_POINTS_PER_HIDDEN_STAGE = 25;
/** ours: uses allowed per match (at most one of each per round, spec of issue 4) */
export const POWER_UP_LIMITS_PER_MATCH: Readonly<Record<PowerUpId, number>> = {
  golden_shot: 1,
  energy_drink: 2,
  whistle: 2,
};
/** ours */ export const RECONNECTION_WINDOW_MS = 20_000;
/** ours */ export const BOT_WAIT_MS = 8_000;
/**
 * ours: how many recently seen player ids a client keeps (oldest first) and sends when joining: 100 matches of
 * 5 answers. The server honours them within a cap (RECENT_MIN_FRESH_*): a player who sticks to one tier meets no
 * answer twice within 100 matches of the Champions Arena or the Legendary League, 52 of the Rookie Cup (520
 * answers, half of which always stay possible)
 */
export const RECENT_PLAYERS_LIMIT = 500;
/**
 * ours (issue 23): however many recent ids a client sends, at least this many answers of a tier stay possible
 * (and RECENT_MIN_FRESH_SHARE of it): the oldest ids are released first, so a client cannot shrink the pool to a
 * few names it knows
 */
export const RECENT_MIN_FRESH_ANSWERS = 100;
/** ours (issue 23): at least this share of a tier's answers stays possible whatever a client sends as recent */
export const RECENT_MIN_FRESH_SHARE = 0.5;
/** ours: a Legendary card needs at least this many distinguishing facts (`cardFactCount`), else it is dropped */
export const LEGENDARY_MIN_CARD_FACTS = 3;
/** ours: messages per second a client may send before it is disconnected */
export const MAX_CLIENT_MESSAGES_PER_SECOND = 20;
/** ours: largest accepted message, in bytes */
export const MAX_MESSAGE_BYTES = 4096;
/**
 * ours: share of rounds a bot answers correctly, per tournament: what a fan of that tier scores (a casual fan
 * knows most Rookie Cup names, a regular follower of big tournaments fewer Champions, an expert some deep cuts)
 */
export const BOT_ACCURACY: Readonly<Record<TournamentId, number>> = {
  rookie: 0.75,
  champions: 0.55,
  legendary: 0.35,
};
/** ours: bot answer delay range in ms (never instant) */
export const BOT_ANSWER_DELAY_MS = { min: 2_500, max: 11_000 } as const;

// ── Screen-full rule (spec §4, §9) ───────────────────────────────────────────────────────────────
/** spec */ export const SCREEN_FULL_THRESHOLD_MS = 10_000;

// ── Solo modes: Endless and Adventure (issue 14; all ours unless marked) ──────────────────────────────
/** ours: cards the Endless stack holds; at this many the screen is full (spec §4 screen-full rule) */
export const ENDLESS_STACK_CAPACITY = 5;
/** ours: the hurry-up warning shows from this many cards on the stack ("near full") */
export const ENDLESS_HURRY_UP_CARDS = 4;
/** ours: cards already on the stack when a run starts */
export const ENDLESS_STARTING_CARDS = 1;
/** ours: wait before the second card; each later wait is ENDLESS_ARRIVAL_SPEEDUP times the previous one */
export const ENDLESS_FIRST_ARRIVAL_MS = 8_000;
/** ours: each arrival comes this factor sooner than the one before (0.94 → 8 s, 7.5 s, 7.1 s, …) */
export const ENDLESS_ARRIVAL_SPEEDUP = 0.94;
/** ours: the pace never gets faster than one card per this many ms */
export const ENDLESS_MIN_ARRIVAL_MS = 2_500;
/** ours: lives at the start of a run (at most MAX_LIVES) */
export const ENDLESS_STARTING_LIVES = 3;
/** ours: a life comes back after this many right answers in a row ("Lives are already full!" at MAX_LIVES) */
export const ENDLESS_LIFE_REFILL_STREAK = 5;
/** ours: points for a right answer; each answer of a streak adds ENDLESS_STREAK_BONUS_POINTS more */
export const ENDLESS_POINTS_PER_CARD = 100;
/** ours: bonus per answer already in the current streak, counted up to ENDLESS_STREAK_BONUS_CAP answers */
export const ENDLESS_STREAK_BONUS_POINTS = 20;
/** ours */ export const ENDLESS_STREAK_BONUS_CAP = 10;
/** ours: uses of the cards power-up (destroys a card) each run gives for free; it is not sold in the shop */
export const ENDLESS_CARD_CLEARS_PER_RUN = 2;
/** ours: Endless answers in the easy tier, then the middle one, then the hard one (answers given so far) */
export const ENDLESS_TIER_STEPS: readonly { readonly fromAnswers: number; readonly tier: Tier }[] = [
  { fromAnswers: 0, tier: 'rookie' },
  { fromAnswers: 10, tier: 'champions' },
  { fromAnswers: 25, tier: 'legendary' },
];
/**
 * ours: a solo question reveals its clues on the duel's schedule (issue 13): the clue stages come out over this
 * window like a duel round's (0, 3, 6, 9 and 12 s), the clock stopping while Endless is paused. A solo question
 * has no time-out: after the last clue it waits for the answer (Endless's pressure is its stack).
 */
export const SOLO_CLUE_WINDOW_MS = ROUND_DURATION_MS;
/** ours: questions per Adventure level */
export const ADVENTURE_QUESTIONS_PER_LEVEL = 5;
/** ours: levels on each Adventure island */
export const ADVENTURE_LEVELS_PER_ISLAND = 5;
/** ours: right answers (of 5) that pass a level, and those for 2 and 3 stars */
export const ADVENTURE_PASS_CORRECT = 3;
/** ours */ export const ADVENTURE_TWO_STARS_CORRECT = 4;
/** ours */ export const ADVENTURE_THREE_STARS_CORRECT = 5;
/** ours: points per right answer in an Adventure level */
export const ADVENTURE_POINTS_PER_CORRECT = 100;
/** ours: solo modes cost no tickets; these are their rewards */
export const SOLO_COINS_PER_CORRECT = 5;
/** ours */ export const SOLO_XP_PER_CORRECT = 5;
/** ours: coins one Endless run can pay at most */
export const ENDLESS_MAX_COINS_PER_RUN = 150;
/** ours: coins for each Adventure star earned for the first time (a replay pays only for new stars) */
export const ADVENTURE_COINS_PER_NEW_STAR = 20;
/** ours: experience for passing an Adventure level (every pass) */
export const ADVENTURE_XP_PER_PASS = 20;

// ── Page-active rules (spec §4, §9) ──────────────────────────────────────────────────────────────
/** spec */ export const GAME_PAGE_REFRESH_CHECK_MS = 300_000;
/** spec */ export const GAME_PAGE_REDIRECT_CHECK_MS = 30_000;

// ── Audio (spec §9) ──────────────────────────────────────────────────────────────────────────────
/** spec */ export const MUSIC_GAIN = 0.7;
/** spec */
export const SOUND_EFFECT_IDS = [
  'alert',
  'click_effect_2',
  'click_effect',
  'click_sound',
  'correct_effect_2',
  'correct_effect',
  'click',
  'coin',
  'lose',
  'powerup_use',
  'earn_sound',
  'select',
  'pop',
  'plop',
  'swipe',
  'time_is_up',
  'win_game',
  'won_sound',
  'success',
  'ding',
] as const;
export type SoundEffectId = (typeof SOUND_EFFECT_IDS)[number];
/** spec */
export const MUSIC_TRACK_IDS = [
  'game_theme1',
  'game_theme2',
  'carton_game_song_2',
  'goalguessrmusic',
] as const;
export type MusicTrackId = (typeof MUSIC_TRACK_IDS)[number];

// ── Notifications (spec §4, §9) ──────────────────────────────────────────────────────────────────
const HOUR_MS = 60 * 60 * 1000;
/** spec */ export const NOTIFICATION_ID_COMEBACK = 1;
/** spec */ export const NOTIFICATION_ID_TEST = 999;
/** spec: ids 101–104 with delays 3 h, 24 h, 72 h, 168 h */
export const INACTIVITY_NOTIFICATIONS: readonly { readonly id: number; readonly delayMs: number }[] = [
  { id: 101, delayMs: 3 * HOUR_MS },
  { id: 102, delayMs: 24 * HOUR_MS },
  { id: 103, delayMs: 72 * HOUR_MS },
  { id: 104, delayMs: 168 * HOUR_MS },
];
/** spec */ export const COMEBACK_DELAY_MS = HOUR_MS;
/** spec */ export const TEST_NOTIFICATION_DELAY_MS = 10_000;

// ── Languages (spec §9) ──────────────────────────────────────────────────────────────────────────
/** spec */ export const DEFAULT_LANGUAGE = 'en';
/** spec */ export const FALLBACK_LANGUAGE = 'en';

// ── Storage (spec §3) ────────────────────────────────────────────────────────────────────────────
/** ours: the single storage key that holds the player record */
export const PLAYER_STORAGE_KEY = 'goalguessr.player';
/**
 * ours: the current save format; older saves are migrated step by step (2: the solo block and its two tutorial
 * flags, issue 14; 3: Glicko-2 ratings and the daily card, issue 17; 4: the open match and the credited store
 * purchases moved into the record, issue 12; 5: the anonymous player id of the server's ladder, issue 27)
 */
export const PLAYER_RECORD_VERSION = 6;
/**
 * ours: keys that held parts of the player beside the record before format 4; an older save is read together
 * with them, and the client removes them once the migrated record is saved
 */
export const LEGACY_MATCH_LEDGER_KEY = `${PLAYER_STORAGE_KEY}.match-ledger`;
export const LEGACY_PURCHASE_JOURNAL_KEY = 'goalguessr.purchases';

// ── Saved-record limits (ours): a save outside these bounds is corrupted or hostile and is rejected ──
/** ours: largest balance of moneys or diamonds; adding beyond it saturates here */
export const MAX_WALLET_BALANCE = 1_000_000_000;
/** ours: largest value of any saved counter (stats, power-up stacks, ad counters); counters saturate here */
export const MAX_SAVED_COUNT = 1_000_000_000;
/** ours: highest player level; experience stops short of the next level there */
export const MAX_LEVEL = 100;
/** ours: bounds accepted for a saved maxTickets */
export const MAX_TICKETS_LIMIT = 1000;
/** ours: bounds accepted for a saved ticket refill interval (1 s … 1 day) */
export const MIN_TICKET_REFILL_INTERVAL_MS = 1000;
export const MAX_TICKET_REFILL_INTERVAL_MS = 24 * HOUR_MS;
/** ours: bounds accepted for a saved daily ad limit */
export const MAX_DAILY_AD_LIMIT = 100;
/** ours: store transaction ids remembered as credited (a store reports its whole purchase history) */
export const CREDITED_PURCHASES_LIMIT = 1000;
/** ours: longest store transaction id or match attempt id kept in the record */
export const SAVED_ID_MAX_LENGTH = 64;
/** ours: longest footballer id kept in recentPlayerIds */
export const PLAYER_ID_MAX_LENGTH = 64;
/** ours: a username may not hold more code points than this even when it shows ≤ 10 characters */
export const USERNAME_MAX_CODE_POINTS = 40;
/** ours: a saved player JSON longer than this is rejected before parsing */
export const MAX_PLAYER_SAVE_CHARS = 100_000;
/** ours: a language code in settings is at most this long (e.g. "zh-Hant") */
export const LANGUAGE_CODE_MAX_LENGTH = 16;

// ── Skill rating (issue 17; Glicko-2, all values ours unless Glickman's) ─────────────────────────
/** Glickman's defaults for a new player: rating 1500, deviation 350, volatility 0.06 */
export const RATING_DEFAULT = 1500;
export const RATING_DEFAULT_RD = 350;
export const RATING_DEFAULT_VOLATILITY = 0.06;
/** ours: Glicko-2 system constant τ (Glickman suggests 0.3–1.2; 0.5 is his worked example and lichess's 0.75 is close) */
export const RATING_TAU = 0.5;
/** ours: the deviation never falls below this, so a long-time player still moves after an upset */
export const RATING_MIN_RD = 45;
/** ours: ratings are kept within these bounds (a saved or sent value outside is clamped or refused) */
export const RATING_MIN = 100;
export const RATING_MAX = 3500;
/** ours: a rating whose deviation is above this is shown as provisional ("?") */
export const RATING_PROVISIONAL_RD = 110;
/**
 * ours: how far apart two waiting players' ratings may be, by how long the longer waiter has waited. Close first,
 * widening; from the last step (6 s) anyone is accepted, so a human is always preferred to the bot, which joins at
 * BOT_WAIT_MS (8 s) whatever the window. `maxDiff: null` = no limit.
 */
export const PAIRING_WINDOWS: readonly { readonly fromWaitMs: number; readonly maxDiff: number | null }[] = [
  { fromWaitMs: 0, maxDiff: 100 },
  { fromWaitMs: 2_000, maxDiff: 200 },
  { fromWaitMs: 4_000, maxDiff: 400 },
  { fromWaitMs: 6_000, maxDiff: null },
];
/** ours: bot accuracy moves by this much per rating point away from RATING_DEFAULT (±0.15 per 500 points) */
export const BOT_ACCURACY_PER_RATING_POINT = 0.0003;
/** ours: a bot's accuracy always stays within these bounds */
export const BOT_ACCURACY_MIN = 0.3;
export const BOT_ACCURACY_MAX = 0.9;

// ── Daily card (issue 17; ours) ──────────────────────────────────────────────────────────────────
/** ours: clues of the daily card, revealed one by one: the duel's five clue stages (daily.ts DAILY_CLUES) */
export const DAILY_CLUE_COUNT = 5;
/** ours: the daily answer comes from this tier (known names: a shared puzzle should be fair to casual fans) */
export const DAILY_TIER: Tier = 'rookie';
/** ours: a constant mixed into the UTC date to seed the daily choice (changing it changes every future card) */
export const DAILY_SEED_SALT = 0x60a1_9e55;
/** ours: price of one streak freeze in coins */
export const STREAK_FREEZE_PRICE_COINS = 300;
/** ours: at most this many freezes held at once */
export const STREAK_FREEZE_MAX = 2;
/** ours: id of the daily-card reminder notification (beside the spec's 1, 101–104 and 999) */
export const NOTIFICATION_ID_DAILY = 201;
/** ours: the daily-card reminder fires at this hour (UTC; the card itself changes at 00:00 UTC) */
export const DAILY_REMINDER_UTC_HOUR = 17;
