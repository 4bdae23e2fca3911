import { afterEach, describe, expect, it } from 'vitest';

import { createMemoryStorage, setStorageForTests } from '../platform/storage';
import { UI_STATE_STORAGE_KEY, useUiStore } from '../state/ui-store';
import { guardInitialLocation } from './RouteGuard';

const ACTIVE = { isGamePageActive: true, lastActiveTime: 1_000 };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('first-navigation guard (spec §2)', () => {
  it.each(['/adventure', '/map', '/Endless', '/endless/'])(
    'a page load on %s goes Home, flags cleared',
    async (path) => {
      const storage = createMemoryStorage({
        [UI_STATE_STORAGE_KEY]: JSON.stringify({ ...ACTIVE, display: { theme: 'dark', language: 'de' } }),
      });
      setStorageForTests(storage);
      useUiStore.setState({ activity: ACTIVE });
      window.history.replaceState(null, '', `${path}?level=3`);
      guardInitialLocation();
      expect(window.location.pathname).toBe('/');
      expect(useUiStore.getState().activity).toEqual({ isGamePageActive: false, lastActiveTime: null });
      // The start-up reads the UI key after the guard ran: the cleared flags win, the rest is kept.
      await useUiStore.getState().loadSaved();
      expect(useUiStore.getState().activity.isGamePageActive).toBe(false);
      expect(JSON.parse(storage.data.get(UI_STATE_STORAGE_KEY) ?? '{}')).toEqual({
        isGamePageActive: false,
        lastActiveTime: null,
        display: { theme: 'dark', language: 'de' },
      });
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
});
