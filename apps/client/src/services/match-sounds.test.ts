import { describe, expect, it } from 'vitest';

import type { AnswerResultPayload, RoundStartPayload } from '@goalguessr/protocol';
import { matchSoundStep, type MatchView } from './match-sounds';

const idle: MatchView = { stage: 'idle', round: null, answerResult: null, warningRound: null };
const round = (roundIndex: number) => ({ roundIndex }) as RoundStartPayload;
const answer = (roundIndex: number, kind: AnswerResultPayload['kind'], correct: boolean) =>
  ({ roundIndex, kind, correct }) as AnswerResultPayload;

describe('matchSoundStep', () => {
  it('lobby loop while matchmaking, a match theme for the rounds, silence for the result', () => {
    const lobby = { ...idle, stage: 'lobby' as const };
    expect(matchSoundStep(idle, lobby, 3)).toEqual({ cues: [], music: 'lobby', streak: 0 });
    const playing = { ...lobby, stage: 'playing' as const };
    expect(matchSoundStep(lobby, playing, 0)).toEqual({ cues: ['success'], music: 'game', streak: 0 });
    // The first card may come with the same update: both sound.
    expect(matchSoundStep(lobby, { ...playing, round: round(0) }, 0).cues).toEqual(['success', 'question']);
    expect(matchSoundStep(playing, { ...playing, stage: 'result' }, 0).music).toBeNull();
    expect(matchSoundStep(playing, playing, 0).music).toBeUndefined();
  });

  it('a new card dings once', () => {
    const playing = { ...idle, stage: 'playing' as const };
    const withCard = { ...playing, round: round(0) };
    expect(matchSoundStep(playing, withCard, 0).cues).toEqual(['question']);
    expect(matchSoundStep(withCard, { ...withCard }, 0).cues).toEqual([]);
  });

  it('correct, then the streak sound from the second in a row; wrong and timeout reset it', () => {
    const base = { ...idle, stage: 'playing' as const, round: round(0) };
    const first = matchSoundStep(base, { ...base, answerResult: answer(0, 'answered', true) }, 0);
    expect(first).toEqual({ cues: ['correct'], music: undefined, streak: 1 });
    const second = matchSoundStep(
      { ...base, round: round(1) },
      { ...base, round: round(1), answerResult: answer(1, 'golden_shot', true) },
      first.streak,
    );
    expect(second).toMatchObject({ cues: ['correctStreak'], streak: 2 });
    const wrong = matchSoundStep(base, { ...base, answerResult: answer(2, 'answered', false) }, 2);
    expect(wrong).toMatchObject({ cues: ['wrong'], streak: 0 });
    const late = matchSoundStep(base, { ...base, answerResult: answer(3, 'timeout', false) }, 2);
    expect(late).toMatchObject({ cues: ['timeUp'], streak: 0 });
  });

  it('the same answer result seen again (a resync) stays quiet', () => {
    const answered = { ...idle, stage: 'playing' as const, answerResult: answer(1, 'answered', true) };
    const resynced = { ...answered, answerResult: answer(1, 'answered', true) };
    expect(matchSoundStep(answered, resynced, 1).cues).toEqual([]);
  });

  it('the early-end warning alerts', () => {
    const playing = { ...idle, stage: 'playing' as const };
    expect(matchSoundStep(playing, { ...playing, warningRound: 3 }, 0).cues).toEqual(['warning']);
  });
});
