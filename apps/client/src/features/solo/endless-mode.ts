import {
  POWER_UP_IDS,
  endlessReducer,
  finishEndlessRun,
  powerUpQuantity,
  spendPowerUp,
  startEndless,
  type EndlessEffect,
  type EndlessEvent,
  type EndlessNotice,
  type EndlessPowerUp,
  type EndlessState,
  type PowerUpId,
  type Question,
  type Rng,
  type Tier,
} from '@goalguessr/game-core';

import type { PlayEffect, PlayEvent, PlayStep } from '../../lib/play/session';

/**
 * Endless as a mode of the play session: game-core's Endless reducer does the rules; this wraps it in the
 * screen's state (loading, playing, over) and turns its effects into the shared vocabulary (cue, save, send,
 * schedule). Pure: the moment, the record and the randomness come with the events.
 */

/** How often the run's clock is advanced while it is on screen. */
export const ENDLESS_TICK_MS = 200;
/** How long a notice ("No cards found to destroy!", …) stays. */
export const ENDLESS_NOTICE_MS = 2500;
/** Question batches dealt at the start of a run (each a duel's worth). */
const STARTING_BATCHES = 2;

export interface EndlessResult {
  score: number;
  bestScore: number;
  newBest: boolean;
  coins: number;
  experience: number;
  correct: number;
  reason: 'no_lives' | 'screen_full' | 'quit';
}

export type EndlessStatus = 'idle' | 'loading' | 'load_failed' | 'playing' | 'over';

export interface EndlessScreenState {
  status: EndlessStatus;
  run: EndlessState | null;
  result: EndlessResult | null;
  notice: EndlessNotice | null;
  noticeId: number;
  /** the clock of the screen, moved by every event (the screen-full countdown reads it) */
  nowMs: number;
}

export const INITIAL_ENDLESS: EndlessScreenState = {
  status: 'idle',
  run: null,
  result: null,
  notice: null,
  noticeId: 0,
  nowMs: 0,
};

/** What Endless asks its port (the built-in data): deal questions of a tier (a new run forgets what was dealt). */
export type EndlessMessage = { type: 'deal'; tier: Tier; batches: number; newRun: boolean };

export type EndlessInput =
  /** Start (and Retry): load the data and deal the first cards */
  | { type: 'start' }
  /** the port's answer to `deal` */
  | { type: 'dealt'; questions: readonly Question[] }
  | { type: 'load_failed' }
  | { type: 'tick' }
  | { type: 'answer'; optionIndex: number }
  | { type: 'power_up'; powerUp: EndlessPowerUp; rng: Rng }
  | { type: 'next_clue' }
  | { type: 'pause' }
  | { type: 'resume' }
  /** End run (Exit in the pause panel): recorded and paid like any game over */
  | { type: 'quit' }
  /** the page closes: a run still going ends (and counts), the screen resets */
  | { type: 'leave' }
  | { type: 'notice_expired'; noticeId: number };

type Effect = PlayEffect<EndlessInput, EndlessMessage>;
type Step = PlayStep<EndlessScreenState, EndlessInput, EndlessMessage>;

const TICK = 'tick';
const NOTICE = 'notice';
const tick = (): Effect => ({ kind: 'schedule', timer: TICK, ms: ENDLESS_TICK_MS, input: { type: 'tick' } });

/** The run over: recorded and paid through game-core (a run left before any answer is not a game). */
function finish(state: EndlessScreenState, run: EndlessState, event: PlayEvent<EndlessInput>): Step {
  const effects: Effect[] = [{ kind: 'cancel', timer: TICK }];
  const played = run.correct + run.incorrect > 0 || run.endReason !== 'quit';
  const done = played && event.record !== null ? finishEndlessRun(event.record, run) : null;
  let result: EndlessResult | null = null;
  if (done?.ok) {
    effects.push({ kind: 'save', record: done.state.record });
    result = {
      score: done.state.score,
      bestScore: Math.max(done.state.previousBest, done.state.score),
      newBest: done.state.newBest,
      coins: done.state.coins,
      experience: done.state.experience,
      correct: run.correct,
      reason: run.endReason ?? 'quit',
    };
    if (run.endReason !== 'quit') {
      effects.push({ kind: 'cue', cue: result.newBest && result.score > 0 ? 'win' : 'lose' });
    }
  }
  return { state: { ...state, status: 'over', run, result }, effects };
}

