export * from './identity';
export * from './season';
export * from './verdict';
export * from './record';
