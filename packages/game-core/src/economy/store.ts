import { COIN_PACKAGES, DIAMOND_PACKAGES, MAX_WALLET_BALANCE } from '../constants';
import { addCapped, lookup } from '../player/numbers';
import type { PlayerRecord } from '../player/types';
import type { Result } from '../result';
import { fail, ok } from '../result';

/** Spec §5: a package must be selected before purchase ("Please select a package." → `no_package_selected`). */
export function requirePackageSelected(packageId: string | null): Result<string, 'no_package_selected'> {
  if (typeof packageId !== 'string' || packageId === '') return fail('no_package_selected');
  return ok(packageId);
}

/**
 * Credits a completed store purchase: the diamonds of a DIAMOND_PACKAGES id or the coins of a COIN_PACKAGES id,
 * saturating at MAX_WALLET_BALANCE; `package_not_found` for any other id. Call it once per confirmed purchase.
 */
export function creditStorePackage(
  record: PlayerRecord,
  packageId: string,
): Result<PlayerRecord, 'package_not_found'> {
  const diamondPackage = lookup(DIAMOND_PACKAGES, packageId);
  if (diamondPackage !== undefined) {
    const diamonds = addCapped(record.currencies.diamonds, diamondPackage.diamonds, MAX_WALLET_BALANCE);
    return ok({ ...record, currencies: { ...record.currencies, diamonds } });
  }
  const coinPackage = lookup(COIN_PACKAGES, packageId);
  if (coinPackage === undefined) return fail('package_not_found');
  const moneys = addCapped(record.currencies.moneys, coinPackage.coins, MAX_WALLET_BALANCE);
  return ok({ ...record, currencies: { ...record.currencies, moneys } });
}
