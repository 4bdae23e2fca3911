import { randomBytes } from 'node:crypto';
import {
  deviceIdentityFrom,
  type DeviceIdentity,
  type Rating,
  type TournamentId,
} from '@goalguessr/game-core';
import type { Database } from '../db/database';
import { Ladder } from '../ladder/ladder';

/** A fresh device identity, as the app makes one (random bytes). */
export function newIdentity(): DeviceIdentity {
  const identity = deviceIdentityFrom(randomBytes(16), randomBytes(32));
  if (identity === null) throw new Error('unreachable: the byte counts are right');
  return identity;
}

/** Gives a registered player a rating in a tournament directly in the database (tests of pairing by rating). */
export async function seedRating(
  db: Database,
  playerId: string,
  tournament: TournamentId,
  rating: Pick<Rating, 'rating' | 'rd'>,
): Promise<void> {
  await db.run(
    `INSERT INTO ratings (player_id, tournament, rating, rd, volatility, matches, updated_at_ms)
     VALUES (?, ?, ?, ?, 0.06, 1, 0)
     ON CONFLICT (player_id, tournament) DO UPDATE SET rating = excluded.rating, rd = excluded.rd`,
    [playerId, tournament, rating.rating, rating.rd],
  );
}

/**
 * Every row, in every table the schema has (read from the database itself, so a table a later migration adds is
 * counted too), that holds the player id in any of its text columns: deletion must leave none.
 */
export async function rowsNaming(db: Database, playerId: string): Promise<number> {
  const columns = await db.all<{ table_name: string; column_name: string }>(
    db.dialect === 'sqlite'
      ? `SELECT m.name AS table_name, c.name AS column_name FROM sqlite_master m JOIN pragma_table_info(m.name) c
         WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND upper(c.type) = 'TEXT'`
      : `SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = current_schema() AND data_type = 'text'`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  if (!byTable.has('players') || !byTable.has('matches')) throw new Error('the schema was not read');
  let rows = 0;
  for (const [table, names] of byTable) {
    const row = await db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM ${table} WHERE ${names.map((name) => `${name} = ?`).join(' OR ')}`,
      names.map(() => playerId),
    );
    rows += row?.n ?? 0;
  }
  return rows;
}

/**
 * A registered player with `rating` in `tournament` (what the server then pairs them by), as if they had played:
 * their identity, to put in the join options.
 */
export async function playerWithRating(
  db: Database,
  tournament: TournamentId,
  rating: Pick<Rating, 'rating' | 'rd'>,
): Promise<DeviceIdentity> {
  const identity = newIdentity();
  const registered = await new Ladder(db, Date.now).authenticate(identity, 'Seeded', tournament);
  if (!registered.ok) throw new Error('a new identity was refused');
  await seedRating(db, identity.playerId, tournament, rating);
  return identity;
}
