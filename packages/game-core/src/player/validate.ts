import {
  CLEATS,
  CREDITED_PURCHASES_LIMIT,
  DAILY_CLUE_COUNT,
  LANGUAGE_CODE_MAX_LENGTH,
  MAX_DAILY_AD_LIMIT,
  MAX_LEVEL,
  MAX_SAVED_COUNT,
  MAX_TICKET_REFILL_INTERVAL_MS,
  MAX_TICKETS_LIMIT,
  MAX_WALLET_BALANCE,
  MIN_TICKET_REFILL_INTERVAL_MS,
  PLAYER_ID_MAX_LENGTH,
  PLAYER_RECORD_VERSION,
  POWER_UP_IDS,
  RECENT_PLAYERS_LIMIT,
  SAVED_ID_MAX_LENGTH,
  SHIRTS,
  STREAK_FREEZE_MAX,
  TOURNAMENT_IDS,
} from '../constants';
import { isDateKey, type DailyOutcome, type DailyPlay, type DailyStreak } from '../daily/daily';
import { isDeviceIdentity, type DeviceIdentity } from '../ladder/identity';
import { isRating, type TournamentRatings } from '../rating/glicko2';
import type { PowerUpId, TournamentId } from '../constants';
import { experienceToNextLevel } from '../progress/experience';
import { ADVENTURE_LEVELS_PER_ISLAND } from '../constants';
import { ISLAND_IDS, type IslandId } from '../solo/adventure';
import { validateUsername } from '../progress/username';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { isWholeInRange } from './numbers';
import type { OpenMatch, PlayerRecord, PowerUpStack, SoloRecord, Theme, TutorialFlag } from './types';
import { TUTORIAL_FLAGS } from './types';

/** Keys that must never appear anywhere in a save: they are the shape of a prototype-pollution attempt. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** A save nests 3 levels at most; anything deeper is not ours. */
const MAX_DEPTH = 6;
/** A save holds a few hundred values (its longest list is the credited purchases); far more is not ours. */
const MAX_KEYS_PER_OBJECT = Math.max(RECENT_PLAYERS_LIMIT, CREDITED_PURCHASES_LIMIT) + 50;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const PLAYER_ID = /^[A-Za-z0-9_.-]+$/;
/** store transaction ids and match attempt/room ids: printable ASCII without quotes or spaces */
const SAVED_ID = /^[A-Za-z0-9_.:-]+$/;
const THEMES: readonly Theme[] = ['light', 'dark'];
const SHIRT_IDS = new Set(SHIRTS.map((skin) => skin.id));
const CLEAT_IDS = new Set(CLEATS.map((skin) => skin.id));

/** Thrown inside this module only, caught by `checkPlayerRecord`: the path of the first problem. */
class Problem extends Error {
  constructor(readonly path: string) {
    super(`invalid player record at ${path}`);
  }
}

function objectAt(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Problem(path);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) throw new Problem(path);
  return value as Record<string, unknown>;
}

function field(parent: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(parent, key) ? parent[key] : undefined;
}

function whole(parent: Record<string, unknown>, key: string, path: string, max: number, min = 0): number {
  const value = field(parent, key);
  if (!isWholeInRange(value, max, min)) throw new Problem(`${path}.${key}`);
  return value;
}

function bool(parent: Record<string, unknown>, key: string, path: string): boolean {
  const value = field(parent, key);
  if (typeof value !== 'boolean') throw new Problem(`${path}.${key}`);
  return value;
}

function arrayAt(value: unknown, path: string, maxLength: number): unknown[] {
  if (!Array.isArray(value) || value.length > maxLength) throw new Problem(path);
  // Array.from turns holes of a sparse in-memory array into undefined, which every reader rejects.
  return Array.from(value as unknown[]);
}

/** A date as a valid instant: a `Date` (in memory) or an ISO-8601 UTC string as `toISOString` writes it. */
function dateOrNull(parent: Record<string, unknown>, key: string, path: string): Date | null {
  const value = field(parent, key);
  if (value === null) return null;
  let ms = Number.NaN;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'string' && ISO_UTC.test(value)) {
    ms = Date.parse(value);
    // Date.parse rolls "02-30" over into March; a real save never holds such a date.
    const canonical = value.length === 20 ? `${value.slice(0, 19)}.000Z` : value;
    if (!Number.isFinite(ms) || new Date(ms).toISOString() !== canonical) ms = Number.NaN;
  }
  if (!Number.isFinite(ms) || ms < 0) throw new Problem(`${path}.${key}`);
  return new Date(ms);
}

