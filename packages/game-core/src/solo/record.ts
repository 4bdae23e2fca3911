import { MAX_SAVED_COUNT, MAX_WALLET_BALANCE } from '../constants';
import { addCapped, isWholeInRange } from '../player/numbers';
import type { PlayerRecord, SoloRecord } from '../player/types';
import { addExperience } from '../progress/experience';
import { fail, ok, type Result } from '../result';
import {
  completeAdventureLevel,
  defaultAdventureProgress,
  type AdventureLevelOutcome,
  type IslandId,
} from './adventure';
import { endlessRewards, type EndlessState } from './endless';

/** The solo block of a new player (also what migration gives older saves): first island open, all zero. */
export function defaultSolo(): SoloRecord {
  return {
    ...defaultAdventureProgress(),
    endlessBestScore: 0,
    totalScore: 0,
    totalGames: 0,
    totalCorrectAnswers: 0,
    totalIncorrectAnswers: 0,
    highestScore: 0,
    bestSeries: 0,
  };
}

export interface SoloGameInput {
  readonly mode: 'endless' | 'adventure';
  readonly score: number;
  readonly correct: number;
  readonly incorrect: number;
  /** longest run of right answers in a row in this game */
  readonly bestSeries: number;
  readonly coins: number;
  readonly experience: number;
}

/**
 * Records one finished solo game (an Endless run or an Adventure level) in the solo statistics, never in the
 * duel's: totalGames +1, totalScore, right and wrong answers add up, highestScore and bestSeries keep the best,
 * an Endless score also its endlessBestScore; coins and experience are paid. Counters saturate at their saved
 * bounds. Numbers that are not whole and ≥ 0 are `invalid_result` and change nothing.
 */
export function applySoloGame(
  record: PlayerRecord,
  input: SoloGameInput,
): Result<PlayerRecord, 'invalid_result'> {
  const counts = [input.score, input.correct, input.incorrect, input.bestSeries, input.experience];
  if (
    (input.mode !== 'endless' && input.mode !== 'adventure') ||
    !counts.every((n) => isWholeInRange(n, MAX_SAVED_COUNT)) ||
    !isWholeInRange(input.coins, MAX_WALLET_BALANCE)
  ) {
    return fail('invalid_result');
  }
  const before = record.solo;
  const bump = (value: number, by: number): number => addCapped(value, by, MAX_SAVED_COUNT);
  const solo: SoloRecord = {
    ...before,
    totalGames: bump(before.totalGames, 1),
    totalScore: bump(before.totalScore, input.score),
    totalCorrectAnswers: bump(before.totalCorrectAnswers, input.correct),
    totalIncorrectAnswers: bump(before.totalIncorrectAnswers, input.incorrect),
    highestScore: Math.max(before.highestScore, input.score),
    bestSeries: Math.max(before.bestSeries, input.bestSeries),
    endlessBestScore:
      input.mode === 'endless' ? Math.max(before.endlessBestScore, input.score) : before.endlessBestScore,
  };
  const currencies = {
    ...record.currencies,
    moneys: addCapped(record.currencies.moneys, input.coins, MAX_WALLET_BALANCE),
  };
  const paid = addExperience({ ...record, solo, currencies }, input.experience);
  /* v8 ignore next -- experience was checked above, so addExperience cannot refuse it */
  if (!paid.ok) return fail('invalid_result');
  return ok(paid.state);
}

export interface EndlessRunResult {
  readonly record: PlayerRecord;
  readonly score: number;
  /** the best Endless score before this run */
  readonly previousBest: number;
  readonly newBest: boolean;
  readonly coins: number;
  readonly experience: number;
}

/** Pays and records a finished Endless run (`phase: 'over'`); a run still going is `run_not_over`. */
export function finishEndlessRun(
  record: PlayerRecord,
  run: EndlessState,
): Result<EndlessRunResult, 'run_not_over' | 'invalid_result'> {
  if (run.phase !== 'over') return fail('run_not_over');
  const { coins, experience } = endlessRewards(run);
  const applied = applySoloGame(record, {
    mode: 'endless',
    score: run.score,
    correct: run.correct,
    incorrect: run.incorrect,
    bestSeries: run.bestStreak,
    coins,
    experience,
  });
  if (!applied.ok) return applied;
  const previousBest = record.solo.endlessBestScore;
  return ok({
    record: applied.state,
    score: run.score,
    previousBest,
    newBest: run.score > previousBest,
    coins,
    experience,
  });
}

/**
 * Records a finished Adventure level: its stars and the island it may open (`completeAdventureLevel`), then the
 * game in the solo statistics with the level's coins and experience (`applySoloGame`).
 */
export function finishAdventureLevel(
  record: PlayerRecord,
  input: {
    islandId: IslandId;
    levelIndex: number;
    correct: number;
    incorrect: number;
    bestSeries: number;
    /** the clue stages out at each right answer (points reward needing fewer; see `completeAdventureLevel`) */
    rightAnswerStages?: readonly number[];
  },
): Result<{ record: PlayerRecord; outcome: AdventureLevelOutcome }, 'level_locked' | 'invalid_result'> {
  const completed = completeAdventureLevel(record.solo, input);
  if (!completed.ok) return completed;
  const outcome = completed.state;
  const withProgress: PlayerRecord = {
    ...record,
    solo: { ...record.solo, openedIsland: outcome.progress.openedIsland, stars: outcome.progress.stars },
  };
  const applied = applySoloGame(withProgress, {
    mode: 'adventure',
    score: outcome.points,
    correct: input.correct,
    incorrect: input.incorrect,
    bestSeries: input.bestSeries,
    coins: outcome.coins,
    experience: outcome.experience,
  });
  if (!applied.ok) return applied;
  return ok({ record: applied.state, outcome });
}

/** The profile's solo figures: average score per game (rounded) and accuracy (rounded percent), 0 without games. */
export function soloStatsSummary(solo: SoloRecord): { average: number; accuracyPercent: number } {
  const games = solo.totalGames;
  const answers = solo.totalCorrectAnswers + solo.totalIncorrectAnswers;
  return {
    average: games === 0 ? 0 : Math.round(solo.totalScore / games),
    accuracyPercent: answers === 0 ? 0 : Math.round((solo.totalCorrectAnswers / answers) * 100),
  };
}
