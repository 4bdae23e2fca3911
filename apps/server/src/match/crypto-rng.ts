import { randomInt } from 'node:crypto';
import type { Rng } from '@goalguessr/game-core';

/** 2^47: the resolution of the crypto-backed Rng below (node:crypto randomInt takes ranges below 2^48). */
const RNG_RESOLUTION = 2 ** 47;

/**
 * A room's randomness (option order and tokens, whistle, bot, friend codes) from the operating system's CSPRNG:
 * a seeded generator with a 32-bit seed could be recovered from a few observed tokens, and the answers predicted.
 */
export const cryptoRng: Rng = { next: () => randomInt(0, RNG_RESOLUTION) / RNG_RESOLUTION };
