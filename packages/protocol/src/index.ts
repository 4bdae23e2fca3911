export * from './messages';
export * from './errors';
export * from './schemas';
export type * from './payloads';
export * from './api';
