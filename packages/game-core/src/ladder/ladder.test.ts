import { describe, expect, it } from 'vitest';
import { BOT_ACCURACY_MAX, BOT_ACCURACY_MIN } from '../constants';
import { createNewPlayer } from '../player/defaults';
import { defaultRating } from '../rating/glicko2';
import { botStrengthFor } from '../rating/pairing';
import {
  DEVICE_ID_LENGTH,
  DEVICE_SECRET_LENGTH,
  base64Url,
  botPlaysAtStatedStrength,
  deviceIdentityFrom,
  forgetServerIdentity,
  isDeviceIdentity,
  isSeasonId,
  ladderVerdict,
  previousSeason,
  seasonAt,
  withIdentity,
  withServerRatings,
  type DeviceIdentity,
} from './index';

const at = (iso: string): number => Date.parse(iso);

describe('seasonAt: weekly seasons from Monday 00:00 UTC', () => {
  it('names a season by its Monday and runs it for exactly a week', () => {
    // 2026-11-25 is a Wednesday
    const season = seasonAt(at('2026-11-25T13:00:00Z'));
    expect(season).toEqual({
      id: '2026-11-23',
      startsAtMs: at('2026-11-23T00:00:00Z'),
      endsAtMs: at('2026-11-30T00:00:00Z'),
    });
  });

  it('rolls over at Monday 00:00 UTC exactly: the last millisecond of Sunday is the old season', () => {
    expect(seasonAt(at('2026-11-29T23:59:59.999Z')).id).toBe('2026-11-23');
    expect(seasonAt(at('2026-11-30T00:00:00.000Z')).id).toBe('2026-11-30');
  });

  it('is the UTC week whatever the local zone (a Sunday evening in New York is Monday UTC)', () => {
    expect(seasonAt(at('2026-11-29T20:30:00-05:00')).id).toBe('2026-11-30');
  });

  it('goes back one week at a time, across a year end', () => {
    const season = seasonAt(at('2027-01-01T12:00:00Z'));
    expect(season.id).toBe('2026-12-28');
    expect(previousSeason(season).id).toBe('2026-12-21');
    expect(previousSeason(seasonAt(at('2026-01-05T00:00:00Z'))).id).toBe('2025-12-29');
  });

  it('accepts only Mondays as season ids', () => {
    expect(isSeasonId('2026-11-23')).toBe(true);
    expect(isSeasonId('2026-11-24')).toBe(false);
    expect(isSeasonId('2026-02-30')).toBe(false);
    expect(isSeasonId('2026-11-23 ')).toBe(false);
    expect(isSeasonId(20261123)).toBe(false);
  });
});

describe('the device identity', () => {
  it('is base64url of the random bytes, of the exact lengths', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(base64Url(new Uint8Array([1]))).toBe('AQ');
    const identity = deviceIdentityFrom(new Uint8Array(16).fill(255), new Uint8Array(32).fill(7));
    expect(identity?.playerId).toHaveLength(DEVICE_ID_LENGTH);
    expect(identity?.secret).toHaveLength(DEVICE_SECRET_LENGTH);
    expect(isDeviceIdentity(identity)).toBe(true);
  });

  it('refuses byte counts other than 16 and 32', () => {
    expect(deviceIdentityFrom(new Uint8Array(15), new Uint8Array(32))).toBeNull();
    expect(deviceIdentityFrom(new Uint8Array(16), new Uint8Array(31))).toBeNull();
  });
});

