/**
 * Builds packages/footballers/data/players.json from the raw CC0 sources in ../shared/data/footballers/.
 *
 *   npm run build:data -w packages/footballers
 *
 * Sources (see CREDITS.md): openfootball/worldcup squads (CC0), transfermarkt-datasets 2022 copy (CC0),
 * the Wikidata-derived mercato list (CC0). Fjelstul's CC-BY-SA World Cup database is deliberately not read.
 * The output is deterministic: the same raw files always give the same bytes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cardFactCount,
  cardFromFootballer,
  LEGENDARY_MIN_CARD_FACTS,
  type Footballer,
  type Position,
  type Tier,
  type WorldCupEntry,
} from '@goalguessr/game-core';
import { normalizeClub } from '../src/clubs';
import { NATIONS } from '../src/nations';
import { namesCompatible, nameTokens, normalizeName, slugify, stripDiacritics } from '../src/normalize';
import { TIER_TARGET_SIZES } from '../src/tiers';
import { parseCsv } from './lib/csv';
import {
  DETAIL_JOINS,
  FULL_NAME_REJECTS,
  ICON_NOTORIETY,
  ICONS,
  LEGEND_NOTORIETY,
  LEGENDS,
  NAME_FIXES,
  SAME_PERSON,
  SQUAD_ROW_DROPS,
} from './lib/editorial';
import { caseFromCaps, copyCasing, fixMcCasing, givenNameFirst } from './lib/names';
import { readDetailSquads, readMoreSquads, type DetailRow, type SquadRow } from './lib/openfootball';

const HERE = dirname(fileURLToPath(import.meta.url));
const PACKAGE_DIR = resolve(HERE, '..');
const RAW_DIR = process.env.FOOTBALLERS_RAW_DIR ?? resolve(PACKAGE_DIR, '../../../shared/data/footballers');
const OUT_FILE = join(PACKAGE_DIR, 'data/players.json');

/** A move in the Wikidata transfer list this recent or later gives the 2026 club (older ones may be stale). */
const CLUB_2026_MIN_MOVE_YEAR = 2022;

const log = (...parts: unknown[]): void => console.log(...parts);

// ── 1. openfootball: join the per-year detail files (casing, club, caps) onto the CAPS files (DOB) ──────────
interface Appearance extends SquadRow {
  birthDate: string;
  detail: DetailRow | null;
}

const USED_DETAIL_JOINS = new Set<string>();

