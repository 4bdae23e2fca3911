/**
 * Readers for the two CC0 sources beside the World Cup squads: the mid-2022 Transfermarkt copy (height, foot,
 * peak value, the club in June 2022) and the Wikidata-derived mercato list (notoriety, aliases, club moves).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Position } from '@goalguessr/game-core';
import { normalizeClub } from '../../src/clubs';
import { parseCsv } from './csv';

export interface TmRow {
  name: string;
  dob: string;
  citizenship: string;
  position: Position | null;
  foot: 'left' | 'right' | null;
  heightCm: number | null;
  peakValueGbp: number;
  /** the Transfermarkt club id of his club in June 2022 (his last club in the leagues the copy covers) */
  clubId: string;
}

const TM_POSITIONS: Readonly<Record<string, Position>> = {
  Goalkeeper: 'GK',
  Defender: 'DF',
  Midfield: 'MF',
  Attack: 'FW',
};

/** Transfermarkt rows by birth date, and its club names (`pretty_name`, German exonyms and all) by id. */
export function readTransfermarkt(rawDir: string): {
  byDob: Map<string, TmRow[]>;
  clubs: Map<string, { slug: string; name: string }>;
} {
  const byDob = new Map<string, TmRow[]>();
  const text = readFileSync(join(rawDir, 'transfermarkt-datasets-2022/players.csv'), 'utf8');
  for (const r of parseCsv(text)) {
    const dob = r.date_of_birth ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) continue;
    const foot = (r.foot ?? '').toLowerCase();
    const height = Number(r.height_in_cm);
    const row: TmRow = {
      name: r.pretty_name ?? '',
      dob,
      citizenship: r.country_of_citizenship ?? '',
      position: TM_POSITIONS[r.position ?? ''] ?? null,
      // "Both" is Transfermarkt's call alone and disputed for many (Iniesta, Modrić): no second source confirms
      // it, so the card says nothing rather than something a fan would call wrong.
      foot: foot === 'left' || foot === 'right' ? foot : null,
      // The scrape has a few zero or absurd heights; keep only the plausible range for adult players.
      heightCm: Number.isFinite(height) && height >= 150 && height <= 210 ? Math.round(height) : null,
      peakValueGbp: Number(r.highest_market_value_in_gbp) || 0,
      clubId: r.current_club_id ?? '',
    };
    byDob.set(dob, [...(byDob.get(dob) ?? []), row]);
  }
  const clubs = new Map<string, { slug: string; name: string }>();
  for (const r of parseCsv(readFileSync(join(rawDir, 'transfermarkt-datasets-2022/clubs.csv'), 'utf8')))
    clubs.set(r.club_id ?? '', {
      slug: (r.name ?? '').replace(/-+$/, ''),
      name: (r.pretty_name ?? '').trim(),
    });
  return { byDob, clubs };
}

/** One club move of the Wikidata transfer list, club names in our spelling (`normalizeClub`). */
export interface Move {
  from: string;
  to: string;
  year: number;
}

export interface MercatoRow {
  qid: string;
  name: string;
  birthYear: number;
  position: Position | null;
  notoriety: number;
  aliases: string[];
  /** his moves in career order (year, then the file's order, which follows the career) */
  moves: Move[];
}

const MERCATO_POSITIONS: Readonly<Record<string, Position>> = { gk: 'GK', def: 'DF', mid: 'MF', fw: 'FW' };

/** Every mercato player by birth year, with his aliases and moves. */
export function readMercato(rawDir: string): Map<number, MercatoRow[]> {
  const dir = join(rawDir, 'wikidata-mercato');
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
    clubNames.set(r.id ?? '', normalizeClub((r.name_en ?? '').trim()));
  const moves = new Map<string, (Move & { id: number })[]>();
  for (const r of parseCsv(readFileSync(join(dir, 'transfers.csv'), 'utf8'))) {
    const from = clubNames.get(r.from_club ?? '') ?? '';
    const to = clubNames.get(r.to_club ?? '') ?? '';
    const year = Number(r.year);
    if (from === '' || to === '' || !Number.isInteger(year)) continue;
    const player = r.player_id ?? '';
    moves.set(player, [...(moves.get(player) ?? []), { from, to, year, id: Number(r.id) }]);
  }
  const byYear = new Map<number, MercatoRow[]>();
  for (const r of parseCsv(readFileSync(join(dir, 'players.csv'), 'utf8'))) {
    const qid = r.id ?? '';
    const row: MercatoRow = {
      qid,
      name: r.name_en ?? '',
      birthYear: Number(r.birth_year),
      position: MERCATO_POSITIONS[r.position ?? ''] ?? null,
      notoriety: Number(r.notoriety) || 0,
      aliases: aliases.get(qid) ?? [],
      moves: (moves.get(qid) ?? [])
        .sort((a, b) => a.year - b.year || a.id - b.id)
        .map(({ from, to, year }) => ({ from, to, year })),
    };
    byYear.set(row.birthYear, [...(byYear.get(row.birthYear) ?? []), row]);
  }
  return byYear;
}

/** How long before his first move on record a player is taken to be at that move's `from` club. */
const FIRST_CLUB_YEARS = 6;

/**
 * His club at a tournament of `year`, from the moves: a move in an earlier year puts him at its club; a move in
 * the tournament's own year is before it only when `movesOfTheYearAreBefore` (the 2022 World Cup was played in
 * November, after both transfer windows; the June ones come between the two windows, so a move of that year
 * may be either side: unknown). Before the first move on record he was at its `from` club (the list chains
 * Wikidata's club spells), trusted up to FIRST_CLUB_YEARS before that move. Null when unknown.
 */
export function clubAt(
  moves: readonly Move[],
  year: number,
  movesOfTheYearAreBefore: boolean,
): string | null {
  if (moves.length === 0) return null;
  if (!movesOfTheYearAreBefore && moves.some((m) => m.year === year)) return null;
  const before = moves.filter((m) => (movesOfTheYearAreBefore ? m.year <= year : m.year < year));
  const last = before[before.length - 1];
  if (last) return last.to;
  const first = moves[0];
  return first && first.year - year <= FIRST_CLUB_YEARS ? first.from : null;
}