/** A store transaction id or a match id as kept in the record (`SAVED_ID_MAX_LENGTH`, `SAVED_ID`). */
export function isSavedId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SAVED_ID_MAX_LENGTH && SAVED_ID.test(value);
}

function openMatchOrNull(value: unknown, path: string): OpenMatch | null {
  if (value === null) return null;
  const open = objectAt(value, path);
  const attemptId = field(open, 'attemptId');
  if (!isSavedId(attemptId)) throw new Problem(`${path}.attemptId`);
  const tournament = field(open, 'tournament');
  if (!(TOURNAMENT_IDS as readonly unknown[]).includes(tournament)) throw new Problem(`${path}.tournament`);
  const matchId = field(open, 'matchId');
  if (matchId !== null && !isSavedId(matchId)) throw new Problem(`${path}.matchId`);
  const reconnectionToken = field(open, 'reconnectionToken');
  if (reconnectionToken !== null && !isSavedId(reconnectionToken)) {
    throw new Problem(`${path}.reconnectionToken`);
  }
  return {
    attemptId,
    tournament: tournament as TournamentId,
    matchId,
    paired: bool(open, 'paired', path),
    reconnectionToken,
  };
}

/** The device's player id and secret (issue 27), exactly as `deviceIdentityFrom` makes them, or null. */
function identityOrNull(value: unknown, path: string): DeviceIdentity | null {
  if (value === null) return null;
  const raw = objectAt(value, path);
  if (!isDeviceIdentity(raw)) throw new Problem(path);
  return { playerId: raw.playerId, secret: raw.secret };
}

function skinList(value: unknown, path: string, known: ReadonlySet<string>): string[] {
  const list = arrayAt(value, path, known.size);
  const seen = new Set<string>();
  list.forEach((id, index) => {
    if (typeof id !== 'string' || !known.has(id) || seen.has(id)) throw new Problem(`${path}[${index}]`);
    seen.add(id);
  });
  return [...seen];
}

function powerUpList(value: unknown, path: string): PowerUpStack[] {
  const list = arrayAt(value, path, POWER_UP_IDS.length);
  const seen = new Set<string>();
  return list.map((raw, index) => {
    const at = `${path}[${index}]`;
    const stack = objectAt(raw, at);
    const id = field(stack, 'id');
    if (typeof id !== 'string' || !(POWER_UP_IDS as readonly string[]).includes(id) || seen.has(id)) {
      throw new Problem(`${at}.id`);
    }
    seen.add(id);
    return { id: id as PowerUpId, quantity: whole(stack, 'quantity', at, MAX_SAVED_COUNT) };
  });
}

