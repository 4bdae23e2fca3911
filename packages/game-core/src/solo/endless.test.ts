import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ENDLESS_ARRIVAL_SPEEDUP,
  ENDLESS_CARD_CLEARS_PER_RUN,
  ENDLESS_FIRST_ARRIVAL_MS,
  ENDLESS_HURRY_UP_CARDS,
  ENDLESS_LIFE_REFILL_STREAK,
  ENDLESS_MAX_COINS_PER_RUN,
  ENDLESS_MIN_ARRIVAL_MS,
  ENDLESS_STACK_CAPACITY,
  ENDLESS_STARTING_LIVES,
  ENERGY_DRINK_BONUS_MS,
  MAX_LIVES,
  SCREEN_FULL_THRESHOLD_MS,
  ENDLESS_POINTS_PER_CARD,
  CLUE_POINTS_PER_HIDDEN_STAGE,
} from '../constants';
import type { Question } from '../questions/types';
import { createSeededRng } from '../rng';
import {
  endlessArrivalIntervalMs,
  endlessFullMsLeft,
  endlessHurryUp,
  endlessPointsFor,
  endlessReducer,
  endlessRewards,
  endlessTierFor,
  endlessTopClueStages,
  startEndless,
  type EndlessEffect,
  type EndlessEvent,
  type EndlessPowerUp,
  type EndlessState,
} from './endless';

const T0 = 1_700_000_000_000;
const rng = createSeededRng(7);

function question(n: number, correctIndex = n % 4): Question {
  return {
    card: {
      nation: 'ARG',
      flag: 'ar',
      position: 'FW',
      birthYear: 1980 + (n % 20),
      worldCups: [],
      heightCm: null,
      foot: null,
    },
    options: [0, 1, 2, 3].map((i) => ({ id: `p${n}-${i}`, name: `Player ${n}-${i}` })),
    correctIndex,
    answerId: `p${n}-${correctIndex}`,
  };
}

function questions(count: number, from = 0): Question[] {
  return Array.from({ length: count }, (_, i) => question(from + i));
}

const FULL_POWER_UPS = { golden_shot: 5, energy_drink: 3, whistle: 3 };

function start(count = 50, powerUps: Partial<Record<string, number>> = FULL_POWER_UPS): EndlessState {
  return startEndless({ nowMs: T0, questions: questions(count), powerUps }).state;
}

/** Runs events in order, collecting every effect. */
function run(state: EndlessState, events: EndlessEvent[]): { state: EndlessState; effects: EndlessEffect[] } {
  const effects: EndlessEffect[] = [];
  let current = state;
  for (const event of events) {
    const step = endlessReducer(current, event);
    current = step.state;
    effects.push(...step.effects);
  }
  return { state: current, effects };
}

const tick = (nowMs: number): EndlessEvent => ({ type: 'tick', nowMs });
const right = (s: EndlessState): number => s.stack[0]?.question.correctIndex ?? 0;
const wrong = (s: EndlessState): number => ((s.stack[0]?.question.correctIndex ?? 0) + 1) % 4;

