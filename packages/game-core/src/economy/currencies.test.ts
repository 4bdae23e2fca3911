import { describe, expect, it } from 'vitest';
import { MAX_WALLET_BALANCE } from '../constants';
import { createNewPlayer } from '../player';
import type { PlayerRecord } from '../player';
import { addCurrency, isCurrency, spendCurrency } from './index';

const T0 = 1_700_000_000_000;
const INTERVAL = 600_000;

function player(patch: Partial<PlayerRecord['currencies']> = {}, timer: Date | null = null): PlayerRecord {
  const base = createNewPlayer();
  return { ...base, currencies: { ...base.currencies, ...patch }, nextTicketTimestamp: timer };
}

describe('addCurrency', () => {
  it.each([
    ['moneys', 2500, 100, 2600],
    ['diamonds', 100, 50, 150],
    ['moneys', 2500, 0, 2500],
    ['moneys', MAX_WALLET_BALANCE - 1, 5, MAX_WALLET_BALANCE],
    ['tickets', 3, 2, 5],
    ['tickets', 8, 5, 10],
  ] as const)('%s %i + %i → %i', (currency, before, amount, after) => {
    const result = addCurrency(player({ [currency]: before }), currency, amount, T0);
    expect(result.ok && result.state.currencies[currency]).toBe(after);
  });

  it.each([
    ['coins', 10, 'unknown_currency'],
    ['__proto__', 10, 'unknown_currency'],
    ['moneys', -1, 'invalid_amount'],
    ['moneys', 1.5, 'invalid_amount'],
    ['moneys', Number.NaN, 'invalid_amount'],
    ['moneys', Number.POSITIVE_INFINITY, 'invalid_amount'],
    ['moneys', MAX_WALLET_BALANCE + 1, 'invalid_amount'],
    ['moneys', '5' as unknown as number, 'invalid_amount'],
  ])('%s %s → %s', (currency, amount, reason) => {
    const record = player();
    expect(addCurrency(record, currency, amount)).toEqual({ ok: false, reason });
  });

  it('rejects an invalid time', () => {
    expect(addCurrency(player(), 'tickets', 1, Number.NaN)).toEqual({ ok: false, reason: 'invalid_time' });
  });

  it('clears the refill timer when tickets reach max', () => {
    const result = addCurrency(player({ tickets: 9 }, new Date(T0)), 'tickets', 1, T0);
    expect(result.ok && result.state.nextTicketTimestamp).toBeNull();
  });

  it('keeps a running timer and starts a missing one below max', () => {
    const running = addCurrency(player({ tickets: 2 }, new Date(T0 + 5)), 'tickets', 1, T0);
    expect(running.ok && running.state.nextTicketTimestamp).toEqual(new Date(T0 + 5));
    const started = addCurrency(player({ tickets: 2 }), 'tickets', 1, T0);
    expect(started.ok && started.state.nextTicketTimestamp).toEqual(new Date(T0 + INTERVAL));
    const unknownTime = addCurrency(player({ tickets: 2 }), 'tickets', 1);
    expect(unknownTime.ok && unknownTime.state.nextTicketTimestamp).toBeNull();
  });

  it('does not mutate its input', () => {
    const record = player();
    const before = JSON.stringify(record);
    addCurrency(record, 'moneys', 10);
    expect(JSON.stringify(record)).toBe(before);
  });
});

describe('spendCurrency', () => {
  it.each([
    ['moneys', 2500, 500, 2000],
    ['diamonds', 100, 100, 0],
    ['tickets', 10, 1, 9],
    ['moneys', 10, 0, 10],
  ] as const)('%s %i − %i → %i', (currency, before, amount, after) => {
    const result = spendCurrency(player({ [currency]: before }), currency, amount, T0);
    expect(result.ok && result.state.currencies[currency]).toBe(after);
  });

  it.each([
    ['gold', 1, 'unknown_currency'],
    ['moneys', 2501, 'insufficient_balance'],
    ['tickets', 11, 'insufficient_balance'],
    ['moneys', -5, 'invalid_amount'],
    ['diamonds', 0.1, 'invalid_amount'],
  ])('%s %s → %s', (currency, amount, reason) => {
    expect(spendCurrency(player(), currency, amount)).toEqual({ ok: false, reason });
  });

  it('rejects an invalid time', () => {
    expect(spendCurrency(player(), 'tickets', 1, -1)).toEqual({ ok: false, reason: 'invalid_time' });
  });

  it('starts the refill timer when tickets drop below max', () => {
    const result = spendCurrency(player(), 'tickets', 1, T0);
    expect(result.ok && result.state.nextTicketTimestamp).toEqual(new Date(T0 + INTERVAL));
  });
});

describe('isCurrency', () => {
  it('knows moneys, diamonds and tickets only', () => {
    expect(isCurrency('tickets')).toBe(true);
    expect(isCurrency('toString')).toBe(false);
    expect(isCurrency(3)).toBe(false);
  });
});
