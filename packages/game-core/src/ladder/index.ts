export * from './identity';
export * from './season';
export * from './verdict';