describe('Endless arrival pace', () => {
  it('starts at ENDLESS_FIRST_ARRIVAL_MS, speeds up by ENDLESS_ARRIVAL_SPEEDUP and stops at the minimum', () => {
    expect(endlessArrivalIntervalMs(0)).toBe(ENDLESS_FIRST_ARRIVAL_MS);
    expect(endlessArrivalIntervalMs(1)).toBe(Math.round(ENDLESS_FIRST_ARRIVAL_MS * ENDLESS_ARRIVAL_SPEEDUP));
    expect(endlessArrivalIntervalMs(1000)).toBe(ENDLESS_MIN_ARRIVAL_MS);
    expect(endlessArrivalIntervalMs(-3)).toBe(ENDLESS_FIRST_ARRIVAL_MS);
    expect(endlessArrivalIntervalMs(Number.NaN)).toBe(ENDLESS_FIRST_ARRIVAL_MS);
  });

  it('never slows down and never goes below the minimum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const a = endlessArrivalIntervalMs(n);
        const b = endlessArrivalIntervalMs(n + 1);
        expect(b).toBeLessThanOrEqual(a);
        expect(b).toBeGreaterThanOrEqual(ENDLESS_MIN_ARRIVAL_MS);
        expect(a).toBeLessThanOrEqual(ENDLESS_FIRST_ARRIVAL_MS);
      }),
    );
  });

  it('deals cards at the scheduled times, several after a long gap', () => {
    const s0 = start();
    expect(s0.stack).toHaveLength(1);
    expect(run(s0, [tick(T0 + ENDLESS_FIRST_ARRIVAL_MS - 1)]).state.stack).toHaveLength(1);
    const one = run(s0, [tick(T0 + ENDLESS_FIRST_ARRIVAL_MS)]);
    expect(one.state.stack).toHaveLength(2);
    expect(one.effects).toContainEqual({ type: 'card_arrived', cardId: 1 });
    const gap = ENDLESS_FIRST_ARRIVAL_MS + endlessArrivalIntervalMs(1) + endlessArrivalIntervalMs(2);
    expect(run(s0, [tick(T0 + gap)]).state.stack).toHaveLength(4);
  });

  it('moves from the easy tier to the hard one as the run goes on', () => {
    expect(endlessTierFor(0)).toBe('rookie');
    expect(endlessTierFor(10)).toBe('champions');
    expect(endlessTierFor(100)).toBe('legendary');
  });

  it('asks for questions when the queue runs low, once until they come', () => {
    const started = startEndless({ nowMs: T0, questions: questions(2), powerUps: {} });
    expect(started.effects).toEqual([{ type: 'need_questions', tier: 'rookie' }]);
    const again = run(started.state, [tick(T0 + 1)]);
    expect(again.effects.filter((e) => e.type === 'need_questions')).toHaveLength(0);
    const fed = endlessReducer(started.state, {
      type: 'questions',
      nowMs: T0 + 2,
      questions: questions(5, 10),
    });
    expect(fed.state.queue).toHaveLength(6);
    expect(fed.state.questionsRequested).toBe(false);
  });

  it('waits for questions instead of dealing nothing', () => {
    const s0 = startEndless({ nowMs: T0, questions: questions(1), powerUps: {} }).state;
    const later = run(s0, [tick(T0 + 60_000)]).state;
    expect(later.stack).toHaveLength(1);
    expect(later.phase).toBe('running');
  });
});

