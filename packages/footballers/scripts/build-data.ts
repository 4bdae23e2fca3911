/**
 * Builds packages/footballers/data/players.json from the raw CC0 sources in ../shared/data/footballers/.
 *
 *   npm run build:data -w packages/footballers
 *
 * Sources (see CREDITS.md): openfootball/worldcup squads (CC0), transfermarkt-datasets 2022 copy (CC0),
 * the Wikidata-derived mercato list (CC0). Fjelstul's CC-BY-SA World Cup database is deliberately not read.
 * The output is deterministic: the same raw files always give the same bytes.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cardFactCount,
  cardFromFootballer,
  LEGENDARY_MIN_CARD_FACTS,
  type Footballer,
  type CareerStep,
  type Tier,
  type WorldCupEntry,
} from '@goalguessr/game-core';
import { DISTINCT_CLUBS } from '../src/clubs';
import { clubSpellingGroups } from '../src/dataset-report';
import { NATIONS } from '../src/nations';
import { namesCompatible, nameTokens, normalizeName, slugify, stripDiacritics } from '../src/normalize';
import { ROOKIE_NATION_MAX, TIER_TARGET_SIZES } from '../src/tiers';
import {
  DETAIL_JOINS,
  FULL_NAME_REJECTS,
  ICON_NOTORIETY,
  ICONS,
  KNOWN,
  KNOWN_NOTORIETY,
  LEGEND_NOTORIETY,
  LEGENDS,
  NAME_FIXES,
  SAME_PERSON,
  SQUAD_ROW_DROPS,
  TM_CLUB_NAMES,
  CAREER_DROPS,
  WITHOUT_WORLD_CUP,
  WORLD_CUP_CLUBS,
} from './lib/editorial';
import { caseFromCaps, copyCasing, fixMcCasing, givenNameFirst } from './lib/names';
import { readDetailSquads, readMoreSquads, type DetailRow, type SquadRow } from './lib/openfootball';
import { tmClubNamer } from './lib/tm-clubs';
import {
  clubAt,
  readMercato,
  readTransfermarkt,
  type MercatoRow,
  type Move,
  type TmRow,
} from './lib/sources';

const HERE = dirname(fileURLToPath(import.meta.url));
const PACKAGE_DIR = resolve(HERE, '..');
const RAW_DIR = process.env.FOOTBALLERS_RAW_DIR ?? resolve(PACKAGE_DIR, '../../../shared/data/footballers');
const OUT_FILE = join(PACKAGE_DIR, 'data/players.json');

/** A move in the Wikidata transfer list this recent or later gives the 2026 club (older ones may be stale). */
const CLUB_2026_MIN_MOVE_YEAR = 2022;
/** A World Cup player's card shows his career path when the Wikidata transfer list holds at least this many moves. */
const CAREER_MIN_MOVES = 3;

/**
 * His club at a World Cup the squad files give none for (2018, 2022, 2026), and where it comes from:
 * - 2022 (played in November, after both transfer windows): his club after his last move of 2022 or earlier in
 *   the Wikidata transfer list when that list follows him that late (a move in 2020 or later), else the
 *   Transfermarkt club of June 2022 (a summer move after June would be missed: the transfer list has the famous
 *   ones);
 * - 2018 (June): his club after his last move before 2018 in the transfer list, none when he moved in 2018
 *   (either side of the tournament);
 * - 2026: his club after his latest move, when it is from CLUB_2026_MIN_MOVE_YEAR or later.
 */
function clubAtWorldCup(
  year: number,
  moves: readonly Move[],
  tmClub: string | null,
): { club: string; source: string } | null {
  if (year === 2022) {
    const fromMoves = clubAt(moves, 2022, true);
    const recent = moves.some((m) => m.year >= 2020);
    if (fromMoves !== null && (recent || tmClub === null)) return { club: fromMoves, source: 'transfers' };
    return tmClub === null ? null : { club: tmClub, source: 'Transfermarkt' };
  }
  if (year === 2018) {
    const club = clubAt(moves, 2018, false);
    return club === null ? null : { club, source: 'transfers' };
  }
  if (year === 2026) {
    const last = moves[moves.length - 1];
    return last && last.year >= CLUB_2026_MIN_MOVE_YEAR ? { club: last.to, source: 'transfers' } : null;
  }
  return null;
}

/**
 * `{ career }` from his moves when there are at least `minMoves` of them: the club he left first (year unknown),
 * then each club he joined with the year; a move to the club he is already at (a loan's return, a fix in the list)
 * adds nothing. `{}` otherwise.
 */
