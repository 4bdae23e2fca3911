import { ADVENTURE_QUESTIONS_PER_LEVEL, clueClockStages, type Question } from '@goalguessr/game-core';
import { describe, expect, it } from 'vitest';

import { soloQuestion } from '../../testing/play-fixtures';
import { PlayHarness } from '../../testing/play-harness';
import {
  ADVENTURE_REVEAL_MS,
  INITIAL_ADVENTURE,
  adventureMode,
  type AdventureInput,
  type AdventureMessage,
  type AdventureState,
} from './adventure-mode';

const question = (n: number): Question => soloQuestion(n, 2);
const LEVEL = Array.from({ length: ADVENTURE_QUESTIONS_PER_LEVEL }, (_, i) => question(i));

function harness() {
  return new PlayHarness<AdventureState, AdventureInput, AdventureMessage>(adventureMode, INITIAL_ADVENTURE);
}

function playing() {
  const h = harness();
  h.send({ type: 'open_level', islandId: 'west-europe', levelIndex: 0 });
  h.send({ type: 'dealt', islandId: 'west-europe', levelIndex: 0, questions: LEVEL });
  h.effects = [];
  return h;
}

describe('Adventure as a play mode', () => {
  it('opens only an open level, asking the port for its questions', () => {
    const h = harness();
    expect(h.send({ type: 'open_level', islandId: 'west-europe', levelIndex: 3 })).toEqual([]);
    expect(h.state.view).toBe('map');
    expect(h.kinds(h.send({ type: 'open_level', islandId: 'west-europe', levelIndex: 0 }))).toEqual([
      'cancel:reveal',
      'send:deal_level',
    ]);
    expect(h.state).toMatchObject({ view: 'loading', islandId: 'west-europe', levelIndex: 0 });
  });

  it('a deal for a level no longer being opened changes nothing; the right one starts the clue clock', () => {
    const h = harness();
    h.send({ type: 'open_level', islandId: 'west-europe', levelIndex: 0 });
    expect(h.send({ type: 'dealt', islandId: 'africa', levelIndex: 0, questions: LEVEL })).toEqual([]);
    expect(h.state.view).toBe('loading');
    expect(
      h.kinds(h.send({ type: 'dealt', islandId: 'west-europe', levelIndex: 0, questions: LEVEL })),
    ).toEqual(['cue:question']);
    expect(h.state).toMatchObject({ view: 'playing', index: 0, cluesChangedAtMs: h.nowMs });
  });

  it('the data not loading shows its state for that level', () => {
    const h = harness();
    h.send({ type: 'open_level', islandId: 'west-europe', levelIndex: 0 });
    h.send({ type: 'load_failed', islandId: 'west-europe', levelIndex: 0 });
    expect(h.state.view).toBe('load_failed');
  });

  it('an answer: its cue, the reveal timer, once per question; asking for a clue counts in its stages', () => {
    const h = playing();
    h.nowMs += 1000;
    h.send({ type: 'next_clue' });
    expect(clueClockStages(h.state.clues, h.nowMs)).toBe(2);
    const effects = h.send({ type: 'answer', optionIndex: 2 });
    expect(effects).toEqual([
      { kind: 'cue', cue: 'correct' },
      { kind: 'schedule', timer: 'reveal', ms: ADVENTURE_REVEAL_MS, input: { type: 'next' } },
    ]);
    expect(h.state.answers).toEqual([{ optionIndex: 2, correct: true, stagesShown: 2 }]);
    expect(h.send({ type: 'answer', optionIndex: 1 })).toEqual([]);
    expect(h.send({ type: 'next_clue' })).toEqual([]);
    expect(h.send({ type: 'answer', optionIndex: 9 })).toEqual([]);
  });

  it('five answers later the level is recorded once, with its stars and the win cue', () => {
    const h = playing();
    for (let i = 0; i < ADVENTURE_QUESTIONS_PER_LEVEL; i++) {
      h.send({ type: 'answer', optionIndex: i === 0 ? 0 : 2 });
      h.nowMs += ADVENTURE_REVEAL_MS;
      h.send({ type: 'next' });
    }
    expect(h.state).toMatchObject({ view: 'result', correct: 4, outcome: { passed: true, stars: 2 } });
    expect(h.kinds().slice(-2)).toEqual(['save', 'cue:win']);
    expect(h.record.solo.stars['west-europe'][0]).toBe(2);
    expect(h.send({ type: 'next' })).toEqual([]);
  });

  it('a failed level is recorded with the lose cue', () => {
    const h = playing();
    for (let i = 0; i < ADVENTURE_QUESTIONS_PER_LEVEL; i++) {
      h.send({ type: 'answer', optionIndex: 0 });
      h.send({ type: 'next' });
    }
    expect(h.state.outcome?.passed).toBe(false);
    expect(h.kinds().at(-1)).toBe('cue:lose');
  });

  it('back to the map drops the level unrecorded and forgets its reveal timer', () => {
    const h = playing();
    h.send({ type: 'answer', optionIndex: 2 });
    expect(h.kinds(h.send({ type: 'back_to_map' }))).toEqual(['cancel:reveal']);
    expect(h.state).toEqual(INITIAL_ADVENTURE);
    expect(h.record.solo.totalGames).toBe(0);
    expect(h.send({ type: 'next' })).toEqual([]);
  });
});
