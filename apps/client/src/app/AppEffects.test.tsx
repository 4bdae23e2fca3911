import { PLAYER_STORAGE_KEY, ok } from '@goalguessr/game-core';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderScreen, testPlayer } from '../testing/render-screen';
import { usePlayerStore } from '../state/player-store';
import { UI_STATE_STORAGE_KEY, useUiStore } from '../state/ui-store';
import type * as Device from '../platform/device';
import { AppEffects } from './AppEffects';
import { applyTheme } from './theme';

/** The listener the app gave to the native app-state wrapper (spec §4: inactive → Home). */
const native = vi.hoisted(() => ({ listener: null as ((isActive: boolean) => void) | null }));

vi.mock('../platform/device', async (importOriginal) => {
  const actual = await importOriginal<typeof Device>();
  return {
    ...actual,
    onNativeAppStateChange: (listener: (isActive: boolean) => void) => {
      native.listener = listener;
      return () => {
        native.listener = null;
      };
    },
  };
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  useUiStore.setState({ activity: { isGamePageActive: false, lastActiveTime: null } });
});
afterEach(() => {
  cleanup();
  setVisibility('visible');
  applyTheme('light');
});

describe('AppEffects', () => {
  it('sends the player Home when the native app goes inactive', async () => {
    await renderScreen(<AppEffects />, { path: '/game?tournament=rookie' });
    expect(native.listener).not.toBeNull();
    act(() => native.listener?.(true));
    expect(screen.getByTestId('location')).toHaveTextContent('/game?tournament=rookie');
    act(() => native.listener?.(false));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('brings the player back to the game page when the app returns with a match to rejoin (issue 25)', async () => {
    await renderScreen(<AppEffects />, { path: '/' });
    usePlayerStore.getState().keepForRejoin({
      attemptId: 'a1',
      tournament: 'legendary',
      reconnectionToken: 'room1:seat',
      sinceMs: Date.now(),
    });
    act(() => native.listener?.(true));
    expect(screen.getByTestId('location')).toHaveTextContent('/game?tournament=legendary');
    usePlayerStore.setState({ rejoin: null });
  });

  it('back on a game page inactive for over 30 s: Home, flags cleared', async () => {
    await renderScreen(<AppEffects />, { path: '/game?tournament=rookie' });
    useUiStore.setState({ activity: { isGamePageActive: true, lastActiveTime: Date.now() - 31_000 } });
    act(() => setVisibility('hidden'));
    expect(screen.getByTestId('location')).toHaveTextContent('/game');
    act(() => setVisibility('visible'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(useUiStore.getState().activity.isGamePageActive).toBe(false);
  });

  it('a short absence from the game page keeps the player there', async () => {
    await renderScreen(<AppEffects />, { path: '/game?tournament=rookie' });
    useUiStore.setState({ activity: { isGamePageActive: true, lastActiveTime: Date.now() - 5_000 } });
    act(() => setVisibility('visible'));
    expect(screen.getByTestId('location')).toHaveTextContent('/game');
  });

  it('applies the saved theme and language, and remembers them for the next start-up', async () => {
    const record = testPlayer();
    const { storage } = await renderScreen(<AppEffects />, {
      record: { ...record, settings: { ...record.settings, theme: 'dark', language: 'ar' } },
    });
    await act(() => useUiStore.getState().loadSaved());
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveClass('ion-palette-dark');
    expect(JSON.parse(storage.data.get(UI_STATE_STORAGE_KEY) ?? '{}')).toMatchObject({
      display: { theme: 'dark', language: 'ar' },
    });
  });

  it('credits a due ticket while the app runs, even when the player is still short of the maximum', async () => {
    const record = testPlayer();
    await renderScreen(<AppEffects />, {
      record: {
        ...record,
        currencies: { ...record.currencies, tickets: 0 },
        nextTicketTimestamp: new Date(Date.now() + 200),
      },
    });
    await waitFor(() => expect(usePlayerStore.getState().record?.currencies.tickets).toBe(1), {
      timeout: 3000,
    });
  });

  it('repeats an unfinished save when the page is hidden or closed', async () => {
    const { storage } = await renderScreen(<AppEffects />);
    const playerWrites: string[] = [];
    // A native write that has not finished yet (it never settles here).
    storage.writeItem = (key, value) => {
      if (key === PLAYER_STORAGE_KEY) playerWrites.push(value);
      return new Promise<void>(() => undefined);
    };
    // The write never settles, so nothing awaits it.
    usePlayerStore.getState().apply((r) => ok({ ...r, currencies: { ...r.currencies, moneys: 1234 } }));
    await waitFor(() => expect(playerWrites).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    act(() => setVisibility('hidden'));
    expect(playerWrites).toHaveLength(3);
    expect(new Set(playerWrites).size).toBe(1);
    expect(playerWrites[0]).toContain('"moneys":1234');
  });
});
