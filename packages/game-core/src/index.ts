export * from './constants';
export * from './result';
export * from './rng';
export * from './player/types';
export * from './questions/types';
