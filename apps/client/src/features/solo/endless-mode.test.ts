import {
  ENDLESS_CARD_CLEARS_PER_RUN,
  ENDLESS_FIRST_ARRIVAL_MS,
  ENDLESS_STACK_CAPACITY,
  SCREEN_FULL_THRESHOLD_MS,
  createSeededRng,
  powerUpQuantity,
  type Question,
} from '@goalguessr/game-core';
import { describe, expect, it } from 'vitest';

import { soloQuestion } from '../../testing/play-fixtures';
import { PlayHarness } from '../../testing/play-harness';
import {
  ENDLESS_NOTICE_MS,
  ENDLESS_TICK_MS,
  INITIAL_ENDLESS,
  endlessMode,
  type EndlessInput,
  type EndlessMessage,
  type EndlessScreenState,
} from './endless-mode';

const question = (n: number): Question => soloQuestion(n, 1);
const questions = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => question(from + i));

function harness() {
  return new PlayHarness<EndlessScreenState, EndlessInput, EndlessMessage>(endlessMode, INITIAL_ENDLESS);
}

/** Start pressed and the port's first deal answered: a run on screen. */
function running() {
  const h = harness();
  h.send({ type: 'start' });
  h.send({ type: 'dealt', questions: questions(0, 10) });
  h.effects = [];
  return h;
}

