import type { MatchStoreState } from '../features/match/match-store';
import type { MusicSlot, SoundCue } from './audio-service';

/** The part of the match screen's state that sounds follow. */
export type MatchView = Pick<MatchStoreState, 'stage' | 'round' | 'answerResult' | 'warningRound'>;

export interface MatchSoundStep {
  /** the effect to play now, if any */
  cue: SoundCue | null;
  /** the music to switch to; undefined leaves it as it is */
  music: MusicSlot | null | undefined;
  /** correct answers in a row in this match, after this change */
  streak: number;
}

/**
 * What a change of the match state sounds like (the match screen only vibrates; its sounds live here so
 * every effect has one owner):
 * - matchmaking plays the lobby loop, the rounds a match theme, and the result silences the music so the
 *   win/lose jingle (played when the result is saved) is heard;
 * - leaving matchmaking for the match (an opponent was found) succeeds; a new card dings; the player's own result is correct (two or more in a row: the streak sound), wrong,
 *   or time's up; the "opponent may end the match" warning alerts.
 */
export function matchSoundStep(before: MatchView, after: MatchView, streak: number): MatchSoundStep {
  let music: MusicSlot | null | undefined;
  let nextStreak = streak;
  if (after.stage !== before.stage) {
    if (after.stage === 'lobby') {
      music = 'lobby';
      nextStreak = 0;
    } else if (after.stage === 'playing') music = 'game';
    else if (after.stage === 'result' || after.stage === 'void' || after.stage === 'forfeited') music = null;
  }
  const result = after.answerResult;
  if (
    result !== null &&
    result !== before.answerResult &&
    result.roundIndex !== before.answerResult?.roundIndex
  ) {
    if (result.kind === 'timeout') return { cue: 'timeUp', music, streak: 0 };
    if (!result.correct) return { cue: 'wrong', music, streak: 0 };
    nextStreak += 1;
    return { cue: nextStreak >= 2 ? 'correctStreak' : 'correct', music, streak: nextStreak };
  }
  if (after.round !== null && after.round.roundIndex !== before.round?.roundIndex) {
    return { cue: 'question', music, streak: nextStreak };
  }
  if (after.warningRound !== null && after.warningRound !== before.warningRound) {
    return { cue: 'warning', music, streak: nextStreak };
  }
  // Matchmaking is over: an opponent was found.
  if (after.stage === 'playing' && before.stage === 'lobby')
    return { cue: 'success', music, streak: nextStreak };
  return { cue: null, music, streak: nextStreak };
}
