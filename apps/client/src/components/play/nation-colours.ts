/** Shirt colours of national teams (primary, secondary), by the dataset's nation code. */
const NATION_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  ARG: ['#75aadb', '#ffffff'],
  BRA: ['#ffdf00', '#009c3b'],
  FRA: ['#1d3a8a', '#ffffff'],
  GER: ['#ffffff', '#111111'],
  FRG: ['#ffffff', '#111111'],
  GDR: ['#ffffff', '#0033a0'],
  ENG: ['#ffffff', '#1d2d5c'],
  ESP: ['#c60b1e', '#ffc400'],
  ITA: ['#0066b3', '#ffffff'],
  NED: ['#ff7f00', '#ffffff'],
  POR: ['#a50021', '#006600'],
  URU: ['#5cbfeb', '#111111'],
  BEL: ['#e30613', '#111111'],
  CRO: ['#e2001a', '#ffffff'],
  MEX: ['#006847', '#ffffff'],
  USA: ['#ffffff', '#0a3161'],
  JPN: ['#0b2a8a', '#ffffff'],
  KOR: ['#e4002b', '#111111'],
  SWE: ['#fecc00', '#006aa7'],
  DEN: ['#c8102e', '#ffffff'],
  POL: ['#ffffff', '#dc143c'],
  SUI: ['#d52b1e', '#ffffff'],
  SRB: ['#c6363c', '#0c4076'],
  YUG: ['#0c4076', '#ffffff'],
  RUS: ['#ffffff', '#d52b1e'],
  URS: ['#cc0000', '#ffffff'],
  CZE: ['#d7141a', '#ffffff'],
  TCH: ['#d7141a', '#ffffff'],
  HUN: ['#ce2939', '#ffffff'],
  AUT: ['#ed2939', '#ffffff'],
  SCO: ['#1c2c5b', '#ffffff'],
  WAL: ['#c8102e', '#00b140'],
  IRL: ['#169b62', '#ffffff'],
  NIR: ['#00843d', '#ffffff'],
  COL: ['#fcd116', '#003893'],
  CHI: ['#d52b1e', '#0039a6'],
  PAR: ['#d52b1e', '#ffffff'],
  PER: ['#ffffff', '#d91023'],
  NGA: ['#008751', '#ffffff'],
  CMR: ['#007a5e', '#ce1126'],
  GHA: ['#ffffff', '#006b3f'],
  CIV: ['#f77f00', '#ffffff'],
  SEN: ['#ffffff', '#00853f'],
  MAR: ['#c1272d', '#006233'],
  EGY: ['#ce1126', '#ffffff'],
  ALG: ['#ffffff', '#006233'],
  TUN: ['#e70013', '#ffffff'],
  RSA: ['#ffb612', '#007749'],
  AUS: ['#ffcd00', '#00843d'],
  TUR: ['#e30a17', '#ffffff'],
  GRE: ['#0d5eaf', '#ffffff'],
  ROU: ['#fcd116', '#002b7f'],
  BUL: ['#ffffff', '#00966e'],
  NOR: ['#ba0c2f', '#ffffff'],
  UKR: ['#ffd700', '#0057b7'],
  KSA: ['#ffffff', '#006c35'],
  IRN: ['#ffffff', '#239f40'],
  CRC: ['#ce1126', '#002b7f'],
  ECU: ['#ffdd00', '#034ea2'],
  CAN: ['#d80621', '#ffffff'],
  QAT: ['#8a1538', '#ffffff'],
  SVK: ['#ffffff', '#0b4ea2'],
  SVN: ['#ffffff', '#005da4'],
  BIH: ['#002395', '#fecb00'],
  ISL: ['#02529c', '#ffffff'],
};

/** Plausible kit colours for a nation without an entry: derived from its code, stable per nation. */
function derivedColours(nation: string): readonly [string, string] {
  let hash = 0;
  for (const char of nation) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return [`hsl(${hue} 70% 42%)`, `hsl(${(hue + 180) % 360} 60% 92%)`];
}

/** The national shirt colours [primary, secondary] of a nation code. */
export function nationColours(nation: string): readonly [string, string] {
  return NATION_COLOURS[nation] ?? derivedColours(nation);
}
