import type {
  EndingShown,
  OpenMatch,
  PlayerRecord,
  Result,
  ServerEnding,
  TournamentId,
} from '@goalguessr/game-core';
import { create } from 'zustand';

import {
  createNewPlayer,
  fail,
  ok,
  refillTickets,
  settleMatch,
  settlementForEnding,
  settlementRefunds,
} from '@goalguessr/game-core';
import { loadPlayer, savePlayer } from './persistence';
import { deviceLanguage } from '../i18n/device-language';

export type StartupStatus = 'loading' | 'ready' | 'error';

export interface StartupError {
  /** why the save could not be used */
  reason: 'invalid_json' | 'invalid_record' | 'storage_failed';
  /** where the unreadable save was kept aside, if it could be read at all */
  asideKey: string | null;
}

/** A match the app found still open when it started (a reload or a closed tab mid-match), now settled. */
export interface InterruptedMatch {
  tournament: TournamentId;
  /** true: it never got an opponent, the fee came back; false: it counted as a loss */
  refunded: boolean;
  /**
   * issue 25: how the server said it ended (`left`: this player forfeited it; `void`: the server voided it or
   * stopped mid-match), or `pending`: the server could not be asked, the match stays open; absent: settled as
   * abandoned without asking (no room id or identity to ask with)
   */
  shown?: EndingShown | 'pending';
}

/**
 * The device's open match, kept open at start because it may be rejoined (issue 25): it has its seat's
 * reconnection token and the game page was active less than 5 minutes ago. `sinceMs`: when the page was last
 * active (the server has held the seat since about then). The game page rejoins it, or it is settled when the
 * server says the seat is gone.
 */
export interface RejoinableMatch {
  attemptId: string;
  tournament: TournamentId;
  reconnectionToken: string;
  sinceMs: number;
}

/**
 * What the start-up decides about an open match it finds: `rejoin` it (see RejoinableMatch), `leave` it alone
 * (another tab plays it), `settle` it as abandoned (a loss once paired, else a refund), or settle it as the server
 * said it ended (`{ ending }`, issue 25: a paired match the device could not get back into; no answer keeps it
 * open, pending).
 */
export type OpenMatchFate = 'rejoin' | 'leave' | 'settle' | { ending: ServerEnding };

/** A game-core rule applied to the record: the new record, or the rule's reason (`not_ready` before the load). */
export type RecordRule<R extends string> = (record: PlayerRecord) => Result<PlayerRecord, R>;

interface PlayerState {
  status: StartupStatus;
  record: PlayerRecord | null;
  error: StartupError | null;
  /** set by the load that settled an interrupted match, until the player has been told */
  interruptedMatch: InterruptedMatch | null;
  /** set by the load that kept an open match to rejoin, until the game page takes it */
  rejoin: RejoinableMatch | null;
  /**
   * Loads the save (spec §2 start-up); never overwrites an unreadable one. `fateOf` decides what happens to an
   * open match found in it (default: settled as abandoned); `lastActiveMs` is when the game page was last active.
   */
  load: (nowMs: number, start?: StartOptions) => Promise<void>;
  /** one load, without sharing (use `load`) */
  loadOnce: (nowMs: number, start?: StartOptions) => Promise<void>;
  /** The game page took the match to rejoin (or it is gone): forget it. */
  takeRejoin: () => RejoinableMatch | null;
  /** The app goes to the background with a live match (native): it is to be rejoined when it comes back. */
  keepForRejoin: (match: RejoinableMatch) => void;
  /** After a load error, and only on the player's request: a fresh player; the unreadable copy stays aside. */
  startNewGame: () => Promise<void>;
  /**
   * The one way the record changes: applies a game-core rule to the loaded record and, when it gives a new
   * record, keeps it and saves it at once (one write of the one key). The rule's reason comes back untouched.
   */
  apply: <R extends string>(rule: RecordRule<R>) => Result<PlayerRecord, R | 'not_ready'>;
  dismissInterruptedMatch: () => void;
}

export interface StartOptions {
  /** `record`: the loaded record (its identity asks the server how a lost seat's match ended) */
  fateOf?: (open: OpenMatch, record: PlayerRecord) => Promise<OpenMatchFate>;
  lastActiveMs?: number | null;
}

/** A first run's player: the device's language preselected when it is one of the 13. */
function newPlayer(): PlayerRecord {
  const fresh = createNewPlayer();
  return { ...fresh, settings: { ...fresh.settings, language: deviceLanguage() }, loaded: true };
}

