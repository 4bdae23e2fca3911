import { PLAYER_STORAGE_KEY } from '@goalguessr/game-core';
import { afterEach, describe, expect, it } from 'vitest';

import { createMemoryStorage, setStorageForTests } from '../platform/storage';
import { useUiStore } from '../state/ui-store';
import { routeNameOf } from './navigation-guard';
import { guardInitialLocation } from './RouteGuard';

const ACTIVE = { isGamePageActive: true, lastActiveTime: 1_000 };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('first-navigation guard (spec §2)', () => {
  it.each(['/adventure', '/map', '/Endless', '/endless/'])(
    'a page load on %s goes Home, flags cleared',
    (path) => {
      const storage = createMemoryStorage();
      setStorageForTests(storage);
      useUiStore.setState({ activity: ACTIVE });
      window.history.replaceState(null, '', `${path}?level=3`);
      guardInitialLocation();
      expect(window.location.pathname).toBe('/');
      expect(useUiStore.getState().activity).toEqual({ isGamePageActive: false, lastActiveTime: null });
      expect(storage.data.get(`${PLAYER_STORAGE_KEY}.page-active`)).toContain('"isGamePageActive":false');
    },
  );

  it.each(['/', '/game', '/profile', '/mapping', '/no-such-page'])(
    'a page load on %s stays there',
    (path) => {
      setStorageForTests(createMemoryStorage());
      useUiStore.setState({ activity: ACTIVE });
      window.history.replaceState(null, '', path);
      guardInitialLocation();
      expect(window.location.pathname).toBe(path);
      expect(useUiStore.getState().activity).toEqual(ACTIVE);
    },
  );

  it('names routes as the guard knows them', () => {
    expect(routeNameOf('/MAP/')).toBe('Map');
    expect(routeNameOf('/settings')).toBe('Settings');
    expect(routeNameOf('/elsewhere')).toBe('NotFound');
  });
});
