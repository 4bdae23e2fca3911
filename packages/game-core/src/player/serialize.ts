import { MAX_PLAYER_SAVE_CHARS } from '../constants';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { migratePlayer, type LegacySideKeys } from './migrate';
import type { PlayerRecord } from './types';
import { validatePlayerRecord } from './validate';

export type PlayerParseReason = 'invalid_json' | 'invalid_record';

/**
 * The save text of a record: JSON with dates as ISO-8601 UTC strings (`Date` serialises itself that way);
 * `loaded` is never written (spec §3).
 */
export function serializePlayer(record: PlayerRecord): string {
  const { loaded: _loaded, ...saved } = record;
  return JSON.stringify(saved);
}

/**
 * Reads a save: guarded JSON.parse (text longer than MAX_PLAYER_SAVE_CHARS is `invalid_json` unread) →
 * `migratePlayer` → `validatePlayerRecord`. A corrupted or hostile save is rejected whole (`invalid_record`),
 * never half-applied. The returned record has `loaded: true`. `side` holds the texts of a format-1 save's
 * side keys (see `LegacySideKeys`); the save's own text is passed on for the journal check.
 */
export function parsePlayer(
  json: string,
  side: Omit<LegacySideKeys, 'saveText'> = {},
): Result<PlayerRecord, PlayerParseReason> {
  if (typeof json !== 'string' || json.length > MAX_PLAYER_SAVE_CHARS) return fail('invalid_json');
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return fail('invalid_json');
  }
  const checked = validatePlayerRecord(migratePlayer(raw, { ...side, saveText: json }));
  if (!checked.ok) return checked;
  return ok({ ...checked.state, loaded: true });
}