/** A load already under way; a second caller (e.g. React StrictMode's double effect) shares it. */
let loadInFlight: Promise<void> | null = null;

/**
 * What every start does to a loaded record before showing it: tickets due by time are added, and a match
 * left open by the previous run is settled as abandoned (a loss once paired, else a refund) unless it is to be
 * rejoined or another tab plays it (`fate`).
 */
function startUp(
  record: PlayerRecord,
  nowMs: number,
  fate: OpenMatchFate = 'settle',
): { record: PlayerRecord; interrupted: InterruptedMatch | null } {
  let next = record;
  let interrupted: InterruptedMatch | null = null;
  const open = next.openMatch;
  if (open !== null && typeof fate === 'object') {
    // nothing of the match's play is known here: a counted outcome comes with no answers of its own
    const play = { correct: 0, incorrect: 0, points: 0, seenPlayerIds: [] };
    const decision = settlementForEnding(fate.ending, open.tournament, play);
    if (decision.kind !== 'settle') {
      interrupted = { tournament: open.tournament, refunded: false, shown: 'pending' };
    } else {
      const settled = settleMatch(next, open.attemptId, decision.settlement, nowMs);
      if (settled.ok) {
        next = settled.state;
        const refunded = settlementRefunds(open, decision.settlement);
        interrupted = { tournament: open.tournament, refunded, shown: decision.shown };
      }
    }
  }
  if (open !== null && fate === 'settle') {
    const settled = settleMatch(next, open.attemptId, { kind: 'abandoned' }, nowMs);
    if (settled.ok) {
      next = settled.state;
      interrupted = { tournament: open.tournament, refunded: settlementRefunds(open, { kind: 'abandoned' }) };
    }
  }
  const refilled = refillTickets(next, nowMs);
  return { record: refilled.ok ? refilled.state : next, interrupted };
}

export const usePlayerStore = create<PlayerState>()((set, get) => ({
  status: 'loading',
  record: null,
  error: null,
  interruptedMatch: null,
  rejoin: null,
  load: (nowMs, start) => {
    loadInFlight ??= get()
      .loadOnce(nowMs, start)
      .finally(() => {
        loadInFlight = null;
      });
    return loadInFlight;
  },
  loadOnce: async (nowMs, start = {}) => {
    set({ status: 'loading', error: null });
    const outcome = await loadPlayer(nowMs);
    switch (outcome.kind) {
      case 'loaded': {
        const open = outcome.record.openMatch;
        const fate =
          open === null || start.fateOf === undefined ? 'settle' : await start.fateOf(open, outcome.record);
        const { record, interrupted } = startUp(outcome.record, nowMs, fate);
        const rejoin: RejoinableMatch | null =
          fate === 'rejoin' && open !== null && open.reconnectionToken !== null
            ? {
                attemptId: open.attemptId,
                tournament: open.tournament,
                reconnectionToken: open.reconnectionToken,
                sinceMs: start.lastActiveMs ?? nowMs,
              }
            : null;
        set({
          status: 'ready',
          record,
          interruptedMatch: interrupted ?? get().interruptedMatch,
          rejoin,
        });
        if (record !== outcome.record) void savePlayer(record);
        return;
      }
      case 'empty': {
        const { record } = startUp(newPlayer(), nowMs);
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
    const record = newPlayer();
    set({ status: 'ready', record, error: null });
    await savePlayer(record);
  },
  apply: (rule) => {
    const { status, record } = get();
    if (status !== 'ready' || record === null) return fail('not_ready');
    const result = rule(record);
    if (!result.ok) return result;
    if (result.state !== record) {
      set({ record: result.state });
      void savePlayer(result.state);
    }
    return ok(result.state);
  },
  dismissInterruptedMatch: () => set({ interruptedMatch: null }),
  takeRejoin: () => {
    const { rejoin, record } = get();
    set({ rejoin: null });
    return rejoin !== null && record?.openMatch?.attemptId === rejoin.attemptId ? rejoin : null;
  },
  keepForRejoin: (match) => set({ rejoin: match }),
}));

/** The loaded record; only call below the start-up gate, where it always exists. */
export function usePlayer(): PlayerRecord {
  const record = usePlayerStore((s) => s.record);
  if (record === null) throw new Error('usePlayer() used before the player record was loaded');
  return record;
}
