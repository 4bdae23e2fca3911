import { MAX_LEVEL, XP_PER_LEVEL_STEP } from '../constants';
import { isWholeInRange } from '../player/numbers';
import type { PlayerRecord } from '../player/types';
import type { Result } from '../result';
import { fail, ok } from '../result';

/**
 * Experience needed to go from `level` to `level + 1`: XP_PER_LEVEL_STEP × level (100 at level 1, 200 at
 * level 2, …). Levels below 1 or not whole count as level 1.
 */
export function experienceToNextLevel(level: number): number {
  const whole = Number.isSafeInteger(level) && level >= 1 ? Math.min(level, MAX_LEVEL) : 1;
  return XP_PER_LEVEL_STEP * whole;
}

/**
 * Levels up as often as `experience` allows, carrying the rest over. At MAX_LEVEL the experience stops one
 * short of the next level, so a saved record always has experience < experienceToNextLevel(level).
 */
export function normaliseLevel(level: number, experience: number): { level: number; experience: number } {
  let currentLevel = level;
  let rest = experience;
  while (currentLevel < MAX_LEVEL && rest >= experienceToNextLevel(currentLevel)) {
    rest -= experienceToNextLevel(currentLevel);
    currentLevel += 1;
  }
  if (currentLevel >= MAX_LEVEL) rest = Math.min(rest, experienceToNextLevel(MAX_LEVEL) - 1);
  return { level: currentLevel, experience: rest };
}

/**
 * Adds experience (spec §4: only when above 0). `profile.experience` is the progress inside the current level;
 * reaching the next level costs `experienceToNextLevel(level)`, the rest carries over, and one large gain can
 * raise several levels. 0 changes nothing; a negative, fractional or non-finite amount is `invalid_amount`.
 */
export function addExperience(record: PlayerRecord, xp: number): Result<PlayerRecord, 'invalid_amount'> {
  if (!isWholeInRange(xp, Number.MAX_SAFE_INTEGER)) return fail('invalid_amount');
  if (xp === 0) return ok(record);
  const next = normaliseLevel(record.profile.level, record.profile.experience + xp);
  return ok({ ...record, profile: { ...record.profile, ...next } });
}
