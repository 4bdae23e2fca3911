import { MAX_WALLET_BALANCE } from '../constants';
import type { PlayerRecord } from '../player/types';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { isWholeInRange } from '../player/numbers';

const CURRENCIES = ['moneys', 'diamonds', 'tickets'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type CurrencyReason = 'unknown_currency' | 'insufficient_balance' | 'invalid_amount' | 'invalid_time';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** A money or count amount: a whole number in [0, MAX_WALLET_BALANCE] (rejects NaN, ±Infinity, fractions). */
export function isValidAmount(amount: unknown): amount is number {
  return isWholeInRange(amount, MAX_WALLET_BALANCE);
}

/** A usable clock reading: a whole number of ms since the epoch, ≥ 0. */
export function isValidTime(nowMs: unknown): nowMs is number {
  return isWholeInRange(nowMs, Number.MAX_SAFE_INTEGER);
}

/**
 * Keeps the refill timer consistent with a new ticket count (spec §4): at or above max no timer is pending;
 * below max an existing timer keeps running, and a missing one starts at `nowMs` when the time is known
 * (otherwise the next `refillTickets` starts it).
 */
export function withTickets(record: PlayerRecord, tickets: number, nowMs?: number): PlayerRecord {
  let next = record.nextTicketTimestamp;
  if (tickets >= record.maxTickets) next = null;
  else if (next === null && nowMs !== undefined) next = new Date(nowMs + record.ticketRefillInterval);
  return { ...record, currencies: { ...record.currencies, tickets }, nextTicketTimestamp: next };
}

/**
 * Adds `amount` of a currency. Moneys and diamonds saturate at MAX_WALLET_BALANCE; tickets are capped at
 * maxTickets (spec §5) and the refill timer follows `withTickets`. 0 is allowed and changes no balance.
 * `nowMs` is only used for tickets, to start the timer when the count stays below max.
 */
export function addCurrency(
  record: PlayerRecord,
  currency: string,
  amount: number,
  nowMs?: number,
): Result<PlayerRecord, CurrencyReason> {
  if (!isCurrency(currency)) return fail('unknown_currency');
  if (!isValidAmount(amount)) return fail('invalid_amount');
  if (nowMs !== undefined && !isValidTime(nowMs)) return fail('invalid_time');
  if (currency === 'tickets') {
    const tickets = Math.min(record.maxTickets, record.currencies.tickets + amount);
    return ok(withTickets(record, tickets, nowMs));
  }
  const balance = Math.min(MAX_WALLET_BALANCE, record.currencies[currency] + amount);
  return ok({ ...record, currencies: { ...record.currencies, [currency]: balance } });
}

/**
 * Spends `amount` of a currency (spec §5): fails with `insufficient_balance` when the balance is lower, with
 * `unknown_currency` for any other name. Spending tickets below max starts the refill timer when `nowMs` is
 * given and none is pending.
 */
export function spendCurrency(
  record: PlayerRecord,
  currency: string,
  amount: number,
  nowMs?: number,
): Result<PlayerRecord, CurrencyReason> {
  if (!isCurrency(currency)) return fail('unknown_currency');
  if (!isValidAmount(amount)) return fail('invalid_amount');
  if (nowMs !== undefined && !isValidTime(nowMs)) return fail('invalid_time');
  const balance = record.currencies[currency];
  if (balance < amount) return fail('insufficient_balance');
  if (currency === 'tickets') return ok(withTickets(record, balance - amount, nowMs));
  return ok({ ...record, currencies: { ...record.currencies, [currency]: balance - amount } });
}
