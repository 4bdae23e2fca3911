/**
 * Readers for openfootball/worldcup squad files (CC0).
 * - `more/<YEAR>_squads.txt`: every squad 1930–2026 with birth dates; family names in CAPS.
 * - `<YEAR>--<host>/squads/<code>-<team>.txt`: 1930–2014 with normal casing, caps before the tournament, club.
 */
import { normalizeClub } from '../../src/clubs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Position } from '@goalguessr/game-core';
import { teamCodeFromName } from '../../src/nations';

export interface SquadRow {
  year: number;
  team: string;
  number: number | null;
  name: string;
  position: Position;
  /** YYYY-MM-DD, null when the file gives none */
  birthDate: string | null;
}

export interface DetailRow {
  year: number;
  team: string;
  number: number | null;
  name: string;
  position: Position;
  caps: number | null;
  club: string | null;
}

const MORE_PLAYER =
  /^\s*(?:(\d+|-),\s*)?(.+?),\s+(GK|DF|MF|FW|MG),\s*(?:b\.\s*(\d{4})\/(\d{2})\/(\d{2}))?\s*$/;
const MORE_TEAM = /^==\s*(.+?)\s*(?:#.*)?$/;

/** Every player row (managers left out) of all `more/<YEAR>_squads.txt` files. */
export function readMoreSquads(root: string): { rows: SquadRow[]; problems: string[]; standby: string[] } {
  const rows: SquadRow[] = [];
  const problems: string[] = [];
  const standby: string[] = [];
  const dir = join(root, 'more');
  for (const file of readdirSync(dir).sort()) {
    const yearMatch = /^(\d{4})_squads\.txt$/.exec(file);
    if (!yearMatch) continue;
    const year = Number(yearMatch[1]);
    let team: string | undefined;
    for (const line of readFileSync(join(dir, file), 'utf8').split(/\r?\n/)) {
      const teamMatch = MORE_TEAM.exec(line);
      if (teamMatch) {
        const name = teamMatch[1] ?? '';
        team = teamCodeFromName(name);
        if (!team) problems.push(`${file}: unknown team "${name}"`);
        continue;
      }
      const m = MORE_PLAYER.exec(line);
      if (!m || !team) continue;
      const [, num, rawName, pos, y, mo, d] = m;
      if (pos === 'MG' || !rawName) continue;
      // "        , Michael CARRICK, MF, …": a blank shirt number marks a standby player who was named in the
      // preliminary list but not in the final squad (England 2014: Carrick, Cleverley, Carroll).
      if (rawName.trimStart().startsWith(',')) {
        standby.push(`${year} ${team} ${rawName.replace(/^\s*,\s*/, '')}`);
        continue;
      }
      rows.push({
        year,
        team,
        number: num && num !== '-' ? Number(num) : null,
        name: rawName.trim(),
        position: pos as Position,
        birthDate: y && mo && d ? `${y}-${mo}-${d}` : null,
      });
    }
  }
  return { rows, problems, standby };
}

/** File-name prefixes of the 2014 squad files, which carry no team header. */
const FILE_PREFIX_CODES: Readonly<Record<string, string>> = {
  ar: 'ARG',
  au: 'AUS',
  ba: 'BIH',
  be: 'BEL',
  br: 'BRA',
  ch: 'SUI',
  ci: 'CIV',
  cl: 'CHI',
  cm: 'CMR',
  co: 'COL',
  cr: 'CRC',
  de: 'GER',
  dz: 'ALG',
  ec: 'ECU',
  en: 'ENG',
  es: 'ESP',
  fr: 'FRA',
  gh: 'GHA',
  gr: 'GRE',
  hn: 'HON',
  hr: 'CRO',
  ir: 'IRN',
  it: 'ITA',
  jp: 'JPN',
  kr: 'KOR',
  mx: 'MEX',
  ng: 'NGA',
  nl: 'NED',
  pt: 'POR',
  ru: 'RUS',
  us: 'USA',
  uy: 'URU',
};

const DETAIL_TEAM = /^#\s+(.+?)\s+\(([A-Z]{3})\)/;
const DETAIL_PLAYER = /^\s*(?:\(\s*(\d+)\)|-)\s+(GK|DF|MF|FW)\s+(.+?)\s+##\s*(\d+|-)\s*(?:,\s*(.*?))?\s*$/;

/** Every player row of the per-year squad files (1930–2014), with caps and club. */
export function readDetailSquads(root: string): DetailRow[] {
  const rows: DetailRow[] = [];
  for (const dir of readdirSync(root).sort()) {
    const yearMatch = /^(\d{4})--/.exec(dir);
    if (!yearMatch) continue;
    const year = Number(yearMatch[1]);
    const squadDir = join(root, dir, 'squads');
    for (const file of readdirSync(squadDir).sort()) {
      // The 2014 files have no "# Team (CODE)" header: the team comes from the file name.
      let team: string | undefined = FILE_PREFIX_CODES[file.split('-')[0] ?? ''];
      for (const line of readFileSync(join(squadDir, file), 'utf8').split(/\r?\n/)) {
        const teamMatch = DETAIL_TEAM.exec(line);
        if (teamMatch) {
          // In 2006 the team was Serbia and Montenegro; the per-year file already calls it Serbia.
          team = year === 2006 && teamMatch[2] === 'SRB' ? 'SCG' : teamMatch[2];
          continue;
        }
        const m = DETAIL_PLAYER.exec(line);
        if (!m || !team) continue;
        const [, num, pos, rawName, caps, rawClub] = m;
        if (!rawName) continue;
        // "Real Madrid (ESP)": the club's country code is not part of its name.
        const club = (rawClub ?? '').replace(/\s*\([A-Z]{3}\)\s*$/, '').trim();
        rows.push({
          year,
          team,
          number: num ? Number(num) : null,
          name: rawName.trim(),
          position: pos as Position,
          caps: caps && caps !== '-' ? Number(caps) : null,
          club: club === '' || club === '-' ? null : normalizeClub(club),
        });
      }
    }
  }
  return rows;
}
