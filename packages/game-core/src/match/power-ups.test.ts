import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POWER_UP_LIMITS_PER_MATCH, type PowerUpId } from '../constants';
import { createSeededRng } from '../rng';
import {
  canUsePowerUpInRound,
  pickWhistleRemoval,
  powerUpUsesLeftInMatch,
  whistleRemovableOptions,
} from './power-ups';

const base = {
  usedThisRound: [] as PowerUpId[],
  usedThisMatch: { golden_shot: 0, energy_drink: 0, whistle: 0 },
  powerUp: 'whistle' as PowerUpId,
  answered: false,
  inventoryQuantity: 3,
};

describe('canUsePowerUpInRound', () => {
  it('allows a first use and reports what it leaves', () => {
    expect(canUsePowerUpInRound(base)).toEqual({
      ok: true,
      state: { powerUp: 'whistle', usedThisMatch: 1, usesLeftThisMatch: 1, inventoryQuantity: 2 },
    });
    expect(canUsePowerUpInRound({ ...base, powerUp: 'golden_shot', inventoryQuantity: 1 })).toEqual({
      ok: true,
      state: { powerUp: 'golden_shot', usedThisMatch: 1, usesLeftThisMatch: 0, inventoryQuantity: 0 },
    });
  });

  it.each([
    ['unknown id', { powerUp: 'rocket' as PowerUpId }, 'unknown_power_up'],
    ['after answering', { answered: true }, 'already_answered'],
    ['twice in a round', { usedThisRound: ['whistle'] as PowerUpId[] }, 'already_used_this_round'],
    ['whistle limit 2', { usedThisMatch: { ...base.usedThisMatch, whistle: 2 } }, 'match_limit_reached'],
    [
      'golden shot limit 1',
      { powerUp: 'golden_shot' as PowerUpId, usedThisMatch: { ...base.usedThisMatch, golden_shot: 1 } },
      'match_limit_reached',
    ],
    [
      'energy drink limit 2',
      { powerUp: 'energy_drink' as PowerUpId, usedThisMatch: { ...base.usedThisMatch, energy_drink: 5 } },
      'match_limit_reached',
    ],
    ['empty inventory', { inventoryQuantity: 0 }, 'not_enough_power_ups'],
    ['negative inventory', { inventoryQuantity: -1 }, 'not_enough_power_ups'],
    ['NaN inventory', { inventoryQuantity: Number.NaN }, 'not_enough_power_ups'],
    ['fractional inventory', { inventoryQuantity: 0.5 }, 'not_enough_power_ups'],
  ] as const)('refuses %s', (_label, patch, reason) => {
    expect(canUsePowerUpInRound({ ...base, ...patch })).toEqual({ ok: false, reason });
  });

  it('reports the first failing check in the documented order', () => {
    const everythingWrong = {
      usedThisRound: ['whistle'] as PowerUpId[],
      usedThisMatch: { whistle: 9 },
      powerUp: 'whistle' as PowerUpId,
      answered: true,
      inventoryQuantity: 0,
    };
    expect(canUsePowerUpInRound(everythingWrong)).toEqual({ ok: false, reason: 'already_answered' });
    expect(canUsePowerUpInRound({ ...everythingWrong, answered: false })).toEqual({
      ok: false,
      reason: 'already_used_this_round',
    });
    expect(canUsePowerUpInRound({ ...everythingWrong, answered: false, usedThisRound: [] })).toEqual({
      ok: false,
      reason: 'match_limit_reached',
    });
  });

  it('treats a missing or bad match count as 0 and allows other kinds in the same round', () => {
    const result = canUsePowerUpInRound({
      ...base,
      powerUp: 'energy_drink',
      usedThisRound: ['whistle', 'golden_shot'],
      usedThisMatch: { energy_drink: Number.NaN },
    });
    expect(result).toEqual({
      ok: true,
      state: { powerUp: 'energy_drink', usedThisMatch: 1, usesLeftThisMatch: 1, inventoryQuantity: 2 },
    });
  });

  it('allows exactly POWER_UP_LIMITS_PER_MATCH uses per kind across a match', () => {
    for (const [powerUp, limit] of Object.entries(POWER_UP_LIMITS_PER_MATCH) as [PowerUpId, number][]) {
      let used = 0;
      for (let round = 0; round < 5; round++) {
        const r = canUsePowerUpInRound({
          ...base,
          powerUp,
          usedThisMatch: { [powerUp]: used },
          inventoryQuantity: 9,
        });
        if (r.ok) used = r.state.usedThisMatch;
      }
      expect(used).toBe(limit);
    }
  });
});

