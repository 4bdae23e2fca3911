import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../rng';
import {
  FRIEND_CODE_ALPHABET,
  FRIEND_CODE_LENGTH,
  formatFriendCode,
  generateFriendCode,
  normalizeFriendCode,
} from './friend-code';
import {
  REMATCH_IDLE,
  REMATCH_WINDOW_MS,
  answerRematch,
  expireRematch,
  rematchPlayerLeft,
  type RematchState,
} from './rematch';

describe('friend codes', () => {
  it('uses 32 unambiguous symbols: no 0, O, 1 or I', () => {
    expect(FRIEND_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(FRIEND_CODE_ALPHABET).size).toBe(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(FRIEND_CODE_ALPHABET).not.toContain(lookAlike);
  });

  it('draws codes of the alphabet, every symbol reachable, and they normalize to themselves', () => {
    const rng = createSeededRng(17);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const code = generateFriendCode(rng);
      expect(code).toHaveLength(FRIEND_CODE_LENGTH);
      expect(normalizeFriendCode(code)).toBe(code);
      for (const symbol of code) seen.add(symbol);
    }
    expect(seen.size).toBe(32);
  });

  it('reads typed codes with spaces, dashes and lower case; refuses wrong lengths and look-alikes', () => {
    expect(normalizeFriendCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(normalizeFriendCode('ab cd 23 45')).toBe('ABCD2345');
    expect(normalizeFriendCode('ABCD234')).toBeNull();
    expect(normalizeFriendCode('ABCD23456')).toBeNull();
    expect(normalizeFriendCode('ABCD2340')).toBeNull();
    expect(normalizeFriendCode('OBCD2345')).toBeNull();
    expect(normalizeFriendCode('IBCD2345')).toBeNull();
    expect(normalizeFriendCode('1BCD2345')).toBeNull();
    expect(normalizeFriendCode('x'.repeat(100))).toBeNull();
  });

  it('shows a code as two groups of four', () => {
    expect(formatFriendCode('ABCD2345')).toBe('ABCD-2345');
    expect(formatFriendCode('ABC')).toBe('ABC');
  });
});

describe('rematch', () => {
  const players = ['a', 'b'];

  function answer(state: RematchState, id: string, accept: boolean, nowMs: number): RematchState {
    const next = answerRematch(state, players, id, accept, nowMs);
    if (!next.ok) throw new Error(next.reason);
    return next.state;
  }

  it('agrees when both accept inside the window', () => {
    const offered = answer(REMATCH_IDLE, 'a', true, 1000);
    expect(offered).toEqual({ status: 'pending', acceptedBy: ['a'], expiresAtMs: 1000 + REMATCH_WINDOW_MS });
    expect(answer(offered, 'a', true, 2000)).toEqual(offered);
    expect(answer(offered, 'b', true, 1000 + REMATCH_WINDOW_MS - 1)).toEqual({
      status: 'agreed',
      acceptedBy: ['a', 'b'],
    });
  });

  it('lapses when the other does not accept in time, and a late accept is refused', () => {
    const offered = answer(REMATCH_IDLE, 'a', true, 0);
    expect(expireRematch(offered, REMATCH_WINDOW_MS - 1)).toBe(offered);
    expect(expireRematch(offered, REMATCH_WINDOW_MS)).toEqual({ status: 'ended', reason: 'lapsed' });
    expect(answerRematch(offered, players, 'b', true, REMATCH_WINDOW_MS)).toEqual({
      ok: false,
      reason: 'rematch_closed',
    });
  });

  it('ends on a decline or a leave, and refuses strangers and answers after the end', () => {
    const offered = answer(REMATCH_IDLE, 'a', true, 0);
    const declined = answer(offered, 'b', false, 10);
    expect(declined).toEqual({ status: 'ended', reason: 'declined' });
    expect(answerRematch(declined, players, 'a', true, 20)).toEqual({ ok: false, reason: 'rematch_closed' });
    expect(answerRematch(REMATCH_IDLE, players, 'c', true, 0)).toEqual({ ok: false, reason: 'not_a_player' });
    expect(rematchPlayerLeft(offered)).toEqual({ status: 'ended', reason: 'left' });
    expect(rematchPlayerLeft(REMATCH_IDLE)).toEqual({ status: 'ended', reason: 'left' });
    const agreed = answer(offered, 'b', true, 5);
    expect(rematchPlayerLeft(agreed)).toBe(agreed);
    expect(answerRematch(agreed, players, 'a', false, 6)).toEqual({ ok: false, reason: 'rematch_closed' });
    expect(answer(REMATCH_IDLE, 'b', false, 0)).toEqual({ status: 'ended', reason: 'declined' });
  });
});
