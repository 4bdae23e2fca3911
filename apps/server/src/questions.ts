import { loadPlayers } from '@goalguessr/footballers';
import {
  createQuestionBank,
  dailyQuestion,
  type Footballer,
  type Question,
  type QuestionBank,
} from '@goalguessr/game-core';
import type { FootballerIndex, QuestionSource } from './match/types';
import { fingerprintOf } from './rooms/recent-ids';

/**
 * The production question source: the footballer dataset indexed once (at server start) by game-core's
 * question bank; each match asks it for five questions of the tournament's tier, the recent footballers excluded
 * by their entry indices in that bank (`footballers`, named by the dataset's fingerprint).
 */
export function createQuestionSource(): QuestionSource {
  const bank = datasetBank();
  const footballers: FootballerIndex = {
    size: bank.size,
    fingerprint: datasetFingerprint(),
    indexOf: (id) => bank.indexOf(id),
  };
  return Object.assign(
    ({ tier, rng, exclude }: Parameters<QuestionSource>[0]) =>
      bank.generateMatchQuestions({ tier, rng, excludeIndices: exclude }),
    { footballers },
  );
}

let players: readonly Footballer[] | undefined;
let bank: QuestionBank | undefined;
let fingerprint: string | undefined;

function datasetPlayers(): readonly Footballer[] {
  players ??= loadPlayers();
  return players;
}

/** The question bank of the footballer dataset, built once per process (matches and the daily card share it). */
function datasetBank(): QuestionBank {
  bank ??= createQuestionBank(datasetPlayers());
  return bank;
}

/** The dataset's fingerprint (`fingerprintOf` its ids in the bank's order), computed once per process. */
function datasetFingerprint(): string {
  fingerprint ??= fingerprintOf(datasetPlayers().map((player) => player.id));
  return fingerprint;
}

/** Draws a date's daily card (issue 17). */
export type DailySource = (dateKey: string) => Question | undefined;

/**
 * The production daily card: game-core's `dailyQuestion` over the dataset, the same rule and file the app uses
 * offline, so the server and every device agree on the card of a UTC date.
 */
export function createDailySource(): DailySource {
  return (dateKey) => dailyQuestion(datasetBank(), dateKey);
}