/** Rejects forbidden keys, deep nesting and oversized objects anywhere in the value, before reading it. */
function checkShape(value: unknown, path: string, depth: number): void {
  if (typeof value !== 'object' || value === null || value instanceof Date) return;
  if (depth > MAX_DEPTH) throw new Problem(path);
  if (Array.isArray(value) && value.length > MAX_KEYS_PER_OBJECT) throw new Problem(path);
  const keys = Reflect.ownKeys(value);
  if (keys.length > MAX_KEYS_PER_OBJECT + 1) throw new Problem(path);
  for (const key of keys) {
    if (typeof key !== 'string' || FORBIDDEN_KEYS.has(key)) throw new Problem(`${path}.${String(key)}`);
    if (key === 'length' && Array.isArray(value)) continue;
    checkShape((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
  }
}

function ratingsAt(value: unknown, path: string): TournamentRatings {
  const raw = objectAt(value, path);
  const ratings = {} as TournamentRatings;
  for (const id of TOURNAMENT_IDS) {
    const r = field(raw, id);
    if (!isRating(r)) throw new Problem(`${path}.${id}`);
    ratings[id] = { rating: r.rating, rd: r.rd, volatility: r.volatility };
  }
  return ratings;
}

const DAILY_OUTCOMES: readonly DailyOutcome[] = ['playing', 'solved', 'missed'];

function dailyPlayAt(value: unknown, path: string): DailyPlay | null {
  if (value === null) return null;
  const raw = objectAt(value, path);
  const date = field(raw, 'date');
  if (!isDateKey(date)) throw new Problem(`${path}.date`);
  const cluesShown = whole(raw, 'cluesShown', path, DAILY_CLUE_COUNT, 1);
  const outcome = field(raw, 'outcome');
  if (!DAILY_OUTCOMES.includes(outcome as DailyOutcome)) throw new Problem(`${path}.outcome`);
  const picked = field(raw, 'pickedIndex');
  // A finished card has its pick; a card in play has none.
  if (outcome === 'playing' ? picked !== null : !isWholeInRange(picked, 63)) {
    throw new Problem(`${path}.pickedIndex`);
  }
  return { date, cluesShown, pickedIndex: picked as number | null, outcome: outcome as DailyOutcome };
}

function dailyStreakAt(value: unknown, path: string): DailyStreak {
  const raw = objectAt(value, path);
  const best = whole(raw, 'best', path, MAX_SAVED_COUNT);
  const current = whole(raw, 'current', path, best);
  const lastDate = field(raw, 'lastDate');
  if (lastDate !== null && !isDateKey(lastDate)) throw new Problem(`${path}.lastDate`);
  const freezes = whole(raw, 'freezes', path, STREAK_FREEZE_MAX);
  return { current, best, lastDate, freezes };
}

/** The solo block (issue 14): opened islands within the map, 0–3 stars for each level of each island. */
function soloBlock(value: unknown): SoloRecord {
  const soloRaw = objectAt(value, '$.solo');
  const count = (key: string): number => whole(soloRaw, key, '$.solo', MAX_SAVED_COUNT);
  const starsRaw = objectAt(field(soloRaw, 'stars'), '$.solo.stars');
  const stars = {} as Record<IslandId, number[]>;
  for (const id of ISLAND_IDS) {
    const path = `$.solo.stars.${id}`;
    const levels = arrayAt(field(starsRaw, id), path, ADVENTURE_LEVELS_PER_ISLAND);
    if (levels.length !== ADVENTURE_LEVELS_PER_ISLAND) throw new Problem(path);
    stars[id] = levels.map((level, index) => {
      if (!isWholeInRange(level, 3)) throw new Problem(`${path}[${index}]`);
      return level;
    });
  }
  return {
    openedIsland: whole(soloRaw, 'openedIsland', '$.solo', ISLAND_IDS.length, 1),
    stars,
    endlessBestScore: count('endlessBestScore'),
    totalScore: count('totalScore'),
    totalGames: count('totalGames'),
    totalCorrectAnswers: count('totalCorrectAnswers'),
    totalIncorrectAnswers: count('totalIncorrectAnswers'),
    highestScore: count('highestScore'),
    bestSeries: count('bestSeries'),
  };
}

function readRecord(raw: unknown): PlayerRecord {
  checkShape(raw, '$', 0);
  const root = objectAt(raw, '$');
  if (field(root, 'version') !== PLAYER_RECORD_VERSION) throw new Problem('$.version');

  const profileRaw = objectAt(field(root, 'profile'), '$.profile');
  const username = field(profileRaw, 'username');
  if (typeof username !== 'string' || !validateUsername(username).ok || username.trim() !== username) {
    throw new Problem('$.profile.username');
  }
  const level = whole(profileRaw, 'level', '$.profile', MAX_LEVEL, 1);
  const experience = whole(profileRaw, 'experience', '$.profile', experienceToNextLevel(level) - 1);

  const maxTickets = whole(root, 'maxTickets', '$', MAX_TICKETS_LIMIT, 1);
  const ticketRefillInterval = whole(
    root,
    'ticketRefillInterval',
    '$',
    MAX_TICKET_REFILL_INTERVAL_MS,
    MIN_TICKET_REFILL_INTERVAL_MS,
  );
  const nextTicketTimestamp = dateOrNull(root, 'nextTicketTimestamp', '$');

  const currenciesRaw = objectAt(field(root, 'currencies'), '$.currencies');
  const currencies = {
    moneys: whole(currenciesRaw, 'moneys', '$.currencies', MAX_WALLET_BALANCE),
    diamonds: whole(currenciesRaw, 'diamonds', '$.currencies', MAX_WALLET_BALANCE),
    tickets: whole(currenciesRaw, 'tickets', '$.currencies', maxTickets),
  };

  const adsRaw = objectAt(field(root, 'ads'), '$.ads');
  const watchRaw = objectAt(field(adsRaw, 'adWatchStats'), '$.ads.adWatchStats');
  const ads = {
    interstitialClickCount: whole(adsRaw, 'interstitialClickCount', '$.ads', MAX_SAVED_COUNT),
    adWatchStats: {
      count: whole(watchRaw, 'count', '$.ads.adWatchStats', MAX_SAVED_COUNT),
      lastWatched: dateOrNull(watchRaw, 'lastWatched', '$.ads.adWatchStats'),
    },
    dailyAdLimit: whole(adsRaw, 'dailyAdLimit', '$.ads', MAX_DAILY_AD_LIMIT),
    adsBlocked: bool(adsRaw, 'adsBlocked', '$.ads'),
  };

  const inventoryRaw = objectAt(field(root, 'inventory'), '$.inventory');
  const inventory = {
    powerUps: powerUpList(field(inventoryRaw, 'powerUps'), '$.inventory.powerUps'),
    shirts: skinList(field(inventoryRaw, 'shirts'), '$.inventory.shirts', SHIRT_IDS),
    cleats: skinList(field(inventoryRaw, 'cleats'), '$.inventory.cleats', CLEAT_IDS),
  };

  const equipmentRaw = objectAt(field(root, 'equipment'), '$.equipment');
  const shirt = field(equipmentRaw, 'shirt');
  const cleat = field(equipmentRaw, 'cleat');
  if (typeof shirt !== 'string' || !inventory.shirts.includes(shirt)) throw new Problem('$.equipment.shirt');
  if (typeof cleat !== 'string' || !inventory.cleats.includes(cleat)) throw new Problem('$.equipment.cleat');

  const statsRaw = objectAt(field(root, 'stats'), '$.stats');
  const count = (key: string): number => whole(statsRaw, key, '$.stats', MAX_SAVED_COUNT);
  const stats = {
    gamesPlayed: count('gamesPlayed'),
    wins: count('wins'),
    losses: count('losses'),
    draws: count('draws'),
    totalCorrectAnswers: count('totalCorrectAnswers'),
    totalIncorrectAnswers: count('totalIncorrectAnswers'),
    currentWinStreak: count('currentWinStreak'),
    bestWinStreak: count('bestWinStreak'),
    totalScore: count('totalScore'),
    highestScore: count('highestScore'),
  };

  const settingsRaw = objectAt(field(root, 'settings'), '$.settings');
  const language = field(settingsRaw, 'language');
  if (
    typeof language !== 'string' ||
    language.length > LANGUAGE_CODE_MAX_LENGTH ||
    !LANGUAGE_CODE.test(language)
  ) {
    throw new Problem('$.settings.language');
  }
  const theme = field(settingsRaw, 'theme');
  if (!THEMES.includes(theme as Theme)) throw new Problem('$.settings.theme');
  const settings = {
    soundEnabled: bool(settingsRaw, 'soundEnabled', '$.settings'),
    musicEnabled: bool(settingsRaw, 'musicEnabled', '$.settings'),
    language,
    notifications: bool(settingsRaw, 'notifications', '$.settings'),
    vibration: bool(settingsRaw, 'vibration', '$.settings'),
    notificationPermissionAsked: bool(settingsRaw, 'notificationPermissionAsked', '$.settings'),
    notificationPermissionDenied: bool(settingsRaw, 'notificationPermissionDenied', '$.settings'),
    theme: theme as Theme,
  };

  const tutorialsRaw = objectAt(field(root, 'tutorials'), '$.tutorials');
  const tutorials = {} as Record<TutorialFlag, boolean>;
  for (const flag of TUTORIAL_FLAGS) tutorials[flag] = bool(tutorialsRaw, flag, '$.tutorials');

  const solo = soloBlock(field(root, 'solo'));
  const ratings = ratingsAt(field(root, 'ratings'), '$.ratings');
  const dailyRaw = objectAt(field(root, 'daily'), '$.daily');
  const daily = {
    play: dailyPlayAt(field(dailyRaw, 'play'), '$.daily.play'),
    streak: dailyStreakAt(field(dailyRaw, 'streak'), '$.daily.streak'),
  };

  const recentRaw = arrayAt(field(root, 'recentPlayerIds'), '$.recentPlayerIds', RECENT_PLAYERS_LIMIT);
  const recentPlayerIds = recentRaw.map((id, index) => {
    if (!isPlayerId(id)) throw new Problem(`$.recentPlayerIds[${index}]`);
    return id;
  });
  if (new Set(recentPlayerIds).size !== recentPlayerIds.length) throw new Problem('$.recentPlayerIds');

  const identity = identityOrNull(field(root, 'identity'), '$.identity');
  const openMatch = openMatchOrNull(field(root, 'openMatch'), '$.openMatch');
  const creditedRaw = arrayAt(
    field(root, 'creditedPurchases'),
    '$.creditedPurchases',
    CREDITED_PURCHASES_LIMIT,
  );
  const creditedPurchases = creditedRaw.map((id, index) => {
    if (!isSavedId(id)) throw new Problem(`$.creditedPurchases[${index}]`);
    return id;
  });
  if (new Set(creditedPurchases).size !== creditedPurchases.length) throw new Problem('$.creditedPurchases');

  return {
    version: PLAYER_RECORD_VERSION,
    profile: { username, level, experience },
    currencies,
    ads,
    inventory,
    equipment: { shirt, cleat },
    stats,
    settings,
    tutorials,
    solo,
    ratings,
    identity,
    daily,
    recentPlayerIds,
    maxTickets,
    ticketRefillInterval,
    nextTicketTimestamp,
    openMatch,
    creditedPurchases,
    loaded: false,
  };
}

/** A footballer id as kept in recentPlayerIds: 1–64 characters of ASCII letters, digits, `_ . -` (as the protocol accepts). */
export function isPlayerId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PLAYER_ID_MAX_LENGTH && PLAYER_ID.test(value);
}

function checkPlayerRecord(raw: unknown): PlayerRecord | Problem {
  try {
    return readRecord(raw);
  } catch (error) {
    // Anything else (a throwing getter on a hostile object, a revoked proxy) is just as invalid.
    return error instanceof Problem ? error : new Problem('$');
  }
}

/**
 * Checks a current-version record (already migrated) and returns a fresh, fully owned copy with `loaded`
 * false. Accepted: the exact shape of `PlayerRecord`, dates as `Date` or ISO-8601 UTC strings
 * (`YYYY-MM-DDTHH:mm:ss[.sss]Z`), unknown extra keys (dropped). Rejected as `invalid_record`: any wrong type,
 * a count that is fractional, negative or above its bound (constants.ts "Saved-record limits"), tickets above
 * maxTickets, experience at or above the next level, unknown or duplicated power-up and skin ids, an equipped
 * skin that is not owned, a username that fails `validateUsername`, more than RECENT_PLAYERS_LIMIT or duplicate
 * recent ids, a rating outside RATING_MIN…MAX / RD outside RATING_MIN_RD…350 / volatility outside (0, 1), a daily
 * play with an invalid date, clue count or pick (a finished card has one, a card in play none), a streak whose
 * current exceeds its best or whose freezes exceed STREAK_FREEZE_MAX, an open match with an unknown tournament or a
 * malformed id, an identity that is not a player id and secret of the exact shapes (`isDeviceIdentity`),
 * more than CREDITED_PURCHASES_LIMIT, malformed or duplicate credited purchase ids, the keys `__proto__` / `constructor` / `prototype` anywhere, and another `version`.
 */
export function validatePlayerRecord(raw: unknown): Result<PlayerRecord, 'invalid_record'> {
  const checked = checkPlayerRecord(raw);
  return checked instanceof Problem ? fail('invalid_record') : ok(checked);
}

/** For logs: the path of the first problem that makes `validatePlayerRecord` reject `raw`, or null. */
export function describePlayerProblem(raw: unknown): string | null {
  const checked = checkPlayerRecord(raw);
  return checked instanceof Problem ? checked.path : null;
}