describe('powerUpUsesLeftInMatch', () => {
  it.each([
    // powerUp, used, stock, left (limits: golden shot 1, energy drink 2, whistle 2)
    ['golden_shot', 0, 5, 1],
    ['golden_shot', 1, 5, 0],
    ['energy_drink', 0, 3, 2],
    ['energy_drink', 1, 3, 1],
    ['whistle', 0, 1, 1],
    ['whistle', 0, 0, 0],
    ['whistle', 3, 9, 0],
    ['energy_drink', -2, 3, 2],
    ['energy_drink', 0, Number.NaN, 0],
  ] as const)('%s after %d uses with %d in stock → %d', (powerUp, used, stock, left) => {
    expect(powerUpUsesLeftInMatch({ powerUp, usedThisMatch: used, inventoryQuantity: stock })).toBe(left);
  });

  it('agrees with canUsePowerUpInRound: a use is allowed exactly when uses are left', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PowerUpId>('golden_shot', 'energy_drink', 'whistle'),
        fc.nat(4),
        fc.nat(6),
        (powerUp, used, stock) => {
          const left = powerUpUsesLeftInMatch({ powerUp, usedThisMatch: used, inventoryQuantity: stock });
          const use = canUsePowerUpInRound({
            usedThisRound: [],
            usedThisMatch: { [powerUp]: used },
            powerUp,
            answered: false,
            inventoryQuantity: stock,
          });
          expect(use.ok).toBe(left > 0);
          expect(left).toBeLessThanOrEqual(POWER_UP_LIMITS_PER_MATCH[powerUp]);
        },
      ),
    );
  });
});

describe('whistleRemovableOptions', () => {
  it.each([
    [4, 2, [], [0, 1, 3]],
    [4, 0, [1], [2, 3]],
    [4, 3, [0, 1], []], // only one wrong option left: it stays
    [4, 1, [0, 2, 3], []],
    [2, 0, [], []],
    [4, 4, [], []], // correct index out of range: unknown, remove nothing
    [4, -1, [], []],
    [4, 1.5, [], []],
    [Number.NaN, 0, [], []],
    [3, 0, [7, -2], [1, 2]], // stray removed indexes are ignored
  ])('%s options, correct %s, removed %j → %j', (count, correct, removed, expected) => {
    expect(whistleRemovableOptions(count, correct, removed)).toEqual(expected);
  });

  it('never offers the correct option, a removed one, or the last wrong one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: -1, max: 8 }),
        fc.array(fc.integer({ min: -1, max: 8 })),
        (count, correct, removed) => {
          const options = whistleRemovableOptions(count, correct, removed);
          for (const index of options) {
            expect(index).not.toBe(correct);
            expect(removed).not.toContain(index);
            expect(index >= 0 && index < count).toBe(true);
          }
          expect(options.length).not.toBe(1);
        },
      ),
    );
  });
});

describe('pickWhistleRemoval', () => {
  it('picks a removable index with the rng, and nothing when none may go', () => {
    const rng = createSeededRng(11);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const index = pickWhistleRemoval(rng, 4, 2, []);
      expect([0, 1, 3]).toContain(index);
      seen.add(index ?? -1);
    }
    expect([...seen].sort()).toEqual([0, 1, 3]);
    expect(pickWhistleRemoval(rng, 4, 2, [0, 1])).toBeUndefined();
  });

  it('is deterministic for a seed', () => {
    const a = createSeededRng(5);
    const b = createSeededRng(5);
    const seqA = Array.from({ length: 10 }, () => pickWhistleRemoval(a, 4, 0, []));
    expect(Array.from({ length: 10 }, () => pickWhistleRemoval(b, 4, 0, []))).toEqual(seqA);
  });
});
