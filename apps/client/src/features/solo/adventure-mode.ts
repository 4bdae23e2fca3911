import {
  clueClockStages,
  finishAdventureLevel,
  isLevelOpen,
  revealNextClue,
  startClueClock,
  type AdventureLevelOutcome,
  type ClueClock,
  type IslandId,
  type Question,
} from '@goalguessr/game-core';

import type { PlayEffect, PlayEvent, PlayStep } from '../../lib/play/session';

/**
 * Adventure as a mode of the play session: the map, a level of five questions with its clue clock, and the
 * level's result recorded through game-core's Adventure rules. Pure: the moment and the record come with the
 * events; the questions come from the port.
 */

/** How long the right answer shows before the next question. */
export const ADVENTURE_REVEAL_MS = 1400;

export interface AdventureAnswer {
  optionIndex: number;
  correct: boolean;
  /** clue stages out when it was given (the points reward needing fewer) */
  stagesShown: number;
}

export type AdventureView = 'map' | 'loading' | 'load_failed' | 'playing' | 'result';

export interface AdventureState {
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

export const INITIAL_ADVENTURE: AdventureState = {
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

/** What Adventure asks its port (the built-in data): the five questions of a level of an island. */
export type AdventureMessage = { type: 'deal_level'; islandId: IslandId; levelIndex: number };

export type AdventureInput =
  /** a level of the map (only an open one) */
  | { type: 'open_level'; islandId: IslandId; levelIndex: number }
  | { type: 'dealt'; islandId: IslandId; levelIndex: number; questions: Question[] }
  | { type: 'load_failed'; islandId: IslandId; levelIndex: number }
  | { type: 'answer'; optionIndex: number }
  /** the reveal of an answer is over: the next question, or the level's result */
  | { type: 'next' }
  | { type: 'next_clue' }
  /** back to the map: a level left half-way is not recorded */
  | { type: 'back_to_map' };

type Effect = PlayEffect<AdventureInput, AdventureMessage>;
type Step = PlayStep<AdventureState, AdventureInput, AdventureMessage>;

const REVEAL = 'reveal';
const still = (state: AdventureState): Step => ({ state, effects: [] });

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

function finishLevel(state: AdventureState, event: PlayEvent<AdventureInput>): Step {
  const { islandId, levelIndex, answers } = state;
  if (islandId === null || event.record === null) return still(state);
  const correct = answers.filter((a) => a.correct).length;
  const done = finishAdventureLevel(event.record, {
    islandId,
    levelIndex,
    correct,
    incorrect: answers.length - correct,
    bestSeries: bestSeries(answers),
    rightAnswerStages: answers.filter((a) => a.correct).map((a) => a.stagesShown),
  });
  const outcome = done.ok ? done.state.outcome : null;
  const effects: Effect[] = done.ok ? [{ kind: 'save', record: done.state.record }] : [];
  effects.push({ kind: 'cue', cue: outcome?.passed === true ? 'win' : 'lose' });
  return { state: { ...state, view: 'result', outcome, correct }, effects };
}

/** The Adventure mode: `(state, event) → { state, effects }`. */
export function adventureMode(state: AdventureState, event: PlayEvent<AdventureInput>): Step {
  switch (event.type) {
    case 'open_level': {
      const { islandId, levelIndex } = event;
      if (event.record === null || !isLevelOpen(event.record.solo, islandId, levelIndex)) return still(state);
      return {
        state: { ...INITIAL_ADVENTURE, view: 'loading', islandId, levelIndex },
        effects: [
          { kind: 'cancel', timer: REVEAL },
          { kind: 'send', message: { type: 'deal_level', islandId, levelIndex } },
        ],
      };
    }
    case 'dealt':
    case 'load_failed': {
      // An answer for a level no longer being opened (the player went back meanwhile) changes nothing.
      const current =
        state.view === 'loading' &&
        state.islandId === event.islandId &&
        state.levelIndex === event.levelIndex;
      if (!current) return still(state);
      if (event.type === 'load_failed') return still({ ...state, view: 'load_failed' });
      return {
        state: {
          ...state,
          view: 'playing',
          questions: event.questions,
          clues: startClueClock(event.nowMs),
          cluesChangedAtMs: event.nowMs,
        },
        effects: [{ kind: 'cue', cue: 'question' }],
      };
    }
    case 'answer': {
      const question = state.questions[state.index];
      const { optionIndex } = event;
      if (state.view !== 'playing' || question === undefined || state.answers.length > state.index)
        return still(state);
      if (!Number.isSafeInteger(optionIndex) || optionIndex < 0 || optionIndex >= question.options.length)
        return still(state);
      const correct = optionIndex === question.correctIndex;
      const stagesShown = clueClockStages(state.clues, event.nowMs);
      return {
        state: { ...state, answers: [...state.answers, { optionIndex, correct, stagesShown }] },
        effects: [
          { kind: 'cue', cue: correct ? 'correct' : 'wrong' },
          { kind: 'schedule', timer: REVEAL, ms: ADVENTURE_REVEAL_MS, input: { type: 'next' } },
        ],
      };
    }
    case 'next':
      if (state.view !== 'playing' || state.answers.length <= state.index) return still(state);
      if (state.index + 1 >= state.questions.length) return finishLevel(state, event);
      return {
        state: {
          ...state,
          index: state.index + 1,
          clues: startClueClock(event.nowMs),
          cluesChangedAtMs: event.nowMs,
        },
        effects: [{ kind: 'cue', cue: 'question' }],
      };
    case 'next_clue':
      if (state.view !== 'playing' || state.answers.length > state.index) return still(state);
      return still({
        ...state,
        clues: revealNextClue(state.clues, event.nowMs),
        cluesChangedAtMs: event.nowMs,
      });
    case 'back_to_map':
      return { state: INITIAL_ADVENTURE, effects: [{ kind: 'cancel', timer: REVEAL }] };
  }
}
