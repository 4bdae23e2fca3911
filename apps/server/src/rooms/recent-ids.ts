import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { RECENT_PLAYERS_LIMIT } from '@goalguessr/game-core';
import type { FootballerIndex } from '../match/types';

/**
 * A join's recently seen footballers as they cross Colyseus' seat reservation (issue 29). Colyseus copies the
 * admitted join as JSON (`remoteRoomCall`), through Redis when another process hosts the room; the up to
 * RECENT_PLAYERS_LIMIT ids, each hashed again by every step on their way to the question bank, were ~5–8 % of a
 * busy server's time at 10,000 players. They are mapped to the bank's entry indices once, at admission, and travel
 * as one short ASCII string:
 *
 *   `<fingerprint>:<index><index>…`
 *
 * each index in base 64, most significant digit first, `digitsPerIndex(size)` digits (3 for the dataset's ~7,700
 * footballers: 1,500 characters for 500 ids, where the ids joined by spaces were ~12,700), from base64url's
 * alphabet, which JSON never escapes. The fingerprint names the list indexed: a room of a process with another
 * dataset build ignores the indices instead of excluding the wrong footballers. None: ''.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_CODES = Uint8Array.from(DIGITS, (digit) => digit.charCodeAt(0));
/** a digit's value by its character code (ASCII), -1 for any other character */
const DIGIT_VALUES = (() => {
  const values = new Int8Array(128).fill(-1);
  DIGIT_CODES.forEach((code, value) => (values[code] = value));
  return values;
})();
/** ends the fingerprint: in neither its alphabet nor the digits' */
const FINGERPRINT_END = ':';
const FINGERPRINT_END_CODE = FINGERPRINT_END.charCodeAt(0);

/** Base-64 digits per index for a list of `size` footballers (each below `size`); at least one. */
export function digitsPerIndex(size: number): number {
  let digits = 1;
  for (let span = DIGITS.length; span < size; span *= DIGITS.length) digits++;
  return digits;
}

/**
 * A short name for a list of footballer ids in its order: its length and the start of a SHA-256 of its ids (base
 * 36 and base64url: JSON-safe, no `:`). Two builds of the dataset that index any footballer differently get
 * different names (but for a 48-bit collision). Computed once per process.
 */
export function fingerprintOf(ids: readonly string[]): string {
  const hash = createHash('sha256').update(ids.join('\n')).digest('base64url');
  return `${ids.length.toString(36)}.${hash.slice(0, 8)}`;
}

/** the bytes of the last string packed, reused (a join's are copied out into the string) */
let packing = Buffer.alloc(0);

/**
 * A join's recent footballer ids (oldest first, checked by the protocol) as the packed string: each id the source
 * knows as its index, in the order sent; an id it does not know is dropped (it could not be excluded anyway).
 * '' when none is known, or the source knows no footballer.
 */
export function packRecentIds(ids: readonly string[], footballers: FootballerIndex | undefined): string {
  if (footballers === undefined || ids.length === 0) return '';
  const { fingerprint, size } = footballers;
  const width = digitsPerIndex(size);
  const head = fingerprint.length + FINGERPRINT_END.length;
  const length = head + ids.length * width;
  if (packing.length < length) packing = Buffer.alloc(Math.max(length, packing.length * 2));
  let at = head;
  for (const id of ids) {
    let index = footballers.indexOf(id);
    if (!Number.isInteger(index) || index < 0 || index >= size) continue;
    for (let digit = width - 1; digit >= 0; digit--) {
      packing[at + digit] = DIGIT_CODES[index % DIGITS.length] ?? 0;
      index = Math.floor(index / DIGITS.length);
    }
    at += width;
  }
  if (at === head) return '';
  packing.write(fingerprint + FINGERPRINT_END, 0, 'latin1');
  return packing.toString('latin1', 0, at);
}

/**
 * The recent footballers of a packed string (`packRecentIds`) as the source's entry indices, in their order.
 * Total: a string of another fingerprint (another dataset build), or one this process could not have packed (not
 * a string, a digit out of the alphabet, a length that is no whole number of indices, an index out of range, more
 * than RECENT_PLAYERS_LIMIT), gives none: no exclusions, never a throw.
 */
export function unpackRecentIds(packed: unknown, footballers: FootballerIndex | undefined): number[] {
  if (typeof packed !== 'string' || packed === '' || footballers === undefined) return [];
  const { fingerprint, size } = footballers;
  const head = fingerprint.length + FINGERPRINT_END.length;
  if (packed.charCodeAt(fingerprint.length) !== FINGERPRINT_END_CODE || !packed.startsWith(fingerprint)) {
    return [];
  }
  const width = digitsPerIndex(size);
  const count = (packed.length - head) / width;
  if (!Number.isInteger(count) || count > RECENT_PLAYERS_LIMIT) return [];
  const indices: number[] = [];
  for (let at = head; at < packed.length;) {
    let index = 0;
    for (let digit = 0; digit < width; digit++) {
      const code = packed.charCodeAt(at++);
      const value = code < DIGIT_VALUES.length ? (DIGIT_VALUES[code] ?? -1) : -1;
      if (value < 0) return [];
      index = index * DIGITS.length + value;
    }
    if (index >= size) return [];
    indices.push(index);
  }
  return indices;
}
