export * from './clues';
export * from './endless';
export * from './adventure';
export * from './record';
