export * from './types';
export { createNewPlayer, defaultAds } from './defaults';
export { migratePlayer } from './migrate';
export type { LegacySideKeys } from './migrate';
export { validatePlayerRecord, describePlayerProblem, isPlayerId, isSavedId } from './validate';
export { serializePlayer, parsePlayer } from './serialize';
export type { PlayerParseReason } from './serialize';
