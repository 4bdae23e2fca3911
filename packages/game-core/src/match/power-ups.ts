import { POWER_UP_IDS, POWER_UP_LIMITS_PER_MATCH, type PowerUpId } from '../constants';
import { fail, ok, type Result } from '../result';
import { pick, type Rng } from '../rng';
import { toWholeNumber } from './whole-number';

export type PowerUpRefusal =
  | 'unknown_power_up'
  | 'already_answered'
  | 'already_used_this_round'
  | 'match_limit_reached'
  | 'not_enough_power_ups';

/** What the use will leave behind, for the caller to write into its state. */
export interface PowerUpUse {
  readonly powerUp: PowerUpId;
  /** uses of this power-up in the match, this one included */
  readonly usedThisMatch: number;
  /** uses still allowed in the match after this one */
  readonly usesLeftThisMatch: number;
  /** the player's stock after this one is spent */
  readonly inventoryQuantity: number;
}

/**
 * May the player use `powerUp` now? Checks, in this order (the first failing one is the reason):
 * 1. `unknown_power_up` — not one of POWER_UP_IDS (bad client input);
 * 2. `already_answered` — every power-up acts on the open question, so none after answering;
 * 3. `already_used_this_round` — at most one of each kind per round;
 * 4. `match_limit_reached` — POWER_UP_LIMITS_PER_MATCH uses per kind and match;
 * 5. `not_enough_power_ups` — the inventory must hold at least one (spec §5).
 * Counts are read as whole numbers ≥ 0; a missing entry in `usedThisMatch` is 0.
 */
export function canUsePowerUpInRound(input: {
  usedThisRound: readonly PowerUpId[];
  usedThisMatch: Partial<Readonly<Record<PowerUpId, number>>>;
  powerUp: PowerUpId;
  answered: boolean;
  inventoryQuantity: number;
}): Result<PowerUpUse, PowerUpRefusal> {
  const { powerUp } = input;
  if (!(POWER_UP_IDS as readonly string[]).includes(powerUp)) return fail('unknown_power_up');
  if (input.answered) return fail('already_answered');
  if (input.usedThisRound.includes(powerUp)) return fail('already_used_this_round');
  const used = toWholeNumber(input.usedThisMatch[powerUp]);
  const limit = POWER_UP_LIMITS_PER_MATCH[powerUp];
  if (used >= limit) return fail('match_limit_reached');
  const quantity = toWholeNumber(input.inventoryQuantity);
  if (quantity < 1) return fail('not_enough_power_ups');
  return ok({
    powerUp,
    usedThisMatch: used + 1,
    usesLeftThisMatch: limit - used - 1,
    inventoryQuantity: quantity - 1,
  });
}

/**
 * How many more times `powerUp` can be used in this match: the per-match limit left (POWER_UP_LIMITS_PER_MATCH
 * minus uses so far) capped by the player's stock. Counts are read as whole numbers ≥ 0; never negative.
 */
export function powerUpUsesLeftInMatch(input: {
  powerUp: PowerUpId;
  usedThisMatch: number;
  inventoryQuantity: number;
}): number {
  const limitLeft = Math.max(
    0,
    POWER_UP_LIMITS_PER_MATCH[input.powerUp] - toWholeNumber(input.usedThisMatch),
  );
  return Math.min(limitLeft, toWholeNumber(input.inventoryQuantity));
}

/**
 * Option indexes the referee whistle may remove (spec §9: "removes one wrong option"): every index in
 * [0, optionCount) except the correct one and those already removed — but never the last wrong option, so
 * the question always keeps a choice (returns [] then). When `correctIndex` is not a valid index the correct
 * option is unknown, so nothing may be removed.
 */
export function whistleRemovableOptions(
  optionCount: number,
  correctIndex: number,
  alreadyRemoved: readonly number[],
): number[] {
  const count = toWholeNumber(optionCount);
  if (!Number.isInteger(correctIndex) || correctIndex < 0 || correctIndex >= count) return [];
  const removed = new Set(alreadyRemoved);
  const wrongLeft: number[] = [];
  for (let index = 0; index < count; index++) {
    if (index !== correctIndex && !removed.has(index)) wrongLeft.push(index);
  }
  return wrongLeft.length > 1 ? wrongLeft : [];
}

/** One option index for the whistle to remove, chosen uniformly with `rng`; undefined when none may go. */
export function pickWhistleRemoval(
  rng: Rng,
  optionCount: number,
  correctIndex: number,
  alreadyRemoved: readonly number[],
): number | undefined {
  return pick(rng, whistleRemovableOptions(optionCount, correctIndex, alreadyRemoved));
}
