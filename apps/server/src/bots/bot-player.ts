import {
  BOT_ACCURACY,
  CLEATS,
  botStrengthFor,
  SHIRTS,
  TOURNAMENTS,
  pick,
  randomInt,
  type Question,
  type Rng,
  type TournamentId,
} from '@goalguessr/game-core';
import { NO_RECENT, type ParticipantInit } from '../match/types';

/** The participant id of the bot inside a room (a bot is never a websocket client). */
export const BOT_PARTICIPANT_ID = 'bot';

/**
 * A bot opponent, labelled as such: its name says "Bot" and the tournament, never a human-like name, and
 * `isBot` is set so the client shows it. It owns no power-ups. Its strength is near the waiting player's rating
 * (game-core `botStrengthFor`: the same rating, and an accuracy moved from the tier's base by the rating); a
 * strong bot is still labelled "Bot".
 */
export function createBotParticipant(
  tournament: TournamentId,
  rng: Rng,
  playerRating: number,
  /** the waiting player's level: the bot shows the same one in the VS intro (0: none) */
  playerLevel = 0,
): ParticipantInit {
  const tierLabel = TOURNAMENTS[tournament].name.split(' ')[0] ?? tournament;
  const strength = botStrengthFor(tournament, playerRating);
  return {
    rating: strength.rating,
    ratingDeviation: strength.rd,
    level: playerLevel,
    botAccuracy: strength.accuracy,
    id: BOT_PARTICIPANT_ID,
    isBot: true,
    username: `Bot · ${tierLabel}`,
    shirt: pick(rng, SHIRTS)?.id ?? 'white',
    cleat: pick(rng, CLEATS)?.id ?? 'white-black',
    recent: NO_RECENT,
    powerUps: { golden_shot: 0, energy_drink: 0, whistle: 0 },
  };
}

export interface BotAnswerPlan {
  /** delay after the round start, in ms: at least `delay.min`, always before the deadline */
  delayMs: number;
  optionIndex: number;
}

/**
 * How the bot answers one round: right with probability `accuracy` (its strength; BOT_ACCURACY[tier] when not
 * given; always below 1, so never perfect),
 * otherwise a uniformly chosen wrong option; after a uniform delay in [min, max] ms (never instant), cut to
 * one millisecond before the deadline when the window is shorter than that.
 */
export function planBotAnswer(input: {
  rng: Rng;
  tournament: TournamentId;
  question: Question;
  roundDurationMs: number;
  delay: { readonly min: number; readonly max: number };
  accuracy?: number;
}): BotAnswerPlan {
  const { rng, question } = input;
  const span = Math.max(0, input.delay.max - input.delay.min);
  const sampledMs = input.delay.min + randomInt(rng, span + 1);
  const delayMs = Math.max(1, Math.min(sampledMs, input.roundDurationMs - 1));
  const right = rng.next() < (input.accuracy ?? BOT_ACCURACY[input.tournament]);
  if (right) return { delayMs, optionIndex: question.correctIndex };
  const wrong = question.options.map((_, index) => index).filter((index) => index !== question.correctIndex);
  return { delayMs, optionIndex: pick(rng, wrong) ?? question.correctIndex };
}