function joinDetails(rows: readonly SquadRow[], details: readonly DetailRow[]): Appearance[] {
  const detailsByTeam = new Map<string, DetailRow[]>();
  for (const d of details) {
    const key = `${d.year}|${d.team}`;
    detailsByTeam.set(key, [...(detailsByTeam.get(key) ?? []), d]);
  }
  const rowsByTeam = new Map<string, SquadRow[]>();
  for (const r of rows) {
    const key = `${r.year}|${r.team}`;
    rowsByTeam.set(key, [...(rowsByTeam.get(key) ?? []), r]);
  }
  const matched = new Map<SquadRow, DetailRow>();
  let byNumber = 0;
  let byName = 0;
  let byFuzzy = 0;
  let unmatched = 0;
  const suspicious: string[] = [];
  const conflicts: string[] = [];
  for (const [key, squad] of rowsByTeam) {
    const pending = [...(detailsByTeam.get(key) ?? [])];
    if (pending.length === 0) continue;
    const take = (row: SquadRow, d: DetailRow): void => {
      matched.set(row, d);
      pending.splice(pending.indexOf(d), 1);
    };
    // Shirt numbers are unique within a squad from 1954 on; they join even when the two files spell the name
    // differently ("Ngolo KANTE" and "N'Golo Kanté").
    for (const row of squad) {
      if (row.number === null) continue;
      const hits = pending.filter((d) => d.number === row.number);
      const hit = hits.length === 1 ? hits[0] : undefined;
      if (hit && (namesCompatible(row.name, hit.name) || sharesLongToken(row.name, hit.name))) {
        take(row, hit);
        byNumber++;
      } else if (hit) {
        suspicious.push(`${row.year} ${row.team} #${row.number}: "${row.name}" vs "${hit.name}"`);
      }
    }
    for (const row of squad) {
      if (matched.has(row)) continue;
      const hits = pending.filter((d) => namesCompatible(row.name, d.name));
      if (hits.length === 1 && hits[0]) {
        take(row, hits[0]);
        byName++;
      }
    }
    // Transliterations ("Sepp HUEGI" / "Josef Hügi", "Anatoli BANISHEVSKI" / "Anatoliy Banishevskiy"): a
    // similar word with the same shirt number, or the one clearly similar name when the era had no numbers.
    for (const row of squad) {
      if (matched.has(row)) continue;
      const hits = pending.filter(
        (d) =>
          (row.number === null || d.number === null || d.number === row.number) &&
          fuzzyNameScore(row.name, d.name) >= 0.75,
      );
      if (hits.length === 1 && hits[0]) {
        take(row, hits[0]);
        byFuzzy++;
      }
    }
    // Some squads list wrong numbers in one of the two files (Switzerland 1962): a very similar name is enough.
    for (const row of squad) {
      if (matched.has(row)) continue;
      const hits = pending.filter(
        (d) => d.position === row.position && fuzzyNameScore(row.name, d.name) >= 0.85,
      );
      if (hits.length === 1 && hits[0]) {
        take(row, hits[0]);
        byFuzzy++;
      }
    }
    for (const row of squad) {
      if (matched.has(row)) continue;
      const key = `${row.year}|${row.team}|${row.name}`;
      const spelled = DETAIL_JOINS[key];
      const hit = spelled === undefined ? undefined : pending.find((d) => d.name === spelled);
      if (hit) {
        take(row, hit);
        USED_DETAIL_JOINS.add(key);
      }
    }
    for (const row of squad) {
      if (matched.has(row) || row.number === null) continue;
      const other = pending.find((d) => d.number === row.number);
      if (other) conflicts.push(`${row.year} ${row.team} #${row.number}: "${row.name}" vs "${other.name}"`);
    }
    unmatched += pending.length;
  }
  // Mostly two spellings of one man ("Urruti") or a late replacement the CAPS file already has (Reus → Mustafi);
  // the rest are reviewed by hand into SQUAD_ROW_DROPS.
  log(`shirt numbers that join nobody in the per-year file: ${conflicts.length}`);
  for (const c of conflicts) log(`  ${c}`);
  log(`shirt numbers whose names differ (left to the later passes): ${suspicious.length}`);
  log(
    `openfootball join: ${byNumber} by shirt number, ${byName} by name, ${byFuzzy} by similar spelling, ${unmatched} detail rows unmatched`,
  );
  const unusedJoins = Object.keys(DETAIL_JOINS).filter((key) => !USED_DETAIL_JOINS.has(key));
  if (unusedJoins.length > 0) throw new Error(`DETAIL_JOINS not used: ${unusedJoins.join(', ')}`);
  const out: Appearance[] = [];
  for (const row of rows) {
    if (row.birthDate === null) continue;
    out.push({ ...row, birthDate: row.birthDate, detail: matched.get(row) ?? null });
  }
  return out;
}

// ── 2. Group appearances into persons: same birth date + compatible name (a player may change team) ─────────
interface Person {
  appearances: Appearance[];
}

function spellings(a: Appearance): string[] {
  return a.detail ? [a.name, a.detail.name] : [a.name];
}

function groupPersons(appearances: readonly Appearance[]): Person[] {
  const byDob = new Map<string, Appearance[]>();
  for (const a of appearances) byDob.set(a.birthDate, [...(byDob.get(a.birthDate) ?? []), a]);
  const persons: Person[] = [];
  for (const group of byDob.values()) {
    const clusters: Appearance[][] = [];
    for (const a of group) {
      const home = clusters.find((c) =>
        c.some(
          (b) =>
            b.year !== a.year && spellings(a).some((s) => spellings(b).some((t) => namesCompatible(s, t))),
        ),
      );
      if (home) home.push(a);
      else clusters.push([a]);
    }
    for (const c of clusters) persons.push({ appearances: c.sort((x, y) => x.year - y.year) });
  }
  return persons;
}

/** Lower-case words that may sit inside a full name ("Thiago Emiliano da Silva"). */
const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'da',
  'das',
  'de',
  'del',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'e',
  'la',
  'le',
  'van',
  'von',
  'y',
]);

/** Whether two given names are one spelled two ways: a prefix ("Tim" / "Timothy") or one letter apart. */
function similarGivenNames(a: string, b: string): boolean {
  const [x, y] = [normalizeName(a).replace(/ /g, ''), normalizeName(b).replace(/ /g, '')];
  if (x.length < 3 || y.length < 3) return false;
  if (x.startsWith(y) || y.startsWith(x)) return true;
  return x.length >= 4 && fuzzyNameScore(x, y) >= 0.75;
}

