import type { PlayerRecord } from '../player/types';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { buyStreakFreeze, recordDailyResult, type DailyPlay } from './daily';

/**
 * Saves a play of the daily card into the record. Finishing a card (solved or missed) also counts it in the streak,
 * once per date: saving the same finished play again changes nothing more. A play for an older date than the one
 * already counted is refused (`already_counted`), so a device with its clock set back cannot farm the streak.
 */
export function saveDailyPlay(
  record: PlayerRecord,
  play: DailyPlay,
): Result<PlayerRecord, 'invalid_date' | 'already_counted'> {
  const { streak } = record.daily;
  if (play.outcome === 'playing' || streak.lastDate === play.date) {
    if (streak.lastDate !== null && streak.lastDate > play.date) return fail('already_counted');
    return ok({ ...record, daily: { ...record.daily, play } });
  }
  const counted = recordDailyResult(streak, play.date, play.outcome === 'solved');
  if (!counted.ok) return counted;
  return ok({ ...record, daily: { play, streak: counted.state } });
}

/** Buys one streak freeze with the record's coins (STREAK_FREEZE_PRICE_COINS, at most STREAK_FREEZE_MAX held). */
export function buyStreakFreezeWithCoins(
  record: PlayerRecord,
): Result<PlayerRecord, 'freezes_full' | 'not_enough_coins'> {
  const bought = buyStreakFreeze(record.daily.streak, record.currencies.moneys);
  if (!bought.ok) return bought;
  return ok({
    ...record,
    currencies: { ...record.currencies, moneys: bought.state.moneys },
    daily: { ...record.daily, streak: bought.state.streak },
  });
}
