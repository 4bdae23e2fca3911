import { USERNAME_MAX_CODE_POINTS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants';
import type { Result } from '../result';
import { fail, ok } from '../result';
import type { PlayerRecord } from '../player/types';

export type UsernameReason = 'username_too_short' | 'username_too_long';

const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** Printable ASCII only: every character is a grapheme cluster of its own (no combining marks, no CR LF). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Characters as a person counts them: grapheme clusters ("é", a flag emoji or a family emoji count as one),
 * or code points where the runtime lacks `Intl.Segmenter`. Printable ASCII is counted by its length: the
 * segmenter costs tens of µs a name, and the server checks the name of every join (1.7 % of its CPU at 10,000
 * players).
 */
export function countUserCharacters(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  if (segmenter === null) return [...text].length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/**
 * Spec §5: the username is trimmed, then must hold 4 to 10 characters (grapheme clusters). A name that shows
 * ≤ 10 characters but is stuffed with more than USERNAME_MAX_CODE_POINTS code points (stacked combining
 * marks) is too long as well. A non-string counts as empty. Returns the trimmed name.
 */
export function validateUsername(raw: string): Result<string, UsernameReason> {
  if (typeof raw !== 'string') return fail('username_too_short');
  const name = raw.trim();
  if ([...name].length > USERNAME_MAX_CODE_POINTS) return fail('username_too_long');
  const length = countUserCharacters(name);
  if (length < USERNAME_MIN_LENGTH) return fail('username_too_short');
  if (length > USERNAME_MAX_LENGTH) return fail('username_too_long');
  return ok(name);
}

/** Sets the trimmed username when it passes `validateUsername`; otherwise changes nothing. */
export function setUsername(record: PlayerRecord, raw: string): Result<PlayerRecord, UsernameReason> {
  const checked = validateUsername(raw);
  if (!checked.ok) return checked;
  return ok({ ...record, profile: { ...record.profile, username: checked.state } });
}