function careerField(moves: readonly Move[], minMoves: number): { career?: CareerStep[] } {
  const first = moves[0];
  if (!first || moves.length < minMoves) return {};
  const career: CareerStep[] = [{ club: first.from, from: null }];
  for (const m of moves) {
    if (career[career.length - 1]?.club === m.to) continue;
    career.push({ club: m.to, from: m.year });
  }
  return career.length > 1 ? { career } : {};
}

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

// ── 3. Transfermarkt 2022 and the Wikidata mercato list: see lib/sources.ts ────────────────────────────────
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
  /**
   * Wikidata notoriety counts above this only: every player of the list has 56 or more, so being on it at all
   * would otherwise be worth more than a World Cup career (the list holds 59 Japanese players and 4 Mexicans).
   */
  notorietyFloor: 35,
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
  if (KNOWN.some(([n, y]) => y === birthYear && keys.has(normalizeName(n)))) return KNOWN_NOTORIETY;
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

const USED_WORLD_CUP_CLUBS = new Set<string>();

/** Other spellings of his name from the sources (for answer matching), cased, never equal to the display name. */
function aliasesOf(name: string, spellings: readonly string[], nation: string): string[] {
  const aliasSet = new Set<string>();
  const nameKey = normalizeName(name);
  for (const s of spellings) {
    const cased = /\p{Lu}{2,}/u.test(s) && s === s.toUpperCase() ? caseFromCaps(s, nation) : s;
    const pretty = /\p{Lu}{2}/u.test(cased) ? caseFromCaps(cased, nation) : cased;
    if (normalizeName(pretty) !== nameKey) aliasSet.add(pretty);
  }
  return [...aliasSet].sort();
}

/**
 * The full name: the longest Wikidata alias that contains every word of the display name spelled the same way,
 * diacritics included ("Masour Ousmane Dembele" is no full name of "Ousmane Dembélé"), and no nickname in quotes
 * or brackets.
 */
function fullNameOf(name: string, mercato: MercatoRow | null): string | undefined {
  const words = (text: string): string[] => text.toLocaleLowerCase('en').split(/\s+/);
  return mercato?.aliases
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
}

/** The fame score (README "Fame"), to one decimal. */
function fameOf(input: {
  notoriety: number;
  worldCups: number;
  caps: number | null;
  peakValueGbp: number;
  in2026: boolean;
}): number {
  const fame =
    Math.max(0, input.notoriety - FAME.notorietyFloor) +
    FAME.perWorldCup * input.worldCups +
    Math.min(input.caps ?? 0, FAME.capsMax) / FAME.capsDivisor +
    (input.peakValueGbp > 0 ? FAME.peakValueWeight * Math.log2(1 + input.peakValueGbp / 1_000_000) : 0) +
    (input.in2026 ? FAME.recentSquadBonus : 0);
  return Math.round(fame * 10) / 10;
}

interface Draft extends Omit<Footballer, 'tier' | 'id'> {
  notoriety: number;
}

/**
 * The famous players who never played a World Cup (WITHOUT_WORLD_CUP), each from the CC0 sources that hold him:
 * position, height, foot and peak value from Transfermarkt, notoriety, aliases and club moves from the Wikidata
 * list (every move he has there, less CAREER_DROPS; else his Transfermarkt club), the national team from the
 * editorial list. Fails on an entry that is already a World Cup player, that no source holds, or whose birth date
 * Transfermarkt gives otherwise.
 */