describe('ladderVerdict: which finished matches move the ladder', () => {
  const base = { tournament: 'champions' as const, first: 'alice', sharedAddress: false };

  it('counts two different registered players from different addresses', () => {
    expect(ladderVerdict({ ...base, second: { playerId: 'bobby' } })).toEqual({ counted: true });
  });

  it('does not count two joins of one player id, whatever the addresses', () => {
    expect(ladderVerdict({ ...base, second: { playerId: 'alice' } })).toEqual({
      counted: false,
      reason: 'same_player',
    });
  });

  it('does not count two ids seen from one address', () => {
    expect(ladderVerdict({ ...base, second: { playerId: 'bobby' }, sharedAddress: true })).toEqual({
      counted: false,
      reason: 'shared_address',
    });
  });

  it('does not count a match with a guest on either side', () => {
    expect(ladderVerdict({ ...base, first: null, second: { playerId: 'bobby' } }).counted).toBe(false);
    expect(ladderVerdict({ ...base, second: { playerId: null } })).toEqual({
      counted: false,
      reason: 'guest',
    });
  });

  it('counts a bot at its stated strength, and not where its accuracy had to be clamped', () => {
    expect(ladderVerdict({ ...base, second: { bot: { rating: 1500 } } })).toEqual({ counted: true });
    expect(ladderVerdict({ ...base, second: { bot: { rating: 3400 } } })).toEqual({
      counted: false,
      reason: 'bot_off_scale',
    });
  });

  it('agrees with botStrengthFor: stated strength exactly where the accuracy is not clamped', () => {
    for (const tournament of ['rookie', 'champions', 'legendary'] as const) {
      for (let rating = 100; rating <= 3500; rating += 25) {
        const { accuracy } = botStrengthFor(tournament, rating);
        const atABound = accuracy === BOT_ACCURACY_MIN || accuracy === BOT_ACCURACY_MAX;
        // strictly inside the bounds the bot plays at its label
        if (!atABound) expect(botPlaysAtStatedStrength(tournament, rating)).toBe(true);
      }
    }
    expect(botPlaysAtStatedStrength('rookie', 2001)).toBe(false);
    expect(botPlaysAtStatedStrength('legendary', 1300)).toBe(false);
    expect(botPlaysAtStatedStrength('legendary', 1400)).toBe(true);
  });
});

describe('the record and the server (withIdentity, withServerRatings, forgetServerIdentity)', () => {
  const identity = deviceIdentityFrom(
    new Uint8Array(16).fill(1),
    new Uint8Array(32).fill(2),
  ) as DeviceIdentity;

  it('keeps an identity once made; a new one only where there is none', () => {
    const record = withIdentity(createNewPlayer(), identity);
    expect(record.identity).toEqual(identity);
    const other = deviceIdentityFrom(new Uint8Array(16).fill(3), new Uint8Array(32).fill(4));
    expect(withIdentity(record, other)).toBe(record);
    expect(withIdentity(createNewPlayer(), { playerId: 'short', secret: 'x' }).identity).toBeNull();
  });

  it('shows the server’s ratings: a value where it has one, not rated where it has none, bad values ignored', () => {
    const rated = { rating: 1712.5, rd: 80.25, volatility: 0.0601 };
    const before = { ...createNewPlayer(), ratings: { ...createNewPlayer().ratings, legendary: rated } };
    const after = withServerRatings(before, {
      rookie: rated,
      legendary: null,
      champions: { rating: 9e9, rd: 1, volatility: 1 },
    });
    expect(after.ratings).toEqual({
      rookie: rated,
      champions: before.ratings.champions,
      legendary: defaultRating(),
    });
    expect(withServerRatings(after, { rookie: rated })).toBe(after);
  });

  it('forgets the identity and the ratings after "Delete my data on the server", and nothing else', () => {
    const record = {
      ...withIdentity(createNewPlayer(), identity),
      currencies: { moneys: 7, diamonds: 8, tickets: 9 },
    };
    const rated = withServerRatings(record, { rookie: { rating: 1800, rd: 60, volatility: 0.06 } });
    const forgotten = forgetServerIdentity(rated);
    expect(forgotten.identity).toBeNull();
    expect(forgotten.ratings).toEqual(createNewPlayer().ratings);
    expect(forgotten.currencies).toEqual(record.currencies);
  });
});
