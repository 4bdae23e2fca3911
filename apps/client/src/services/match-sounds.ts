import type { MatchStoreState } from '../features/match/match-store';
import type { MusicSlot, SoundCue } from './audio-service';

/** The part of the match screen's state that sounds follow. */
export type MatchView = Pick<MatchStoreState, 'stage' | 'round' | 'answerResult' | 'warningRound'>;

export interface MatchSoundStep {
  /** the effects to play now, in order (usually none or one) */
  cues: SoundCue[];
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
 * - leaving matchmaking for the match (an opponent was found) succeeds; a new card dings; the player's own
 *   result is correct (two or more in a row: the streak sound), wrong, or time's up; the "opponent may end
 *   the match" warning alerts.
 */
export function matchSoundStep(before: MatchView, after: MatchView, streak: number): MatchSoundStep {
  let music: MusicSlot | null | undefined;
  let nextStreak = streak;
  const cues: SoundCue[] = [];
  if (after.stage !== before.stage) {
    if (after.stage === 'lobby') {
      music = 'lobby';
      nextStreak = 0;
    } else if (after.stage === 'playing') {
      music = 'game';
      if (before.stage === 'lobby') cues.push('success');
    } else if (after.stage === 'result' || after.stage === 'void' || after.stage === 'forfeited')
      music = null;
  }
  const result = after.answerResult;
  if (
    result !== null &&
    result !== before.answerResult &&
    result.roundIndex !== before.answerResult?.roundIndex
  ) {
    if (result.kind === 'timeout' || !result.correct) {
      cues.push(result.kind === 'timeout' ? 'timeUp' : 'wrong');
      nextStreak = 0;
    } else {
      nextStreak += 1;
      cues.push(nextStreak >= 2 ? 'correctStreak' : 'correct');
    }
  } else if (after.round !== null && after.round.roundIndex !== before.round?.roundIndex) {
    cues.push('question');
  } else if (after.warningRound !== null && after.warningRound !== before.warningRound) {
    cues.push('warning');
  }
  return { cues, music, streak: nextStreak };
}
