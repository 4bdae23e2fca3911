import { describe, expect, it } from 'vitest';
import {
  DEFUNCT_TEAMS,
  LANGUAGE_CODES,
  TEAMS_NAMED_BY_APP,
  isTeamNamedByApp,
  nationRegionCode,
  regionOf,
  type Footballer,
  type Position,
} from '@goalguessr/game-core';
import { loadPlayers, normalizeName } from './index';
import { NATIONS, isKnownNation } from './nations';
import { flagIconCodes } from './test-helpers';
import { cardClubs } from './dataset-report';
import { ROOKIE_NATION_MAX, TIER_SIZE_BOUNDS } from './tiers';
import { footballerProblems } from './validate';
import { SQUAD_AGE_BOUNDS_YEARS, WORLD_CUP_START_DATES, ageInYears } from './world-cups';

const players = loadPlayers();
const flags = flagIconCodes();

/** The first few problems of the dataset for a check, so a failure names the rows. */
function offenders<T>(rows: readonly T[], problem: (row: T) => string | null): string[] {
  return rows
    .map(problem)
    .filter((p): p is string => p !== null)
    .slice(0, 20);
}

describe('footballerProblems (the schema check itself)', () => {
  const valid: Footballer = {
    id: 'luka-modric-1985-09-09',
    name: 'Luka Modrić',
    aliases: ['Luka Modric'],
    nation: 'CRO',
    flag: 'hr',
    position: 'MF',
    birthDate: '1985-09-09',
    worldCups: [{ year: 2006, number: 14, club: 'Dinamo Zagreb' }],
    heightCm: 172,
    foot: 'right',
    caps: 74,
    fame: 264.6,
    tier: 'rookie',
  };

  it('accepts a valid row', () => {
    expect(footballerProblems(valid, flags)).toEqual([]);
  });

  it.each([
    ['CAPS name', { name: 'Luka MODRIĆ' }, 'name'],
    ['unknown nation', { nation: 'XXX' }, 'nation'],
    ['unknown flag', { flag: 'zz' }, 'flag'],
    ['bad date', { birthDate: '1985-02-30' }, 'birthDate'],
    ['shirt 0', { worldCups: [{ year: 2006, number: 0, club: null }] }, 'worldCups 2006: number'],
    ['shirt 100', { worldCups: [{ year: 2006, number: 100, club: null }] }, 'worldCups 2006: number'],
    ['no shirt after 1954', { worldCups: [{ year: 1958, number: null, club: null }] }, 'worldCups 1958'],
    ['no World Cup that year', { worldCups: [{ year: 2007, number: 1, club: null }] }, 'worldCups: year'],
    ['height', { heightCm: 260 }, 'heightCm'],
    ['tier', { tier: 'gold' }, 'tier'],
    ['alias equal to the name', { aliases: ['Luka Modrić'] }, 'aliases'],
    ['extra field', { photo: 'x.jpg' }, 'unknown field photo'],
  ])('rejects %s', (_label, patch, expected) => {
    const problems = footballerProblems({ ...valid, ...patch }, flags);
    expect(problems.some((p) => p.startsWith(expected))).toBe(true);
  });
});

