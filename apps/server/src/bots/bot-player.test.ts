import { describe, expect, it } from 'vitest';
import { BOT_ACCURACY, TOURNAMENT_IDS, TOURNAMENTS } from '@goalguessr/game-core';
import { fakeQuestions, seededRng } from '../match/test-support';
import { BOT_PARTICIPANT_ID, createBotParticipant, planBotAnswer } from './bot-player';

const PLANS = 4_000;

describe('createBotParticipant', () => {
  it.each(TOURNAMENT_IDS)('is labelled as a bot of the %s tier and owns no power-ups', (tournament) => {
    const bot = createBotParticipant(tournament, seededRng(7), 1500);
    expect(bot.id).toBe(BOT_PARTICIPANT_ID);
    expect(bot.isBot).toBe(true);
    expect(bot.username.startsWith('Bot · ')).toBe(true);
    expect(bot.username).toContain(TOURNAMENTS[tournament].name.split(' ')[0]);
    expect(bot.powerUps).toEqual({ golden_shot: 0, energy_drink: 0, whistle: 0 });
  });

  it("picks a strength near the waiting player's rating and stays labelled a bot (issue 17)", () => {
    const weak = createBotParticipant('champions', seededRng(7), 1100);
    const even = createBotParticipant('champions', seededRng(7), 1500);
    const strong = createBotParticipant('champions', seededRng(7), 2000);
    expect([weak.rating, even.rating, strong.rating]).toEqual([1100, 1500, 2000]);
    expect(even.botAccuracy).toBeCloseTo(BOT_ACCURACY.champions, 10);
    expect(weak.botAccuracy).toBeLessThan(even.botAccuracy ?? 0);
    expect(strong.botAccuracy).toBeGreaterThan(even.botAccuracy ?? 1);
    expect(strong.botAccuracy).toBeLessThan(1);
    for (const bot of [weak, strong]) {
      expect(bot.isBot).toBe(true);
      expect(bot.username.startsWith('Bot · ')).toBe(true);
    }
    expect(createBotParticipant('rookie', seededRng(7), Number.NaN).rating).toBe(1500);
  });
});

describe('planBotAnswer', () => {
  it.each(TOURNAMENT_IDS)(
    'a %s bot is right at its tier accuracy, never always, never instantly',
    (tournament) => {
      const rng = seededRng(11);
      const questions = fakeQuestions();
      const delay = { min: 2_500, max: 11_000 };
      let correct = 0;
      const wrongPicks = new Map<number, number>();
      const delays: number[] = [];
      for (let i = 0; i < PLANS; i++) {
        const question = questions[i % questions.length];
        if (question === undefined) throw new Error('no question');
        const plan = planBotAnswer({ rng, tournament, question, roundDurationMs: 15_000, delay });
        delays.push(plan.delayMs);
        if (plan.optionIndex === question.correctIndex) correct += 1;
        else wrongPicks.set(plan.optionIndex, (wrongPicks.get(plan.optionIndex) ?? 0) + 1);
        expect(plan.optionIndex).toBeGreaterThanOrEqual(0);
        expect(plan.optionIndex).toBeLessThan(question.options.length);
      }
      const accuracy = correct / PLANS;
      expect(BOT_ACCURACY[tournament]).toBeLessThan(1);
      expect(Math.abs(accuracy - BOT_ACCURACY[tournament])).toBeLessThan(0.03);
      // wrong answers are spread over every option, not a fixed tell
      expect(wrongPicks.size).toBe(4);
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(delay.min);
      expect(Math.max(...delays)).toBeLessThanOrEqual(delay.max);
      // human-like: spread over the window, not one fixed time
      expect(Math.max(...delays) - Math.min(...delays)).toBeGreaterThan((delay.max - delay.min) * 0.9);
    },
  );

  it('a bot given an accuracy answers right at that rate', () => {
    const rng = seededRng(5);
    const questions = fakeQuestions();
    let correct = 0;
    for (let i = 0; i < PLANS; i++) {
      const question = questions[i % questions.length];
      if (question === undefined) throw new Error('no question');
      const delay = { min: 2_500, max: 11_000 };
      const plan = planBotAnswer({
        rng,
        tournament: 'rookie',
        question,
        roundDurationMs: 15_000,
        delay,
        accuracy: 0.3,
      });
      if (plan.optionIndex === question.correctIndex) correct += 1;
    }
    expect(Math.abs(correct / PLANS - 0.3)).toBeLessThan(0.03);
  });

  it('answers before the deadline even when the round is shorter than its usual delay', () => {
    const question = fakeQuestions()[0];
    if (question === undefined) throw new Error('no question');
    for (let seed = 0; seed < 200; seed++) {
      const plan = planBotAnswer({
        rng: seededRng(seed),
        tournament: 'rookie',
        question,
        roundDurationMs: 1_000,
        delay: { min: 2_500, max: 11_000 },
      });
      expect(plan.delayMs).toBeGreaterThan(0);
      expect(plan.delayMs).toBeLessThan(1_000);
    }
  });
});
