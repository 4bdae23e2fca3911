import {
  clueClockStages,
  finishAdventureLevel,
  generateAdventureLevel,
  isLevelOpen,
  ok,
  revealNextClue,
  startClueClock,
  type ClueClock,
  type AdventureLevelOutcome,
  type IslandId,
  type Question,
} from '@goalguessr/game-core';
import { create } from 'zustand';

import { playCue } from '../../services/feedback';
import { usePlayerStore } from '../../state/player-store';
import { deviceRng, questionSource } from './question-source';

/** How long the right answer shows before the next question. */
const ADVENTURE_REVEAL_MS = 1400;

export interface AdventureAnswer {
  optionIndex: number;
  correct: boolean;
  /** clue stages out when it was given (the points reward needing fewer) */
  stagesShown: number;
}

export type AdventureView = 'map' | 'loading' | 'load_failed' | 'playing' | 'result';

interface AdventureStore {
  view: AdventureView;
  islandId: IslandId | null;
  levelIndex: number;
  questions: Question[];
  /** index of the question on screen */
  index: number;
  /** the clue clock of the question on screen (game-core's solo reveal rule), started when it appears */
  clues: ClueClock;
  /** the time of the last change to `clues`, so the screen never draws them with an older clock */
  cluesChangedAtMs: number;
  answers: AdventureAnswer[];
  outcome: AdventureLevelOutcome | null;
  correct: number;
}

export const INITIAL_ADVENTURE: AdventureStore = {
  view: 'map',
  islandId: null,
  levelIndex: 0,
  questions: [],
  index: 0,
  clues: startClueClock(0),
  cluesChangedAtMs: 0,
  answers: [],
  outcome: null,
  correct: 0,
};

export const useAdventureStore = create<AdventureStore>()(() => INITIAL_ADVENTURE);

let revealTimer: number | null = null;

function clearReveal(): void {
  if (revealTimer !== null) window.clearTimeout(revealTimer);
  revealTimer = null;
}

/** Opens a level of the map (only an open one): loads the island's bank and deals its five questions. */
export async function startAdventureLevel(islandId: IslandId, levelIndex: number): Promise<void> {
  const record = usePlayerStore.getState().record;
  if (record === null || !isLevelOpen(record.solo, islandId, levelIndex)) return;
  clearReveal();
  useAdventureStore.setState({ ...INITIAL_ADVENTURE, view: 'loading', islandId, levelIndex });
  let questions: Question[];
  try {
    const bank = await questionSource().islandBank(islandId);
    questions = generateAdventureLevel(bank, levelIndex, deviceRng, record.recentPlayerIds);
  } catch (error: unknown) {
    console.error('Loading the footballer data failed', error);
    useAdventureStore.setState({ view: 'load_failed' });
    return;
  }
  const nowMs = Date.now();
  useAdventureStore.setState({
    view: 'playing',
    questions,
    clues: startClueClock(nowMs),
    cluesChangedAtMs: nowMs,
  });
}

/** Longest run of right answers in a row. */
function bestSeries(answers: readonly AdventureAnswer[]): number {
  let best = 0;
  let current = 0;
  for (const a of answers) {
    current = a.correct ? current + 1 : 0;
    best = Math.max(best, current);
  }
  return best;
}

function finishLevel(): void {
  const { islandId, levelIndex, answers } = useAdventureStore.getState();
  if (islandId === null) return;
  const correct = answers.filter((a) => a.correct).length;
  let outcome: AdventureLevelOutcome | null = null;
  usePlayerStore.getState().apply((record) => {
    const done = finishAdventureLevel(record, {
      islandId,
      levelIndex,
      correct,
      incorrect: answers.length - correct,
      bestSeries: bestSeries(answers),
      rightAnswerStages: answers.filter((a) => a.correct).map((a) => a.stagesShown),
    });
    if (!done.ok) return done;
    outcome = done.state.outcome;
    return ok(done.state.record);
  });
  useAdventureStore.setState({ view: 'result', outcome, correct });
  const finished = outcome as AdventureLevelOutcome | null;
  playCue(finished?.passed === true ? 'win' : 'lose');
}

/** Answers the question on screen; the right answer shows for a moment, then the next question (or the result). */
export function answerAdventure(optionIndex: number): void {
  const state = useAdventureStore.getState();
  const question = state.questions[state.index];
  if (state.view !== 'playing' || question === undefined || state.answers.length > state.index) return;
  if (!Number.isSafeInteger(optionIndex) || optionIndex < 0 || optionIndex >= question.options.length) return;
  const correct = optionIndex === question.correctIndex;
  const stagesShown = clueClockStages(state.clues, Date.now());
  useAdventureStore.setState({ answers: [...state.answers, { optionIndex, correct, stagesShown }] });
  playCue(correct ? 'correct' : 'wrong');
  revealTimer = window.setTimeout(() => {
    revealTimer = null;
    const now = useAdventureStore.getState();
    if (now.index + 1 >= now.questions.length) finishLevel();
    else {
      const nowMs = Date.now();
      useAdventureStore.setState({
        index: now.index + 1,
        clues: startClueClock(nowMs),
        cluesChangedAtMs: nowMs,
      });
    }
  }, ADVENTURE_REVEAL_MS);
}

/** The player asks for the next clue of the question on screen now (it then scores as if they had waited). */
export function askAdventureClue(): void {
  const state = useAdventureStore.getState();
  if (state.view !== 'playing' || state.answers.length > state.index) return;
  const nowMs = Date.now();
  useAdventureStore.setState({ clues: revealNextClue(state.clues, nowMs), cluesChangedAtMs: nowMs });
}

/** Back to the map; a level left half-way is not recorded. */
export function backToMap(): void {
  clearReveal();
  useAdventureStore.setState(INITIAL_ADVENTURE);
}