/**
 * Joins persons that the first grouping kept apart because the 2026 squads spell them differently ("Tim WEAH" in
 * 2022, "Timothy WEAH" in 2026): same birth date, team and position, never in the same squad, a similar family
 * name and a similar given name; plus the pairs in SAME_PERSON, whose given names differ altogether. Twins
 * (de Boer, Miranchuk, Timber) are never merged: they share a squad or differ in position.
 */
function mergeSpellings(persons: readonly Person[]): Person[] {
  const split = (name: string): [given: string, family: string] => {
    const tokens = caseFromCaps(name, '').split(' ');
    return [tokens.slice(0, -1).join(' '), tokens[tokens.length - 1] ?? ''];
  };
  const listed = (x: Person, y: Person): boolean =>
    SAME_PERSON.some(([a, b, dob]) => {
      const has = (p: Person, n: string): boolean =>
        p.appearances.some((ap) => ap.name === n && ap.birthDate === dob);
      return (has(x, a) && has(y, b)) || (has(x, b) && has(y, a));
    });
  const same = (x: Person, y: Person): boolean => {
    const [ax, ay] = [x.appearances[0], y.appearances[0]];
    if (!ax || !ay || ax.birthDate !== ay.birthDate) return false;
    if (listed(x, y)) return true;
    if (ax.team !== ay.team || ax.position !== ay.position) return false;
    if (x.appearances.some((a) => y.appearances.some((b) => a.year === b.year))) return false;
    const [gx, fx] = split(ax.name);
    const [gy, fy] = split(ay.name);
    return fuzzyNameScore(fx, fy) >= 0.75 && similarGivenNames(gx, gy);
  };
  const out: Person[] = [];
  const merged: string[] = [];
  const byDob = new Map<string, Person[]>();
  for (const p of persons) {
    const dob = p.appearances[0]?.birthDate ?? '';
    const sameDay = byDob.get(dob) ?? [];
    byDob.set(dob, sameDay);
    const home = sameDay.find((q) => same(q, p));
    if (home) {
      merged.push(`${home.appearances[0]?.name ?? ''} = ${p.appearances[0]?.name ?? ''}`);
      home.appearances = [...home.appearances, ...p.appearances].sort((x, y) => x.year - y.year);
    } else {
      const person = { appearances: [...p.appearances] };
      out.push(person);
      sameDay.push(person);
    }
  }
  log(`one person spelled two ways (merged): ${merged.length}: ${merged.join(', ')}`);
  const unused = SAME_PERSON.filter(([a, b]) => !merged.some((m) => m.includes(a) && m.includes(b)));
  if (unused.length > 0)
    throw new Error(`SAME_PERSON not used: ${unused.map(([a, b]) => `${a} / ${b}`).join(', ')}`);
  return out;
}

// ── 3. Transfermarkt 2022 (height, foot, peak value) and the Wikidata mercato list (notoriety, aliases) ──────
interface TmRow {
  name: string;
  dob: string;
  citizenship: string;
  foot: 'left' | 'right' | null;
  heightCm: number | null;
  peakValueGbp: number;
}

function readTransfermarkt(): Map<string, TmRow[]> {
  const byDob = new Map<string, TmRow[]>();
  const text = readFileSync(join(RAW_DIR, 'transfermarkt-datasets-2022/players.csv'), 'utf8');
  for (const r of parseCsv(text)) {
    const dob = r.date_of_birth ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) continue;
    const foot = (r.foot ?? '').toLowerCase();
    const height = Number(r.height_in_cm);
    const row: TmRow = {
      name: r.pretty_name ?? '',
      dob,
      citizenship: r.country_of_citizenship ?? '',
      // "Both" is Transfermarkt's call alone and disputed for many (Iniesta, Modrić): no second source confirms
      // it, so the card says nothing rather than something a fan would call wrong.
      foot: foot === 'left' || foot === 'right' ? foot : null,
      // The scrape has a few zero or absurd heights; keep only the plausible range for adult players.
      heightCm: Number.isFinite(height) && height >= 150 && height <= 210 ? Math.round(height) : null,
      peakValueGbp: Number(r.highest_market_value_in_gbp) || 0,
    };
    byDob.set(dob, [...(byDob.get(dob) ?? []), row]);
  }
  return byDob;
}

