import { describe, expect, it } from 'vitest';
import { MAX_LEVEL, RECENT_PLAYERS_LIMIT } from '@goalguessr/game-core';
import {
  CLIENT_MESSAGES,
  CLIENT_MESSAGE_SCHEMAS,
  FRIEND_CODE_PATTERN,
  FRIEND_LOOKUP_ERROR_CODES,
  FRIEND_LOOKUP_PATH,
  FRIEND_ROOM_NAME,
  JOIN_ERROR_CODES,
  PROTOCOL_VERSION,
  answerMessageSchema,
  joinErrorCode,
  joinOptionsSchema,
  leaveMessageSchema,
  powerUpMessageSchema,
  rematchMessageSchema,
  reportMessageSchema,
  type JoinOptionsInput,
} from './index';

const valid: JoinOptionsInput = {
  protocolVersion: PROTOCOL_VERSION,
  tournament: 'rookie',
  username: '  Messi10 ',
  shirt: 'white',
  cleat: 'white-black',
  recentPlayerIds: ['lionel-messi', 'pele'],
  powerUps: { golden_shot: 5, energy_drink: 3, whistle: 3 },
};

const refusal = (input: unknown): string => {
  const parsed = joinOptionsSchema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return joinErrorCode(parsed.error);
};

describe('joinOptionsSchema', () => {
  it('accepts valid options, trims the username and fills defaults', () => {
    const parsed = joinOptionsSchema.parse({ ...valid, recentPlayerIds: undefined, powerUps: undefined });
    expect(parsed.username).toBe('Messi10');
    expect(parsed.recentPlayerIds).toEqual([]);
    expect(parsed.powerUps).toEqual({ golden_shot: 0, energy_drink: 0, whistle: 0 });
  });

  it('answers username problems with the game-core reason codes', () => {
    expect(refusal({ ...valid, username: ' abc ' })).toBe('username_too_short');
    expect(refusal({ ...valid, username: 'abcdefghijk' })).toBe('username_too_long');
    expect(refusal({ ...valid, username: 'x'.repeat(5000) })).toBe('username_too_long');
    expect(refusal({ ...valid, username: 'ab\u202Ecdef' })).toBe('username_invalid_characters');
    expect(JOIN_ERROR_CODES).toContain('username_invalid_characters');
  });

  it('refuses another protocol version, unknown tournaments, skins and bad recent lists', () => {
    expect(refusal({ ...valid, protocolVersion: PROTOCOL_VERSION + 1 })).toBe('protocol_mismatch');
    expect(refusal({ ...valid, tournament: 'world-cup' })).toBe('invalid_join_options');
    expect(refusal({ ...valid, shirt: 'rainbow' })).toBe('invalid_join_options');
    expect(refusal({ ...valid, cleat: 42 })).toBe('invalid_join_options');
    expect(refusal({ ...valid, recentPlayerIds: ['<script>'] })).toBe('invalid_join_options');
    // the server joins a join's recent ids with spaces (its admitted join): an id holding one would split in two
    expect(refusal({ ...valid, recentPlayerIds: ['lionel messi'] })).toBe('invalid_join_options');
    const tooMany = Array.from({ length: RECENT_PLAYERS_LIMIT + 1 }, (_, i) => `p${i}`);
    expect(refusal({ ...valid, recentPlayerIds: tooMany })).toBe('invalid_join_options');
    expect(refusal({ ...valid, powerUps: { golden_shot: -1 } })).toBe('invalid_join_options');
    expect(refusal({ ...valid, powerUps: { rocket: 1 } })).toBe('invalid_join_options');
    expect(refusal(null)).toBe('invalid_join_options');
  });

  it('carries the device identity and no rating: a sent rating is dropped, never passed on (issue 27)', () => {
    const identity = { playerId: 'A'.repeat(22), secret: 'b'.repeat(43) };
    expect(joinOptionsSchema.parse({ ...valid, identity }).identity).toEqual(identity);
    expect(joinOptionsSchema.parse(valid).identity).toBeUndefined();
    const claimed = joinOptionsSchema.parse({ ...valid, identity, rating: 3500, ratingDeviation: 45 });
    expect(claimed).not.toHaveProperty('rating');
    expect(claimed).not.toHaveProperty('ratingDeviation');
    for (const bad of [
      { ...identity, playerId: 'A'.repeat(21) },
      { ...identity, secret: `${identity.secret}=` },
      { ...identity, extra: 1 },
      { playerId: identity.playerId },
      'A'.repeat(22),
    ]) {
      expect(refusal({ ...valid, identity: bad })).toBe('invalid_join_options');
    }
  });

  it('accepts a whole level within the game-core bounds, shown in the VS intro (issue 24)', () => {
    expect(joinOptionsSchema.parse({ ...valid, level: 12 }).level).toBe(12);
    expect(joinOptionsSchema.parse({ ...valid, level: MAX_LEVEL }).level).toBe(MAX_LEVEL);
    expect(joinOptionsSchema.parse(valid).level).toBeUndefined();
    for (const level of [0, -1, 1.5, MAX_LEVEL + 1, Number.NaN, '7', null]) {
      expect(refusal({ ...valid, level })).toBe('invalid_join_options');
    }
  });
});