describe('Endless screen-full rule (spec §4)', () => {
  /** Time at which the stack of a fresh run becomes full when nobody answers. */
  function fullAt(): number {
    let t = T0;
    for (let n = 0; n < ENDLESS_STACK_CAPACITY - 1; n++) t += endlessArrivalIntervalMs(n);
    return t;
  }

  it('warns from ENDLESS_HURRY_UP_CARDS cards, and ends the run after 10 s full', () => {
    const s0 = start();
    const full = fullAt();
    const atFull = run(s0, [tick(full)]);
    expect(atFull.state.stack).toHaveLength(ENDLESS_STACK_CAPACITY);
    expect(atFull.effects.filter((e) => e.type === 'hurry_up')).toHaveLength(1);
    expect(endlessHurryUp(atFull.state)).toBe(true);
    expect(atFull.state.fullSinceMs).toBe(full);
    expect(endlessFullMsLeft(atFull.state, full + 4000)).toBe(SCREEN_FULL_THRESHOLD_MS - 4000);
    const almost = run(atFull.state, [tick(full + SCREEN_FULL_THRESHOLD_MS - 1)]);
    expect(almost.state.phase).toBe('running');
    const over = run(almost.state, [tick(full + SCREEN_FULL_THRESHOLD_MS)]);
    expect(over.state.phase).toBe('over');
    expect(over.state.endReason).toBe('screen_full');
    expect(over.effects).toContainEqual({ type: 'game_over', reason: 'screen_full' });
    expect(endlessHurryUp(over.state)).toBe(false);
  });

  it('an answer that makes room stops the full clock; the next card waits a whole interval', () => {
    const full = fullAt();
    const s = run(start(), [tick(full + 3000)]).state;
    const answered = endlessReducer(s, { type: 'answer', nowMs: full + 3000, optionIndex: right(s) }).state;
    expect(answered.fullSinceMs).toBeNull();
    expect(answered.stack).toHaveLength(ENDLESS_STACK_CAPACITY - 1);
    expect(answered.nextArrivalAtMs).toBe(full + 3000 + endlessArrivalIntervalMs(answered.arrivals));
    // The next card fills the stack again: the 10 s count from its arrival, not from the first fill.
    const refilled = answered.nextArrivalAtMs;
    const later = run(answered, [tick(refilled + SCREEN_FULL_THRESHOLD_MS - 1)]).state;
    expect(later.phase).toBe('running');
    expect(later.fullSinceMs).toBe(refilled);
  });

  it('holds for any schedule of ticks: never over capacity, warning only near full, over only after 10 s full', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6000 }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
        (gaps, answers) => {
          let state = start(200);
          let now = T0;
          let fullSince: number | null = null;
          for (const [index, gap] of gaps.entries()) {
            now += gap;
            const event: EndlessEvent = answers[index]
              ? { type: 'answer', nowMs: now, optionIndex: right(state) }
              : tick(now);
            const before = state;
            const step = endlessReducer(state, event);
            state = step.state;
            expect(state.stack.length).toBeLessThanOrEqual(ENDLESS_STACK_CAPACITY);
            if (state.phase === 'over') {
              expect(state.endReason).toBe('screen_full');
              expect(before.fullSinceMs ?? state.fullSinceMs).not.toBeNull();
              expect(now - (state.fullSinceMs ?? now)).toBeGreaterThanOrEqual(SCREEN_FULL_THRESHOLD_MS);
              break;
            }
            // The warning comes with the card that brings the stack to ENDLESS_HURRY_UP_CARDS (an answer in the
            // same step may already have taken one away again).
            if (step.effects.some((e) => e.type === 'hurry_up')) {
              expect(step.effects.some((e) => e.type === 'card_arrived')).toBe(true);
              const shown = state.stack.length + (event.type === 'answer' ? 1 : 0);
              expect(shown).toBeGreaterThanOrEqual(ENDLESS_HURRY_UP_CARDS);
            }
            if (state.fullSinceMs !== null) {
              expect(state.stack.length).toBe(ENDLESS_STACK_CAPACITY);
              fullSince = state.fullSinceMs;
              expect(now - fullSince).toBeLessThan(SCREEN_FULL_THRESHOLD_MS);
            } else {
              expect(state.stack.length).toBeLessThan(ENDLESS_STACK_CAPACITY);
            }
            expect(endlessHurryUp(state)).toBe(state.stack.length >= ENDLESS_HURRY_UP_CARDS);
          }
        },
      ),
    );
  });

  it('pausing stops the clock; resuming moves every deadline by the pause', () => {
    const s0 = start();
    const paused = endlessReducer(s0, { type: 'pause', nowMs: T0 + 1000 }).state;
    expect(paused.phase).toBe('paused');
    const ignored = run(paused, [
      tick(T0 + 100_000),
      { type: 'answer', nowMs: T0 + 100_000, optionIndex: 0 },
    ]);
    expect(ignored.state).toBe(paused);
    const resumed = endlessReducer(paused, { type: 'resume', nowMs: T0 + 61_000 }).state;
    expect(resumed.phase).toBe('running');
    expect(resumed.nextArrivalAtMs).toBe(s0.nextArrivalAtMs + 60_000);
    expect(endlessReducer(s0, { type: 'resume', nowMs: T0 }).state).toBe(s0);
  });

  it('ignores every event after the end', () => {
    const over = endlessReducer(start(), { type: 'quit', nowMs: T0 + 5 });
    expect(over.state.phase).toBe('over');
    expect(over.state.endReason).toBe('quit');
    const after = endlessReducer(over.state, tick(T0 + 100_000));
    expect(after.state).toBe(over.state);
    expect(after.effects).toEqual([]);
  });
});

