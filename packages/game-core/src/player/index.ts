export * from './types';
export { createNewPlayer, defaultAds, defaultTutorials } from './defaults';
export { migratePlayer } from './migrate';
export { validatePlayerRecord, describePlayerProblem, isPlayerId } from './validate';
export { serializePlayer, parsePlayer } from './serialize';
export type { PlayerParseReason } from './serialize';
