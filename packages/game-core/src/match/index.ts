export * from './outcome';
export * from './scoring';
export * from './power-ups';
export * from './screen-full';