function withoutWorldCup(
  worldCupPlayers: readonly Draft[],
  tmByDob: ReadonlyMap<string, TmRow[]>,
  mercatoByYear: ReadonlyMap<number, MercatoRow[]>,
  usedMercato: ReadonlySet<string>,
  tmClubName: (clubId: string) => string | null,
): Draft[] {
  const out: Draft[] = [];
  const usedDrops = new Set<string>();
  for (const [name, birthDate, nation] of WITHOUT_WORLD_CUP) {
    const key = normalizeName(name);
    const birthYear = Number(birthDate.slice(0, 4));
    if (!NATIONS[nation]) throw new Error(`WITHOUT_WORLD_CUP: unknown nation ${nation} (${name})`);
    const twin = worldCupPlayers.find(
      (d) =>
        Number(d.birthDate.slice(0, 4)) === birthYear &&
        [d.name, ...d.aliases].some((n) => normalizeName(n) === key),
    );
    if (twin)
      throw new Error(`WITHOUT_WORLD_CUP: ${name} played a World Cup (${twin.name}, ${twin.birthDate})`);
    const tmSameName = [...tmByDob.values()].flat().filter((t) => normalizeName(t.name) === key);
    const sameDay = tmByDob.get(birthDate) ?? [];
    const exactTms = sameDay.filter((t) => normalizeName(t.name) === key);
    const tms =
      exactTms.length > 0
        ? exactTms
        : sameDay.filter((t) => namesCompatible(name, t.name) || sharesLongToken(name, t.name));
    if (tms.length > 1) throw new Error(`WITHOUT_WORLD_CUP: ${name} is ${tms.length} Transfermarkt rows`);
    const tm = tms[0] ?? null;
    if (!tm && tmSameName.length > 0)
      throw new Error(
        `WITHOUT_WORLD_CUP: ${name} born ${birthDate}, Transfermarkt says ${tmSameName.map((t) => t.dob).join(', ')}`,
      );
    const mercatos = (mercatoByYear.get(birthYear) ?? []).filter(
      (m) =>
        !usedMercato.has(m.qid) &&
        [m.name, ...m.aliases].some((n) => normalizeName(n) === key || namesCompatible(n, name)),
    );
    if (mercatos.length > 1)
      throw new Error(`WITHOUT_WORLD_CUP: ${name} is ${mercatos.length} Wikidata rows`);
    const mercato = mercatos[0] ?? null;
    if (!tm && !mercato) throw new Error(`WITHOUT_WORLD_CUP: no source holds ${name} (${birthDate})`);
    const position = tm?.position ?? mercato?.position;
    if (!position) throw new Error(`WITHOUT_WORLD_CUP: no position for ${name}`);
    // A dropped move joins its neighbours: the next move leaves from the club the dropped one left.
    const chained: Move[] = [];
    let leftFrom: string | null = null;
    for (const m of mercato?.moves ?? []) {
      if (CAREER_DROPS.some(([n, year, club]) => n === name && year === m.year && club === m.to)) {
        usedDrops.add(`${name}|${m.year}|${m.to}`);
        leftFrom ??= m.from;
        continue;
      }
      chained.push(leftFrom === null ? m : { ...m, from: leftFrom });
      leftFrom = null;
    }
    const tmClub = tm === null ? null : tmClubName(tm.clubId);
    const career = careerField(chained, 1);
    if (!career.career && tmClub !== null) career.career = [{ club: tmClub, from: null }];
    if (!career.career) throw new Error(`WITHOUT_WORLD_CUP: no club for ${name}`);
    const aliases = aliasesOf(
      name,
      [...(tm ? [tm.name] : []), ...(mercato ? [mercato.name, ...mercato.aliases] : [])],
      nation,
    );
    const notoriety = Math.max(mercato?.notoriety ?? 0, editorialNotoriety([name, ...aliases], birthYear));
    const draft: Draft = {
      name,
      aliases,
      nation,
      flag: NATIONS[nation]?.flag ?? null,
      position,
      birthDate,
      worldCups: [],
      ...career,
      heightCm: tm?.heightCm ?? null,
      foot: tm?.foot ?? null,
      caps: null,
      fame: fameOf({
        notoriety,
        worldCups: 0,
        caps: null,
        peakValueGbp: tm?.peakValueGbp ?? 0,
        in2026: false,
      }),
      notoriety,
    };
    const fullName = fullNameOf(name, mercato);
    if (fullName) draft.fullName = fullName;
    out.push(draft);
  }
  const unusedDrops = CAREER_DROPS.filter(([n, y, c]) => !usedDrops.has(`${n}|${y}|${c}`));
  if (unusedDrops.length > 0)
    throw new Error(`CAREER_DROPS not used: ${unusedDrops.map((d) => d.join(' ')).join(', ')}`);
  log(`famous players without a World Cup: ${out.length}`);
  return out;
}

/**
 * One spelling per club across the sources: spellings `clubSpellingGroups` finds alike ("Tottenham Hotspur F.C."
 * and "Tottenham Hotspur", "Al-Nasser" and "Al-Nassr") become the one the cards use most (on a tie, the one with
 * the fewest dots, then the shortest). DISTINCT_CLUBS keeps apart names that only look alike.
 */