describe('client message schemas', () => {
  it('accept well-formed messages', () => {
    expect(answerMessageSchema.parse({ roundIndex: 4, optionToken: 'k3F9_x-Q' })).toEqual({
      roundIndex: 4,
      optionToken: 'k3F9_x-Q',
    });
    expect(powerUpMessageSchema.parse({ roundIndex: 0, powerUp: 'whistle' }).powerUp).toBe('whistle');
    expect(leaveMessageSchema.safeParse(undefined).success).toBe(true);
    expect(leaveMessageSchema.safeParse({}).success).toBe(true);
    expect(reportMessageSchema.parse({ roundIndex: 4 })).toEqual({ roundIndex: 4 });
  });

  it.each([
    [answerMessageSchema, { roundIndex: 5, optionToken: 'abc' }],
    [answerMessageSchema, { roundIndex: 0, optionIndex: 1 }],
    [answerMessageSchema, { roundIndex: 0, optionToken: '' }],
    [answerMessageSchema, { roundIndex: 0, optionToken: 'x'.repeat(33) }],
    [answerMessageSchema, { roundIndex: 0, optionToken: 'a b' }],
    [answerMessageSchema, { roundIndex: 0, optionToken: { toString: 1 } }],
    [answerMessageSchema, { roundIndex: 0.5, optionToken: 'abc' }],
    [answerMessageSchema, { roundIndex: '0', optionToken: 'abc' }],
    [answerMessageSchema, { roundIndex: 0, optionToken: 'abc', correct: true }],
    [answerMessageSchema, [0, 1]],
    [powerUpMessageSchema, { roundIndex: 0, powerUp: 'rocket' }],
    [powerUpMessageSchema, { roundIndex: -1, powerUp: 'whistle' }],
    [reportMessageSchema, { roundIndex: 5 }],
    [reportMessageSchema, { roundIndex: -1 }],
    [reportMessageSchema, { roundIndex: 0, note: 'unfair' }],
    [reportMessageSchema, { roundIndex: '0' }],
    [reportMessageSchema, undefined],
    [leaveMessageSchema, { now: true }],
    [leaveMessageSchema, 'bye'],
  ])('refuse malformed payload %#', (schema, payload) => {
    expect(schema.safeParse(payload).success).toBe(false);
  });

  it('has a schema for every client message', () => {
    expect(Object.keys(CLIENT_MESSAGE_SCHEMAS).sort()).toEqual(Object.values(CLIENT_MESSAGES).sort());
  });
});

describe('private duels and rematch (issue 17)', () => {
  it('accepts a well-formed friend code in the join options and refuses anything else', () => {
    expect(joinOptionsSchema.parse({ ...valid, friendCode: 'ABCD2345' }).friendCode).toBe('ABCD2345');
    for (const friendCode of ['abcd2345', 'ABCD-2345', 'ABCD234', 'ABCD2340', 'OBCD2345', 42]) {
      expect(refusal({ ...valid, friendCode })).toBe('invalid_join_options');
    }
    expect(FRIEND_CODE_PATTERN.test('Z9Z9Z9Z9')).toBe(true);
  });

  it('checks match:rematch strictly', () => {
    expect(rematchMessageSchema.safeParse({ accept: true }).success).toBe(true);
    expect(rematchMessageSchema.safeParse({ accept: false }).success).toBe(true);
    for (const bad of [undefined, {}, { accept: 'yes' }, { accept: true, roomId: 'x' }]) {
      expect(rematchMessageSchema.safeParse(bad).success).toBe(false);
    }
    expect(CLIENT_MESSAGE_SCHEMAS[CLIENT_MESSAGES.rematch]).toBe(rematchMessageSchema);
  });

  it('names the private room, its look-up path and the new refusal codes', () => {
    expect(FRIEND_ROOM_NAME).not.toBe('duel');
    expect(FRIEND_LOOKUP_PATH).toBe('/api/friend');
    expect(JOIN_ERROR_CODES).toEqual(
      expect.arrayContaining(['friend_code_invalid', 'friend_code_expired', 'friend_wrong_tournament']),
    );
    expect(FRIEND_LOOKUP_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'friend_code_invalid',
        'friend_code_expired',
        'friend_code_cancelled',
        'rate_limited',
      ]),
    );
  });
});
