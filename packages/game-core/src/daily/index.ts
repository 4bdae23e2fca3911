export * from './daily';
export * from './daily-record';
