import type { PlayerRecord, TutorialFlag } from '../player/types';
import { TUTORIAL_FLAGS } from '../player/types';
import type { Result } from '../result';
import { fail, ok } from '../result';

/** True for the five tutorial flags of spec §3. */
export function isTutorialFlag(flag: unknown): flag is TutorialFlag {
  return typeof flag === 'string' && (TUTORIAL_FLAGS as readonly string[]).includes(flag);
}

/** Marks a tutorial as seen (false → true, never back, spec §4); only known flags (spec §5). */
export function markTutorialSeen(
  record: PlayerRecord,
  flag: string,
): Result<PlayerRecord, 'unknown_tutorial'> {
  if (!isTutorialFlag(flag)) return fail('unknown_tutorial');
  if (record.tutorials[flag]) return ok(record);
  return ok({ ...record, tutorials: { ...record.tutorials, [flag]: true } });
}

/**
 * Saves the interface language (spec §4, §5): accepted only when `code` is in `supported` (pass the codes of
 * the supported-languages list), else `unsupported_language` and nothing changes.
 */
export function setLanguageSetting(
  record: PlayerRecord,
  code: string,
  supported: readonly string[],
): Result<PlayerRecord, 'unsupported_language'> {
  if (typeof code !== 'string' || !Array.isArray(supported) || !supported.includes(code)) {
    return fail('unsupported_language');
  }
  return ok({ ...record, settings: { ...record.settings, language: code } });
}
