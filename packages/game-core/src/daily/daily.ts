import {
  DAILY_CLUE_COUNT,
  DAILY_REMINDER_UTC_HOUR,
  DAILY_SEED_SALT,
  DAILY_TIER,
  STREAK_FREEZE_MAX,
  STREAK_FREEZE_PRICE_COINS,
} from '../constants';
import type { QuestionBank } from '../questions/bank';
import { CLUE_STAGES, type ClueStage } from '../questions/clues';
import type { Question } from '../questions/types';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { createSeededRng } from '../rng';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC date of an instant as `YYYY-MM-DD`: the daily card changes at 00:00 UTC for everyone. */
export function utcDateKey(nowMs: number): string {
  return new Date(Math.floor(nowMs / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` key; null for anything that is not a real date. */
export function dayNumber(dateKey: unknown): number | null {
  if (typeof dateKey !== 'string') return null;
  const m = DATE_KEY.exec(dateKey);
  if (m === null) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2026-02-30 over into March: a key that does not round-trip is not a date.
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== dateKey) return null;
  return ms / DAY_MS;
}

/** Whether a value is a real `YYYY-MM-DD` date. */
export function isDateKey(value: unknown): value is string {
  return dayNumber(value) !== null;
}

/** The 32-bit seed of a date's card: FNV-1a over the date key, mixed with DAILY_SEED_SALT. */
export function dailySeed(dateKey: string): number {
  let hash = 0x811c9dc5 ^ DAILY_SEED_SALT;
  for (let i = 0; i < dateKey.length; i++) {
    hash ^= dateKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The daily card of a date: the first question the bank draws for DAILY_TIER with the date's seed. The same date
 * and the same dataset give the same answer and options for every player, on the server and offline on a device.
 * Undefined for an invalid date or a bank that cannot make a question.
 */
export function dailyQuestion(bank: QuestionBank, dateKey: string): Question | undefined {
  if (!isDateKey(dateKey)) return undefined;
  return bank.generateMatchQuestions({ tier: DAILY_TIER, rng: createSeededRng(dailySeed(dateKey)) })[0];
}

/**
 * The clues of the card, in the order they are revealed: the duel's clue stages (the profile, the World Cups,
 * the clubs, the shirt numbers, the nation), so the daily card reads like every other card of the game.
 * DAILY_CLUE_COUNT is their number.
 */
export const DAILY_CLUES = CLUE_STAGES;
export type DailyClue = ClueStage;

export type DailyOutcome = 'playing' | 'solved' | 'missed';

/** Today's play of the card, saved so that leaving and coming back changes nothing. */
export interface DailyPlay {
  date: string;
  /** clues on show, 1…DAILY_CLUE_COUNT */
  cluesShown: number;
  /** index of the option picked; null while playing */
  pickedIndex: number | null;
  outcome: DailyOutcome;
}

export type DailyReason = 'invalid_date' | 'finished' | 'no_more_clues' | 'invalid_option';

/** A fresh play of a date's card: the first clue shown, nothing picked. */
export function startDaily(dateKey: string): Result<DailyPlay, 'invalid_date'> {
  if (!isDateKey(dateKey)) return fail('invalid_date');
  return ok({ date: dateKey, cluesShown: 1, pickedIndex: null, outcome: 'playing' });
}

/**
 * Today's play: the saved one if it is for `todayKey`, else a fresh one (a new day starts a new card; yesterday's
 * unfinished play is simply dropped).
 */
export function dailyPlayFor(saved: DailyPlay | null, todayKey: string): Result<DailyPlay, 'invalid_date'> {
  if (saved !== null && saved.date === todayKey) return ok(saved);
  return startDaily(todayKey);
}

/** Shows one more clue; refused once the card is finished or every clue is shown. */
export function revealDailyClue(play: DailyPlay): Result<DailyPlay, DailyReason> {
  if (play.outcome !== 'playing') return fail('finished');
  if (play.cluesShown >= DAILY_CLUE_COUNT) return fail('no_more_clues');
  return ok({ ...play, cluesShown: play.cluesShown + 1 });
}

/**
 * The one pick of the card (like the duel, one answer per question): the right option solves it with the clues
 * shown so far; a wrong one misses it. Refused when already finished or for an index outside the options.
 */
export function pickDailyOption(
  play: DailyPlay,
  index: number,
  correctIndex: number,
  optionCount: number,
): Result<DailyPlay, DailyReason> {
  if (play.outcome !== 'playing') return fail('finished');
  if (!Number.isInteger(index) || index < 0 || index >= optionCount) return fail('invalid_option');
  return ok({ ...play, pickedIndex: index, outcome: index === correctIndex ? 'solved' : 'missed' });
}

/**
 * The spoiler-free result: one square per clue — 🟨 used, 🟩 the clue it was solved on, 🟥 the clue it was missed
 * on, ⬜ not needed — under a line with the date and the clues used (`3/5`, or `X/5` when missed). No name, no
 * option. Empty while still playing.
 */
export function dailyShareText(play: DailyPlay): string {
  if (play.outcome === 'playing') return '';
  const squares: string[] = [];
  for (let i = 1; i <= DAILY_CLUE_COUNT; i++) {
    if (i < play.cluesShown) squares.push('🟨');
    else if (i === play.cluesShown) squares.push(play.outcome === 'solved' ? '🟩' : '🟥');
    else squares.push('⬜');
  }
  const score =
    play.outcome === 'solved' ? `${play.cluesShown}/${DAILY_CLUE_COUNT}` : `X/${DAILY_CLUE_COUNT}`;
  return `GoalGuessr Daily ${play.date} ⚽ ${score}\n${squares.join('')}`;
}

// ── Streak ──────────────────────────────────────────────────────────────────────────────────────

/** Days in a row with the card solved, and the freezes that cover a missed day. */
export interface DailyStreak {
  current: number;
  best: number;
  /** the last date whose card was finished (solved or missed); null before the first */
  lastDate: string | null;
  /** freezes held, 0…STREAK_FREEZE_MAX */
  freezes: number;
}

export function defaultDailyStreak(): DailyStreak {
  return { current: 0, best: 0, lastDate: null, freezes: 0 };
}

/** Days between the last finished card and `dateKey` that had no card played (0 for consecutive days). */
function missedDays(streak: DailyStreak, dateKey: string): number | null {
  const today = dayNumber(dateKey);
  if (today === null) return null;
  const last = dayNumber(streak.lastDate);
  return last === null ? 0 : today - last - 1;
}

/**
 * The streak after finishing `dateKey`'s card. Days skipped since the last card are covered by freezes, one each,
 * if enough are held (they are then used up); otherwise the streak restarts. Then a solved card adds one and a
 * missed card ends the streak (freezes cover absence, not a wrong answer). Refused for a date not after the last.
 */
export function recordDailyResult(
  streak: DailyStreak,
  dateKey: string,
  solved: boolean,
): Result<DailyStreak, 'invalid_date' | 'already_counted'> {
  const missed = missedDays(streak, dateKey);
  if (missed === null) return fail('invalid_date');
  if (missed < 0) return fail('already_counted');
  const covered = streak.lastDate !== null && missed <= streak.freezes;
  const base = covered ? streak.current : 0;
  const freezes = covered ? streak.freezes - missed : streak.freezes;
  const current = solved ? base + 1 : 0;
  return ok({ current, best: Math.max(streak.best, current), lastDate: dateKey, freezes });
}

/**
 * The streak as it stands on `todayKey`: the saved count while it can still go on (today or yesterday finished, or
 * the days between covered by freezes), else 0 — a new day after a gap shows the streak already broken.
 */
export function currentStreak(streak: DailyStreak, todayKey: string): number {
  const missed = missedDays(streak, todayKey);
  if (missed === null || streak.lastDate === null) return 0;
  if (missed <= 0) return streak.current;
  // Today's card can still be played: only the days strictly between must be covered.
  return missed <= streak.freezes ? streak.current : 0;
}

/** Buys one streak freeze for STREAK_FREEZE_PRICE_COINS; refused above STREAK_FREEZE_MAX or when short of coins. */
export function buyStreakFreeze(
  streak: DailyStreak,
  moneys: number,
): Result<{ streak: DailyStreak; moneys: number }, 'freezes_full' | 'not_enough_coins'> {
  if (streak.freezes >= STREAK_FREEZE_MAX) return fail('freezes_full');
  if (moneys < STREAK_FREEZE_PRICE_COINS) return fail('not_enough_coins');
  return ok({
    streak: { ...streak, freezes: streak.freezes + 1 },
    moneys: moneys - STREAK_FREEZE_PRICE_COINS,
  });
}

/**
 * Milliseconds from `nowMs` to the next daily-card reminder: DAILY_REMINDER_UTC_HOUR today if that is still ahead
 * and today's card is not finished, else that hour tomorrow (a new card).
 */
export function dailyReminderDelayMs(nowMs: number, todayFinished: boolean): number {
  const startOfDay = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const todayAt = startOfDay + DAILY_REMINDER_UTC_HOUR * 60 * 60 * 1000;
  const target = !todayFinished && todayAt > nowMs ? todayAt : todayAt + DAY_MS;
  return target - nowMs;
}
