import {
  buyStreakFreezeWithCoins,
  dailyPlayFor,
  dailyShareText,
  pickDailyOption,
  revealDailyClue,
  saveDailyPlay,
  type DailyPlay,
  type PlayerRecord,
  type Question,
} from '@goalguessr/game-core';

import type { PlayEffect, PlayEvent, PlayStep } from '../../lib/play/session';
import type { ShareOutcome } from '../../platform/share';

/**
 * The Daily card as a mode of the play session: today's card drawn from the built-in data (the port), its
 * clues revealed one stage at a time, one pick, the spoiler-free share and the streak freeze. Today's play and
 * streak live in the player record (game-core's daily rules); this keeps only what the screen shows besides.
 */

export type DailyLoad = 'idle' | 'loading' | 'error' | 'empty' | 'ready';
export type FreezeMessage = 'bought' | 'freezes_full' | 'not_enough_coins';

export interface DailyState {
  /** the UTC date of the card on screen (`YYYY-MM-DD`) */
  today: string | null;
  load: DailyLoad;
  question: Question | null;
  share: ShareOutcome | null;
  freeze: FreezeMessage | null;
}

export const INITIAL_DAILY: DailyState = {
  today: null,
  load: 'idle',
  question: null,
  share: null,
  freeze: null,
};

/** What the Daily card asks its port: draw a date's card from the built-in data; share a result. */
export type DailyMessage = { type: 'load'; today: string } | { type: 'share'; text: string };

export type DailyInput =
  /** the screen opens (or Try again) for a date */
  | { type: 'open'; today: string }
  | { type: 'loaded'; today: string; question: Question | null }
  | { type: 'load_failed'; today: string }
  | { type: 'reveal_clue' }
  | { type: 'pick'; index: number }
  | { type: 'buy_freeze' }
  | { type: 'share' }
  | { type: 'shared'; outcome: ShareOutcome };

type Effect = PlayEffect<DailyInput, DailyMessage>;
type Step = PlayStep<DailyState, DailyInput, DailyMessage>;

const still = (state: DailyState): Step => ({ state, effects: [] });

/** Today's play as the record holds it (a fresh one on a new day). */
export function todaysPlay(record: PlayerRecord | null, today: string | null): DailyPlay | null {
  if (record === null || today === null) return null;
  const play = dailyPlayFor(record.daily.play, today);
  return play.ok ? play.state : null;
}

/** Saves a new play of today's card into the record (the streak is counted once it is finished). */
function save(record: PlayerRecord, play: DailyPlay, cue?: Effect): Effect[] {
  const saved = saveDailyPlay(record, play);
  if (!saved.ok) return [];
  return cue === undefined
    ? [{ kind: 'save', record: saved.state }]
    : [{ kind: 'save', record: saved.state }, cue];
}

/** The Daily card: `(state, event) → { state, effects }`. */
export function dailyMode(state: DailyState, event: PlayEvent<DailyInput>): Step {
  const play = todaysPlay(event.record, state.today);
  switch (event.type) {
    case 'open':
      if (state.today === event.today && (state.load === 'ready' || state.load === 'loading'))
        return still(state);
      return {
        state: { ...INITIAL_DAILY, today: event.today, load: 'loading' },
        effects: [{ kind: 'send', message: { type: 'load', today: event.today } }],
      };
    case 'loaded':
      if (event.today !== state.today) return still(state);
      return still({
        ...state,
        load: event.question === null ? 'empty' : 'ready',
        question: event.question,
      });
    case 'load_failed':
      if (event.today !== state.today) return still(state);
      return still({ ...state, load: 'error' });
    case 'reveal_clue': {
      if (state.load !== 'ready' || play === null || event.record === null) return still(state);
      const next = revealDailyClue(play);
      return { state, effects: next.ok ? save(event.record, next.state) : [] };
    }
    case 'pick': {
      const { question } = state;
      if (question === null || play === null || event.record === null) return still(state);
      const next = pickDailyOption(play, event.index, question.correctIndex, question.options.length);
      if (!next.ok) return still(state);
      const cue: Effect = { kind: 'cue', cue: next.state.outcome === 'solved' ? 'correct' : 'wrong' };
      return { state, effects: save(event.record, next.state, cue) };
    }
    case 'buy_freeze': {
      if (event.record === null) return still(state);
      const bought = buyStreakFreezeWithCoins(event.record);
      return bought.ok
        ? { state: { ...state, freeze: 'bought' }, effects: [{ kind: 'save', record: bought.state }] }
        : still({ ...state, freeze: bought.reason });
    }
    case 'share': {
      if (play === null || play.outcome === 'playing') return still(state);
      return {
        state: { ...state, share: null },
        effects: [{ kind: 'send', message: { type: 'share', text: dailyShareText(play) } }],
      };
    }
    case 'shared':
      return still({ ...state, share: event.outcome });
  }
}
