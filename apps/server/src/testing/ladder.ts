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

/** Every row of every ladder table that names the player id (deletion must leave none). */
export async function rowsNaming(db: Database, playerId: string): Promise<number> {
  const counts = await Promise.all([
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM players WHERE id = ?', [playerId]),
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM ratings WHERE player_id = ?', [playerId]),
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM season_standings WHERE player_id = ?', [playerId]),
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM matches WHERE player_a = ? OR player_b = ?', [
      playerId,
      playerId,
    ]),
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM recent_addresses WHERE player_id = ?', [playerId]),
  ]);
  return counts.reduce((sum, row) => sum + (row?.n ?? 0), 0);
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
