import type { CareerStep, Footballer, Position, WorldCupEntry } from '@goalguessr/game-core';

/**
 * A compact form of the footballer dataset for the client's on-demand data chunk (issue 14: Endless and
 * Adventure play offline). The same facts as packages/footballers/data/players.json, exactly (decode(encode(x))
 * equals x), in about half the bytes: nations and clubs are listed once and referred to by index, and every
 * player is an array instead of an object with repeated keys. Built at build time by
 * pwa/footballer-data-plugin.ts; decoded once on the device.
 */
export interface PackedFootballers {
  /** format version of this packing */
  readonly v: 2;
  /** [team code, flag-icons code or null] */
  readonly nations: readonly (readonly [string, string | null])[];
  readonly clubs: readonly string[];
  readonly rows: readonly PackedRow[];
}

/**
 * [id, name, nation index, position index, birthDate, heightCm, foot index (-1 none), caps, fame, tier index,
 * World Cups (flat: year, number, club index or -1, nation index or -1 — four numbers each), aliases, fullName or
 * null (left out when neither it nor a career follows), career? (flat: club index, year joined or -1)]
 */
type PackedRow = readonly [
  string,
  string,
  number,
  number,
  string,
  number | null,
  number,
  number | null,
  number,
  number,
  readonly (number | null)[],
  readonly string[],
  (string | null)?,
  (readonly number[])?,
];

const POSITIONS: readonly Position[] = ['GK', 'DF', 'MF', 'FW'];
const FEET = ['left', 'right', 'both'] as const;
const TIERS = ['rookie', 'champions', 'legendary'] as const;

/** Packs players (build time). */
export function encodeFootballers(players: readonly Footballer[]): PackedFootballers {
  const nationIndex = new Map<string, number>();
  const nations: [string, string | null][] = [];
  const nationOf = (code: string, flag: string | null): number => {
    let index = nationIndex.get(code);
    if (index === undefined) {
      index = nations.length;
      nationIndex.set(code, index);
      nations.push([code, flag]);
    }
    return index;
  };
  // A team code met first in a World Cup entry gets its flag when its own players appear.
  for (const p of players) nationOf(p.nation, p.flag);
  const clubIndex = new Map<string, number>();
  const clubs: string[] = [];
  const clubOf = (club: string): number => {
    let index = clubIndex.get(club);
    if (index === undefined) {
      index = clubs.length;
      clubIndex.set(club, index);
      clubs.push(club);
    }
    return index;
  };
  const rows = players.map((p): PackedRow => {
    const cups = p.worldCups.flatMap((w) => [
      w.year,
      w.number,
      w.club === null ? -1 : clubOf(w.club),
      w.nation === undefined ? -1 : nationOf(w.nation, null),
    ]);
    const row: PackedRow = [
      p.id,
      p.name,
      nationOf(p.nation, p.flag),
      POSITIONS.indexOf(p.position),
      p.birthDate,
      p.heightCm,
      p.foot === null ? -1 : FEET.indexOf(p.foot),
      p.caps,
      p.fame,
      TIERS.indexOf(p.tier),
      cups,
      p.aliases,
    ];
    if (p.fullName === undefined && p.career === undefined) return row;
    const career = p.career?.flatMap((step) => [clubOf(step.club), step.from ?? -1]);
    return [...row, p.fullName ?? null, ...(career ? [career] : [])] as unknown as PackedRow;
  });
  return { v: 2, nations, clubs, rows };
}

/** Unpacks players (on the device). Throws on data of another format: the chunk is ours and built with it. */
export function decodeFootballers(packed: PackedFootballers): Footballer[] {
  if (packed.v !== 2) throw new Error(`Unknown footballer data format ${String(packed.v)}`);
  const { nations, clubs } = packed;
  return packed.rows.map((row) => {
    const [
      id,
      name,
      nation,
      position,
      birthDate,
      heightCm,
      foot,
      caps,
      fame,
      tier,
      cups,
      aliases,
      fullName,
      careerFlat,
    ] = row;
    const [code, flag] = nations[nation] ?? ['', null];
    const worldCups: WorldCupEntry[] = [];
    for (let i = 0; i + 3 < cups.length; i += 4) {
      const clubAt = cups[i + 2] ?? -1;
      const nationAt = cups[i + 3] ?? -1;
      const entry: WorldCupEntry = {
        year: cups[i] ?? 0,
        number: cups[i + 1] ?? null,
        club: clubAt < 0 ? null : (clubs[clubAt] ?? null),
      };
      if (nationAt >= 0) entry.nation = nations[nationAt]?.[0] ?? '';
      worldCups.push(entry);
    }
    const player: Footballer = {
      id,
      name,
      aliases: [...aliases],
      nation: code,
      flag,
      position: POSITIONS[position] ?? 'FW',
      birthDate,
      worldCups,
      heightCm,
      foot: foot < 0 ? null : (FEET[foot] ?? null),
      caps,
      fame,
      tier: TIERS[tier] ?? 'legendary',
    };
    if (fullName !== undefined && fullName !== null) player.fullName = fullName;
    if (careerFlat !== undefined) {
      const career: CareerStep[] = [];
      for (let i = 0; i + 1 < careerFlat.length; i += 2) {
        const from = careerFlat[i + 1] ?? -1;
        career.push({ club: clubs[careerFlat[i] ?? -1] ?? '', from: from < 0 ? null : from });
      }
      player.career = career;
    }
    return player;
  });
}
