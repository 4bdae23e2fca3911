import { describe, expect, it } from 'vitest';

import { backAction } from './back-button';

describe('backAction (Android back = the app back)', () => {
  it.each([
    ['/', false, 'exit'],
    ['/', true, 'exit'],
    ['/shop', true, 'back'],
    ['/settings', false, 'home'],
    ['/game', true, 'back'],
  ] as const)('%s with history %s → %s', (path, history, expected) => {
    expect(backAction(path, history)).toBe(expected);
  });
});
