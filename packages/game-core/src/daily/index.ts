export * from './daily';
