import type { PlayerRecord } from '@goalguessr/game-core';
import {
  LEGACY_MATCH_LEDGER_KEY,
  LEGACY_PURCHASE_JOURNAL_KEY,
  PLAYER_STORAGE_KEY,
  parsePlayer,
  serializePlayer,
} from '@goalguessr/game-core';

import { storage } from '../platform/storage';

/** Prefix of the keys that hold unreadable saves kept aside (never overwritten, never deleted by the app). */
export const UNREADABLE_SAVE_PREFIX = `${PLAYER_STORAGE_KEY}.unreadable.`;

/** Keys of save format 1 that held parts of the player beside it; read once by the migration, then removed. */
const LEGACY_PLAYER_SIDE_KEYS = [LEGACY_MATCH_LEDGER_KEY, LEGACY_PURCHASE_JOURNAL_KEY] as const;

export type LoadOutcome =
  | { kind: 'loaded'; record: PlayerRecord }
  | { kind: 'empty' }
  | { kind: 'unreadable'; reason: 'invalid_json' | 'invalid_record'; asideKey: string }
  | { kind: 'storage_failed' };

/**
 * Reads the saved player. A save of an older format is migrated together with its side keys, saved in the
 * current format (one write), and only then are the side keys removed: a stop in between leaves a current
 * save, whose migration ignores the stale side keys, and the next load removes them.
 *
 * An unreadable save is first copied aside under `UNREADABLE_SAVE_PREFIX<nowMs>` (or an existing identical
 * copy is reused, so retries do not pile up copies) and left in place: nothing is overwritten until the player
 * explicitly starts a new game.
 */
export async function loadPlayer(nowMs: number): Promise<LoadOutcome> {
  let raw: string | null;
  let matchLedger: string | null;
  let purchaseJournal: string | null;
  try {
    [raw, matchLedger, purchaseJournal] = await Promise.all([
      storage().readItem(PLAYER_STORAGE_KEY),
      storage().readItem(LEGACY_MATCH_LEDGER_KEY),
      storage().readItem(LEGACY_PURCHASE_JOURNAL_KEY),
    ]);
  } catch (error) {
    console.error('Reading the player save failed', error);
    return { kind: 'storage_failed' };
  }
  if (raw === null) {
    if (matchLedger !== null || purchaseJournal !== null) await removeLegacySideKeys();
    return { kind: 'empty' };
  }
  const parsed = parsePlayer(raw, { matchLedger, purchaseJournal });
  if (!parsed.ok) {
    const asideKey = await keepAside(raw, nowMs);
    return { kind: 'unreadable', reason: parsed.reason, asideKey };
  }
  const hadSideKeys = matchLedger !== null || purchaseJournal !== null;
  // A migrated save is written back in the current format before the side keys it absorbed go.
  if (hadSideKeys || serializePlayer(parsed.state) !== raw) {
    await savePlayer(parsed.state);
    if (pendingSerialized === null && hadSideKeys) await removeLegacySideKeys();
  }
  return { kind: 'loaded', record: parsed.state };
}

async function removeLegacySideKeys(): Promise<void> {
  for (const key of LEGACY_PLAYER_SIDE_KEYS) {
    await storage()
      .removeItem(key)
      .catch((error: unknown) => console.error('Removing an old save key failed', error));
  }
}

async function keepAside(raw: string, nowMs: number): Promise<string> {
  const keys = (await storage().listKeys()).filter((k) => k.startsWith(UNREADABLE_SAVE_PREFIX));
  for (const key of keys) {
    if ((await storage().readItem(key)) === raw) return key;
  }
  const key = `${UNREADABLE_SAVE_PREFIX}${nowMs}`;
  await storage().writeItem(key, raw);
  return key;
}

let pendingSerialized: string | null = null;
let writeChain: Promise<void> = Promise.resolve();

/**
 * Writes the player at once: the only write of the player key. Writes are chained so an older one never
 * lands after a newer one; the latest string stays pending until written so `flushPendingWrite` can repeat it
 * when the page is hidden.
 */
export function savePlayer(record: PlayerRecord): Promise<void> {
  const serialized = serializePlayer(record);
  pendingSerialized = serialized;
  writeChain = writeChain
    .then(() => storage().writeItem(PLAYER_STORAGE_KEY, serialized))
    .then(() => {
      if (pendingSerialized === serialized) pendingSerialized = null;
    })
    .catch((error: unknown) => {
      console.error('Saving the player failed', error);
    });
  return writeChain;
}

/** Re-issues the latest unfinished write (called on `visibilitychange` to hidden and on `pagehide`). */
export function flushPendingWrite(): void {
  if (pendingSerialized === null) return;
  void storage()
    .writeItem(PLAYER_STORAGE_KEY, pendingSerialized)
    .catch((error: unknown) => console.error('Flushing the player save failed', error));
}

/** Resolves once every write issued so far has finished (tests, and before leaving the error screen). */
export function whenWritesSettled(): Promise<void> {
  return writeChain;
}
