import type { EndlessPowerUp, Question, QuestionBank, Tier } from '@goalguessr/game-core';
import { create } from 'zustand';

import { deviceRng, questionSource } from '../../lib/play/footballer-data';
import { createPlaySession, type PlayPort } from '../../lib/play/session';
import { usePlayerStore } from '../../state/player-store';
import {
  INITIAL_ENDLESS,
  endlessMode,
  type EndlessInput,
  type EndlessMessage,
  type EndlessScreenState,
} from './endless-mode';

/** The Endless screen's state; written only by its session (endless-mode.ts through the runner). */
export const useEndlessStore = create<EndlessScreenState>()(() => INITIAL_ENDLESS);

/** Footballer ids dealt in this run, never dealt again in it. */
let dealt = new Set<string>();

function deal(bank: QuestionBank, tier: Tier): Question[] {
  const recent = usePlayerStore.getState().record?.recentPlayerIds ?? [];
  const questions = bank
    .generateMatchQuestions({ tier, rng: deviceRng, exclude: [...recent, ...dealt] })
    .filter((q) => !dealt.has(q.answerId));
  for (const q of questions) dealt.add(q.answerId);
  return questions;
}

/** Endless's port: deals questions from the built-in data (loaded on first use). */
const port: PlayPort<EndlessInput, EndlessMessage> = (message, dispatch) => {
  if (message.newRun) dealt = new Set();
  questionSource()
    .wholeBank()
    .then((bank) => {
      const questions = Array.from({ length: message.batches }, () => deal(bank, message.tier)).flat();
      dispatch({ type: 'dealt', questions });
    })
    .catch((error: unknown) => {
      console.error('Loading the footballer data failed', error);
      dispatch({ type: 'load_failed' });
    });
};

const session = createPlaySession({ reducer: endlessMode, store: useEndlessStore, port });

/** Starts a new run (also Retry): loads the data on first use, then deals the first cards. */
export function startEndlessRun(): void {
  session.dispatch({ type: 'start' });
}

export function answerTopCard(optionIndex: number): void {
  session.dispatch({ type: 'answer', optionIndex });
}

export function triggerEndlessPowerUp(powerUp: EndlessPowerUp): void {
  session.dispatch({ type: 'power_up', powerUp, rng: deviceRng });
}

/** The player asks for the top card's next clue now (it then scores as if they had waited for it). */
export function askEndlessClue(): void {
  session.dispatch({ type: 'next_clue' });
}

export function pauseEndless(): void {
  session.dispatch({ type: 'pause' });
}

export function resumeEndless(): void {
  session.dispatch({ type: 'resume' });
}

/** Ends the run (Exit): it is recorded and paid like any game over. */
export function quitEndless(): void {
  session.dispatch({ type: 'quit' });
}

/** Leaves the Endless screen: a run still going ends (and counts), the clock stops, the screen resets. */
export function leaveEndless(): void {
  session.dispatch({ type: 'leave' });
}
