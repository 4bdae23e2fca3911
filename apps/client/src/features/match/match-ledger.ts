import { PLAYER_STORAGE_KEY, TOURNAMENT_IDS, type TournamentId } from '@goalguessr/game-core';

import { storage } from '../../platform/storage';

/** Saved beside the player record: the match whose entry fee is paid, and the matches already settled. */
export const MATCH_LEDGER_STORAGE_KEY = `${PLAYER_STORAGE_KEY}.match-ledger`;
/** How many settled match ids are remembered (a result can only arrive for a recent match). */
const SETTLED_IDS_KEPT = 50;

/** A match whose entry fee is paid and which is not settled yet. */
export interface OpenMatch {
  /** local id of the attempt (the room id is unknown until the join succeeds) */
  attemptId: string;
  tournament: TournamentId;
  /** room id once joined */
  matchId: string | null;
  /** true once an opponent was found: leaving then is a forfeit, not a refund */
  paired: boolean;
}

interface Ledger {
  open: OpenMatch | null;
  settledIds: string[];
}

const EMPTY: Ledger = { open: null, settledIds: [] };

let ledger: Ledger = EMPTY;
let loaded: Promise<void> | null = null;

function parseLedger(raw: string | null): Ledger {
  if (raw === null) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<Ledger>;
    const open = value.open;
    const validOpen =
      open !== null &&
      typeof open === 'object' &&
      typeof open.attemptId === 'string' &&
      (TOURNAMENT_IDS as readonly string[]).includes(open.tournament) &&
      (open.matchId === null || typeof open.matchId === 'string') &&
      typeof open.paired === 'boolean';
    const settledIds = Array.isArray(value.settledIds)
      ? value.settledIds.filter((id): id is string => typeof id === 'string').slice(-SETTLED_IDS_KEPT)
      : [];
    return { open: validOpen ? open : null, settledIds };
  } catch {
    return EMPTY;
  }
}

function write(next: Ledger): void {
  ledger = next;
  void storage()
    .writeItem(MATCH_LEDGER_STORAGE_KEY, JSON.stringify(next))
    .catch((error: unknown) => console.error('Saving the match ledger failed', error));
}

/**
 * The entry-fee ledger. Every paid fee is recorded before joining, so that a fee is refunded or a result
 * saved exactly once, even across a reload or a closed app (web storage writes are synchronous).
 */
export const matchLedger = {
  /** Reads the saved ledger once per page life. */
  load(): Promise<void> {
    loaded ??= storage()
      .readItem(MATCH_LEDGER_STORAGE_KEY)
      .then((raw) => {
        ledger = parseLedger(raw);
      })
      .catch(() => {
        ledger = EMPTY;
      });
    return loaded;
  },
  get open(): OpenMatch | null {
    return ledger.open;
  },
  /** A fee was just paid for a new attempt. */
  openMatch(tournament: TournamentId, attemptId: string): void {
    write({ ...ledger, open: { attemptId, tournament, matchId: null, paired: false } });
  },
  update(attemptId: string, change: Partial<Pick<OpenMatch, 'matchId' | 'paired'>>): void {
    if (ledger.open?.attemptId !== attemptId) return;
    const next = { ...ledger.open, ...change };
    if (next.matchId === ledger.open.matchId && next.paired === ledger.open.paired) return;
    write({ ...ledger, open: next });
  },
  isSettled(matchId: string): boolean {
    return ledger.settledIds.includes(matchId);
  },
  /**
   * Closes the attempt: `matchId` (when known) joins the settled list. Returns false when this attempt or
   * match was already settled, so the caller must not pay out again.
   */
  settle(attemptId: string, matchId: string | null): boolean {
    if (matchId !== null && ledger.settledIds.includes(matchId)) {
      if (ledger.open?.attemptId === attemptId) write({ ...ledger, open: null });
      return false;
    }
    if (ledger.open?.attemptId !== attemptId) return false;
    const settledIds =
      matchId === null ? ledger.settledIds : [...ledger.settledIds, matchId].slice(-SETTLED_IDS_KEPT);
    write({ open: null, settledIds });
    return true;
  },
};

/** Tests start from an empty ledger. */
export function resetMatchLedgerForTests(): void {
  ledger = EMPTY;
  loaded = null;
}
