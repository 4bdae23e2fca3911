import type { HapticKind } from '../platform/haptics';
import type { SoundCue } from './audio-service';

/**
 * What a game moment sounds and feels like: the one table from a play cue (what happened in a duel, Endless,
 * Adventure or the Daily card) to its sound and its vibration. A mode's reducer only names the moment
 * (`{ kind: 'cue', cue: 'wrong' }`); this table decides, so the same moment feels the same in every mode.
 * Ordinary taps do not vibrate (a buzz on every button is tiring); answers, results and warnings do.
 */
export const PLAY_CUES = {
  /** a new question is on screen */
  question: { sound: 'question' },
  /** an opponent was found: matchmaking is over */
  opponentFound: { sound: 'success' },
  /** the player's answer left the device (the server decides) */
  answerSent: { haptic: 'tap' },
  correct: { sound: 'correct', haptic: 'success' },
  /** right again: two or more right answers in a row */
  correctStreak: { sound: 'correctStreak', haptic: 'success' },
  wrong: { sound: 'wrong', haptic: 'error' },
  /** the round's clock ran out before an answer: a miss, felt like one */
  timeUp: { sound: 'timeUp', haptic: 'error' },
  /** the opponent may end the match this round; the Endless pile is nearly full */
  warning: { sound: 'warning', haptic: 'warning' },
  powerUp: { sound: 'powerUp', haptic: 'tap' },
  /** Endless: another card landed on the pile */
  cardArrived: { sound: 'open' },
  /** Endless: a life came back */
  lifeGained: { sound: 'reward' },
  /** the result: won (a duel, a passed level, a new best) */
  win: { sound: 'win', haptic: 'success' },
  lose: { sound: 'lose', haptic: 'error' },
  draw: { sound: 'draw', haptic: 'warning' },
  /** the result brought a new level: the reward fanfare instead of the outcome's */
  levelUp: { sound: 'reward', haptic: 'success' },
  /** the result's coins finished counting up */
  coins: { sound: 'coin' },
} as const satisfies Record<string, { sound?: SoundCue; haptic?: HapticKind }>;

export type PlayCue = keyof typeof PLAY_CUES;

/** The sound and vibration of a cue (either may be absent). */
export function cueOutputs(cue: PlayCue): { sound?: SoundCue; haptic?: HapticKind } {
  return PLAY_CUES[cue];
}
