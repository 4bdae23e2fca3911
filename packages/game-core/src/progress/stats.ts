import { MAX_SAVED_COUNT, MAX_WALLET_BALANCE, RECENT_PLAYERS_LIMIT } from '../constants';
import { addCapped, isWholeInRange } from '../player/numbers';
import type { PlayerRecord } from '../player/types';
import { isPlayerId } from '../player/validate';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { addExperience } from './experience';

type Stats = PlayerRecord['stats'];

function count(value: unknown): number {
  return isWholeInRange(value, Number.MAX_SAFE_INTEGER) ? value : 0;
}

/** Rounded whole percent of part over whole; 0 when whole is 0 (spec §3: win rate). */
function percent(part: number, total: number): number {
  if (total === 0) return 0;
  return Math.round((Math.min(part, total) / total) * 100);
}

/** Spec §3: wins over gamesPlayed as a whole rounded percent, 0 with no games. */
export function winRatePercent(stats: Pick<Stats, 'wins' | 'gamesPlayed'>): number {
  return percent(count(stats.wins), count(stats.gamesPlayed));
}

/** Correct answers over all answers as a whole rounded percent, 0 before any answer. */
export function accuracyPercent(stats: Pick<Stats, 'totalCorrectAnswers' | 'totalIncorrectAnswers'>): number {
  const correct = count(stats.totalCorrectAnswers);
  return percent(correct, correct + count(stats.totalIncorrectAnswers));
}

/** Correct answers per game played, rounded to one decimal (3.4), 0 with no games. */
export function averageCorrectPerGame(stats: Pick<Stats, 'totalCorrectAnswers' | 'gamesPlayed'>): number {
  const games = count(stats.gamesPlayed);
  if (games === 0) return 0;
  return Math.round((count(stats.totalCorrectAnswers) / games) * 10) / 10;
}

/**
 * Appends footballer ids seen in a match to `recentPlayerIds`: an id seen again moves to the end (newest last),
 * repeats inside `ids` keep their last position, and only the newest RECENT_PLAYERS_LIMIT are kept.
 * Ids must be footballer ids (`isPlayerId`), at most RECENT_PLAYERS_LIMIT of them, else `invalid_player_ids`.
 */
export function rememberSeenPlayers(
  record: PlayerRecord,
  ids: readonly string[],
): Result<PlayerRecord, 'invalid_player_ids'> {
  if (!Array.isArray(ids) || ids.length > RECENT_PLAYERS_LIMIT) return fail('invalid_player_ids');
  const incoming = Array.from(ids as readonly unknown[]);
  if (!incoming.every(isPlayerId)) return fail('invalid_player_ids');
  if (incoming.length === 0) return ok(record);
  const fresh = new Set<string>();
  // Walk backwards so that the last occurrence of a repeated id decides its position.
  for (let index = incoming.length - 1; index >= 0; index -= 1) fresh.add(incoming[index] as string);
  const newest = [...fresh].reverse();
  const kept = record.recentPlayerIds.filter((id) => !fresh.has(id));
  const recentPlayerIds = [...kept, ...newest].slice(-RECENT_PLAYERS_LIMIT);
  return ok({ ...record, recentPlayerIds });
}

export interface MatchResultInput {
  readonly outcome: 'win' | 'lose' | 'draw';
  /** answers this player got right / wrong in the match */
  readonly correct: number;
  readonly incorrect: number;
  /** match points, for totalScore and highestScore */
  readonly points: number;
  /** coins won (already decided by the match rules) */
  readonly rewardCoins: number;
  /** experience earned (already decided by the match rules) */
  readonly experience: number;
  /** footballer ids shown in the match */
  readonly seenPlayerIds: readonly string[];
}

const OUTCOMES: readonly string[] = ['win', 'lose', 'draw'];

function isValidInput(input: MatchResultInput): boolean {
  if (typeof input !== 'object' || input === null || !OUTCOMES.includes(input.outcome)) return false;
  const numbers = [input.correct, input.incorrect, input.points, input.experience];
  return (
    numbers.every((value) => isWholeInRange(value, MAX_SAVED_COUNT)) &&
    isWholeInRange(input.rewardCoins, MAX_WALLET_BALANCE)
  );
}

/**
 * Records a finished match (spec §4). gamesPlayed +1; correct and incorrect answers accumulate; a win raises
 * wins and the current streak, and bestWinStreak when beaten; a loss raises losses and resets the streak; a draw
 * (ours) raises draws and also resets the streak, since it is not a win. totalScore += points, highestScore is
 * the best single match; coins += rewardCoins (saturating at MAX_WALLET_BALANCE); experience via
 * `addExperience`; seen ids via `rememberSeenPlayers`. Counters saturate at MAX_SAVED_COUNT.
 * Input that is not whole numbers ≥ 0, an unknown outcome or bad ids is `invalid_result` and changes nothing.
 */
export function applyMatchResult(
  record: PlayerRecord,
  input: MatchResultInput,
): Result<PlayerRecord, 'invalid_result'> {
  if (!isValidInput(input)) return fail('invalid_result');
  const remembered = rememberSeenPlayers(record, input.seenPlayerIds);
  if (!remembered.ok) return fail('invalid_result');

  const before = record.stats;
  const bump = (value: number, by = 1): number => addCapped(value, by, MAX_SAVED_COUNT);
  const currentWinStreak = input.outcome === 'win' ? bump(before.currentWinStreak) : 0;
  const stats: Stats = {
    ...before,
    gamesPlayed: bump(before.gamesPlayed),
    wins: input.outcome === 'win' ? bump(before.wins) : before.wins,
    losses: input.outcome === 'lose' ? bump(before.losses) : before.losses,
    draws: input.outcome === 'draw' ? bump(before.draws) : before.draws,
    totalCorrectAnswers: bump(before.totalCorrectAnswers, input.correct),
    totalIncorrectAnswers: bump(before.totalIncorrectAnswers, input.incorrect),
    currentWinStreak,
    bestWinStreak: Math.max(before.bestWinStreak, currentWinStreak),
    totalScore: bump(before.totalScore, input.points),
    highestScore: Math.max(before.highestScore, input.points),
  };
  const currencies = {
    ...record.currencies,
    moneys: addCapped(record.currencies.moneys, input.rewardCoins, MAX_WALLET_BALANCE),
  };
  const withXp = addExperience({ ...remembered.state, stats, currencies }, input.experience);
  /* v8 ignore next -- experience was checked above, so addExperience cannot refuse it */
  if (!withXp.ok) return fail('invalid_result');
  return ok(withXp.state);
}