interface MercatoRow {
  qid: string;
  name: string;
  birthYear: number;
  position: string;
  notoriety: number;
  aliases: string[];
  /** the club of his latest move in the transfer list (Wikidata club spells), with its year */
  latestClub: { name: string; year: number } | null;
}

function readMercato(): Map<number, MercatoRow[]> {
  const dir = join(RAW_DIR, 'wikidata-mercato');
  const aliases = new Map<string, string[]>();
  for (const r of parseCsv(readFileSync(join(dir, 'player_aliases.csv'), 'utf8'))) {
    const id = r.player_id ?? '';
    aliases.set(
      id,
      [...(aliases.get(id) ?? []), (r.alias ?? '').trim()].filter((s) => s !== ''),
    );
  }
  const clubNames = new Map<string, string>();
  for (const r of parseCsv(readFileSync(join(dir, 'clubs.csv'), 'utf8')))
    clubNames.set(r.id ?? '', (r.name_en ?? '').trim());
  const latest = new Map<string, { name: string; year: number; id: number }>();
  for (const r of parseCsv(readFileSync(join(dir, 'transfers.csv'), 'utf8'))) {
    const year = Number(r.year);
    const id = Number(r.id);
    const name = clubNames.get(r.to_club ?? '') ?? '';
    const player = r.player_id ?? '';
    const before = latest.get(player);
    // The latest move wins; two in one year keep the file's order (its ids follow the career).
    if (
      name !== '' &&
      year <= 2026 &&
      (!before || year > before.year || (year === before.year && id > before.id))
    )
      latest.set(player, { name, year, id });
  }
  const byYear = new Map<number, MercatoRow[]>();
  for (const r of parseCsv(readFileSync(join(dir, 'players.csv'), 'utf8'))) {
    const move = latest.get(r.id ?? '');
    const row: MercatoRow = {
      qid: r.id ?? '',
      name: r.name_en ?? '',
      birthYear: Number(r.birth_year),
      position: r.position ?? '',
      notoriety: Number(r.notoriety) || 0,
      aliases: aliases.get(r.id ?? '') ?? [],
      latestClub: move ? { name: move.name, year: move.year } : null,
    };
    byYear.set(row.birthYear, [...(byYear.get(row.birthYear) ?? []), row]);
  }
  return byYear;
}

const MERCATO_POSITIONS: Readonly<Record<string, Position>> = { gk: 'GK', def: 'DF', mid: 'MF', fw: 'FW' };

/** Levenshtein similarity in [0, 1] of the two most alike words (4+ letters) of two names. */
function fuzzyNameScore(a: string, b: string): number {
  let best = 0;
  for (const x of nameTokens(a).filter((t) => t.length >= 4))
    for (const y of nameTokens(b).filter((t) => t.length >= 4)) {
      const row = Array.from({ length: y.length + 1 }, (_, j) => j);
      for (let i = 1; i <= x.length; i++) {
        let prev = row[0] ?? 0;
        row[0] = i;
        for (let j = 1; j <= y.length; j++) {
          const tmp = row[j] ?? 0;
          row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, prev + (x[i - 1] === y[j - 1] ? 0 : 1));
          prev = tmp;
        }
      }
      best = Math.max(best, 1 - (row[y.length] ?? 0) / Math.max(x.length, y.length));
    }
  return best;
}

function sharesLongToken(a: string, b: string): boolean {
  const ta = new Set(nameTokens(a).filter((t) => t.length >= 3));
  return nameTokens(b).some((t) => ta.has(t));
}

// ── 4. Names ────────────────────────────────────────────────────────────────────────────────────────────────
function hasDiacritics(s: string): boolean {
  return stripDiacritics(s) !== s;
}

const USED_NAME_FIXES = new Set<string>();

/**
 * Names cased by rule rather than taken from a source that spells them, with their NAME_FIXES key; listed with
 * --report-names.
 */
const GUESSED_NAMES = new Map<string, string>();
function guessed(name: string, fixKey: string): string {
  GUESSED_NAMES.set(`${name}|${fixKey.split('|')[1] ?? ''}`, fixKey);
  return name;
}

