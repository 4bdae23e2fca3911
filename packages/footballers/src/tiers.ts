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

/**
 * ours (issue 23): the largest share of the Rookie Cup one nation may take (9 %: 46 of 520). The fame score
 * ranks the famous of the big football nations above the stars of the others; without a cap England, Brazil
 * and Spain took 55, 52 and 45 Rookie answers, and the Wikidata list's 59 Japanese players 24.
 */
export const ROOKIE_NATION_CAP = 0.09;

/** How many Rookie Cup answers one nation may have at most. */
export const ROOKIE_NATION_MAX = Math.floor(ROOKIE_NATION_CAP * TIER_TARGET_SIZES.rookie);