/** game-core's effects, in the shared vocabulary; `game_over` ends the screen's run. */
function translate(
  state: EndlessScreenState,
  run: EndlessState,
  coreEffects: readonly EndlessEffect[],
  event: PlayEvent<EndlessInput>,
): Step {
  let next: EndlessScreenState = { ...state, run, nowMs: event.nowMs };
  const effects: Effect[] = [];
  let record = event.record;
  for (const effect of coreEffects) {
    switch (effect.type) {
      case 'card_arrived':
        effects.push({ kind: 'cue', cue: 'cardArrived' });
        break;
      case 'hurry_up':
        effects.push({ kind: 'cue', cue: 'warning' });
        break;
      case 'answered':
        effects.push({
          kind: 'cue',
          cue: effect.correct ? (run.streak >= 2 ? 'correctStreak' : 'correct') : 'wrong',
        });
        break;
      case 'life_gained':
        effects.push({ kind: 'cue', cue: 'lifeGained' });
        break;
      case 'life_lost':
        break;
      case 'notice': {
        const noticeId = next.noticeId + 1;
        next = { ...next, notice: effect.notice, noticeId };
        effects.push({
          kind: 'schedule',
          timer: NOTICE,
          ms: ENDLESS_NOTICE_MS,
          input: { type: 'notice_expired', noticeId },
        });
        break;
      }
      case 'spend_power_up': {
        const spent = record === null ? null : spendPowerUp(record, effect.powerUp);
        if (spent?.ok) {
          record = spent.state;
          effects.push({ kind: 'save', record });
        }
        break;
      }
      case 'power_up_used':
        effects.push({ kind: 'cue', cue: 'powerUp' });
        break;
      case 'need_questions':
        effects.push({
          kind: 'send',
          message: { type: 'deal', tier: effect.tier, batches: 1, newRun: false },
        });
        break;
      case 'game_over': {
        const over = finish(next, run, { ...event, record });
        return { state: over.state, effects: [...effects, ...over.effects] };
      }
    }
  }
  return { state: next, effects };
}

/** Feeds an event to the run (game-core's reducer) and translates what it asks for. */
function feed(state: EndlessScreenState, event: PlayEvent<EndlessInput>, core: EndlessEvent): Step {
  if (state.status !== 'playing' || state.run === null) return { state, effects: [] };
  const step = endlessReducer(state.run, core);
  return translate(state, step.state, step.effects, event);
}

/** A new run from the dealt questions, with the player's power-up stock. */
function begin(
  state: EndlessScreenState,
  event: PlayEvent<EndlessInput>,
  questions: readonly Question[],
): Step {
  const powerUps = {} as Record<PowerUpId, number>;
  for (const id of POWER_UP_IDS) powerUps[id] = event.record === null ? 0 : powerUpQuantity(event.record, id);
  const step = startEndless({ nowMs: event.nowMs, questions, powerUps });
  const started = translate({ ...state, status: 'playing' }, step.state, step.effects, event);
  return {
    state: started.state,
    effects: [{ kind: 'cue', cue: 'question' }, ...started.effects, tick()],
  };
}

/** The Endless mode: `(state, event) → { state, effects }`. */
export function endlessMode(state: EndlessScreenState, event: PlayEvent<EndlessInput>): Step {
  const nowMs = event.nowMs;
  switch (event.type) {
    case 'start':
      if (state.status === 'loading' || state.status === 'playing') return { state, effects: [] };
      return {
        state: { ...INITIAL_ENDLESS, status: 'loading', nowMs },
        effects: [
          { kind: 'cancel', timer: TICK },
          {
            kind: 'send',
            message: { type: 'deal', tier: 'rookie', batches: STARTING_BATCHES, newRun: true },
          },
        ],
      };
    case 'dealt':
      if (state.status === 'loading') return begin(state, event, event.questions);
      return feed(state, event, { type: 'questions', nowMs, questions: event.questions });
    case 'load_failed':
      if (state.status === 'loading') return { state: { ...state, status: 'load_failed' }, effects: [] };
      // More questions could not be dealt: the run goes on with the queue it has, and asks again later.
      return feed(state, event, { type: 'questions', nowMs, questions: [] });
    case 'tick': {
      const step = feed(state, event, { type: 'tick', nowMs });
      const running = step.state.status === 'playing' && step.state.run?.phase !== 'over';
      return running ? { state: step.state, effects: [...step.effects, tick()] } : step;
    }
    case 'answer':
      return feed(state, event, { type: 'answer', nowMs, optionIndex: event.optionIndex });
    case 'power_up':
      return feed(state, event, { type: 'use_power_up', nowMs, powerUp: event.powerUp, rng: event.rng });
    case 'next_clue':
      return feed(state, event, { type: 'next_clue', nowMs });
    case 'pause':
      return feed(state, event, { type: 'pause', nowMs });
    case 'resume':
      return feed(state, event, { type: 'resume', nowMs });
    case 'quit':
      if (state.run?.phase === 'over') return { state, effects: [] };
      return feed(state, event, { type: 'quit', nowMs });
    case 'leave': {
      const quit =
        state.run !== null && state.run.phase !== 'over' ? feed(state, event, { type: 'quit', nowMs }) : null;
      return {
        state: INITIAL_ENDLESS,
        effects: [
          ...(quit?.effects ?? []),
          { kind: 'cancel', timer: TICK },
          { kind: 'cancel', timer: NOTICE },
        ],
      };
    }
    case 'notice_expired':
      return {
        state: event.noticeId === state.noticeId ? { ...state, notice: null } : state,
        effects: [],
      };
  }
}