/** The display name: per-year file (normal casing) > Wikidata label > Transfermarkt casing > CAPS heuristic. */
function displayName(p: Person, nation: string, mercato: MercatoRow | null, tm: TmRow | null): string {
  // The spelling the per-year files use most often; on a tie the latest one.
  const detailNames = [...p.appearances].reverse().flatMap((a) => (a.detail ? [a.detail.name] : []));
  const latestDetail = detailNames.length > 0 ? { name: mostCommon(detailNames) ?? '' } : undefined;
  const latestCaps = p.appearances[p.appearances.length - 1];
  const fixKey = latestCaps ? `${latestCaps.name}|${latestCaps.birthDate}` : '';
  const fix = NAME_FIXES[fixKey];
  if (fix) {
    USED_NAME_FIXES.add(fixKey);
    return fix;
  }
  if (latestDetail) {
    // The Wikidata label wins only when it spells the same letters (it fixes "Ángel di María" → "Ángel Di María").
    if (mercato && normalizeName(mercato.name) === normalizeName(latestDetail.name)) {
      if (hasDiacritics(mercato.name) || !hasDiacritics(latestDetail.name)) return mercato.name;
    }
    return latestDetail.name;
  }
  if (mercato) return mercato.name;
  const raw = givenNameFirst(latestCaps?.name ?? '', nation);
  if (tm) {
    const cased = copyCasing(raw, tm.name);
    if (cased) return guessed(fixMcCasing(cased), fixKey);
  }
  return guessed(caseFromCaps(raw, nation), fixKey);
}

// ── 5. Fame and tiers ───────────────────────────────────────────────────────────────────────────────────────
/** Fame weights; the formula is documented in README.md. */
const FAME = {
  perWorldCup: 10,
  capsDivisor: 3,
  capsMax: 150,
  peakValueWeight: 12,
  recentSquadBonus: 10,
} as const;

function editorialNotoriety(names: readonly string[], birthYear: number): number {
  const keys = new Set(names.map(normalizeName));
  if (ICONS.some(([n, y]) => y === birthYear && keys.has(normalizeName(n)))) return ICON_NOTORIETY;
  if (LEGENDS.some(([n, y]) => y === birthYear && keys.has(normalizeName(n)))) return LEGEND_NOTORIETY;
  return 0;
}

function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  // Ties go to the earliest value in the list (callers pass appearances in year order).
  for (const v of values) {
    const c = counts.get(v) ?? 0;
    if (c > bestCount) {
      best = v;
      bestCount = c;
    }
  }
  return best;
}

