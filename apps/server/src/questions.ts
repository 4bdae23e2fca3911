import { loadPlayers } from '@goalguessr/footballers';
import { createQuestionBank } from '@goalguessr/game-core';
import type { QuestionSource } from './match/types';

/**
 * The production question source: the footballer dataset indexed once (at server start) by game-core's
 * question bank; each match asks it for five questions of the tournament's tier.
 */
export function createQuestionSource(): QuestionSource {
  const bank = createQuestionBank(loadPlayers());
  return ({ tier, rng, exclude }) => bank.generateMatchQuestions({ tier, rng, exclude });
}
