import {
  POWER_UP_IDS,
  endlessReducer,
  fail,
  finishEndlessRun,
  ok,
  powerUpQuantity,
  startEndless,
  spendPowerUp,
  type EndlessEffect,
  type EndlessEvent,
  type EndlessNotice,
  type EndlessPowerUp,
  type EndlessState,
  type PowerUpId,
  type QuestionBank,
  type Tier,
} from '@goalguessr/game-core';
import { create } from 'zustand';

import { playCue } from '../../services/feedback';
import { usePlayerStore } from '../../state/player-store';
import { deviceRng, questionSource } from './question-source';

/** How often the run's clock is advanced while it is on screen. */
const TICK_MS = 200;
/** How long a notice ("No cards found to destroy!", …) stays. */
const NOTICE_MS = 2500;

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

interface EndlessStore {
  status: EndlessStatus;
  run: EndlessState | null;
  result: EndlessResult | null;
  notice: EndlessNotice | null;
  /** the clock of the screen, updated by every tick (the screen-full countdown reads it) */
  nowMs: number;
}

export const INITIAL_ENDLESS: EndlessStore = {
  status: 'idle',
  run: null,
  result: null,
  notice: null,
  nowMs: 0,
};

export const useEndlessStore = create<EndlessStore>()(() => INITIAL_ENDLESS);

let ticker: number | null = null;
let noticeTimer: number | null = null;
let bank: QuestionBank | null = null;
/** footballer ids dealt in this run, never dealt again in it */
let dealt = new Set<string>();
/** a start under way; a second start (double tap, StrictMode) shares it */
let starting: Promise<void> | null = null;

function stopTicking(): void {
  if (ticker !== null) window.clearInterval(ticker);
  ticker = null;
}

function startTicking(): void {
  stopTicking();
  ticker = window.setInterval(() => dispatch({ type: 'tick', nowMs: Date.now() }), TICK_MS);
}

function showNotice(notice: EndlessNotice): void {
  if (noticeTimer !== null) window.clearTimeout(noticeTimer);
  useEndlessStore.setState({ notice });
  noticeTimer = window.setTimeout(() => useEndlessStore.setState({ notice: null }), NOTICE_MS);
}

function freshQuestions(tier: Tier) {
  if (bank === null) return [];
  const recent = usePlayerStore.getState().record?.recentPlayerIds ?? [];
  const questions = bank
    .generateMatchQuestions({ tier, rng: deviceRng, exclude: [...recent, ...dealt] })
    .filter((q) => !dealt.has(q.answerId));
  for (const q of questions) dealt.add(q.answerId);
  return questions;
}

function finish(run: EndlessState): void {
  stopTicking();
  let result: EndlessResult | null = null;
  // A run left before any answer is not a game: nothing to record or pay.
  const played = run.correct + run.incorrect > 0 || run.endReason !== 'quit';
  usePlayerStore.getState().apply<'not_played' | 'run_not_over' | 'invalid_result'>((record) => {
    if (!played) return fail('not_played');
    const done = finishEndlessRun(record, run);
    if (!done.ok) return done;
    result = {
      score: done.state.score,
      bestScore: Math.max(done.state.previousBest, done.state.score),
      newBest: done.state.newBest,
      coins: done.state.coins,
      experience: done.state.experience,
      correct: run.correct,
      reason: run.endReason ?? 'quit',
    };
    return ok(done.state.record);
  });
  useEndlessStore.setState({ status: 'over', result });
  const finished = result as EndlessResult | null;
  if (run.endReason !== 'quit') playCue(finished?.newBest === true && finished.score > 0 ? 'win' : 'lose');
}

function runEffects(effects: readonly EndlessEffect[], run: EndlessState): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'card_arrived':
        playCue('cardArrived');
        break;
      case 'hurry_up':
        playCue('warning');
        break;
      case 'answered':
        playCue(effect.correct ? (run.streak >= 2 ? 'correctStreak' : 'correct') : 'wrong');
        break;
      case 'life_gained':
        playCue('lifeGained');
        break;
      case 'life_lost':
        break;
      case 'notice':
        showNotice(effect.notice);
        break;
      case 'spend_power_up':
        usePlayerStore.getState().apply((record) => spendPowerUp(record, effect.powerUp));
        break;
      case 'power_up_used':
        playCue('powerUp');
        break;
      case 'need_questions':
        // The bank is local: the answer comes at once, in a later turn so the reducer step finishes first.
        queueMicrotask(() =>
          dispatch({ type: 'questions', nowMs: Date.now(), questions: freshQuestions(effect.tier) }),
        );
        break;
      case 'game_over':
        finish(run);
        break;
    }
  }
}

/** Feeds one event to game-core's Endless reducer and runs what it asks for (sound, saving, questions, the end). */
function dispatch(event: EndlessEvent): void {
  const { run } = useEndlessStore.getState();
  if (run === null) return;
  const step = endlessReducer(run, event);
  if (step.state !== run) useEndlessStore.setState({ run: step.state });
  useEndlessStore.setState({ nowMs: event.nowMs });
  runEffects(step.effects, step.state);
}

/** Starts a new run (also Retry): loads the data chunk and the bank on first use, then deals the first cards. */
export function startEndlessRun(): Promise<void> {
  starting ??= (async () => {
    stopTicking();
    useEndlessStore.setState({ ...INITIAL_ENDLESS, status: 'loading' });
    try {
      bank = await questionSource().endlessBank();
    } catch (error: unknown) {
      console.error('Loading the footballer data failed', error);
      useEndlessStore.setState({ status: 'load_failed' });
      return;
    }
    dealt = new Set();
    const record = usePlayerStore.getState().record;
    const powerUps = {} as Record<PowerUpId, number>;
    for (const id of POWER_UP_IDS) powerUps[id] = record === null ? 0 : powerUpQuantity(record, id);
    const questions = [...freshQuestions('rookie'), ...freshQuestions('rookie')];
    const nowMs = Date.now();
    const step = startEndless({ nowMs, questions, powerUps });
    useEndlessStore.setState({ status: 'playing', run: step.state, nowMs });
    playCue('question');
    runEffects(step.effects, step.state);
    startTicking();
  })().finally(() => {
    starting = null;
  });
  return starting;
}

export function answerTopCard(optionIndex: number): void {
  dispatch({ type: 'answer', nowMs: Date.now(), optionIndex });
}

export function triggerEndlessPowerUp(powerUp: EndlessPowerUp): void {
  dispatch({ type: 'use_power_up', nowMs: Date.now(), powerUp, rng: deviceRng });
}

/** The player asks for the top card's next clue now (it then scores as if they had waited for it). */
export function askEndlessClue(): void {
  dispatch({ type: 'next_clue', nowMs: Date.now() });
}

export function pauseEndless(): void {
  dispatch({ type: 'pause', nowMs: Date.now() });
}

export function resumeEndless(): void {
  dispatch({ type: 'resume', nowMs: Date.now() });
}

/** Ends the run (Exit, leaving the page): it is recorded and paid like any game over. */
export function quitEndless(): void {
  const { run } = useEndlessStore.getState();
  if (run !== null && run.phase !== 'over') dispatch({ type: 'quit', nowMs: Date.now() });
}

/** Leaves the Endless screen: a run still going ends (and counts), the clock stops, the screen resets. */
export function leaveEndless(): void {
  quitEndless();
  stopTicking();
  useEndlessStore.setState(INITIAL_ENDLESS);
}
