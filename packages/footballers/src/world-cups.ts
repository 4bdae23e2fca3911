/** Opening day of every men's World Cup the dataset covers (1942 and 1946 were not played). */
export const WORLD_CUP_START_DATES: Readonly<Record<number, string>> = {
  1930: '1930-07-13',
  1934: '1934-05-27',
  1938: '1938-06-04',
  1950: '1950-06-24',
  1954: '1954-06-16',
  1958: '1958-06-08',
  1962: '1962-05-30',
  1966: '1966-07-11',
  1970: '1970-05-31',
  1974: '1974-06-13',
  1978: '1978-06-01',
  1982: '1982-06-13',
  1986: '1986-05-31',
  1990: '1990-06-08',
  1994: '1994-06-17',
  1998: '1998-06-10',
  2002: '2002-05-31',
  2006: '2006-06-09',
  2010: '2010-06-11',
  2014: '2014-06-12',
  2018: '2018-06-14',
  2022: '2022-11-20',
  2026: '2026-06-11',
};

/** The World Cup years, ascending. */
export const WORLD_CUP_YEARS: readonly number[] = Object.keys(WORLD_CUP_START_DATES)
  .map(Number)
  .sort((a, b) => a - b);

/**
 * The youngest and oldest plausible age (in years, on the opening day) of a World Cup squad member. The oldest on
 * record is Essam El-Hadary (45 years, 2018); the youngest squad members were 16–17.
 */
export const SQUAD_AGE_BOUNDS_YEARS = { min: 15, max: 46 } as const;

/** Whole years between a birth date and a day (both YYYY-MM-DD), as a birthday count. */
export function ageInYears(birthDate: string, onDate: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = onDate.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
