/**
 * The curated footballer dataset (data/players.json) for Node: the match server and the tests.
 * Nothing is read at import time; the first call to `loadPlayers()` reads and parses the file once.
 */
import { readFileSync } from 'node:fs';
import type { Footballer } from '@goalguessr/game-core';

export { NATIONS, isKnownNation, type Nation } from './nations';
export { ROOKIE_NATION_CAP, ROOKIE_NATION_MAX, TIER_SIZE_BOUNDS, TIER_TARGET_SIZES } from './tiers';
export { normalizeName, namesCompatible, slugify, stripDiacritics } from './normalize';
export {
  createLookupClient,
  LOOKUP_GOALS,
  lookupFigures,
  type LookupClient,
  type LookupFigures,
} from './lookup';
export { footballerProblems, isIsoDate, CAPS_MAX, HEIGHT_BOUNDS_CM } from './validate';
export { WORLD_CUP_START_DATES, WORLD_CUP_YEARS, SQUAD_AGE_BOUNDS_YEARS, ageInYears } from './world-cups';

/** Where the dataset lives, for tools that want the raw bytes (the bench measures its size). */
export const PLAYERS_JSON_URL = new URL('../data/players.json', import.meta.url);

let cache: readonly Footballer[] | undefined;
let byId: ReadonlyMap<string, Footballer> | undefined;

/** Every curated footballer, sorted by id. Reads and parses data/players.json on the first call only. */
export function loadPlayers(): readonly Footballer[] {
  cache ??= Object.freeze(JSON.parse(readFileSync(PLAYERS_JSON_URL, 'utf8')) as Footballer[]);
  return cache;
}

/** The footballer with this id, or undefined. */
export function getPlayer(id: string): Footballer | undefined {
  byId ??= new Map(loadPlayers().map((p) => [p.id, p]));
  return byId.get(id);
}