describe('Endless as a play mode', () => {
  it('Start asks the port for the first cards; the deal starts the run with its cue and the clock', () => {
    const h = harness();
    expect(h.kinds(h.send({ type: 'start' }))).toEqual(['cancel:tick', 'send:deal']);
    expect(h.sent()).toEqual([{ type: 'deal', tier: 'rookie', batches: 2, newRun: true }]);
    expect(h.state.status).toBe('loading');
    // A second Start while loading (a double tap) asks nothing more.
    expect(h.send({ type: 'start' })).toEqual([]);
    const started = h.send({ type: 'dealt', questions: questions(0, 10) });
    expect(h.kinds(started)).toEqual(['cue:question', 'schedule:tick']);
    expect(started.at(-1)).toEqual({
      kind: 'schedule',
      timer: 'tick',
      ms: ENDLESS_TICK_MS,
      input: { type: 'tick' },
    });
    expect(h.state.status).toBe('playing');
    expect(h.state.run?.stack).toHaveLength(1);
    // The player's own power-ups come into the run.
    expect(h.state.run?.powerUps.whistle).toBe(powerUpQuantity(h.record, 'whistle'));
  });

  it('the data not loading shows its state; a deal that fails mid-run lets the run go on', () => {
    const h = harness();
    h.send({ type: 'start' });
    h.send({ type: 'load_failed' });
    expect(h.state.status).toBe('load_failed');
    const r = running();
    r.send({ type: 'load_failed' });
    expect(r.state.status).toBe('playing');
  });

  it('a right answer scores with its cue, a wrong one costs a life and the streak', () => {
    const h = running();
    expect(h.kinds(h.send({ type: 'answer', optionIndex: 1 }))).toContain('cue:correct');
    expect(h.state.run?.score).toBeGreaterThan(0);
    expect(h.state.run?.lastAnswer).toMatchObject({ correct: true });
    h.nowMs += ENDLESS_FIRST_ARRIVAL_MS;
    h.send({ type: 'tick' });
    expect(h.kinds(h.send({ type: 'answer', optionIndex: 0 }))).toContain('cue:wrong');
    expect(h.state.run).toMatchObject({ lives: 2, streak: 0 });
  });

  it('every tick schedules the next one while the run goes on', () => {
    const h = running();
    expect(h.kinds(h.send({ type: 'tick' }))).toEqual(['schedule:tick']);
    h.nowMs += ENDLESS_FIRST_ARRIVAL_MS;
    expect(h.kinds(h.send({ type: 'tick' }))).toEqual(['cue:cardArrived', 'schedule:tick']);
    expect(h.state.run?.stack).toHaveLength(2);
  });

  it('a power-up from the inventory is saved as spent, with its cue; the run keeps the rest', () => {
    const h = running();
    const before = powerUpQuantity(h.record, 'whistle');
    const effects = h.send({ type: 'power_up', powerUp: 'whistle', rng: createSeededRng(7) });
    expect(h.kinds(effects)).toEqual(['save', 'cue:powerUp']);
    expect(powerUpQuantity(h.record, 'whistle')).toBe(before - 1);
    expect(h.state.run?.stack[0]?.removedOptions).toHaveLength(1);
  });

  it('a refused power-up shows its notice, cleared by its own timer only', () => {
    const h = running();
    for (let i = 0; i < ENDLESS_CARD_CLEARS_PER_RUN; i++) {
      h.nowMs += ENDLESS_FIRST_ARRIVAL_MS;
      h.send({ type: 'tick' });
      h.send({ type: 'power_up', powerUp: 'cards', rng: createSeededRng(1) });
    }
    const refused = h.send({ type: 'power_up', powerUp: 'cards', rng: createSeededRng(1) });
    expect(refused).toContainEqual({
      kind: 'schedule',
      timer: 'notice',
      ms: ENDLESS_NOTICE_MS,
      input: { type: 'notice_expired', noticeId: 1 },
    });
    expect(h.state.notice).toBe('not_enough_power_ups');
    h.send({ type: 'notice_expired', noticeId: 0 });
    expect(h.state.notice).toBe('not_enough_power_ups');
    h.send({ type: 'notice_expired', noticeId: 1 });
    expect(h.state.notice).toBeNull();
  });

  it('a short queue asks the port for one more batch of the tier the run has reached', () => {
    const h = harness();
    h.send({ type: 'start' });
    h.send({ type: 'dealt', questions: questions(0, 2) });
    expect(h.sent().at(-1)).toEqual({ type: 'deal', tier: 'rookie', batches: 1, newRun: false });
    h.send({ type: 'dealt', questions: questions(10, 5) });
    expect(h.state.run?.queue).toHaveLength(6);
  });

  it('a full screen ends the run: recorded and paid once, its cue, the clock stopped', () => {
    const h = running();
    const games = h.record.solo.totalGames;
    h.send({ type: 'answer', optionIndex: 1 });
    // Long enough away for the pile to fill and stay full past the threshold.
    h.nowMs += ENDLESS_FIRST_ARRIVAL_MS * ENDLESS_STACK_CAPACITY + SCREEN_FULL_THRESHOLD_MS;
    const over = h.kinds(h.send({ type: 'tick' }));
    expect(h.state.run?.stack).toHaveLength(ENDLESS_STACK_CAPACITY);
    expect(over).toContain('save');
    expect(over).toContain('cancel:tick');
    expect(over).not.toContain('schedule:tick');
    expect(over.some((k) => k === 'cue:win' || k === 'cue:lose')).toBe(true);
    expect(h.state).toMatchObject({ status: 'over', result: { reason: 'screen_full' } });
    expect(h.record.solo.totalGames).toBe(games + 1);
    // Over is over: nothing more is recorded.
    expect(h.send({ type: 'quit' })).toEqual([]);
    expect(h.record.solo.totalGames).toBe(games + 1);
  });

  it('leaving mid-run ends it (recorded once an answer was given) and resets the screen', () => {
    const idle = running();
    idle.send({ type: 'leave' });
    expect(idle.state).toEqual(INITIAL_ENDLESS);
    expect(idle.record.solo.totalGames).toBe(0);
    const played = running();
    played.send({ type: 'answer', optionIndex: 0 });
    expect(played.kinds(played.send({ type: 'leave' }))).toEqual([
      'cancel:tick',
      'save',
      'cancel:tick',
      'cancel:notice',
    ]);
    expect(played.record.solo.totalGames).toBe(1);
    expect(played.state).toEqual(INITIAL_ENDLESS);
  });

  it('pause stops the clock and the clue reveal; resume goes on', () => {
    const h = running();
    h.send({ type: 'pause' });
    expect(h.state.run?.phase).toBe('paused');
    h.nowMs += 60_000;
    h.send({ type: 'tick' });
    expect(h.state.run?.stack).toHaveLength(1);
    h.send({ type: 'resume' });
    expect(h.state.run?.phase).toBe('running');
  });
});
