/**
 * Issue 23 on the real dataset: modern cards with clubs, famous players without a World Cup, tiers by
 * recognisability with a cap per nation, one spelling per club and no shared display names.
 */
import { describe, expect, it } from 'vitest';
import { type Footballer } from '@goalguessr/game-core';
import { DISTINCT_CLUBS } from './clubs';
import { cardClubs, clubSpellingGroups, sharedDisplayNames } from './dataset-report';
import { loadPlayers } from './index';
import { ROOKIE_NATION_MAX } from './tiers';

const players = loadPlayers();
const named = (name: string): Footballer => {
  const found = players.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`${found.length} players named ${name}`);
  return found[0] as Footballer;
};
const clubAt = (name: string, year: number): string | null | undefined =>
  named(name).worldCups.find((w) => w.year === year)?.club;

describe('modern cards show clubs', () => {
  it('gives the 2022 World Cup club from the June-2022 club, and 2018 from the transfer list', () => {
    expect(clubAt('Vinícius Júnior', 2022)).toBe('Real Madrid');
    expect(clubAt('Pedri', 2022)).toBe('Barcelona');
    expect(clubAt('Bukayo Saka', 2022)).toBe('Arsenal');
    expect(clubAt('Virgil van Dijk', 2022)).toBe('Liverpool');
    expect(clubAt('Joshua Kimmich', 2022)).toBe('Bayern Munich');
    // a summer move before the November World Cup, from the transfer list
    expect(clubAt('Robert Lewandowski', 2022)).toBe('Barcelona');
    expect(clubAt('Mohamed Salah', 2018)).toBe('Liverpool');
    // a move in 2018 could be either side of a June tournament: no club rather than a wrong one
    expect(clubAt('Kylian Mbappé', 2018)).toBeNull();
  });

  it('shows a career path with years where the transfer list has three moves or more', () => {
    expect(named('Cristiano Ronaldo').career).toEqual([
      { club: 'Sporting CP', from: null },
      { club: 'Manchester United', from: 2003 },
      { club: 'Real Madrid', from: 2009 },
      { club: 'Juventus', from: 2018 },
      { club: 'Manchester United', from: 2021 },
      { club: 'Al-Nassr', from: 2023 },
    ]);
    const careers = players.filter((p) => p.career !== undefined && p.worldCups.length > 0);
    expect(careers.length).toBeGreaterThan(300);
  });

  it('every Rookie card shows at least one club (Lamine Yamal, Florian Wirtz, Jamie Vardy among them)', () => {
    const rookies = players.filter((p) => p.tier === 'rookie');
    expect(rookies.filter((p) => cardClubs(p).length === 0).map((p) => p.name)).toEqual([]);
    expect(clubAt('Lamine Yamal', 2026)).toBe('Barcelona');
    expect(cardClubs(named('Florian Wirtz')).length).toBeGreaterThan(0);
    expect(cardClubs(named('Jamie Vardy')).length).toBeGreaterThan(0);
  });
});

describe('famous players without a World Cup', () => {
  it.each([
    ['Eric Cantona', 'FRA'],
    ['George Weah', 'LBR'],
    ['Jari Litmanen', 'FIN'],
    ['Khvicha Kvaratskhelia', 'GEO'],
    ['Dominik Szoboszlai', 'HUN'],
    ['Victor Osimhen', 'NGA'],
    ['Cole Palmer', 'ENG'],
    ['Nicolò Barella', 'ITA'],
    ['Gianluigi Donnarumma', 'ITA'],
  ])('%s has a card of his own: national team %s, no World Cup, his clubs', (name, nation) => {
    const p = named(name);
    expect(p.nation).toBe(nation);
    expect(p.worldCups).toEqual([]);
    expect(p.career?.length).toBeGreaterThan(0);
    expect(p.tier).not.toBe('legendary');
  });

  it('takes the national team from the editorial list, not the citizenship (Weah: Liberia, Aubameyang: Gabon)', () => {
    expect(named('Pierre-Emerick Aubameyang').nation).toBe('GAB');
    // Cantona never played for Paris Saint-Germain: the transfer list's move is dropped by hand
    expect(named('Eric Cantona').career).toEqual([
      { club: 'Auxerre', from: null },
      { club: 'Manchester United', from: 1992 },
    ]);
  });
});

describe('tiers by recognisability', () => {
  it(`caps each nation at ${ROOKIE_NATION_MAX} Rookie answers`, () => {
    const counts = new Map<string, number>();
    for (const p of players.filter((q) => q.tier === 'rookie'))
      counts.set(p.nation, (counts.get(p.nation) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(ROOKIE_NATION_MAX);
    expect(counts.get('JPN') ?? 0).toBeLessThanOrEqual(15);
  });

  it('moves the names issue 23 found misplaced', () => {
    for (const name of ['Paul Gascoigne', 'İlkay Gündoğan', 'Joško Gvardiol', 'Romário', 'Alan Shearer'])
      expect({ name, tier: named(name).tier }).toEqual({ name, tier: 'rookie' });
    for (const name of ['Xavi Simons', 'Kaoru Mitoma', 'Owen Hargreaves', 'Slaven Bilić'])
      expect({ name, tier: named(name).tier }).not.toEqual({ name, tier: 'legendary' });
    for (const name of ['Mark Milligan', 'Hiroshi Kiyotake'])
      expect({ name, tier: named(name).tier }).not.toEqual({ name, tier: 'rookie' });
  });
});

describe('names and spellings', () => {
  it('spells every club one way (Tottenham Hotspur, Al-Nassr, CSKA Sofia)', () => {
    const clubs = players.flatMap(cardClubs);
    expect(clubSpellingGroups(clubs, DISTINCT_CLUBS)).toEqual([]);
    const used = new Set(clubs);
    for (const variant of ['Tottenham Hotspur F.C.', 'Al-Nasser', 'CDNA', 'CDNA Sofia', 'Sunderland A'])
      expect(used.has(variant), variant).toBe(false);
    expect(used.has('CSKA Sofia')).toBe(true);
  });

  it('never gives two players one display name: the less famous get their birth year', () => {
    expect([...sharedDisplayNames(players)]).toEqual([]);
    expect(named('Luis Suárez').birthDate).toBe('1987-01-24');
    expect(named('Luis Suárez (1935)').aliases).toContain('Luis Suárez');
  });

  it('uses the name fans use, with the sources’ spelling as an alias', () => {
    expect(named('Pep Guardiola').aliases).toContain('Josep Guardiola');
    expect(named('Chicharito').aliases).toContain('Javier Hernández');
  });
});
