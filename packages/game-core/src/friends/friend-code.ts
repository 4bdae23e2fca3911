import { randomInt, type Rng } from '../rng';

/**
 * ours (issue 17): the letters of a friend code. 32 symbols (5 bits each) without the look-alikes 0/O and 1/I,
 * so a code read aloud or copied by hand cannot be mistyped into another valid one.
 */
export const FRIEND_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** ours: characters in a friend code: 8 × 5 bits = 40 bits, 2^40 ≈ 1.1 × 10^12 codes */
export const FRIEND_CODE_LENGTH = 8;
/** ours: a private duel's code lets the friend in for this long after it was made (the host then gets a refund) */
export const FRIEND_CODE_TTL_MS = 10 * 60_000;
/**
 * ours: code look-ups one client address may make per window (server-wide, through the presence): with 2^40
 * codes, 10 per 10 minutes is 1,440 a day, so even 1,000 live codes leave one address about 1.3 × 10^-6 hits
 * a day
 */
export const FRIEND_CODE_LOOKUPS_PER_WINDOW = 10;
/** ours: the window of FRIEND_CODE_LOOKUPS_PER_WINDOW */
export const FRIEND_CODE_LOOKUP_WINDOW_MS = 10 * 60_000;

const CODE_PATTERN = new RegExp(`^[${FRIEND_CODE_ALPHABET}]{${FRIEND_CODE_LENGTH}}$`);

/** A fresh code: FRIEND_CODE_LENGTH symbols drawn uniformly by `rng` (the server passes a CSPRNG). */
export function generateFriendCode(rng: Rng): string {
  let code = '';
  for (let i = 0; i < FRIEND_CODE_LENGTH; i++) {
    code += FRIEND_CODE_ALPHABET[randomInt(rng, FRIEND_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * What a person typed, as a code: spaces and dashes dropped, upper-cased. `null` when it cannot be a code
 * (wrong length, or a symbol outside the alphabet such as 0, O, 1 or I: never guessed at, the code is refused).
 */
export function normalizeFriendCode(typed: string): string | null {
  if (typed.length > 64) return null;
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The code as shown: two groups of four (`ABCD-2345`), easier to read out than eight in a row. */
export function formatFriendCode(code: string): string {
  return code.length === FRIEND_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}
