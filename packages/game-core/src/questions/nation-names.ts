/**
 * Teams an app names itself (a translation of its own per language) instead of asking the platform for the
 * name of the flag's region (`Intl.DisplayNames`): the home nations, whose flags are not regions (gb-eng,
 * gb-sct, gb-wls, gb-nir); defunct states, which have no region, or whose borrowed flag's region names today's
 * country (West Germany would read "Germany", Czechoslovakia "Czechia"); and DR Congo, whose region name reads
 * "Congo - Kinshasa". The footballer dataset tests check this list against every team and flag it holds.
 */
export const TEAMS_NAMED_BY_APP = [
  'ENG',
  'SCO',
  'WAL',
  'NIR',
  'FRG',
  'GDR',
  'URS',
  'YUG',
  'TCH',
  'SCG',
  'ZAI',
  'DEI',
  'COD',
] as const;
export type TeamNamedByApp = (typeof TEAMS_NAMED_BY_APP)[number];

/** National teams of states that no longer exist: a plain badge stands in where there is no flag. */
export const DEFUNCT_TEAMS: readonly string[] = ['FRG', 'GDR', 'URS', 'YUG', 'TCH', 'SCG', 'ZAI', 'DEI'];

/** Whether an app must give this team's name itself (see TEAMS_NAMED_BY_APP). */
export function isTeamNamedByApp(nation: string): nation is TeamNamedByApp {
  return (TEAMS_NAMED_BY_APP as readonly string[]).includes(nation);
}

/**
 * The ISO 3166 region whose platform name is this team's name (the flag-icons code upper-cased: 'br' → 'BR'),
 * or null when the app names the team itself or the flag is not a region (a home nation, none at all).
 */
export function nationRegionCode(nation: string, flag: string | null): string | null {
  if (isTeamNamedByApp(nation) || flag === null || !/^[a-z]{2}$/.test(flag)) return null;
  return flag.toUpperCase();
}