describe('players.json', () => {
  it('holds at least 3,000 players', () => {
    expect(players.length).toBeGreaterThanOrEqual(3000);
  });

  it('every row matches the schema', () => {
    expect(
      offenders(players, (p) => {
        const problems = footballerProblems(p, flags);
        return problems.length > 0 ? `${p.id}: ${problems.join('; ')}` : null;
      }),
    ).toEqual([]);
  });

  it('has unique ids and one row per person (normalised name + birth date)', () => {
    expect(new Set(players.map((p) => p.id)).size).toBe(players.length);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const p of players) {
      const key = `${normalizeName(p.name)}|${p.birthDate}`;
      const other = seen.get(key);
      if (other) duplicates.push(`${other} = ${p.id}`);
      seen.set(key, p.id);
    }
    expect(duplicates).toEqual([]);
  });

  it('has no person split in two by a second spelling (same day, team and position, never in one squad)', () => {
    const oneEditApart = (a: string, b: string): boolean => {
      if (a === b) return true;
      if (Math.abs(a.length - b.length) > 1) return false;
      let i = 0;
      while (i < a.length && a[i] === b[i]) i++;
      const rest = (x: string, skip: number): string => x.slice(i + skip);
      return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
    };
    const alike = (a: string, b: string): boolean =>
      a.length >= 3 && b.length >= 3 && (a.startsWith(b) || b.startsWith(a) || oneEditApart(a, b));
    const groups = new Map<string, Footballer[]>();
    for (const p of players) {
      const key = `${p.birthDate}|${p.nation}|${p.position}`;
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    const split: string[] = [];
    for (const group of groups.values())
      for (const [i, p] of group.entries())
        for (const q of group.slice(i + 1)) {
          if (p.worldCups.some((w) => q.worldCups.some((v) => v.year === w.year))) continue;
          const [tp, tq] = [normalizeName(p.name).split(' '), normalizeName(q.name).split(' ')];
          if (alike(tp.at(-1) ?? '', tq.at(-1) ?? '') && alike(tp[0] ?? '', tq[0] ?? ''))
            split.push(`${p.id} ~ ${q.id}`);
        }
    expect(split).toEqual([]);
    // Checked by hand: one man each, listed under his full name in one year and his usual name in another.
    for (const [nation, birthDate, family] of [
      ['USA', '2000-02-22', 'weah'],
      ['PAN', '1996-02-11', 'murillo'],
      ['SEN', '2000-03-23', 'dieng'],
      ['SUI', '1997-02-06', 'sow'],
      ['IRN', '1992-09-21', 'beiranvand'],
    ])
      expect(
        players.filter(
          (p) =>
            p.nation === nation && p.birthDate === birthDate && normalizeName(p.name).endsWith(family ?? ''),
        ),
        family,
      ).toHaveLength(1);
  });

  it('no alias of one player names another player born the same day', () => {
    const byDob = new Map<string, Footballer[]>();
    for (const p of players) byDob.set(p.birthDate, [...(byDob.get(p.birthDate) ?? []), p]);
    const clashes: string[] = [];
    for (const group of byDob.values())
      for (const p of group)
        for (const q of group)
          if (p !== q && p.aliases.some((a) => normalizeName(a) === normalizeName(q.name)))
            clashes.push(`${p.id} ~ ${q.id}`);
    expect(clashes).toEqual([]);
  });

  it(`birth dates are plausible for every World Cup listed (age ${SQUAD_AGE_BOUNDS_YEARS.min}–${SQUAD_AGE_BOUNDS_YEARS.max})`, () => {
    expect(
      offenders(players, (p) => {
        const bad = p.worldCups.filter((w) => {
          const age = ageInYears(p.birthDate, WORLD_CUP_START_DATES[w.year] ?? '');
          return age < SQUAD_AGE_BOUNDS_YEARS.min || age > SQUAD_AGE_BOUNDS_YEARS.max;
        });
        return bad.length > 0 ? `${p.id} at ${bad.map((w) => w.year).join(', ')}` : null;
      }),
    ).toEqual([]);
  });

  it('shirt numbers are 1–99 and unique within a squad (bar in-tournament goalkeeper replacements)', () => {
    // FIFA let an injured goalkeeper be replaced during the 1990 tournament; the newcomer took his number.
    const replacements = new Set(['1990|ARG|1', '1990|ENG|22']);
    const squads = new Map<string, string[]>();
    for (const p of players)
      for (const w of p.worldCups) {
        if (w.number === null) continue;
        expect(w.number).toBeGreaterThanOrEqual(1);
        expect(w.number).toBeLessThanOrEqual(99);
        const key = `${w.year}|${w.nation ?? p.nation}|${w.number}`;
        squads.set(key, [...(squads.get(key) ?? []), p.id]);
      }
    const shared = [...squads].filter(([key, ids]) => ids.length > 1 && !replacements.has(key));
    expect(shared).toEqual([]);
    for (const key of replacements) expect(squads.get(key)).toHaveLength(2);
  });

  it('nation codes are known and flags are flag-icons codes or null', () => {
    expect(offenders(players, (p) => (isKnownNation(p.nation) ? null : `${p.id}: ${p.nation}`))).toEqual([]);
    expect(
      offenders(players, (p) => (p.flag === null || flags.has(p.flag) ? null : `${p.id}: ${p.flag}`)),
    ).toEqual([]);
    // Only defunct states whose flag flag-icons lacks go without one.
    const flagless = new Set(players.filter((p) => p.flag === null).map((p) => p.nation));
    expect([...flagless].sort()).toEqual(['GDR', 'SCG', 'URS', 'YUG', 'ZAI']);
  });

  it('every nation has a distractor region in game-core', () => {
    // game-core keeps its own region table (it may not import this package); a nation missing there would
    // silently lose the same-region bonus when its players' wrong options are chosen.
    expect(Object.keys(NATIONS).filter((code) => regionOf(code) === undefined)).toEqual([]);
  });

  it('every team is named: by the platform under its own region flag, else by the app (home nations, defunct states)', () => {
    // The platform's English name may spell a team differently; these spellings are accepted as the same team.
    const sameTeam = (code: string, platform: string): boolean => {
      const plain = (name: string) => name.replace(/&/g, 'and').replace(/\u2019/g, "'");
      return (
        plain(platform) === NATIONS[code]?.name || { CPV: 'Cape Verde', IRL: 'Ireland' }[code] === platform
      );
    };
    const misnamed: string[] = [];
    for (const [code, nation] of Object.entries(NATIONS)) {
      const region = nationRegionCode(code, nation.flag);
      if (region === null) {
        if (!isTeamNamedByApp(code)) misnamed.push(`${code}: no region and no name of the app's`);
        continue;
      }
      const english = new Intl.DisplayNames(['en'], { type: 'region' }).of(region) ?? region;
      if (!sameTeam(code, english)) misnamed.push(`${code}: the platform calls ${region} "${english}"`);
      for (const language of LANGUAGE_CODES) {
        const name = new Intl.DisplayNames([language], { type: 'region' }).of(region);
        if (name === undefined || name === region)
          misnamed.push(`${code}: no ${language} name for ${region}`);
      }
    }
    expect(misnamed).toEqual([]);
    // Every team the app names is a team of the dataset (a stale entry would hide a typo).
    expect(TEAMS_NAMED_BY_APP.filter((code) => !isKnownNation(code))).toEqual([]);
  });

  it('home nations fly their own flags; only defunct states go without one (a plain badge)', () => {
    expect(['ENG', 'SCO', 'WAL', 'NIR'].map((code) => NATIONS[code]?.flag)).toEqual([
      'gb-eng',
      'gb-sct',
      'gb-wls',
      'gb-nir',
    ]);
    for (const code of ['ENG', 'SCO', 'WAL', 'NIR']) {
      expect(flags.has(NATIONS[code]?.flag ?? '')).toBe(true);
      expect(players.some((p) => p.nation === code && p.flag === NATIONS[code]?.flag)).toBe(true);
    }
    const flagless = Object.entries(NATIONS)
      .filter(([, n]) => n.flag === null)
      .map(([code]) => code);
    expect(flagless.filter((code) => !DEFUNCT_TEAMS.includes(code))).toEqual([]);
    expect(DEFUNCT_TEAMS.filter((code) => !isKnownNation(code))).toEqual([]);
  });

  it('tier sizes stay within the documented bounds, and tiers follow fame', () => {
    for (const tier of ['rookie', 'champions', 'legendary'] as const) {
      const size = players.filter((p) => p.tier === tier).length;
      expect(size, tier).toBeGreaterThanOrEqual(TIER_SIZE_BOUNDS[tier].min);
      expect(size, tier).toBeLessThanOrEqual(TIER_SIZE_BOUNDS[tier].max);
    }
    const fames = (tier: string): number[] => players.filter((p) => p.tier === tier).map((p) => p.fame);
    expect(Math.min(...fames('champions'))).toBeGreaterThanOrEqual(Math.max(...fames('legendary')));
    // Rookie: by fame, but at most ROOKIE_NATION_MAX a nation and only cards that show a club: a Champions
    // player more famous than the least famous Rookie answer is of a nation at its cap, or shows no club.
    const rookies = players.filter((p) => p.tier === 'rookie');
    const perNation = new Map<string, number>();
    for (const p of rookies) perNation.set(p.nation, (perNation.get(p.nation) ?? 0) + 1);
    expect(Math.max(...perNation.values())).toBeLessThanOrEqual(ROOKIE_NATION_MAX);
    expect(offenders(rookies, (p) => (cardClubs(p).length > 0 ? null : p.name))).toEqual([]);
    const floor = Math.min(...fames('rookie'));
    const passedOver = players.filter((p) => p.tier === 'champions' && p.fame > floor);
    expect(
      offenders(passedOver, (p) =>
        perNation.get(p.nation) === ROOKIE_NATION_MAX || cardClubs(p).length === 0
          ? null
          : `${p.name} ${p.fame}`,
      ),
    ).toEqual([]);
  });

  it('every tier has every position, enough for distractors', () => {
    for (const tier of ['rookie', 'champions', 'legendary'] as const)
      for (const position of ['GK', 'DF', 'MF', 'FW'] as const satisfies readonly Position[])
        expect(
          players.filter((p) => p.tier === tier && p.position === position).length,
          `${tier} ${position}`,
        ).toBeGreaterThanOrEqual(10);
  });
});

