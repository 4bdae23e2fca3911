/**
 * TEMPORARY bridge to game-core rules that other helpers are writing right now. Every function here has the
 * name and signature announced for `@goalguessr/game-core`; once a rule lands there, this file re-exports it
 * and the local copy is deleted. The screens import rules only from here, so the switch touches one file.
 */
import {
  DEFAULT_CLEAT_ID,
  DEFAULT_SHIRT_ID,
  DEFAULT_USERNAME,
  DAILY_AD_LIMIT,
  GAME_PAGE_REDIRECT_CHECK_MS,
  GAME_PAGE_REFRESH_CHECK_MS,
  MAX_TICKETS,
  PLAYER_RECORD_VERSION,
  STARTING_DIAMONDS,
  STARTING_EXPERIENCE,
  STARTING_LEVEL,
  STARTING_MONEYS,
  STARTING_POWER_UPS,
  STARTING_TICKETS,
  TICKET_REFILL_INTERVAL_MS,
  TOURNAMENTS,
  TUTORIAL_FLAGS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  XP_PER_LEVEL_STEP,
  fail,
  ok,
  type PlayerRecord,
  type PowerUpId,
  type Result,
  type TournamentId,
  type TutorialFlag,
} from '@goalguessr/game-core';

export function createNewPlayer(): PlayerRecord {
  return {
    version: PLAYER_RECORD_VERSION,
    profile: { username: DEFAULT_USERNAME, level: STARTING_LEVEL, experience: STARTING_EXPERIENCE },
    currencies: { moneys: STARTING_MONEYS, diamonds: STARTING_DIAMONDS, tickets: STARTING_TICKETS },
    ads: {
      interstitialClickCount: 0,
      adWatchStats: { count: 0, lastWatched: null },
      dailyAdLimit: DAILY_AD_LIMIT,
      adsBlocked: false,
    },
    inventory: {
      powerUps: (Object.keys(STARTING_POWER_UPS) as PowerUpId[]).map((id) => ({
        id,
        quantity: STARTING_POWER_UPS[id],
      })),
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
      language: 'en',
      notifications: false,
      vibration: true,
      notificationPermissionAsked: false,
      notificationPermissionDenied: false,
      theme: 'light',
    },
    tutorials: Object.fromEntries(TUTORIAL_FLAGS.map((f) => [f, false])) as Record<TutorialFlag, boolean>,
    recentPlayerIds: [],
    maxTickets: MAX_TICKETS,
    ticketRefillInterval: TICKET_REFILL_INTERVAL_MS,
    nextTicketTimestamp: null,
    loaded: false,
  };
}

export function serializePlayer(record: PlayerRecord): string {
  const { loaded: _loaded, ...saved } = record;
  return JSON.stringify(saved);
}

export function parsePlayer(json: string): Result<PlayerRecord, 'invalid_json' | 'invalid_record'> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return fail('invalid_json');
  }
  if (typeof raw !== 'object' || raw === null) return fail('invalid_record');
  const r = raw as Partial<PlayerRecord> & { nextTicketTimestamp?: string | null };
  if (!r.profile || !r.currencies || !r.settings || !r.tutorials || !r.stats) return fail('invalid_record');
  const base = createNewPlayer();
  return ok({
    ...base,
    ...r,
    ads: r.ads ?? base.ads,
    nextTicketTimestamp: r.nextTicketTimestamp ? new Date(r.nextTicketTimestamp) : null,
    loaded: true,
  });
}

export function refillTickets(record: PlayerRecord, nowMs: number): PlayerRecord {
  if (record.currencies.tickets >= record.maxTickets) {
    return record.nextTicketTimestamp === null ? record : { ...record, nextTicketTimestamp: null };
  }
  if (record.nextTicketTimestamp === null) {
    return { ...record, nextTicketTimestamp: new Date(nowMs + record.ticketRefillInterval) };
  }
  const dueMs = record.nextTicketTimestamp.getTime();
  if (nowMs < dueMs) return record;
  const earned = 1 + Math.floor((nowMs - dueMs) / record.ticketRefillInterval);
  const tickets = Math.min(record.maxTickets, record.currencies.tickets + earned);
  return {
    ...record,
    currencies: { ...record.currencies, tickets },
    nextTicketTimestamp:
      tickets >= record.maxTickets ? null : new Date(dueMs + earned * record.ticketRefillInterval),
  };
}

export function msUntilNextTicket(record: PlayerRecord, nowMs: number): number | null {
  if (record.nextTicketTimestamp === null) return null;
  return Math.max(0, record.nextTicketTimestamp.getTime() - nowMs);
}

export function canPayEntryFee(record: PlayerRecord, tournamentId: TournamentId): boolean {
  return record.currencies.tickets >= TOURNAMENTS[tournamentId].entryFeeTickets;
}

