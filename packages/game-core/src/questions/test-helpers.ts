/**
 * Test-only: a small hand-made set of footballers for the question generator's tests. Facts are close to the
 * real ones but do not need to be exact; game-core never imports the real dataset (packages/footballers).
 * Excluded from coverage and never exported from the package.
 */
import type { Tier } from '../constants';
import type { Footballer, Position, WorldCupEntry } from './types';

type Row = readonly [
  name: string,
  nation: string,
  position: Position,
  birthDate: string,
  tier: Tier,
  years: string,
];

/** Two eras (modern: born 1968–1998, legends: born 1929–1947) with every position well stocked in each. */
const ROWS: readonly Row[] = [
  // modern forwards
  ['Lionel Messi', 'ARG', 'FW', '1987-06-24', 'rookie', '2006 2010 2014 2018 2022'],
  ['Cristiano Ronaldo', 'POR', 'FW', '1985-02-05', 'rookie', '2006 2010 2014 2018 2022'],
  ['Kylian Mbappé', 'FRA', 'FW', '1998-12-20', 'rookie', '2018 2022'],
  ['Neymar', 'BRA', 'FW', '1992-02-05', 'rookie', '2014 2018 2022'],
  ['Ronaldo', 'BRA', 'FW', '1976-09-22', 'rookie', '1994 1998 2002 2006'],
  ['Ángel Di María', 'ARG', 'FW', '1988-02-14', 'champions', '2010 2014 2018 2022'],
  ['Sergio Agüero', 'ARG', 'FW', '1988-06-02', 'champions', '2010 2014 2018'],
  ['Gonzalo Higuaín', 'ARG', 'FW', '1987-12-10', 'champions', '2010 2014 2018'],
  ['Antoine Griezmann', 'FRA', 'FW', '1991-03-21', 'champions', '2014 2018 2022'],
  ['Karim Benzema', 'FRA', 'FW', '1987-12-19', 'champions', '2014'],
  ['Roberto Firmino', 'BRA', 'FW', '1991-10-02', 'champions', '2018'],
  ['Nani', 'POR', 'FW', '1986-11-17', 'champions', '2010 2014'],
  // a second "Ronaldo" (another person): never two options with the same display name
  ['Ronaldo', 'POR', 'FW', '1984-05-10', 'champions', '2006'],
  // modern midfielders
  ['Luka Modrić', 'CRO', 'MF', '1985-09-09', 'rookie', '2006 2014 2018 2022'],
  ['Zinedine Zidane', 'FRA', 'MF', '1972-06-23', 'rookie', '1998 2002 2006'],
  ['Andrés Iniesta', 'ESP', 'MF', '1984-05-11', 'rookie', '2006 2010 2014 2018'],
  ['Ivan Rakitić', 'CRO', 'MF', '1988-03-10', 'champions', '2014 2018'],
  ['Toni Kroos', 'GER', 'MF', '1990-01-04', 'champions', '2010 2014 2018'],
  ['Paul Pogba', 'FRA', 'MF', '1993-03-15', 'champions', '2014 2018'],
  ['Xavi', 'ESP', 'MF', '1980-01-25', 'champions', '2002 2006 2010 2014'],
  ['Andrea Pirlo', 'ITA', 'MF', '1979-05-19', 'champions', '2006 2010 2014'],
  ['Kaká', 'BRA', 'MF', '1982-04-22', 'champions', '2002 2006 2010'],
  // modern goalkeepers
  ['Gianluigi Buffon', 'ITA', 'GK', '1978-01-28', 'rookie', '1998 2002 2006 2010 2014'],
  ['Manuel Neuer', 'GER', 'GK', '1986-03-27', 'rookie', '2010 2014 2018 2022'],
  ['Iker Casillas', 'ESP', 'GK', '1981-05-20', 'champions', '2002 2006 2010 2014'],
  ['Hugo Lloris', 'FRA', 'GK', '1986-12-26', 'champions', '2010 2014 2018 2022'],
  ['Thibaut Courtois', 'BEL', 'GK', '1992-05-11', 'champions', '2014 2018 2022'],
  ['Petr Čech', 'CZE', 'GK', '1982-05-20', 'champions', '2006'],
  ['Júlio César', 'BRA', 'GK', '1979-09-03', 'champions', '2010 2014'],
  // modern defenders
  ['Sergio Ramos', 'ESP', 'DF', '1986-03-30', 'rookie', '2006 2010 2014 2018'],
  ['Paolo Maldini', 'ITA', 'DF', '1968-06-26', 'rookie', '1990 1994 1998 2002'],
  ['Gerard Piqué', 'ESP', 'DF', '1987-02-02', 'champions', '2010 2014 2018'],
  ['Pepe', 'POR', 'DF', '1983-02-26', 'champions', '2010 2014 2018 2022'],
  ['Alessandro Nesta', 'ITA', 'DF', '1976-03-19', 'champions', '1998 2002 2006'],
  ['Fabio Cannavaro', 'ITA', 'DF', '1973-09-13', 'champions', '1998 2002 2006 2010'],
  ['Philipp Lahm', 'GER', 'DF', '1983-11-11', 'champions', '2006 2010 2014'],
  ['Cafu', 'BRA', 'DF', '1970-06-07', 'champions', '1994 1998 2002 2006'],
  // legends
  ['Pelé', 'BRA', 'FW', '1940-10-23', 'rookie', '1958 1962 1966 1970'],
  ['Garrincha', 'BRA', 'FW', '1933-10-28', 'legendary', '1958 1962 1966'],
  ['Just Fontaine', 'FRA', 'FW', '1933-08-18', 'legendary', '1958'],
  ['Gerd Müller', 'FRG', 'FW', '1945-11-03', 'champions', '1970 1974'],
  ['Johan Cruyff', 'NED', 'FW', '1947-04-25', 'champions', '1974'],
  ['Eusébio', 'POR', 'FW', '1942-01-25', 'champions', '1966'],
  ['Vavá', 'BRA', 'FW', '1934-11-12', 'legendary', '1958 1962'],
  ['Uwe Seeler', 'FRG', 'FW', '1936-11-05', 'legendary', '1958 1962 1966 1970'],
  ['Lev Yashin', 'URS', 'GK', '1929-10-22', 'champions', '1958 1962 1966 1970'],
  ['Gordon Banks', 'ENG', 'GK', '1937-12-30', 'legendary', '1966 1970'],
  ['Dino Zoff', 'ITA', 'GK', '1942-02-28', 'legendary', '1970 1974 1978 1982'],
  ['Sepp Maier', 'FRG', 'GK', '1944-02-28', 'legendary', '1966 1970 1974 1978'],
  ['Gilmar', 'BRA', 'GK', '1930-08-22', 'legendary', '1958 1962 1966'],
  ['Ladislao Mazurkiewicz', 'URU', 'GK', '1945-02-14', 'legendary', '1966 1970 1974'],
  ['Antonio Carbajal', 'MEX', 'GK', '1929-06-07', 'legendary', '1950 1954 1958 1962 1966'],
  ['Franz Beckenbauer', 'FRG', 'DF', '1945-09-11', 'rookie', '1966 1970 1974'],
  ['Bobby Moore', 'ENG', 'DF', '1941-04-12', 'champions', '1962 1966 1970'],
  ['Giacinto Facchetti', 'ITA', 'DF', '1942-07-18', 'legendary', '1966 1970 1974'],
  ['Djalma Santos', 'BRA', 'DF', '1929-02-27', 'legendary', '1954 1958 1962 1966'],
  ['Nílton Santos', 'BRA', 'DF', '1925-05-16', 'legendary', '1950 1954 1958 1962'],
  ['Carlos Alberto', 'BRA', 'DF', '1944-07-17', 'legendary', '1970'],
  ['Karl-Heinz Schnellinger', 'FRG', 'DF', '1939-03-31', 'legendary', '1958 1962 1966 1970'],
  ['Ray Wilson', 'ENG', 'DF', '1934-12-17', 'legendary', '1962 1966'],
  ['Michel Platini', 'FRA', 'MF', '1955-06-21', 'champions', '1978 1982 1986'],
  ['Bobby Charlton', 'ENG', 'MF', '1937-10-11', 'champions', '1958 1962 1966 1970'],
  ['Didi', 'BRA', 'MF', '1928-10-08', 'legendary', '1954 1958 1962'],
  ['Rivellino', 'BRA', 'MF', '1946-01-01', 'legendary', '1970 1974 1978'],
  ['Wolfgang Overath', 'FRG', 'MF', '1943-09-29', 'legendary', '1966 1970 1974'],
  ['Gianni Rivera', 'ITA', 'MF', '1943-08-18', 'legendary', '1962 1966 1970 1974'],
  ['Josef Masopust', 'TCH', 'MF', '1931-02-09', 'legendary', '1958 1962'],
  ['Gérson', 'BRA', 'MF', '1941-01-11', 'legendary', '1966 1970'],
];

