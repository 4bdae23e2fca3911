import { describe, expect, it } from 'vitest';
import { MAX_LIVES, MAX_SAVED_COUNT, POWER_UP_PRICES_COINS, SHIRTS } from '../constants';
import { createNewPlayer } from '../player';
import type { PlayerRecord } from '../player';
import {
  addLife,
  buyPowerUp,
  buySkin,
  canDestroyCards,
  equipSkin,
  findSkin,
  powerUpQuantity,
  skinState,
  spendPowerUp,
} from './index';

function withMoneys(moneys: number, record: PlayerRecord = createNewPlayer()): PlayerRecord {
  return { ...record, currencies: { ...record.currencies, moneys } };
}

function expectUnchanged<T>(record: T, run: () => unknown): unknown {
  const before = JSON.stringify(record);
  const result = run();
  expect(JSON.stringify(record)).toBe(before);
  return result;
}

describe('skins', () => {
  it('buys a skin: coins down, owned, not equipped', () => {
    const red = findSkin('shirt', 'red');
    const result = buySkin(withMoneys(600), 'shirt', 'red');
    expect(result.ok && result.state.currencies.moneys).toBe(600 - (red?.priceCoins ?? 0));
    expect(result.ok && result.state.inventory.shirts).toEqual(['white', 'red']);
    expect(result.ok && skinState(result.state, 'shirt', 'red')).toBe('owned');
  });

  it('buys a cleat into the cleat list', () => {
    const result = buySkin(withMoneys(1000), 'cleat', 'all-black');
    expect(result.ok && result.state.inventory.cleats).toEqual(['white-black', 'all-black']);
  });

  it.each([
    ['skin_not_found', 'shirt', 'pink', 10_000],
    ['skin_not_found', 'hat', 'red', 10_000],
    ['skin_not_found', 'cleat', 'red', 10_000],
    ['skin_not_found', '__proto__', 'red', 10_000],
    ['already_owned', 'shirt', 'white', 10_000],
    ['insufficient_balance', 'shirt', 'galaxy', 3999],
  ])('buySkin fails with %s (%s %s)', (reason, slot, id, moneys) => {
    const record = withMoneys(moneys);
    expect(expectUnchanged(record, () => buySkin(record, slot, id))).toEqual({ ok: false, reason });
  });

  it('equips an owned skin', () => {
    const bought = buySkin(withMoneys(1000), 'shirt', 'red');
    const equipped = bought.ok ? equipSkin(bought.state, 'shirt', 'red') : bought;
    expect(equipped.ok && equipped.state.equipment).toEqual({ shirt: 'red', cleat: 'white-black' });
    expect(equipped.ok && skinState(equipped.state, 'shirt', 'red')).toBe('equipped');
    expect(equipped.ok && skinState(equipped.state, 'shirt', 'white')).toBe('owned');
  });

  it.each([
    ['unknown_slot', 'gloves', 'white'],
    ['skin_not_found', 'shirt', 'pink'],
    ['skin_not_owned', 'shirt', 'red'],
    ['skin_not_owned', 'cleat', 'gold'],
  ])('equipSkin fails with %s', (reason, slot, id) => {
    const record = createNewPlayer();
    expect(expectUnchanged(record, () => equipSkin(record, slot, id))).toEqual({ ok: false, reason });
  });

  it.each([
    ['shirt', 'white', 'equipped'],
    ['cleat', 'white-black', 'equipped'],
    ['shirt', 'red', 'not_owned'],
    ['gloves', 'white', 'not_owned'],
  ])('skinState(%s, %s) → %s', (slot, id, expected) => {
    expect(skinState(createNewPlayer(), slot, id)).toBe(expected);
  });

  it('every catalogue skin can be found in its slot only', () => {
    for (const skin of SHIRTS) {
      expect(findSkin('shirt', skin.id)).toBe(skin);
      expect(findSkin('cleat', skin.id)).toBeUndefined();
    }
  });
});