/**
 * Facts checked by hand (our own football knowledge, cross-read with the players' federation and FIFA records).
 * World Cups are squad memberships up to 2022; `wc2026` is checked only where the 2026 squads are final in
 * the source (SOURCE.md spot checks).
 */
interface Famous {
  name: string;
  nation: string;
  birthDate: string;
  /** the position the squad lists give; two when the lists disagree over a career */
  position: Position | readonly Position[];
  worldCups: readonly number[];
  numbers?: Readonly<Record<number, number>>;
  wc2026?: boolean;
}

const FAMOUS: readonly Famous[] = [
  {
    name: 'Lionel Messi',
    nation: 'ARG',
    birthDate: '1987-06-24',
    position: 'FW',
    worldCups: [2006, 2010, 2014, 2018, 2022],
    numbers: { 2006: 19, 2010: 10, 2014: 10, 2018: 10, 2022: 10 },
    wc2026: true,
  },
  {
    name: 'Cristiano Ronaldo',
    nation: 'POR',
    birthDate: '1985-02-05',
    position: 'FW',
    worldCups: [2006, 2010, 2014, 2018, 2022],
    numbers: { 2006: 17, 2010: 7, 2014: 7, 2018: 7, 2022: 7 },
    wc2026: true,
  },
  {
    name: 'Pelé',
    nation: 'BRA',
    birthDate: '1940-10-23',
    position: 'FW',
    worldCups: [1958, 1962, 1966, 1970],
    numbers: { 1958: 10, 1962: 10, 1966: 10, 1970: 10 },
  },
  {
    name: 'Diego Maradona',
    nation: 'ARG',
    birthDate: '1960-10-30',
    position: ['MF', 'FW'],
    worldCups: [1982, 1986, 1990, 1994],
    numbers: { 1982: 10, 1986: 10, 1990: 10, 1994: 10 },
  },
  {
    name: 'Zinedine Zidane',
    nation: 'FRA',
    birthDate: '1972-06-23',
    position: 'MF',
    worldCups: [1998, 2002, 2006],
    numbers: { 1998: 10, 2002: 10, 2006: 10 },
  },
  {
    name: 'Luka Modrić',
    nation: 'CRO',
    birthDate: '1985-09-09',
    position: 'MF',
    worldCups: [2006, 2014, 2018, 2022],
    numbers: { 2018: 10, 2022: 10 },
    wc2026: true,
  },
  {
    name: 'Kylian Mbappé',
    nation: 'FRA',
    birthDate: '1998-12-20',
    position: 'FW',
    worldCups: [2018, 2022],
    numbers: { 2018: 10, 2022: 10 },
    wc2026: true,
  },
  {
    name: 'Franz Beckenbauer',
    nation: 'FRG',
    birthDate: '1945-09-11',
    position: ['DF', 'MF'],
    worldCups: [1966, 1970, 1974],
    numbers: { 1974: 5 },
  },
  {
    name: 'Johan Cruyff',
    nation: 'NED',
    birthDate: '1947-04-25',
    position: ['FW', 'MF'],
    worldCups: [1974],
    numbers: { 1974: 14 },
  },
  {
    name: 'Miroslav Klose',
    nation: 'GER',
    birthDate: '1978-06-09',
    position: 'FW',
    worldCups: [2002, 2006, 2010, 2014],
    numbers: { 2002: 11, 2006: 11, 2010: 11, 2014: 11 },
  },
  {
    name: 'Gianluigi Buffon',
    nation: 'ITA',
    birthDate: '1978-01-28',
    position: 'GK',
    worldCups: [1998, 2002, 2006, 2010, 2014],
    numbers: { 2006: 1 },
  },
  {
    name: 'Eusébio',
    nation: 'POR',
    birthDate: '1942-01-25',
    position: 'FW',
    worldCups: [1966],
    numbers: { 1966: 13 },
  },
  {
    name: 'Garrincha',
    nation: 'BRA',
    birthDate: '1933-10-28',
    position: ['FW', 'MF'],
    worldCups: [1958, 1962, 1966],
  },
  {
    name: 'Ronaldo',
    nation: 'BRA',
    birthDate: '1976-09-22',
    position: 'FW',
    worldCups: [1994, 1998, 2002, 2006],
    numbers: { 1998: 9, 2002: 9 },
  },
  {
    name: 'Ronaldinho',
    nation: 'BRA',
    birthDate: '1980-03-21',
    position: ['MF', 'FW'],
    worldCups: [2002, 2006],
  },
  { name: 'Kaká', nation: 'BRA', birthDate: '1982-04-22', position: 'MF', worldCups: [2002, 2006, 2010] },
  {
    name: 'Neymar',
    nation: 'BRA',
    birthDate: '1992-02-05',
    position: 'FW',
    worldCups: [2014, 2018, 2022],
    numbers: { 2014: 10, 2018: 10, 2022: 10 },
  },
  {
    name: 'Gerd Müller',
    nation: 'FRG',
    birthDate: '1945-11-03',
    position: 'FW',
    worldCups: [1970, 1974],
    numbers: { 1970: 13, 1974: 13 },
  },
  {
    name: 'Paolo Maldini',
    nation: 'ITA',
    birthDate: '1968-06-26',
    position: 'DF',
    worldCups: [1990, 1994, 1998, 2002],
  },
  {
    name: 'Roberto Baggio',
    nation: 'ITA',
    birthDate: '1967-02-18',
    position: 'FW',
    worldCups: [1990, 1994, 1998],
    numbers: { 1994: 10 },
  },
  {
    name: 'Michel Platini',
    nation: 'FRA',
    birthDate: '1955-06-21',
    position: 'MF',
    worldCups: [1978, 1982, 1986],
    numbers: { 1982: 10, 1986: 10 },
  },
  {
    name: 'Bobby Charlton',
    nation: 'ENG',
    birthDate: '1937-10-11',
    position: ['FW', 'MF'],
    worldCups: [1958, 1962, 1966, 1970],
  },
  {
    name: 'Bobby Moore',
    nation: 'ENG',
    birthDate: '1941-04-12',
    position: 'DF',
    worldCups: [1962, 1966, 1970],
    numbers: { 1966: 6, 1970: 6 },
  },
  {
    name: 'Gordon Banks',
    nation: 'ENG',
    birthDate: '1937-12-30',
    position: 'GK',
    worldCups: [1966, 1970],
    numbers: { 1966: 1, 1970: 1 },
  },
  {
    name: 'Lev Yashin',
    nation: 'URS',
    birthDate: '1929-10-22',
    position: 'GK',
    worldCups: [1958, 1962, 1966, 1970],
  },
  {
    name: 'Lothar Matthäus',
    nation: 'FRG',
    birthDate: '1961-03-21',
    position: 'MF',
    worldCups: [1982, 1986, 1990, 1994, 1998],
    numbers: { 1990: 10 },
  },
  {
    name: 'Andrés Iniesta',
    nation: 'ESP',
    birthDate: '1984-05-11',
    position: 'MF',
    worldCups: [2006, 2010, 2014, 2018],
    numbers: { 2010: 6 },
  },
  {
    name: 'Xavi',
    nation: 'ESP',
    birthDate: '1980-01-25',
    position: 'MF',
    worldCups: [2002, 2006, 2010, 2014],
  },
  {
    name: 'Iker Casillas',
    nation: 'ESP',
    birthDate: '1981-05-20',
    position: 'GK',
    worldCups: [2002, 2006, 2010, 2014],
    numbers: { 2010: 1 },
  },
  {
    name: 'Sergio Ramos',
    nation: 'ESP',
    birthDate: '1986-03-30',
    position: 'DF',
    worldCups: [2006, 2010, 2014, 2018],
  },
  {
    name: 'Mohamed Salah',
    nation: 'EGY',
    birthDate: '1992-06-15',
    position: 'FW',
    worldCups: [2018],
    numbers: { 2018: 10 },
    wc2026: true,
  },
  {
    name: 'Erling Haaland',
    nation: 'NOR',
    birthDate: '2000-07-21',
    position: 'FW',
    worldCups: [],
    wc2026: true,
  },
  {
    name: 'Harry Kane',
    nation: 'ENG',
    birthDate: '1993-07-28',
    position: 'FW',
    worldCups: [2018, 2022],
    numbers: { 2018: 9, 2022: 9 },
  },
  {
    name: 'David Beckham',
    nation: 'ENG',
    birthDate: '1975-05-02',
    position: 'MF',
    worldCups: [1998, 2002, 2006],
    numbers: { 2002: 7, 2006: 7 },
  },
  {
    name: 'Thierry Henry',
    nation: 'FRA',
    birthDate: '1977-08-17',
    position: 'FW',
    worldCups: [1998, 2002, 2006, 2010],
  },
  {
    name: 'Cafu',
    nation: 'BRA',
    birthDate: '1970-06-07',
    position: 'DF',
    worldCups: [1994, 1998, 2002, 2006],
  },
  {
    name: 'Manuel Neuer',
    nation: 'GER',
    birthDate: '1986-03-27',
    position: 'GK',
    worldCups: [2010, 2014, 2018, 2022],
    numbers: { 2014: 1 },
  },
  { name: 'Just Fontaine', nation: 'FRA', birthDate: '1933-08-18', position: 'FW', worldCups: [1958] },
  { name: 'Alfredo Di Stéfano', nation: 'ESP', birthDate: '1926-07-04', position: 'FW', worldCups: [1962] },
  {
    name: 'Paolo Rossi',
    nation: 'ITA',
    birthDate: '1956-09-23',
    position: 'FW',
    worldCups: [1978, 1982, 1986],
    numbers: { 1982: 20 },
  },
  {
    name: 'Mario Kempes',
    nation: 'ARG',
    birthDate: '1954-07-15',
    position: 'FW',
    worldCups: [1974, 1978, 1982],
    numbers: { 1978: 10 },
  },
  {
    name: 'Roger Milla',
    nation: 'CMR',
    birthDate: '1952-05-20',
    position: 'FW',
    worldCups: [1982, 1990, 1994],
  },
  {
    name: "Samuel Eto'o",
    nation: 'CMR',
    birthDate: '1981-03-10',
    position: 'FW',
    worldCups: [1998, 2002, 2010, 2014],
  },
  {
    name: 'Luis Suárez',
    nation: 'URU',
    birthDate: '1987-01-24',
    position: 'FW',
    worldCups: [2010, 2014, 2018, 2022],
    numbers: { 2010: 9 },
  },
  {
    name: 'Andrea Pirlo',
    nation: 'ITA',
    birthDate: '1979-05-19',
    position: 'MF',
    worldCups: [2006, 2010, 2014],
  },
  {
    name: 'Peter Schmeichel',
    nation: 'DEN',
    birthDate: '1963-11-18',
    position: 'GK',
    worldCups: [1998],
    numbers: { 1998: 1 },
  },
];