const FLAGS: Readonly<Record<string, string | null>> = {
  ARG: 'ar',
  POR: 'pt',
  FRA: 'fr',
  BRA: 'br',
  CRO: 'hr',
  ESP: 'es',
  GER: 'de',
  ITA: 'it',
  BEL: 'be',
  CZE: 'cz',
  FRG: 'de',
  NED: 'nl',
  URS: null,
  ENG: 'gb-eng',
  URU: 'uy',
  MEX: 'mx',
  TCH: 'cz',
};

const FAME: Readonly<Record<Tier, number>> = { rookie: 200, champions: 100, legendary: 30 };

/** Builds a fixture footballer; `overrides` replace any field. */
export function footballer(overrides: Partial<Footballer> & Pick<Footballer, 'id' | 'name'>): Footballer {
  return {
    aliases: [],
    nation: 'BRA',
    flag: 'br',
    position: 'FW',
    birthDate: '1990-01-01',
    worldCups: [],
    heightCm: null,
    foot: null,
    caps: null,
    fame: 50,
    tier: 'champions',
    ...overrides,
  };
}

/** The fixture: ROWS as footballers, ids `<slug>-<birthDate>`, shirt numbers and clubs made up but stable. */
export const FIXTURE: readonly Footballer[] = ROWS.map(
  ([name, nation, position, birthDate, tier, years], i) => {
    const slug = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '-');
    const worldCups: WorldCupEntry[] = years
      .split(' ')
      .map((year) => ({ year: Number(year), number: (i % 23) + 1, club: i % 3 === 0 ? null : `Club ${i}` }));
    return footballer({
      id: `${slug}-${birthDate}`,
      name,
      nation,
      flag: FLAGS[nation] ?? null,
      position,
      birthDate,
      worldCups,
      heightCm: i % 2 === 0 ? 170 + (i % 20) : null,
      foot: i % 2 === 0 ? 'right' : null,
      caps: i % 4 === 0 ? 50 + i : null,
      fame: FAME[tier] + (i % 7),
      tier,
    });
  },
);
