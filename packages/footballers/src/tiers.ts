import type { Tier } from '@goalguessr/game-core';

/**
 * How many players each tier gets, by fame rank (Rookie: above 500, so that 100 matches of 5 answers never repeat one):
 * Rookie Cup, the next TIER_TARGET_SIZES.champions the Champions Arena, everyone else the Legendary League.
 */
export const TIER_TARGET_SIZES: Readonly<Record<Exclude<Tier, 'legendary'>, number>> = {
  rookie: 520,
  champions: 2000,
};

/** The documented bounds each tier must stay within (checked by the data tests). */
export const TIER_SIZE_BOUNDS: Readonly<Record<Tier, { readonly min: number; readonly max: number }>> = {
  rookie: { min: 500, max: 560 },
  champions: { min: 1500, max: 2500 },
  legendary: { min: 3000, max: 20000 },
};
