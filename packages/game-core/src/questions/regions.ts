/**
 * Football regions used to pick plausible distractors: a Brazilian's wrong options come first from Brazil,
 * then from South America. Keyed by FIFA trigram (the `nation` of a Footballer).
 */
export const REGIONS = [
  'south-america',
  'central-america-caribbean',
  'north-america',
  'british-isles',
  'western-europe',
  'central-europe',
  'nordic',
  'southern-europe',
  'eastern-europe',
  'balkans',
  'north-africa',
  'west-africa',
  'central-southern-africa',
  'middle-east',
  'east-asia',
  'oceania',
] as const;
export type Region = (typeof REGIONS)[number];

const REGION_MEMBERS: Readonly<Record<Region, readonly string[]>> = {
  'south-america': ['ARG', 'BRA', 'URU', 'CHI', 'COL', 'PER', 'PAR', 'BOL', 'ECU', 'VEN'],
  'central-america-caribbean': ['MEX', 'CRC', 'HON', 'SLV', 'PAN', 'HAI', 'JAM', 'TRI', 'CUB', 'CUW'],
  'north-america': ['USA', 'CAN'],
  'british-isles': ['ENG', 'SCO', 'WAL', 'NIR', 'IRL'],
  'western-europe': ['FRA', 'BEL', 'NED', 'SUI', 'LUX'],
  'central-europe': ['GER', 'FRG', 'GDR', 'AUT', 'POL', 'CZE', 'TCH', 'SVK', 'HUN'],
  nordic: ['SWE', 'NOR', 'DEN', 'ISL', 'FIN'],
  'southern-europe': ['ESP', 'POR', 'ITA', 'GRE'],
  'eastern-europe': ['URS', 'RUS', 'UKR', 'ROU', 'BUL', 'GEO', 'ARM'],
  balkans: ['YUG', 'SRB', 'SCG', 'CRO', 'SVN', 'BIH', 'TUR', 'ALB', 'MKD', 'MNE'],
  'north-africa': ['MAR', 'ALG', 'TUN', 'EGY'],
  'west-africa': ['SEN', 'CIV', 'GHA', 'NGA', 'TOG', 'CPV', 'CMR', 'LBR', 'GUI'],
  'central-southern-africa': ['ZAI', 'COD', 'ANG', 'RSA', 'GAB', 'CTA', 'KEN'],
  'middle-east': ['KSA', 'IRN', 'IRQ', 'KUW', 'UAE', 'QAT', 'ISR', 'JOR', 'UZB'],
  'east-asia': ['JPN', 'KOR', 'PRK', 'CHN', 'DEI'],
  oceania: ['AUS', 'NZL'],
};

const REGION_BY_NATION: ReadonlyMap<string, Region> = new Map(
  REGIONS.flatMap((region) => REGION_MEMBERS[region].map((code) => [code, region] as const)),
);

/** The region of a national team, or undefined for a code not in the table. */
export function regionOf(nation: string): Region | undefined {
  return REGION_BY_NATION.get(nation);
}
