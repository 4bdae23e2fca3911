export * from './friend-code';
export * from './rematch';
