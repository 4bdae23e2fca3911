export * from './glicko2';
export * from './pairing';
