import {
  LEGACY_MATCH_LEDGER_KEY,
  LEGACY_PURCHASE_JOURNAL_KEY,
  PLAYER_RECORD_VERSION,
  PLAYER_STORAGE_KEY,
  STARTING_DIAMONDS,
  createNewPlayer,
  serializePlayer,
  type PlayerRecord,
} from '@goalguessr/game-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setStoreForTests } from '../platform/store';
import { setStorageForTests } from '../platform/storage';
import { finishPendingPurchases } from '../lib/purchases';
import { createCrashingStorage } from '../testing/crash-storage';
import { whenWritesSettled } from './persistence';
import { usePlayerStore } from './player-store';
import { LEGACY_UI_KEYS, UI_STATE_STORAGE_KEY, useUiStore } from './ui-store';

const NOW = 1_760_000_000_000;

/** Today's (format 1) saved data: the record and the four keys beside it. */
function formatOneDisk(open: { paired: boolean } | null): Map<string, string> {
  const { openMatch: _o, creditedPurchases: _c, ...v1 } = { ...createNewPlayer(), version: 1 };
  const saveText = JSON.stringify({ ...v1, loaded: undefined, currencies: { ...v1.currencies, tickets: 9 } });
  return new Map([
    [PLAYER_STORAGE_KEY, saveText],
    [
      LEGACY_MATCH_LEDGER_KEY,
      JSON.stringify({
        open:
          open === null
            ? null
            : { attemptId: 'old-1', tournament: 'rookie', matchId: 'room-7', paired: open.paired },
        settledIds: ['room-1'],
      }),
    ],
    [LEGACY_PURCHASE_JOURNAL_KEY, JSON.stringify({ credited: ['tx-old'], applying: null })],
    [LEGACY_UI_KEYS.pageActive, JSON.stringify({ isGamePageActive: true, lastActiveTime: NOW - 1000 })],
    [LEGACY_UI_KEYS.display, JSON.stringify({ theme: 'dark', language: 'tr' })],
  ]);
}

async function startApp(disk: Map<string, string>, writesBeforeCrash = Number.POSITIVE_INFINITY) {
  setStorageForTests(createCrashingStorage(disk, writesBeforeCrash));
  usePlayerStore.setState({ status: 'loading', record: null, error: null, interruptedMatch: null });
  await useUiStore.getState().loadSaved();
  await usePlayerStore.getState().load(NOW);
  await whenWritesSettled();
}

function saved(disk: Map<string, string>): PlayerRecord {
  return JSON.parse(disk.get(PLAYER_STORAGE_KEY) ?? '{}') as PlayerRecord;
}

afterEach(() => {
  setStoreForTests(null);
  vi.restoreAllMocks();
});

describe("start-up migration from today's keys to the player key and the UI key", () => {
  it('brings everything in, settles the open match, and leaves exactly two keys', async () => {
    const disk = formatOneDisk({ paired: true });
    await startApp(disk);
    expect([...disk.keys()].sort()).toEqual([PLAYER_STORAGE_KEY, UI_STATE_STORAGE_KEY]);
    const record = saved(disk);
    expect(record.version).toBe(PLAYER_RECORD_VERSION);
    expect(record.creditedPurchases).toEqual(['tx-old']);
    // The paired match left open by the last run is a loss, and the player is told once.
    expect(record.openMatch).toBeNull();
    expect(record.stats).toMatchObject({ gamesPlayed: 1, losses: 1 });
    expect(record.currencies.tickets).toBe(9);
    expect(usePlayerStore.getState().interruptedMatch).toEqual({ tournament: 'rookie', refunded: false });
    expect(JSON.parse(disk.get(UI_STATE_STORAGE_KEY) ?? '{}')).toEqual({
      isGamePageActive: true,
      lastActiveTime: NOW - 1000,
      display: { theme: 'dark', language: 'tr' },
    });
  });

  it('an unpaired match left open is refunded and said so', async () => {
    const disk = formatOneDisk({ paired: false });
    await startApp(disk);
    expect(saved(disk).currencies.tickets).toBe(10);
    expect(saved(disk).stats.gamesPlayed).toBe(0);
    expect(usePlayerStore.getState().interruptedMatch).toEqual({ tournament: 'rookie', refunded: true });
    usePlayerStore.getState().dismissInterruptedMatch();
    expect(usePlayerStore.getState().interruptedMatch).toBeNull();
  });

  it('a crash at any write of the migration still ends with one settlement, the credits, and two keys', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let crashAfter = 0; crashAfter <= 8; crashAfter += 1) {
      const disk = formatOneDisk({ paired: true });
      await startApp(disk, crashAfter);
      await startApp(disk);
      await startApp(disk);
      const record = saved(disk);
      expect({ crashAfter, keys: [...disk.keys()].sort() }).toEqual({
        crashAfter,
        keys: [PLAYER_STORAGE_KEY, UI_STATE_STORAGE_KEY],
      });
      expect({ crashAfter, games: record.stats.gamesPlayed, credited: record.creditedPurchases }).toEqual({
        crashAfter,
        games: 1,
        credited: ['tx-old'],
      });
    }
  });

  it('a purchase the journal had already credited is not credited again after the migration', async () => {
    const disk = formatOneDisk(null);
    await startApp(disk);
    setStoreForTests({
      isTestStore: true,
      loadProducts: () => Promise.resolve([]),
      purchase: () => Promise.resolve({ kind: 'cancelled' }),
      completedTransactions: () =>
        Promise.resolve([
          { transactionId: 'tx-old', packageId: 'diamonds_small' },
          { transactionId: 'tx-new', packageId: 'diamonds_small' },
        ]),
    });
    expect(await finishPendingPurchases()).toBe(1);
    await whenWritesSettled();
    expect(saved(disk).currencies.diamonds).toBe(STARTING_DIAMONDS + 50);
    expect(saved(disk).creditedPurchases).toEqual(['tx-old', 'tx-new']);
  });

  it('a save written by this version loads unchanged and is not written again', async () => {
    const record = { ...createNewPlayer(), loaded: true };
    const disk = new Map([[PLAYER_STORAGE_KEY, serializePlayer(record)]]);
    const storage = createCrashingStorage(disk);
    setStorageForTests(storage);
    usePlayerStore.setState({ status: 'loading', record: null, error: null });
    await usePlayerStore.getState().load(NOW);
    await whenWritesSettled();
    expect(storage.writes).toBe(0);
  });
});
