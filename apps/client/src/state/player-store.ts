import type { PlayerRecord } from '@goalguessr/game-core';
import { create } from 'zustand';

import { createNewPlayer, refillTickets } from '@goalguessr/game-core';
import { loadPlayer, savePlayer } from './persistence';

export type StartupStatus = 'loading' | 'ready' | 'error';

export interface StartupError {
  /** why the save could not be used */
  reason: 'invalid_json' | 'invalid_record' | 'storage_failed';
  /** where the unreadable save was kept aside, if it could be read at all */
  asideKey: string | null;
}

interface PlayerState {
  status: StartupStatus;
  record: PlayerRecord | null;
  error: StartupError | null;
  /** Loads the save (spec §2 start-up); never overwrites an unreadable one. */
  load: (nowMs: number) => Promise<void>;
  /** one load, without sharing (use `load`) */
  loadOnce: (nowMs: number) => Promise<void>;
  /** After a load error, and only on the player's request: a fresh player; the unreadable copy stays aside. */
  startNewGame: () => Promise<void>;
  /**
   * Applies a game-core rule to the record and saves at once. `change` returns the new record, or null to
   * refuse (the rule's reason is handled by the caller). Ignored unless the record is loaded.
   */
  update: (change: (record: PlayerRecord) => PlayerRecord | null) => PlayerRecord | null;
}

/** A load already under way; a second caller (e.g. React StrictMode's double effect) shares it. */
let loadInFlight: Promise<void> | null = null;

export const usePlayerStore = create<PlayerState>()((set, get) => ({
  status: 'loading',
  record: null,
  error: null,
  load: (nowMs) => {
    loadInFlight ??= get()
      .loadOnce(nowMs)
      .finally(() => {
        loadInFlight = null;
      });
    return loadInFlight;
  },
  loadOnce: async (nowMs) => {
    set({ status: 'loading', error: null });
    const outcome = await loadPlayer(nowMs);
    switch (outcome.kind) {
      case 'loaded': {
        const refilled = refillTickets(outcome.record, nowMs);
        const record = refilled.ok ? refilled.state : outcome.record;
        set({ status: 'ready', record });
        if (record !== outcome.record) void savePlayer(record);
        return;
      }
      case 'empty': {
        const fresh = { ...createNewPlayer(), loaded: true };
        const refilled = refillTickets(fresh, nowMs);
        const record = refilled.ok ? refilled.state : fresh;
        set({ status: 'ready', record });
        void savePlayer(record);
        return;
      }
      case 'unreadable':
        set({ status: 'error', record: null, error: { reason: outcome.reason, asideKey: outcome.asideKey } });
        return;
      case 'storage_failed':
        set({ status: 'error', record: null, error: { reason: 'storage_failed', asideKey: null } });
        return;
    }
  },
  startNewGame: async () => {
    const { status, error } = get();
    // Only an unreadable save that is safely kept aside may be replaced.
    if (status !== 'error' || error?.asideKey === null || error === null) return;
    const record = { ...createNewPlayer(), loaded: true };
    set({ status: 'ready', record, error: null });
    await savePlayer(record);
  },
  update: (change) => {
    const { status, record } = get();
    if (status !== 'ready' || record === null) return null;
    const next = change(record);
    if (next === null || next === record) return next;
    set({ record: next });
    void savePlayer(next);
    return next;
  },
}));

/** The loaded record; only call below the start-up gate, where it always exists. */
export function usePlayer(): PlayerRecord {
  const record = usePlayerStore((s) => s.record);
  if (record === null) throw new Error('usePlayer() used before the player record was loaded');
  return record;
}