function oneSpellingPerClub(drafts: Draft[]): void {
  const counts = new Map<string, number>();
  const each = (d: Draft, f: (club: string) => string): void => {
    for (const w of d.worldCups) if (w.club !== null) w.club = f(w.club);
    for (const step of d.career ?? []) step.club = f(step.club);
  };
  for (const d of drafts) each(d, (club) => (counts.set(club, (counts.get(club) ?? 0) + 1), club));
  const canonical = new Map<string, string>();
  const dots = (club: string): number => club.split('.').length;
  for (const group of clubSpellingGroups(counts.keys(), DISTINCT_CLUBS)) {
    const [best] = group
      .slice()
      .sort(
        (a, b) =>
          (counts.get(b) ?? 0) - (counts.get(a) ?? 0) ||
          dots(a) - dots(b) ||
          a.length - b.length ||
          a.localeCompare(b),
      );
    if (best === undefined) continue;
    for (const club of group) if (club !== best) canonical.set(club, best);
    log(`  one club: ${group.map((c) => `${c} ×${counts.get(c) ?? 0}`).join(' | ')} → ${best}`);
  }
  for (const d of drafts) each(d, (club) => canonical.get(club) ?? club);
  // A career that now names one club twice in a row (two spellings of it) keeps the first.
  for (const d of drafts)
    if (d.career) d.career = d.career.filter((step, i, all) => i === 0 || all[i - 1]?.club !== step.club);
}

/**
 * Two players never share a display name (two options of a question could not be told apart, and a client
 * could not tell which one an option is): the most famous keeps it, the others get their birth year after it
 * ("Luis Suárez (1935)"), or their birth date when that is shared too. The plain name becomes an alias.
 */
function disambiguateNames(players: Footballer[]): void {
  const byName = new Map<string, Footballer[]>();
  for (const p of players) byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
  let renamed = 0;
  for (const [name, namesakes] of byName) {
    if (namesakes.length < 2) continue;
    const [, ...others] = namesakes
      .slice()
      .sort((a, b) => b.fame - a.fame || a.birthDate.localeCompare(b.birthDate));
    for (const p of others) {
      const year = p.birthDate.slice(0, 4);
      const sameYear = namesakes.filter((q) => q.birthDate.slice(0, 4) === year).length > 1;
      p.name = `${name} (${sameYear ? p.birthDate : year})`;
      p.aliases = [...new Set([...p.aliases, name])].sort();
      renamed++;
    }
  }
  log(
    `display names two players shared: ${[...byName.values()].filter((l) => l.length > 1).length}, ${renamed} renamed with the birth year`,
  );
}

/**
 * The tier of each draft, in fame order: the first TIER_TARGET_SIZES.rookie that show a club on their card and
 * whose nation has fewer than ROOKIE_NATION_CAP of them already are the Rookie Cup; everyone else in turn fills
 * the Champions Arena (TIER_TARGET_SIZES.champions), then the Legendary League.
 */
