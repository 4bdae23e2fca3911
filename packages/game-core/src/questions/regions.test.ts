import { describe, expect, it } from 'vitest';
import { REGIONS, regionOf } from './regions';
import { FIXTURE } from './test-helpers';

describe('regionOf', () => {
  it('groups neighbours and old and new names of a team', () => {
    expect(regionOf('BRA')).toBe('south-america');
    expect(regionOf('ARG')).toBe(regionOf('URU'));
    expect(regionOf('FRG')).toBe(regionOf('GER'));
    expect(regionOf('URS')).toBe(regionOf('RUS'));
    expect(regionOf('ENG')).toBe('british-isles');
    expect(regionOf('BRA')).not.toBe(regionOf('ENG'));
  });

  it('knows every nation of the fixture and returns undefined for unknown codes', () => {
    for (const p of FIXTURE) expect(REGIONS).toContain(regionOf(p.nation));
    expect(regionOf('XXX')).toBeUndefined();
    expect(regionOf('')).toBeUndefined();
  });
});