describe('power-ups', () => {
  it.each([
    ['golden_shot', 1, 5 + 1],
    ['energy_drink', 3, 3 + 3],
    ['whistle', 2, 3 + 2],
  ] as const)('buys %i × %s', (id, quantity, after) => {
    const result = buyPowerUp(withMoneys(10_000), id, quantity);
    expect(result.ok && powerUpQuantity(result.state, id)).toBe(after);
    expect(result.ok && result.state.currencies.moneys).toBe(10_000 - quantity * POWER_UP_PRICES_COINS[id]);
  });

  it('buys one by default and adds a missing stack', () => {
    const record = { ...withMoneys(10_000), inventory: { ...createNewPlayer().inventory, powerUps: [] } };
    const result = buyPowerUp(record, 'whistle');
    expect(result.ok && result.state.inventory.powerUps).toEqual([{ id: 'whistle', quantity: 1 }]);
  });

  it.each([
    ['power_up_not_found', 'rocket', 1, 10_000],
    ['power_up_not_found', 'hasOwnProperty', 1, 10_000],
    ['invalid_amount', 'whistle', 0, 10_000],
    ['invalid_amount', 'whistle', -2, 10_000],
    ['invalid_amount', 'whistle', 1.5, 10_000],
    ['invalid_amount', 'whistle', MAX_SAVED_COUNT + 1, 10_000],
    ['insufficient_balance', 'golden_shot', 1, 399],
  ])('buyPowerUp fails with %s', (reason, id, quantity, moneys) => {
    const record = withMoneys(moneys);
    expect(expectUnchanged(record, () => buyPowerUp(record, id, quantity))).toEqual({ ok: false, reason });
  });

  it('uses one power-up', () => {
    const result = spendPowerUp(createNewPlayer(), 'energy_drink');
    expect(result.ok && powerUpQuantity(result.state, 'energy_drink')).toBe(2);
    expect(result.ok && powerUpQuantity(result.state, 'golden_shot')).toBe(5);
  });

  it.each([
    ['power_up_not_found', 'rocket', 3],
    ['not_enough_power_ups', 'whistle', 0],
  ])('spendPowerUp fails with %s', (reason, id, quantity) => {
    const base = createNewPlayer();
    const record = {
      ...base,
      inventory: { ...base.inventory, powerUps: [{ id: 'whistle' as const, quantity }] },
    };
    expect(expectUnchanged(record, () => spendPowerUp(record, id))).toEqual({ ok: false, reason });
  });

  it('a missing stack counts as none', () => {
    const base = createNewPlayer();
    const record = { ...base, inventory: { ...base.inventory, powerUps: [] } };
    expect(powerUpQuantity(record, 'whistle')).toBe(0);
    expect(spendPowerUp(record, 'whistle')).toEqual({ ok: false, reason: 'not_enough_power_ups' });
  });
});

describe('lives and cards', () => {
  it.each([
    [0, MAX_LIVES, { ok: true, state: 1 }],
    [MAX_LIVES - 1, MAX_LIVES, { ok: true, state: MAX_LIVES }],
    [MAX_LIVES, MAX_LIVES, { ok: false, reason: 'lives_full' }],
    [3, 3, { ok: false, reason: 'lives_full' }],
    [-1, MAX_LIVES, { ok: false, reason: 'invalid_amount' }],
    [1, Number.NaN, { ok: false, reason: 'invalid_amount' }],
  ])('addLife(%s, %s)', (lives, max, expected) => {
    expect(addLife(lives, max)).toEqual(expected);
  });

  it('addLife defaults to MAX_LIVES', () => {
    expect(addLife(MAX_LIVES)).toEqual({ ok: false, reason: 'lives_full' });
  });

  it.each([
    [3, { ok: true, state: 3 }],
    [1, { ok: true, state: 1 }],
    [0, { ok: false, reason: 'no_cards' }],
    [-1, { ok: false, reason: 'no_cards' }],
    [Number.NaN, { ok: false, reason: 'no_cards' }],
  ])('canDestroyCards(%s)', (count, expected) => {
    expect(canDestroyCards(count)).toEqual(expected);
  });
});
