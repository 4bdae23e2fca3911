/**
 * National teams that have played at a men's World Cup (1930–2026), and those of the famous players without one
 * (`WITHOUT_WORLD_CUP` in scripts/lib/editorial.ts), keyed by FIFA trigram.
 *
 * `flag` is a flag-icons code (node_modules/flag-icons/flags/4x3/<flag>.svg). Defunct states get the flag of
 * today's country only when the flag itself is the same: West Germany (FRG) flew today's German flag and
 * Czechoslovakia (TCH) the flag Czechia kept. The Soviet Union, Yugoslavia, Serbia and Montenegro, East
 * Germany, Zaire and the Dutch East Indies flew flags that flag-icons does not ship, so they have none (null).
 */
export interface Nation {
  readonly name: string;
  readonly flag: string | null;
}

export const NATIONS: Readonly<Record<string, Nation>> = {
  ALG: { name: 'Algeria', flag: 'dz' },
  ANG: { name: 'Angola', flag: 'ao' },
  ARG: { name: 'Argentina', flag: 'ar' },
  ARM: { name: 'Armenia', flag: 'am' },
  AUS: { name: 'Australia', flag: 'au' },
  AUT: { name: 'Austria', flag: 'at' },
  BEL: { name: 'Belgium', flag: 'be' },
  BIH: { name: 'Bosnia and Herzegovina', flag: 'ba' },
  BOL: { name: 'Bolivia', flag: 'bo' },
  BRA: { name: 'Brazil', flag: 'br' },
  BUL: { name: 'Bulgaria', flag: 'bg' },
  CAN: { name: 'Canada', flag: 'ca' },
  CHI: { name: 'Chile', flag: 'cl' },
  CHN: { name: 'China', flag: 'cn' },
  CIV: { name: "Côte d'Ivoire", flag: 'ci' },
  CMR: { name: 'Cameroon', flag: 'cm' },
  COD: { name: 'DR Congo', flag: 'cd' },
  COL: { name: 'Colombia', flag: 'co' },
  CPV: { name: 'Cabo Verde', flag: 'cv' },
  CRC: { name: 'Costa Rica', flag: 'cr' },
  CRO: { name: 'Croatia', flag: 'hr' },
  CTA: { name: 'Central African Republic', flag: 'cf' },
  CUB: { name: 'Cuba', flag: 'cu' },
  CUW: { name: 'Curaçao', flag: 'cw' },
  CZE: { name: 'Czechia', flag: 'cz' },
  DEI: { name: 'Dutch East Indies', flag: null },
  DEN: { name: 'Denmark', flag: 'dk' },
  ECU: { name: 'Ecuador', flag: 'ec' },
  EGY: { name: 'Egypt', flag: 'eg' },
  ENG: { name: 'England', flag: 'gb-eng' },
  ESP: { name: 'Spain', flag: 'es' },
  FIN: { name: 'Finland', flag: 'fi' },
  FRA: { name: 'France', flag: 'fr' },
  FRG: { name: 'West Germany', flag: 'de' },
  GAB: { name: 'Gabon', flag: 'ga' },
  GDR: { name: 'East Germany', flag: null },
  GEO: { name: 'Georgia', flag: 'ge' },
  GER: { name: 'Germany', flag: 'de' },
  GHA: { name: 'Ghana', flag: 'gh' },
  GRE: { name: 'Greece', flag: 'gr' },
  GUI: { name: 'Guinea', flag: 'gn' },
  HAI: { name: 'Haiti', flag: 'ht' },
  HON: { name: 'Honduras', flag: 'hn' },
  HUN: { name: 'Hungary', flag: 'hu' },
  IRL: { name: 'Republic of Ireland', flag: 'ie' },
  IRN: { name: 'Iran', flag: 'ir' },
  IRQ: { name: 'Iraq', flag: 'iq' },
  ISL: { name: 'Iceland', flag: 'is' },
  ISR: { name: 'Israel', flag: 'il' },
  ITA: { name: 'Italy', flag: 'it' },
  JAM: { name: 'Jamaica', flag: 'jm' },
  JOR: { name: 'Jordan', flag: 'jo' },
  JPN: { name: 'Japan', flag: 'jp' },
  KEN: { name: 'Kenya', flag: 'ke' },
  KOR: { name: 'South Korea', flag: 'kr' },
  KSA: { name: 'Saudi Arabia', flag: 'sa' },
  KUW: { name: 'Kuwait', flag: 'kw' },
  LBR: { name: 'Liberia', flag: 'lr' },
  MAR: { name: 'Morocco', flag: 'ma' },
  MEX: { name: 'Mexico', flag: 'mx' },
  MNE: { name: 'Montenegro', flag: 'me' },
  NED: { name: 'Netherlands', flag: 'nl' },
  NGA: { name: 'Nigeria', flag: 'ng' },
  NIR: { name: 'Northern Ireland', flag: 'gb-nir' },
  NOR: { name: 'Norway', flag: 'no' },
  NZL: { name: 'New Zealand', flag: 'nz' },
  PAN: { name: 'Panama', flag: 'pa' },
  PAR: { name: 'Paraguay', flag: 'py' },
  PER: { name: 'Peru', flag: 'pe' },
  POL: { name: 'Poland', flag: 'pl' },
  POR: { name: 'Portugal', flag: 'pt' },
  PRK: { name: 'North Korea', flag: 'kp' },
  QAT: { name: 'Qatar', flag: 'qa' },
  ROU: { name: 'Romania', flag: 'ro' },
  RSA: { name: 'South Africa', flag: 'za' },
  RUS: { name: 'Russia', flag: 'ru' },
  SCG: { name: 'Serbia and Montenegro', flag: null },
  SCO: { name: 'Scotland', flag: 'gb-sct' },
  SEN: { name: 'Senegal', flag: 'sn' },
  SLV: { name: 'El Salvador', flag: 'sv' },
  SRB: { name: 'Serbia', flag: 'rs' },
  SUI: { name: 'Switzerland', flag: 'ch' },
  SVK: { name: 'Slovakia', flag: 'sk' },
  SVN: { name: 'Slovenia', flag: 'si' },
  SWE: { name: 'Sweden', flag: 'se' },
  TCH: { name: 'Czechoslovakia', flag: 'cz' },
  TOG: { name: 'Togo', flag: 'tg' },
  TRI: { name: 'Trinidad and Tobago', flag: 'tt' },
  TUN: { name: 'Tunisia', flag: 'tn' },
  TUR: { name: 'Türkiye', flag: 'tr' },
  UAE: { name: 'United Arab Emirates', flag: 'ae' },
  UKR: { name: 'Ukraine', flag: 'ua' },
  URS: { name: 'Soviet Union', flag: null },
  URU: { name: 'Uruguay', flag: 'uy' },
  USA: { name: 'United States', flag: 'us' },
  UZB: { name: 'Uzbekistan', flag: 'uz' },
  WAL: { name: 'Wales', flag: 'gb-wls' },
  YUG: { name: 'Yugoslavia', flag: null },
  ZAI: { name: 'Zaire', flag: null },
};

/** Team names as openfootball's `more/<YEAR>_squads.txt` spells them, mapped to FIFA trigrams. */
const TEAM_NAME_CODES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(NATIONS).map(([code, nation]) => [nation.name, code])),
  'Bosnia-Herzegovina': 'BIH',
  'Congo DR': 'COD',
  'Czech Republic': 'CZE',
  Ireland: 'IRL',
  Turkey: 'TUR',
  USA: 'USA',
  Korea: 'KOR',
};

/**
 * The FIFA trigram of a team as openfootball names it, or undefined when unknown. "Germany" before 1950 is
 * GER (the pre-war team); West Germany played 1954–1990 as FRG.
 */
export function teamCodeFromName(teamName: string): string | undefined {
  return TEAM_NAME_CODES[teamName.trim()];
}

/** Whether the code is a known national team. */
export function isKnownNation(code: string): boolean {
  return Object.hasOwn(NATIONS, code);
}
