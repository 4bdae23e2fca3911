/**
 * How a simulated player of the load bench behaves, the same for both generators (`lean` and `sdk`): it
 * answers every card after 10–60 % of the answer window (never past its deadline), uses a golden shot (4 %)
 * or a whistle (8 %, then answers among the options left), leaves mid-match in 2 % of its matches (at the
 * third card), and joins again 1–3 s after each match.
 */

/** Chances per match / per round; tests set them to 0 or 1 to script a player exactly. */
export interface Habits {
  /** chance that a match is left (forfeited) at the third card */
  leaveMidMatch: number;
  /** chance per round of a golden shot instead of an answer (at most once per match) */
  goldenShot: number;
  /** chance per round of a whistle before the answer (at most twice per match) */
  whistle: number;
}

export const DEFAULT_HABITS: Habits = { leaveMidMatch: 0.02, goldenShot: 0.04, whistle: 0.08 };

/** The card at which a player who leaves mid-match does so. */
export const LEAVE_AT_ROUND = 2;

export type Rng = () => number;

/** What the player does once its thinking time is over. */
export type RoundAction = 'leave' | 'golden_shot' | 'whistle' | 'answer';

export interface RoundPlan {
  /** ms after the round start message was received */
  delayMs: number;
  action: RoundAction;
}

/** One player's match: its power-ups left and its decisions, drawn from `rng`. */
export class MatchScript {
  readonly leaves: boolean;
  private goldenShots = 1;
  private whistles = 2;

  constructor(
    private readonly habits: Habits = DEFAULT_HABITS,
    private readonly rng: Rng = Math.random,
  ) {
    this.leaves = rng() < habits.leaveMidMatch;
  }

  /** The plan for a round that started: when to act, and how. */
  plan(
    round: { roundIndex: number; deadlineAtMs: number; serverNowMs: number },
    answerWindowMs: number,
  ): RoundPlan {
    const left = round.deadlineAtMs - round.serverNowMs;
    // humans take a while: between 10 % and 60 % of the answer window, never past the deadline
    const delayMs = Math.min((0.1 + this.rng() * 0.5) * answerWindowMs, Math.max(0, left - 500));
    if (this.leaves && round.roundIndex === LEAVE_AT_ROUND) return { delayMs, action: 'leave' };
    const roll = this.rng();
    const { goldenShot, whistle } = this.habits;
    if (roll < goldenShot && this.goldenShots > 0) {
      this.goldenShots -= 1;
      return { delayMs, action: 'golden_shot' };
    }
    if (roll < goldenShot + whistle && this.whistles > 0) {
      this.whistles -= 1;
      return { delayMs, action: 'whistle' };
    }
    return { delayMs, action: 'answer' };
  }

  /** One of the round's option tokens, never one a whistle removed. */
  pick(tokens: readonly string[], removed: readonly string[]): string {
    const options = tokens.filter((token) => !removed.includes(token));
    return options[Math.floor(this.rng() * options.length)] ?? '';
  }

  /** Pause before joining again after a match (ms). */
  static pauseAfterMatchMs(rng: Rng = Math.random): number {
    return 1000 + rng() * 2000;
  }
}