function main(): void {
  if (!existsSync(RAW_DIR)) throw new Error(`raw data not found at ${RAW_DIR} (set FOOTBALLERS_RAW_DIR)`);
  const ofRoot = join(RAW_DIR, 'openfootball-worldcup');
  const { rows: allRows, problems, standby } = readMoreSquads(ofRoot);
  const rows = allRows.filter((r) => !Object.hasOwn(SQUAD_ROW_DROPS, `${r.year}|${r.team}|${r.name}`));
  const unusedDrops = Object.keys(SQUAD_ROW_DROPS).filter(
    (key) => !allRows.some((r) => `${r.year}|${r.team}|${r.name}` === key),
  );
  if (unusedDrops.length > 0) throw new Error(`SQUAD_ROW_DROPS not found: ${unusedDrops.join(', ')}`);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  log(`standby players outside the final squads (left out): ${standby.join(', ')}`);
  const details = readDetailSquads(ofRoot);
  log(
    `openfootball: ${rows.length} squad rows, ${rows.filter((r) => !r.birthDate).length} without a birth date (left out)`,
  );
  const appearances = joinDetails(rows, details);
  const persons = mergeSpellings(groupPersons(appearances));
  log(`persons: ${persons.length}`);

  const tmByDob = readTransfermarkt();
  const mercatoByYear = readMercato();
  let tmHits = 0;
  let mercatoHits = 0;
  let clubs2026 = 0;

  interface Draft extends Omit<Footballer, 'tier' | 'id'> {
    notoriety: number;
  }
  const drafts: Draft[] = [];
  for (const p of persons) {
    const first = p.appearances[0];
    if (!first) continue;
    const birthDate = first.birthDate;
    const birthYear = Number(birthDate.slice(0, 4));
    const nation = mostCommon(p.appearances.map((a) => a.team)) ?? first.team;
    const positions = p.appearances.map((a) => a.position);
    // The most frequent position; on a tie the latest one (players drift forward or back with age).
    const position = mostCommon([...positions].reverse()) ?? first.position;
    const allSpellings = [...new Set(p.appearances.flatMap(spellings))];

    const tmCandidates = (tmByDob.get(birthDate) ?? []).filter((t) =>
      allSpellings.some((s) => namesCompatible(s, t.name) || sharesLongToken(s, t.name)),
    );
    const tm = tmCandidates.length === 1 ? (tmCandidates[0] ?? null) : null;
    if (tm) tmHits++;

    const mercatoCandidates = (mercatoByYear.get(birthYear) ?? []).filter((m) => {
      const names = [m.name, ...m.aliases];
      const exact = names.some((n) => allSpellings.some((s) => normalizeName(n) === normalizeName(s)));
      const loose =
        MERCATO_POSITIONS[m.position] === position &&
        names.some((n) => allSpellings.some((s) => namesCompatible(n, s)));
      return exact || loose;
    });
    const mercato = mercatoCandidates.length === 1 ? (mercatoCandidates[0] ?? null) : null;
    if (mercato) mercatoHits++;

    const name = displayName(p, nation, mercato, tm);
    const worldCups: (WorldCupEntry & { nation?: string })[] = [];
    for (const a of p.appearances) {
      if (worldCups.some((w) => w.year === a.year)) continue;
      const entry: WorldCupEntry & { nation?: string } = {
        year: a.year,
        number: a.number ?? a.detail?.number ?? null,
        club: a.detail?.club ?? null,
      };
      if (a.team !== nation) entry.nation = a.team;
      // The 2026 squads list no clubs: his latest move in the Wikidata transfer list, when it is recent enough
      // to still hold (2022 or later).
      if (a.year === 2026 && mercato?.latestClub && mercato.latestClub.year >= CLUB_2026_MIN_MOVE_YEAR) {
        entry.club = normalizeClub(mercato.latestClub.name);
        clubs2026++;
      }
      worldCups.push(entry);
    }
    const capsValues = p.appearances
      .map((a) => a.detail?.caps)
      .filter((c): c is number => c !== null && c !== undefined);
    const caps = capsValues.length > 0 ? Math.max(...capsValues) : null;

    const aliasSet = new Set<string>();
    const nameKey = normalizeName(name);
    for (const s of [...allSpellings, ...(mercato ? [mercato.name, ...mercato.aliases] : [])]) {
      const cased = /\p{Lu}{2,}/u.test(s) && s === s.toUpperCase() ? caseFromCaps(s, nation) : s;
      const pretty = /\p{Lu}{2}/u.test(cased) ? caseFromCaps(cased, nation) : cased;
      if (normalizeName(pretty) !== nameKey) aliasSet.add(pretty);
    }
    const aliases = [...aliasSet].sort();
    // The full name is the longest Wikidata alias that contains every word of the display name spelled the same
    // way, diacritics included ("Masour Ousmane Dembele" is no full name of "Ousmane Dembélé"), and no nickname
    // in quotes or brackets.
    const words = (text: string): string[] => text.toLocaleLowerCase('en').split(/\s+/);
    const fullName = mercato?.aliases
      .filter(
        (a) =>
          !/["“”()]/.test(a) &&
          !/^Sir /.test(a) &&
          !FULL_NAME_REJECTS.has(a) &&
          // A one-word name ("Cafu") is a nickname: aliases that contain it are not his full name.
          words(name).length > 1 &&
          a.split(/\s+/).every((w) => /^\p{Lu}/u.test(w) || NAME_PARTICLES.has(w)) &&
          words(name).every((w) => words(a).includes(w)) &&
          nameTokens(a).length > nameTokens(name).length,
      )
      .sort((x, y) => y.length - x.length || x.localeCompare(y))[0];

    const notoriety = Math.max(mercato?.notoriety ?? 0, editorialNotoriety([name, ...aliases], birthYear));
    const fame =
      notoriety +
      FAME.perWorldCup * worldCups.length +
      Math.min(caps ?? 0, FAME.capsMax) / FAME.capsDivisor +
      (tm && tm.peakValueGbp > 0 ? FAME.peakValueWeight * Math.log2(1 + tm.peakValueGbp / 1_000_000) : 0) +
      (worldCups.some((w) => w.year === 2026) ? FAME.recentSquadBonus : 0);

    const draft: Draft = {
      name,
      aliases,
      nation,
      flag: NATIONS[nation]?.flag ?? null,
      position,
      birthDate,
      worldCups,
      heightCm: tm?.heightCm ?? null,
      foot: tm?.foot ?? null,
      caps,
      fame: Math.round(fame * 10) / 10,
      notoriety,
    };
    if (fullName) draft.fullName = fullName;
    drafts.push(draft);
  }
  log(
    `joins: Transfermarkt ${tmHits}, mercato ${mercatoHits}; 2026 clubs from the transfer list: ${clubs2026}`,
  );
  const missing = [...ICONS, ...LEGENDS].filter(
    ([n, y]) =>
      !drafts.some(
        (d) =>
          Number(d.birthDate.slice(0, 4)) === y &&
          editorialNotoriety([d.name, ...d.aliases], y) > 0 &&
          [d.name, ...d.aliases].some((a) => normalizeName(a) === normalizeName(n)),
      ),
  );
  if (missing.length > 0)
    throw new Error(`editorial names not found: ${missing.map(([n, y]) => `${n} ${y}`).join(', ')}`);

  const unusedFixes = Object.keys(NAME_FIXES).filter((key) => !USED_NAME_FIXES.has(key));
  if (unusedFixes.length > 0) throw new Error(`NAME_FIXES not used: ${unusedFixes.join(', ')}`);

  // Rank by fame (ties by birth date, then name, so the order never depends on the input order).
  drafts.sort(
    (a, b) => b.fame - a.fame || a.birthDate.localeCompare(b.birthDate) || a.name.localeCompare(b.name),
  );
  const usedIds = new Set<string>();
  const ranked: Footballer[] = drafts.map((d, rank) => {
    let id = `${slugify(d.name)}-${d.birthDate}`;
    for (let n = 2; usedIds.has(id); n++) id = `${slugify(d.name)}-${d.birthDate}-${n}`;
    usedIds.add(id);
    const tier: Tier =
      rank < TIER_TARGET_SIZES.rookie
        ? 'rookie'
        : rank < TIER_TARGET_SIZES.rookie + TIER_TARGET_SIZES.champions
          ? 'champions'
          : 'legendary';
    const { notoriety: _notoriety, fullName, name, ...rest } = d;
    const out: Footballer = { id, name, ...(fullName ? { fullName } : {}), ...rest, tier };
    return out;
  });
  // A Legendary deep cut must still be answerable: thin cards ("1930 · Racing" and nothing else) are dropped.
  const thin = ranked.filter(
    (p) => p.tier === 'legendary' && cardFactCount(cardFromFootballer(p)) < LEGENDARY_MIN_CARD_FACTS,
  );
  const thinIds = new Set(thin.map((p) => p.id));
  const players = ranked.filter((p) => !thinIds.has(p.id));
  log(`thin Legendary cards dropped (fewer than ${LEGENDARY_MIN_CARD_FACTS} facts): ${thin.length}`);
  // --report-names-all adds the Legendary League (most of whose rule-cased names are 2026 newcomers).
  const reportAllTiers = process.argv.includes('--report-names-all');
  if (reportAllTiers || process.argv.includes('--report-names')) {
    const famous = players
      .filter(
        (p) => (reportAllTiers || p.tier !== 'legendary') && GUESSED_NAMES.has(`${p.name}|${p.birthDate}`),
      )
      .sort((a, b) => b.fame - a.fame);
    log(
      `names cased by rule in ${reportAllTiers ? 'all tiers' : 'rookie + champions'} (${famous.length}), most famous first:`,
    );
    for (const p of famous)
      log(`  ${p.tier} ${p.fame} ${p.nation} ${p.name} ← ${GUESSED_NAMES.get(`${p.name}|${p.birthDate}`)}`);
  }
  players.sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(OUT_FILE, JSON.stringify(players) + '\n');
  const count = (f: (p: Footballer) => boolean): string =>
    `${((100 * players.filter(f).length) / players.length).toFixed(1)} %`;
  log(`wrote ${players.length} players to ${OUT_FILE}`);
  log(
    `tiers: rookie ${players.filter((p) => p.tier === 'rookie').length}, champions ${players.filter((p) => p.tier === 'champions').length}, legendary ${players.filter((p) => p.tier === 'legendary').length}`,
  );
  log(
    `share with a club: ${count((p) => p.worldCups.some((w) => w.club !== null))}, height: ${count((p) => p.heightCm !== null)}, foot: ${count((p) => p.foot !== null)}, caps: ${count((p) => p.caps !== null)}`,
  );
}

main();
