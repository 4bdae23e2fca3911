import type { Tier } from '@goalguessr/game-core';

/**
 * How many players each tier gets, by fame rank: the most famous TIER_TARGET_SIZES.rookie players are the
 * Rookie Cup, the next TIER_TARGET_SIZES.champions the Champions Arena, everyone else the Legendary League.
 */
export const TIER_TARGET_SIZES: Readonly<Record<Exclude<Tier, 'legendary'>, number>> = {
  rookie: 300,
  champions: 2000,
};

/** The documented bounds each tier must stay within (checked by the data tests). */
export const TIER_SIZE_BOUNDS: Readonly<Record<Tier, { readonly min: number; readonly max: number }>> = {
  rookie: { min: 250, max: 400 },
  champions: { min: 1500, max: 2500 },
  legendary: { min: 3000, max: 20000 },
};