describe('Endless answers, lives and streaks', () => {
  it('scores right answers with a growing streak bonus and keeps the best streak', () => {
    let s = start();
    for (let i = 0; i < 3; i++)
      s = endlessReducer(s, { type: 'answer', nowMs: T0, optionIndex: right(s) }).state;
    // Answered at once: only the first clue stage out, the whole clue bonus.
    expect(s.score).toBe(endlessPointsFor(1, 1) + endlessPointsFor(2, 1) + endlessPointsFor(3, 1));
    expect(endlessPointsFor(2)).toBeGreaterThan(endlessPointsFor(1));
    expect(endlessPointsFor(1000)).toBe(endlessPointsFor(11));
    s = endlessReducer(s, { type: 'answer', nowMs: T0, optionIndex: wrong(s) }).state;
    expect(s.streak).toBe(0);
    expect(s.bestStreak).toBe(3);
    expect(s.lives).toBe(ENDLESS_STARTING_LIVES - 1);
  });

  it('a wrong answer costs one life; none left ends the run', () => {
    let s = start();
    const effects: EndlessEffect[] = [];
    for (let i = 0; i < ENDLESS_STARTING_LIVES; i++) {
      const step = endlessReducer(s, { type: 'answer', nowMs: T0, optionIndex: wrong(s) });
      s = step.state;
      effects.push(...step.effects);
    }
    expect(s.lives).toBe(0);
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('no_lives');
    expect(effects.filter((e) => e.type === 'life_lost')).toHaveLength(ENDLESS_STARTING_LIVES);
    expect(effects).toContainEqual({ type: 'game_over', reason: 'no_lives' });
  });

  it('gives a life back every ENDLESS_LIFE_REFILL_STREAK right answers in a row, up to MAX_LIVES', () => {
    let s = start(200);
    const notices: EndlessEffect[] = [];
    for (let i = 0; i < ENDLESS_LIFE_REFILL_STREAK * (MAX_LIVES - ENDLESS_STARTING_LIVES + 1); i++) {
      const step = endlessReducer(s, { type: 'answer', nowMs: T0, optionIndex: right(s) });
      s = step.state;
      notices.push(...step.effects.filter((e) => e.type === 'notice' || e.type === 'life_gained'));
    }
    expect(s.lives).toBe(MAX_LIVES);
    expect(notices.at(-1)).toEqual({ type: 'notice', notice: 'lives_full' });
    expect(notices.filter((e) => e.type === 'life_gained')).toHaveLength(MAX_LIVES - ENDLESS_STARTING_LIVES);
  });

  it('lives stay within 0 … MAX_LIVES and the run ends exactly when they reach 0 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 80 }), (picks) => {
        let s = start(200);
        let lost = 0;
        for (const isRight of picks) {
          if (s.phase === 'over') break;
          const before = s.lives;
          s = endlessReducer(s, {
            type: 'answer',
            nowMs: T0,
            optionIndex: isRight ? right(s) : wrong(s),
          }).state;
          expect(s.lives).toBeGreaterThanOrEqual(0);
          expect(s.lives).toBeLessThanOrEqual(MAX_LIVES);
          if (!isRight) {
            lost++;
            expect(s.lives).toBe(before - 1);
          }
          expect(s.phase === 'over').toBe(s.lives === 0);
          expect(s.correct + s.incorrect).toBeLessThanOrEqual(picks.length);
        }
        expect(s.incorrect).toBe(lost);
      }),
    );
  });

  it('ignores an answer out of range or on an option the whistle removed', () => {
    const s = start();
    expect(endlessReducer(s, { type: 'answer', nowMs: T0, optionIndex: 9 }).state).toBe(s);
    expect(endlessReducer(s, { type: 'answer', nowMs: T0, optionIndex: 1.5 }).state).toBe(s);
    const whistled = endlessReducer(s, { type: 'use_power_up', nowMs: T0, powerUp: 'whistle', rng }).state;
    const removed = whistled.stack[0]?.removedOptions[0] ?? -1;
    expect(endlessReducer(whistled, { type: 'answer', nowMs: T0, optionIndex: removed }).state).toBe(
      whistled,
    );
  });

  it('pays 5 coins and 5 XP a right answer, coins capped per run', () => {
    expect(endlessRewards({ correct: 4 })).toEqual({ coins: 20, experience: 20 });
    expect(endlessRewards({ correct: 1000 }).coins).toBe(ENDLESS_MAX_COINS_PER_RUN);
    expect(endlessRewards({ correct: -1 })).toEqual({ coins: 0, experience: 0 });
  });
});