function assignTiers(ranked: readonly Draft[]): Tier[] {
  const perNation = new Map<string, number>();
  const cap = ROOKIE_NATION_MAX;
  let rookies = 0;
  let champions = 0;
  const capped: string[] = [];
  const clubless: string[] = [];
  const tiers = ranked.map((d): Tier => {
    const hasClub = d.worldCups.some((w) => w.club !== null) || (d.career?.length ?? 0) > 0;
    const nationCount = perNation.get(d.nation) ?? 0;
    if (rookies < TIER_TARGET_SIZES.rookie) {
      if (hasClub && nationCount < cap) {
        rookies++;
        perNation.set(d.nation, nationCount + 1);
        return 'rookie';
      }
      (hasClub ? capped : clubless).push(`${d.name} (${d.nation})`);
    }
    if (champions < TIER_TARGET_SIZES.champions) {
      champions++;
      return 'champions';
    }
    return 'legendary';
  });
  log(
    `Rookie: at most ${cap} per nation; left to the Champions Arena by the cap: ${capped.length} (${capped.slice(0, 30).join(', ')}${capped.length > 30 ? ', …' : ''}), for want of a club: ${clubless.join(', ') || 'none'}`,
  );
  return tiers;
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

  const { byDob: tmByDob, clubs: tmClubs } = readTransfermarkt(RAW_DIR);
  const mercatoByYear = readMercato(RAW_DIR);
  const tmClubName = tmClubNamer(tmClubs, details, mercatoByYear);
  let tmHits = 0;
  let mercatoHits = 0;
  const clubsFilled = new Map<string, number>();
  const filled = (what: string): void => void clubsFilled.set(what, (clubsFilled.get(what) ?? 0) + 1);
  const usedMercato = new Set<string>();

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
        m.position === position && names.some((n) => allSpellings.some((s) => namesCompatible(n, s)));
      return exact || loose;
    });
    const mercato = mercatoCandidates.length === 1 ? (mercatoCandidates[0] ?? null) : null;
    if (mercato) {
      mercatoHits++;
      usedMercato.add(mercato.qid);
    }
    const moves = mercato?.moves ?? [];

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
      const editorialClub = WORLD_CUP_CLUBS[`${a.name}|${a.year}`];
      if (editorialClub !== undefined) {
        entry.club = editorialClub;
        USED_WORLD_CUP_CLUBS.add(`${a.name}|${a.year}`);
      }
      if (entry.club === null) {
        const club = clubAtWorldCup(a.year, moves, tm === null ? null : tmClubName(tm.clubId));
        if (club !== null) {
          entry.club = club.club;
          filled(`${a.year} ${club.source}`);
        }
      }
      worldCups.push(entry);
    }
    const capsValues = p.appearances
      .map((a) => a.detail?.caps)
      .filter((c): c is number => c !== null && c !== undefined);
    const caps = capsValues.length > 0 ? Math.max(...capsValues) : null;

    const aliases = aliasesOf(
      name,
      [...allSpellings, ...(mercato ? [mercato.name, ...mercato.aliases] : [])],
      nation,
    );
    const fullName = fullNameOf(name, mercato);
    const notoriety = Math.max(mercato?.notoriety ?? 0, editorialNotoriety([name, ...aliases], birthYear));
    const fame = fameOf({
      notoriety,
      worldCups: worldCups.length,
      caps,
      peakValueGbp: tm?.peakValueGbp ?? 0,
      in2026: worldCups.some((w) => w.year === 2026),
    });
    // A card with no club at all shows his Transfermarkt club (June 2022, or the last he had in the leagues it
    // covers) as his one club on record.
    const tmClub = tm === null ? null : tmClubName(tm.clubId);
    const career = careerField(moves, CAREER_MIN_MOVES);
    if (!career.career && tmClub !== null && worldCups.every((w) => w.club === null)) {
      career.career = [{ club: tmClub, from: null }];
      filled('Transfermarkt club as the only club');
    }

    const draft: Draft = {
      name,
      aliases,
      nation,
      flag: NATIONS[nation]?.flag ?? null,
      position,
      birthDate,
      worldCups,
      ...career,
      heightCm: tm?.heightCm ?? null,
      foot: tm?.foot ?? null,
      caps,
      fame,
      notoriety,
    };
    if (fullName) draft.fullName = fullName;
    drafts.push(draft);
  }
  drafts.push(...withoutWorldCup(drafts, tmByDob, mercatoByYear, usedMercato, tmClubName));
  oneSpellingPerClub(drafts);
  log(
    `joins: Transfermarkt ${tmHits}, mercato ${mercatoHits}; World Cup clubs filled in: ${[...clubsFilled]
      .sort()
      .map(([what, n]) => `${what} ${n}`)
      .join(', ')}; career paths: ${drafts.filter((d) => d.career).length}`,
  );
  const missing = [...ICONS, ...LEGENDS, ...KNOWN].filter(
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

  const unusedClubs = Object.keys(WORLD_CUP_CLUBS).filter((key) => !USED_WORLD_CUP_CLUBS.has(key));
  if (unusedClubs.length > 0) throw new Error(`WORLD_CUP_CLUBS not used: ${unusedClubs.join(', ')}`);
  if (tmClubName.unnamed.size > 0)
    throw new Error(
      `Transfermarkt clubs without a name (add them to TM_CLUB_NAMES):\n  ${[...tmClubName.unnamed].sort().join('\n  ')}`,
    );
  const unusedTmNames = Object.keys(TM_CLUB_NAMES).filter((slug) => !tmClubName.used.has(slug));
  if (unusedTmNames.length > 0) throw new Error(`TM_CLUB_NAMES not used: ${unusedTmNames.join(', ')}`);

  const unusedFixes = Object.keys(NAME_FIXES).filter((key) => !USED_NAME_FIXES.has(key));
  if (unusedFixes.length > 0) throw new Error(`NAME_FIXES not used: ${unusedFixes.join(', ')}`);

  // Rank by fame (ties by birth date, then name, so the order never depends on the input order).
  drafts.sort(
    (a, b) => b.fame - a.fame || a.birthDate.localeCompare(b.birthDate) || a.name.localeCompare(b.name),
  );
  const usedIds = new Set<string>();
  const tiers = assignTiers(drafts);
  const ranked: Footballer[] = drafts.map((d, rank) => {
    let id = `${slugify(d.name)}-${d.birthDate}`;
    for (let n = 2; usedIds.has(id); n++) id = `${slugify(d.name)}-${d.birthDate}-${n}`;
    usedIds.add(id);
    const tier = tiers[rank] ?? 'legendary';
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
  disambiguateNames(players);
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
