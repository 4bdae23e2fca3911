import { describe, expect, it } from 'vitest';
import { RECENT_PLAYERS_LIMIT } from '@goalguessr/game-core';
import { PROTOCOL_VERSION, joinErrorCode, joinOptionsSchema } from './index';

const valid = {
  protocolVersion: PROTOCOL_VERSION,
  tournament: 'rookie',
  username: 'Messi10',
  shirt: 'white',
  cleat: 'white-black',
};

/** the join error code of these recent ids, or 'accepted' */
function verdict(recentPlayerIds: unknown): string {
  const parsed = joinOptionsSchema.safeParse({ ...valid, recentPlayerIds });
  return parsed.success ? 'accepted' : joinErrorCode(parsed.error);
}

describe('recentPlayerIds, checked in one pass over the array (issue 29)', () => {
  it('accepts up to the limit of well-formed ids, as sent', () => {
    const ids = Array.from({ length: RECENT_PLAYERS_LIMIT }, (_, i) => `aaron-clapham-${i}`);
    expect(joinOptionsSchema.parse({ ...valid, recentPlayerIds: ids }).recentPlayerIds).toEqual(ids);
    expect(verdict(['a'.repeat(64), 'A.b_c-9'])).toBe('accepted');
  });

  it('refuses what the per-id string schema refused: not an array, a non-string, a hole, a bad id', () => {
    for (const bad of [
      'lionel-messi',
      { 0: 'lionel-messi', length: 1 },
      [42],
      [null],
      ['pele', undefined],
      // eslint-disable-next-line no-sparse-arrays
      ['pele', , 'zico'],
      [''],
      ['a'.repeat(65)],
      ['pelé'],
      ['lionel\nmessi'],
    ])
      expect(verdict(bad)).toBe('invalid_join_options');
  });
});
