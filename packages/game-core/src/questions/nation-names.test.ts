import { describe, expect, it } from 'vitest';
import { DEFUNCT_TEAMS, isTeamNamedByApp, nationRegionCode, TEAMS_NAMED_BY_APP } from './nation-names';
import { regionOf } from './regions';

describe('nation display names', () => {
  it('asks the platform only for teams that are a region under their own flag', () => {
    expect(nationRegionCode('BRA', 'br')).toBe('BR');
    expect(nationRegionCode('CIV', 'ci')).toBe('CI');
    // Home nations: the flag is not a region.
    expect(nationRegionCode('ENG', 'gb-eng')).toBeNull();
    expect(nationRegionCode('SCO', 'gb-sct')).toBeNull();
    // A defunct state under today's flag would be named as today's country.
    expect(nationRegionCode('FRG', 'de')).toBeNull();
    expect(nationRegionCode('TCH', 'cz')).toBeNull();
    expect(nationRegionCode('URS', null)).toBeNull();
    expect(nationRegionCode('COD', 'cd')).toBeNull();
    // Anything else without a region flag falls to the app as well.
    expect(nationRegionCode('XYZ', null)).toBeNull();
    expect(nationRegionCode('XYZ', 'gb-xx')).toBeNull();
  });

  it('names every home nation and defunct state in the app, and knows each team', () => {
    for (const code of ['ENG', 'SCO', 'WAL', 'NIR', ...DEFUNCT_TEAMS])
      expect(isTeamNamedByApp(code)).toBe(true);
    expect(isTeamNamedByApp('BRA')).toBe(false);
    expect(new Set(TEAMS_NAMED_BY_APP).size).toBe(TEAMS_NAMED_BY_APP.length);
    for (const code of TEAMS_NAMED_BY_APP) expect(regionOf(code)).toBeDefined();
  });
});
