import { PLAYER_STORAGE_KEY, createNewPlayer, serializePlayer } from '@goalguessr/game-core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';

import { applyLanguage, i18next, initI18n } from '../i18n';
import { applyTheme } from './theme';
import { createMemoryStorage, setStorageForTests } from '../platform/storage';
import { UNREADABLE_SAVE_PREFIX, whenWritesSettled } from '../state/persistence';
import { usePlayerStore } from '../state/player-store';
import { UI_STATE_STORAGE_KEY } from '../state/ui-store';
import { StartupGate } from './StartupGate';

const BROKEN = '{"profile": {"username": "Striker9"'; // cut short mid-write

function renderGate() {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <StartupGate>
        <p>the app</p>
      </StartupGate>
    </MemoryRouter>,
  );
}

beforeAll(initI18n);
beforeEach(() => {
  usePlayerStore.setState({ status: 'loading', record: null, error: null });
  // The app logs an unreadable save (spec §8: storage failures are logged, not shown).
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  applyTheme('light');
  await applyLanguage('en');
});

describe('StartupGate', () => {
  it('shows the splash, then the app once a new player is created and saved', async () => {
    const storage = createMemoryStorage();
    setStorageForTests(storage);
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('the app')).toBeInTheDocument();
    await whenWritesSettled();
    expect(storage.data.get(PLAYER_STORAGE_KEY)).toContain('"moneys":2500');
  });

  it('an unreadable save: the error, the save kept aside and never overwritten, retry works once repaired', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({ [PLAYER_STORAGE_KEY]: BROKEN });
    setStorageForTests(storage);
    renderGate();
    expect(
      await screen.findByRole('heading', { name: 'Player data failed to load, game cannot start' }),
    ).toBeInTheDocument();
    const aside = [...storage.data.keys()].filter((key) => key.startsWith(UNREADABLE_SAVE_PREFIX));
    expect(aside).toHaveLength(1);
    expect(storage.data.get(aside[0] ?? '')).toBe(BROKEN);
    expect(storage.data.get(PLAYER_STORAGE_KEY)).toBe(BROKEN);

    // Retrying with the same broken save changes nothing and piles up no copies.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect([...storage.data.keys()].filter((key) => key.startsWith(UNREADABLE_SAVE_PREFIX))).toHaveLength(1);
    expect(storage.data.get(PLAYER_STORAGE_KEY)).toBe(BROKEN);

    // The save is repaired (e.g. by support): Retry loads it.
    storage.data.delete(PLAYER_STORAGE_KEY);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(storage.data.get(aside[0] ?? '')).toBe(BROKEN);
  });

  it('starting a new game replaces the main save only, the unreadable copy stays', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({ [PLAYER_STORAGE_KEY]: BROKEN });
    setStorageForTests(storage);
    renderGate();
    await user.click(await screen.findByRole('button', { name: 'Start a new game' }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
    await act(whenWritesSettled);
    await waitFor(() => expect(storage.data.get(PLAYER_STORAGE_KEY)).toContain('"moneys":2500'));
    const aside = [...storage.data.keys()].filter((key) => key.startsWith(UNREADABLE_SAVE_PREFIX));
    expect(aside.map((key) => storage.data.get(key))).toEqual([BROKEN]);
  });

  it("an unreadable save: the error screen keeps the player's remembered theme and language", async () => {
    const storage = createMemoryStorage({
      [PLAYER_STORAGE_KEY]: BROKEN,
      [UI_STATE_STORAGE_KEY]: JSON.stringify({ display: { theme: 'dark', language: 'de' } }),
    });
    setStorageForTests(storage);
    renderGate();
    await screen.findByRole('alert');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
    const title = i18next.getFixedT('de')('startup.loadFailedTitle');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(title).not.toBe('Player data failed to load, game cannot start');
    expect(document.documentElement).toHaveClass('ion-palette-dark');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });

  it('navigating loads nothing again and keeps the app mounted (no splash between screens)', async () => {
    setStorageForTests(createMemoryStorage());
    const loads = vi.spyOn(usePlayerStore.getState(), 'loadOnce');
    let mounts = 0;
    function Screens() {
      const navigate = useNavigate();
      const { pathname } = useLocation();
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <button type="button" onClick={() => navigate(pathname === '/' ? '/game' : '/')}>
          at {pathname}
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <StartupGate>
          <Screens />
        </StartupGate>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'at /' }));
    await user.click(await screen.findByRole('button', { name: 'at /game' }));
    expect(await screen.findByRole('button', { name: 'at /' })).toBeInTheDocument();
    // Give a reload (if any) the time to start and show the splash.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(mounts).toBe(1);
  });

  it('storage that cannot be read at all: Retry only, nothing written', async () => {
    const storage = createMemoryStorage();
    storage.readItem = () => Promise.reject(new Error('storage unavailable'));
    const writes = vi.spyOn(storage, 'writeItem');
    setStorageForTests(storage);
    renderGate();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start a new game' })).not.toBeInTheDocument();
    await usePlayerStore.getState().startNewGame();
    expect(usePlayerStore.getState().status).toBe('error');
    expect(writes).not.toHaveBeenCalled();
  });

  describe('a match left open by the previous run (issue 25)', () => {
    const open = {
      attemptId: 'a1',
      tournament: 'champions' as const,
      matchId: 'room1',
      paired: true,
      reconnectionToken: 'room1:seat',
    };
    function Where() {
      return <p>at {useLocation().pathname + useLocation().search}</p>;
    }
    async function start(lastActiveMs: number, held = false) {
      const save = serializePlayer({ ...createNewPlayer(), openMatch: open });
      const ui = JSON.stringify({ isGamePageActive: true, lastActiveTime: lastActiveMs, display: null });
      setStorageForTests(createMemoryStorage({ [PLAYER_STORAGE_KEY]: save, [UI_STATE_STORAGE_KEY]: ui }));
      // another tab of the browser holding the match lock (Web Locks), or none
      const query = () => Promise.resolve({ held: held ? [{ name: 'goalguessr.match' }] : [], pending: [] });
      vi.stubGlobal('navigator', { ...navigator, locks: { query, request: () => Promise.resolve() } });
      usePlayerStore.setState({ rejoin: null, interruptedMatch: null });
      render(
        <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <StartupGate>
            <Where />
          </StartupGate>
        </MemoryRouter>,
      );
      await screen.findByText(/^at /);
    }
    afterEach(() => vi.unstubAllGlobals());

    it('active within the refresh rule: kept open with its seat, and the app goes back to the game page', async () => {
      const lastActiveMs = Date.now() - 10_000;
      await start(lastActiveMs);
      expect(await screen.findByText('at /game?tournament=champions')).toBeInTheDocument();
      const { record, rejoin, interruptedMatch } = usePlayerStore.getState();
      expect(record?.openMatch).toEqual(open);
      expect(rejoin).toEqual({
        attemptId: 'a1',
        tournament: 'champions',
        reconnectionToken: 'room1:seat',
        sinceMs: lastActiveMs,
      });
      expect(interruptedMatch).toBeNull();
    });

    it('older than the 5-minute refresh rule: settled as abandoned (a loss) and Home', async () => {
      await start(Date.now() - 6 * 60_000);
      expect(await screen.findByText('at /')).toBeInTheDocument();
      const { record, rejoin, interruptedMatch } = usePlayerStore.getState();
      expect(record?.openMatch).toBeNull();
      expect(record?.stats.losses).toBe(1);
      expect(rejoin).toBeNull();
      expect(interruptedMatch).toEqual({ tournament: 'champions', refunded: false });
    });

    it('another tab plays it: left alone, neither settled nor rejoined', async () => {
      await start(Date.now() - 10_000, true);
      expect(await screen.findByText('at /')).toBeInTheDocument();
      const { record, rejoin } = usePlayerStore.getState();
      expect(record?.openMatch).toEqual(open);
      expect(record?.stats.gamesPlayed).toBe(0);
      expect(rejoin).toBeNull();
    });
  });
});
