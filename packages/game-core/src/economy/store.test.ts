import { describe, expect, it } from 'vitest';
import { COIN_PACKAGES, DIAMOND_PACKAGES, MAX_WALLET_BALANCE } from '../constants';
import { createNewPlayer } from '../player';
import { creditStorePackage, requirePackageSelected } from './index';

describe('requirePackageSelected', () => {
  it.each([
    ['diamonds_small', { ok: true, state: 'diamonds_small' }],
    [null, { ok: false, reason: 'no_package_selected' }],
    ['', { ok: false, reason: 'no_package_selected' }],
  ])('%s', (id, expected) => {
    expect(requirePackageSelected(id)).toEqual(expected);
  });
});

describe('creditStorePackage', () => {
  it.each(Object.entries(DIAMOND_PACKAGES))('%s adds its diamonds', (id, pack) => {
    const result = creditStorePackage(createNewPlayer(), id);
    expect(result.ok && result.state.currencies).toEqual({
      moneys: 2500,
      diamonds: 100 + pack.diamonds,
      tickets: 10,
    });
  });

  it.each(Object.entries(COIN_PACKAGES))('%s adds its coins', (id, pack) => {
    const result = creditStorePackage(createNewPlayer(), id);
    expect(result.ok && result.state.currencies).toEqual({
      moneys: 2500 + pack.coins,
      diamonds: 100,
      tickets: 10,
    });
  });

  it('small diamond package is 50 diamonds (spec §9)', () => {
    const result = creditStorePackage(createNewPlayer(), 'diamonds_small');
    expect(result.ok && result.state.currencies.diamonds).toBe(150);
  });

  it('saturates at the wallet bound', () => {
    const base = createNewPlayer();
    const rich = { ...base, currencies: { ...base.currencies, moneys: MAX_WALLET_BALANCE } };
    const result = creditStorePackage(rich, 'coins_large');
    expect(result.ok && result.state.currencies.moneys).toBe(MAX_WALLET_BALANCE);
  });

  it.each(['small', 'diamonds_huge', '__proto__', 'valueOf'])('rejects %s', (id) => {
    expect(creditStorePackage(createNewPlayer(), id)).toEqual({ ok: false, reason: 'package_not_found' });
  });
});