describe('famous players, checked by hand', () => {
  it('the table is big enough to mean something', () => {
    expect(FAMOUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(FAMOUS.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const matches = players.filter((p) => p.name === f.name && p.nation === f.nation);
    expect(matches).toHaveLength(1);
    const p = matches[0];
    if (!p) return;
    expect(p.birthDate).toBe(f.birthDate);
    expect(typeof f.position === 'string' ? [f.position] : f.position).toContain(p.position);
    expect(p.worldCups.map((w) => w.year).filter((y) => y <= 2022)).toEqual(f.worldCups);
    if (f.wc2026) expect(p.worldCups.map((w) => w.year)).toContain(2026);
    for (const [year, number] of Object.entries(f.numbers ?? {}))
      expect(p.worldCups.find((w) => w.year === Number(year))?.number, `#${year}`).toBe(number);
  });

  it('the best-known names are in the Rookie Cup', () => {
    for (const name of ['Lionel Messi', 'Cristiano Ronaldo', 'Pelé', 'Diego Maradona', 'Zinedine Zidane'])
      expect(players.find((p) => p.name === name)?.tier, name).toBe('rookie');
  });

  it('names known only from the CAPS squads (2018–2026) keep their diacritics, particles and order', () => {
    const names = new Set(players.map((p) => p.name));
    for (const name of [
      'Antonio Rüdiger',
      'İlkay Gündoğan',
      'Hwang Hee-chan',
      'Corentin Tolisso',
      'Weston McKennie',
      'Micky van de Ven',
      'Darwin Núñez',
      'Joško Gvardiol',
      'Rúben Dias',
      'Emiliano Martínez',
    ])
      expect(names.has(name), name).toBe(true);
  });

  it('the players who changed teams keep the team of each World Cup', () => {
    const matthaus = players.find((p) => p.name === 'Lothar Matthäus');
    expect(matthaus?.worldCups.map((w) => w.nation ?? matthaus.nation)).toEqual([
      'FRG',
      'FRG',
      'FRG',
      'GER',
      'GER',
    ]);
    const puskas = players.find((p) => p.name === 'Ferenc Puskás');
    expect(puskas?.worldCups.map((w) => [w.year, w.nation ?? puskas.nation])).toEqual([
      [1954, 'HUN'],
      [1962, 'ESP'],
    ]);
  });
});
