import { isKnownNation } from './nations';
import { WORLD_CUP_START_DATES } from './world-cups';

const POSITIONS: ReadonlySet<unknown> = new Set(['GK', 'DF', 'MF', 'FW']);
const FEET: ReadonlySet<unknown> = new Set(['left', 'right', 'both', null]);
const TIERS: ReadonlySet<unknown> = new Set(['rookie', 'champions', 'legendary']);
const KEYS: ReadonlySet<string> = new Set([
  'id',
  'name',
  'fullName',
  'aliases',
  'nation',
  'flag',
  'position',
  'birthDate',
  'worldCups',
  'career',
  'heightCm',
  'foot',
  'caps',
  'fame',
  'tier',
]);
/** ours: plausible ranges for the optional facts (the scrape has a few absurd heights; the caps record is 200+) */
export const HEIGHT_BOUNDS_CM = { min: 150, max: 210 } as const;
export const CAPS_MAX = 250;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() === v && v !== '';
const isIntIn = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Whether `date` is a real calendar day written YYYY-MM-DD. */
export function isIsoDate(date: unknown): boolean {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
}

/**
 * Every way a row breaks the Footballer schema (issue 3 §2), as readable strings; empty when the row is valid.
 * `flagCodes` is the set of flag-icons codes a `flag` may take.
 */
export function footballerProblems(row: unknown, flagCodes: ReadonlySet<string>): string[] {
  if (!isRecord(row)) return ['not an object'];
  const problems: string[] = [];
  const bad = (field: string): number => problems.push(`${field}: ${JSON.stringify(row[field])}`);
  for (const key of Object.keys(row)) if (!KEYS.has(key)) problems.push(`unknown field ${key}`);
  if (!isText(row.id) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(row.id)) bad('id');
  // A display name is cased like a name, not shouted like the CAPS source files ("MODRIĆ").
  if (!isText(row.name) || /\p{Lu}{3,}/u.test(row.name)) bad('name');
  if ('fullName' in row && (!isText(row.fullName) || row.fullName === row.name)) bad('fullName');
  const aliases: unknown[] = Array.isArray(row.aliases) ? row.aliases : [];
  if (
    !Array.isArray(row.aliases) ||
    !aliases.every(isText) ||
    new Set(aliases).size !== aliases.length ||
    aliases.some((alias) => alias === row.name)
  )
    bad('aliases');
  if (typeof row.nation !== 'string' || !isKnownNation(row.nation)) bad('nation');
  if (row.flag !== null && (typeof row.flag !== 'string' || !flagCodes.has(row.flag))) bad('flag');
  if (!POSITIONS.has(row.position)) bad('position');
  if (!isIsoDate(row.birthDate)) bad('birthDate');
  if (!Array.isArray(row.worldCups)) bad('worldCups');
  else {
    let previousYear = 0;
    for (const w of row.worldCups as unknown[]) {
      if (!isRecord(w) || typeof w.year !== 'number' || !(w.year in WORLD_CUP_START_DATES)) {
        problems.push(`worldCups: year ${JSON.stringify(w)}`);
        continue;
      }
      if (w.year <= previousYear) problems.push(`worldCups: ${w.year} out of order or repeated`);
      previousYear = w.year;
      // Shirt numbers were not fixed for a whole tournament before 1954.
      if (w.number === null ? w.year >= 1954 : !isIntIn(w.number, 1, 99))
        problems.push(`worldCups ${w.year}: number ${JSON.stringify(w.number)}`);
      if (w.club !== null && !isText(w.club)) problems.push(`worldCups ${w.year}: club`);
      if (
        'nation' in w &&
        (typeof w.nation !== 'string' || !isKnownNation(w.nation) || w.nation === row.nation)
      )
        problems.push(`worldCups ${w.year}: nation ${JSON.stringify(w.nation)}`);
      for (const key of Object.keys(w))
        if (!['year', 'number', 'club', 'nation'].includes(key))
          problems.push(`worldCups: unknown field ${key}`);
    }
  }
  if ('career' in row) {
    const career: unknown[] = Array.isArray(row.career) ? row.career : [];
    if (!Array.isArray(row.career) || career.length === 0) bad('career');
    let previous = 0;
    career.forEach((step, i) => {
      const ok =
        isRecord(step) &&
        isText(step.club) &&
        Object.keys(step).every((key) => key === 'club' || key === 'from') &&
        (step.from === null ? i === 0 : isIntIn(step.from, 1900, 2026) && (step.from as number) >= previous);
      if (!ok) problems.push(`career ${i}: ${JSON.stringify(step)}`);
      else if (typeof step.from === 'number') previous = step.from;
    });
  }
  if (row.heightCm !== null && !isIntIn(row.heightCm, HEIGHT_BOUNDS_CM.min, HEIGHT_BOUNDS_CM.max))
    bad('heightCm');
  if (!FEET.has(row.foot)) bad('foot');
  if (row.caps !== null && !isIntIn(row.caps, 0, CAPS_MAX)) bad('caps');
  if (typeof row.fame !== 'number' || !Number.isFinite(row.fame) || row.fame < 0) bad('fame');
  if (!TIERS.has(row.tier)) bad('tier');
  return problems;
}