describe('Endless power-ups', () => {
  it('energy drink gives 5 s of breathing room: the next card and the full clock wait', () => {
    const s = run(start(), [tick(T0 + 35_000)]).state;
    expect(s.fullSinceMs).not.toBeNull();
    const step = endlessReducer(s, {
      type: 'use_power_up',
      nowMs: T0 + 35_000,
      powerUp: 'energy_drink',
      rng,
    });
    expect(step.state.fullSinceMs).toBe((s.fullSinceMs ?? 0) + ENERGY_DRINK_BONUS_MS);
    expect(step.state.powerUps.energy_drink).toBe(2);
    expect(step.effects).toContainEqual({ type: 'spend_power_up', powerUp: 'energy_drink' });
    const calm = start();
    const drunk = endlessReducer(calm, {
      type: 'use_power_up',
      nowMs: T0,
      powerUp: 'energy_drink',
      rng,
    }).state;
    expect(drunk.nextArrivalAtMs).toBe(calm.nextArrivalAtMs + ENERGY_DRINK_BONUS_MS);
  });

  it('whistle removes wrong options of the top card, never the right one and never the last wrong one', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const r = createSeededRng(seed);
        let s = start();
        s = endlessReducer(s, { type: 'use_power_up', nowMs: T0, powerUp: 'whistle', rng: r }).state;
        s = endlessReducer(s, { type: 'use_power_up', nowMs: T0, powerUp: 'whistle', rng: r }).state;
        const third = endlessReducer(s, { type: 'use_power_up', nowMs: T0, powerUp: 'whistle', rng: r });
        const card = s.stack[0];
        expect(card?.removedOptions).toHaveLength(2);
        expect(card?.removedOptions).not.toContain(card?.question.correctIndex);
        expect(third.effects).toEqual([{ type: 'notice', notice: 'nothing_to_remove' }]);
        expect(third.state.powerUps.whistle).toBe(1);
      }),
    );
  });

  it('golden shot answers the top card right', () => {
    const s = start();
    const step = endlessReducer(s, { type: 'use_power_up', nowMs: T0, powerUp: 'golden_shot', rng });
    expect(step.state.correct).toBe(1);
    expect(step.state.score).toBe(endlessPointsFor(1));
    expect(step.state.lastAnswer).toMatchObject({ kind: 'golden_shot', correct: true, optionIndex: null });
    expect(step.state.powerUps.golden_shot).toBe(4);
  });

  it('the cards power-up destroys the top card; with no cards it says "No cards found to destroy!"', () => {
    const s = run(start(), [tick(T0 + ENDLESS_FIRST_ARRIVAL_MS)]).state;
    expect(s.stack).toHaveLength(2);
    const step = endlessReducer(s, {
      type: 'use_power_up',
      nowMs: T0 + ENDLESS_FIRST_ARRIVAL_MS,
      powerUp: 'cards',
      rng,
    });
    expect(step.state.stack).toHaveLength(1);
    expect(step.state.stack[0]?.id).toBe(s.stack[1]?.id);
    expect(step.state.cardClears).toBe(ENDLESS_CARD_CLEARS_PER_RUN - 1);
    expect(step.state.lives).toBe(s.lives);
    expect(step.state.score).toBe(0);
    const empty = startEndless({ nowMs: T0, questions: [], powerUps: FULL_POWER_UPS }).state;
    const refused = endlessReducer(empty, { type: 'use_power_up', nowMs: T0, powerUp: 'cards', rng });
    expect(refused.effects).toContainEqual({ type: 'notice', notice: 'no_cards' });
    expect(refused.state.cardClears).toBe(ENDLESS_CARD_CLEARS_PER_RUN);
    const golden = endlessReducer(empty, { type: 'use_power_up', nowMs: T0, powerUp: 'golden_shot', rng });
    expect(golden.effects).toContainEqual({ type: 'notice', notice: 'no_cards' });
  });

  it('the cards power-up runs out after its uses in a run', () => {
    let s = start();
    for (let i = 0; i < ENDLESS_CARD_CLEARS_PER_RUN; i++) {
      s = endlessReducer(s, { type: 'use_power_up', nowMs: T0, powerUp: 'cards', rng }).state;
    }
    const refused = endlessReducer(s, { type: 'use_power_up', nowMs: T0, powerUp: 'cards', rng });
    expect(refused.effects).toContainEqual({ type: 'notice', notice: 'not_enough_power_ups' });
  });

  it('an inventory power-up at 0 says "Not enough power-ups!" and spends nothing', () => {
    const s = start(50, { golden_shot: 0 });
    const step = endlessReducer(s, { type: 'use_power_up', nowMs: T0, powerUp: 'golden_shot', rng });
    expect(step.effects).toEqual([{ type: 'notice', notice: 'not_enough_power_ups' }]);
    expect(step.state.correct).toBe(0);
    const unknown = endlessReducer(s, {
      type: 'use_power_up',
      nowMs: T0,
      powerUp: 'boots' as 'whistle',
      rng,
    });
    expect(unknown.state).toBe(s);
  });

  it('spends exactly the stock the effects report (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<EndlessPowerUp[]>('golden_shot', 'energy_drink', 'whistle', 'cards'), {
          maxLength: 20,
        }),
        (uses) => {
          const s0 = start(100);
          const result = run(
            s0,
            uses.map((powerUp): EndlessEvent => ({ type: 'use_power_up', nowMs: T0, powerUp, rng })),
          );
          for (const id of ['golden_shot', 'energy_drink', 'whistle'] as const) {
            const spent = result.effects.filter(
              (e) => e.type === 'spend_power_up' && e.powerUp === id,
            ).length;
            expect(result.state.powerUps[id]).toBe(s0.powerUps[id] - spent);
            expect(result.state.powerUps[id]).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('Endless clues (issue 13: the duel reveal rule)', () => {
  it('the top card opens with the profile and shows a stage every 3 s; the points fall with it', () => {
    const s = start();
    expect([0, 2_999, 3_000, 6_000, 9_000, 12_000].map((ms) => endlessTopClueStages(s, T0 + ms))).toEqual([
      1, 1, 2, 3, 4, 5,
    ]);
    const points = [0, 3_000, 6_000, 9_000, 12_000].map(
      (ms) => endlessReducer(s, { type: 'answer', nowMs: T0 + ms, optionIndex: right(s) }).state.score,
    );
    expect(points).toEqual([4, 3, 2, 1, 0].map((hidden) => ENDLESS_POINTS_PER_CARD + hidden * 25));
    expect(CLUE_POINTS_PER_HIDDEN_STAGE).toBe(25);
  });

  it('the card under the top one starts its reveal when it reaches the top', () => {
    let s = start();
    s = endlessReducer(s, tick(T0 + ENDLESS_FIRST_ARRIVAL_MS + 100)).state;
    expect(s.stack).toHaveLength(2);
    // The top card has shown everything by now; the second has shown nothing yet.
    expect(endlessTopClueStages(s, T0 + ENDLESS_FIRST_ARRIVAL_MS + 100)).toBe(3);
    const at = T0 + ENDLESS_FIRST_ARRIVAL_MS + 500;
    s = endlessReducer(s, { type: 'answer', nowMs: at, optionIndex: right(s) }).state;
    expect(endlessTopClueStages(s, at)).toBe(1);
    expect(endlessTopClueStages(s, at + 3_000)).toBe(2);
  });

  it('a card landing on an empty stack starts its reveal when it lands', () => {
    let s = start();
    s = endlessReducer(s, { type: 'answer', nowMs: T0 + 1_000, optionIndex: right(s) }).state;
    // The emptied stack gets its next card at once.
    s = endlessReducer(s, tick(T0 + 1_000)).state;
    expect(s.stack).toHaveLength(1);
    expect(endlessTopClueStages(s, T0 + 3_999)).toBe(1);
    expect(endlessTopClueStages(s, T0 + 4_000)).toBe(2);
  });

  it('pausing stops the reveal of the top card; resuming goes on where it stood', () => {
    let s = start();
    s = run(s, [tick(T0 + 2_000), { type: 'pause', nowMs: T0 + 2_000 }]).state;
    expect(endlessTopClueStages(s, T0 + 60_000)).toBe(1);
    // Events while paused change nothing, asking for a clue included.
    s = endlessReducer(s, { type: 'next_clue', nowMs: T0 + 30_000 }).state;
    expect(endlessTopClueStages(s, T0 + 60_000)).toBe(1);
    s = endlessReducer(s, { type: 'resume', nowMs: T0 + 60_000 }).state;
    expect(endlessTopClueStages(s, T0 + 60_999)).toBe(1);
    expect(endlessTopClueStages(s, T0 + 61_000)).toBe(2);
    const answered = endlessReducer(s, { type: 'answer', nowMs: T0 + 60_500, optionIndex: right(s) });
    expect(answered.state.score).toBe(endlessPointsFor(1, 1));
  });

  it('asking for the next clue shows it at once and costs its points', () => {
    let s = start();
    s = run(s, [
      { type: 'next_clue', nowMs: T0 + 500 },
      { type: 'next_clue', nowMs: T0 + 600 },
    ]).state;
    expect(endlessTopClueStages(s, T0 + 600)).toBe(3);
    const answered = endlessReducer(s, { type: 'answer', nowMs: T0 + 700, optionIndex: right(s) });
    expect(answered.state.score).toBe(ENDLESS_POINTS_PER_CARD + 2 * CLUE_POINTS_PER_HIDDEN_STAGE);
    // With an empty stack there is nothing to ask about.
    const empty = { ...start(), stack: [], topClues: null };
    expect(endlessReducer(empty, { type: 'next_clue', nowMs: T0 }).state.topClues).toBeNull();
  });

  it('a golden shot scores without the clue bonus, like the duel', () => {
    const s = start();
    const step = endlessReducer(s, { type: 'use_power_up', nowMs: T0, powerUp: 'golden_shot', rng });
    expect(step.state.score).toBe(ENDLESS_POINTS_PER_CARD);
  });

  it('points never rise with more clues out, and the streak still adds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 4 }), (streak, shown) => {
        expect(endlessPointsFor(streak, shown)).toBeGreaterThan(endlessPointsFor(streak, shown + 1));
        expect(endlessPointsFor(streak, 5)).toBe(endlessPointsFor(streak));
        expect(endlessPointsFor(streak + 1, shown)).toBeGreaterThanOrEqual(endlessPointsFor(streak, shown));
      }),
    );
  });
});