export function markTutorialSeen(
  record: PlayerRecord,
  flag: TutorialFlag,
): Result<PlayerRecord, 'unknown_flag'> {
  if (!TUTORIAL_FLAGS.includes(flag)) return fail('unknown_flag');
  return ok({ ...record, tutorials: { ...record.tutorials, [flag]: true } });
}

export function setLanguageSetting(
  record: PlayerRecord,
  code: string,
): Result<PlayerRecord, 'unsupported_language'> {
  if (!SUPPORTED_LANGUAGES.some((l) => l.code === code)) return fail('unsupported_language');
  return ok({ ...record, settings: { ...record.settings, language: code } });
}

export function validateUsername(raw: string): Result<string, 'username_too_short' | 'username_too_long'> {
  const name = raw.trim();
  if (name.length < USERNAME_MIN_LENGTH) return fail('username_too_short');
  if (name.length > USERNAME_MAX_LENGTH) return fail('username_too_long');
  return ok(name);
}

export function setUsername(
  record: PlayerRecord,
  raw: string,
): Result<PlayerRecord, 'username_too_short' | 'username_too_long'> {
  const v = validateUsername(raw);
  if (!v.ok) return v;
  return ok({ ...record, profile: { ...record.profile, username: v.state } });
}

type Stats = PlayerRecord['stats'];
export function winRatePercent(stats: Stats): number {
  return stats.gamesPlayed === 0 ? 0 : Math.round((stats.wins / stats.gamesPlayed) * 100);
}
export function averageCorrectPerGame(stats: Stats): number {
  return stats.gamesPlayed === 0 ? 0 : Math.round((stats.totalCorrectAnswers / stats.gamesPlayed) * 10) / 10;
}
export function accuracyPercent(stats: Stats): number {
  const answered = stats.totalCorrectAnswers + stats.totalIncorrectAnswers;
  return answered === 0 ? 0 : Math.round((stats.totalCorrectAnswers / answered) * 100);
}
export function experienceToNextLevel(level: number): number {
  return XP_PER_LEVEL_STEP * level;
}

export const SUPPORTED_LANGUAGES = [
  { code: 'en', label: 'English', flag: 'gb', rtl: false },
  { code: 'tr', label: 'Türkçe', flag: 'tr', rtl: false },
  { code: 'de', label: 'Deutsch', flag: 'de', rtl: false },
  { code: 'es', label: 'Español', flag: 'es', rtl: false },
  { code: 'it', label: 'Italiano', flag: 'it', rtl: false },
  { code: 'pt', label: 'Português', flag: 'pt', rtl: false },
  { code: 'ru', label: 'Русский', flag: 'ru', rtl: false },
  { code: 'zh', label: '中文', flag: 'cn', rtl: false },
  { code: 'ja', label: '日本語', flag: 'jp', rtl: false },
  { code: 'ko', label: '한국어', flag: 'kr', rtl: false },
  { code: 'ar', label: 'العربية', flag: 'sa', rtl: true },
  { code: 'hi', label: 'हिन्दी', flag: 'in', rtl: false },
  { code: 'uk', label: 'Українська', flag: 'ua', rtl: false },
] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

export function resolveLanguage(code: string): LanguageCode {
  return SUPPORTED_LANGUAGES.find((l) => l.code === code)?.code ?? 'en';
}
export function isRtl(code: string): boolean {
  return SUPPORTED_LANGUAGES.find((l) => l.code === code)?.rtl ?? false;
}
export function textDirection(code: string): 'ltr' | 'rtl' {
  return isRtl(code) ? 'rtl' : 'ltr';
}

export interface PageActivity {
  isGamePageActive: boolean;
  lastActiveTimeMs: number | null;
}
export function isRefreshDetected(activity: PageActivity, nowMs: number): boolean {
  if (!activity.isGamePageActive) return false;
  return activity.lastActiveTimeMs === null || nowMs - activity.lastActiveTimeMs > GAME_PAGE_REFRESH_CHECK_MS;
}
export function shouldRedirectHome(activity: PageActivity, nowMs: number): boolean {
  return (
    activity.isGamePageActive &&
    activity.lastActiveTimeMs !== null &&
    nowMs - activity.lastActiveTimeMs > GAME_PAGE_REDIRECT_CHECK_MS
  );
}
export function guardFirstNavigation(input: { previousRoute: string | null; routeName: string }): {
  redirectHome: boolean;
  clearPageActive: boolean;
} {
  const guarded = input.previousRoute === null && ['Adventure', 'Map', 'Endless'].includes(input.routeName);
  return { redirectHome: guarded, clearPageActive: guarded };
}
