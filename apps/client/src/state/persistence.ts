import type { PlayerRecord } from '@goalguessr/game-core';
import { PLAYER_STORAGE_KEY } from '@goalguessr/game-core';

import { parsePlayer, serializePlayer } from '@goalguessr/game-core';
import { storage } from '../platform/storage';

/** Prefix of the keys that hold unreadable saves kept aside (never overwritten, never deleted by the app). */
export const UNREADABLE_SAVE_PREFIX = `${PLAYER_STORAGE_KEY}.unreadable.`;

export type LoadOutcome =
  | { kind: 'loaded'; record: PlayerRecord }
  | { kind: 'empty' }
  | { kind: 'unreadable'; reason: 'invalid_json' | 'invalid_record'; asideKey: string }
  | { kind: 'storage_failed' };

/**
 * Reads the saved player. An unreadable save is first copied aside under `UNREADABLE_SAVE_PREFIX<nowMs>`
 * (or an existing identical copy is reused, so retries do not pile up copies) and left in place: nothing is
 * overwritten until the player explicitly starts a new game.
 */
export async function loadPlayer(nowMs: number): Promise<LoadOutcome> {
  let raw: string | null;
  try {
    raw = await storage().readItem(PLAYER_STORAGE_KEY);
  } catch (error) {
    console.error('Reading the player save failed', error);
    return { kind: 'storage_failed' };
  }
  if (raw === null) return { kind: 'empty' };
  const parsed = parsePlayer(raw);
  if (parsed.ok) return { kind: 'loaded', record: parsed.state };
  const asideKey = await keepAside(raw, nowMs);
  return { kind: 'unreadable', reason: parsed.reason, asideKey };
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
 * Writes the player at once. Writes are chained so an older one never lands after a newer one; the latest
 * string stays pending until written so `flushPendingWrite` can repeat it when the page is hidden.
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
