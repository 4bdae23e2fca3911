import type { Database, Dialect } from './database';

/**
 * One schema for both databases, in versions. Each version runs once, in its own transaction, at the server's
 * start (`migrate`); `schema_migrations` remembers which ran. The SQL is what SQLite and PostgreSQL both accept:
 * TEXT, INTEGER, BIGINT (epoch ms), DOUBLE PRECISION, 0/1 for booleans. Never edit a released version: add one.
 */
export interface Migration {
  version: number;
  name: string;
  /** the statements, in order; a function when the two dialects differ */
  statements: readonly string[] | ((dialect: Dialect) => readonly string[]);
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'ladder: players, ratings, seasons, matches, recent addresses',
    statements: [
      // The anonymous player (issue 27): a random id the device made and a hash of the secret only it holds. The
      // username as the device last sent it, and the name shown publicly (null when the profanity filter refused
      // it: the leaderboard then shows an anonymous tag).
      `CREATE TABLE players (
        id TEXT PRIMARY KEY,
        secret_hash TEXT NOT NULL,
        username TEXT NOT NULL,
        public_name TEXT,
        created_at_ms BIGINT NOT NULL,
        last_seen_at_ms BIGINT NOT NULL
      )`,
      // Glicko-2 per tournament (game-core's rule): never reset; one row once the player has a counted match.
      `CREATE TABLE ratings (
        player_id TEXT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        tournament TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        rd DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        matches INTEGER NOT NULL,
        updated_at_ms BIGINT NOT NULL,
        PRIMARY KEY (player_id, tournament)
      )`,
      // A weekly season's standings per tournament: the rating after the player's last counted match of that
      // season (what ranks it) and the season's wins, draws and losses.
      `CREATE TABLE season_standings (
        season TEXT NOT NULL,
        tournament TEXT NOT NULL,
        player_id TEXT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        rating DOUBLE PRECISION NOT NULL,
        rd DOUBLE PRECISION NOT NULL,
        wins INTEGER NOT NULL,
        draws INTEGER NOT NULL,
        losses INTEGER NOT NULL,
        updated_at_ms BIGINT NOT NULL,
        PRIMARY KEY (season, tournament, player_id)
      )`,
      `CREATE INDEX season_standings_rank ON season_standings (season, tournament, rating DESC, player_id)`,
      // Every finished match between a registered player and anyone (a bot, a guest, another player), once: the id
      // is the match's own, so recording a match twice finds it already there. Counted or not, and why not; the
      // ratings before and after. Head-to-head records read the private duels (friend = 1) from here.
      `CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        tournament TEXT NOT NULL,
        season TEXT NOT NULL,
        finished_at_ms BIGINT NOT NULL,
        friend INTEGER NOT NULL,
        player_a TEXT REFERENCES players (id) ON DELETE CASCADE,
        player_b TEXT REFERENCES players (id) ON DELETE CASCADE,
        bot INTEGER NOT NULL,
        outcome_a TEXT NOT NULL,
        counted INTEGER NOT NULL,
        not_counted_reason TEXT,
        rating_a_before DOUBLE PRECISION,
        rating_a_after DOUBLE PRECISION,
        rating_b_before DOUBLE PRECISION,
        rating_b_after DOUBLE PRECISION
      )`,
      `CREATE INDEX matches_player_a ON matches (player_a)`,
      `CREATE INDEX matches_player_b ON matches (player_b)`,
      // Which player ids joined from which client address (a keyed hash, never the address itself), kept for
      // SHARED_ADDRESS_WINDOW_MS: two ids of one address within it do not count against each other.
      `CREATE TABLE recent_addresses (
        address_hash TEXT NOT NULL,
        player_id TEXT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        seen_at_ms BIGINT NOT NULL,
        PRIMARY KEY (address_hash, player_id)
      )`,
      `CREATE INDEX recent_addresses_player ON recent_addresses (player_id)`,
      `CREATE INDEX recent_addresses_seen ON recent_addresses (seen_at_ms)`,
      // Server-side secrets shared by every process (the key of the address hash), made once.
      `CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      )`,
    ],
  },
  {
    version: 2,
    name: 'ladder: the rank index in one direction, for row-value ranges',
    statements: [
      // A board is ordered by (rating, player id), both descending: one direction, so "ahead of me" is the row-value
      // range (rating, player_id) > (mine) that both databases read straight off this index (version 1's mixed
      // directions made PostgreSQL scan the season for it). Scanned backwards for the top of the board.
      `DROP INDEX season_standings_rank`,
      `CREATE INDEX season_standings_by_rating ON season_standings (season, tournament, rating, player_id)`,
    ],
  },
  {
    version: 3,
    name: 'match endings: how each duel ended, for a device that lost its seat',
    statements: [
      // Every paired duel with a registered player, once it ended (issue 25): played out (`finished`), won by
      // forfeit (`forfeit`, `forfeited_by` names the seat that left: 'a' or 'b') or voided by the server
      // (`void`). A device that could not get back into its seat asks for its match by room id; no row for a
      // room that is gone means the server stopped mid-match (the match is void). Written with the ratings, in
      // the same transaction, for a match the ladder records. Player ids are nulled when a player deletes their
      // data (the other keeps the ending); rows older than the retention are pruned.
      `CREATE TABLE match_endings (
        match_id TEXT PRIMARY KEY,
        room_id TEXT NOT NULL,
        tournament TEXT NOT NULL,
        ended_at_ms BIGINT NOT NULL,
        ending TEXT NOT NULL,
        player_a TEXT,
        player_b TEXT,
        outcome_a TEXT,
        forfeited_by TEXT,
        void_reason TEXT
      )`,
      `CREATE INDEX match_endings_room ON match_endings (room_id)`,
      `CREATE INDEX match_endings_player_a ON match_endings (player_a)`,
      `CREATE INDEX match_endings_player_b ON match_endings (player_b)`,
      `CREATE INDEX match_endings_ended ON match_endings (ended_at_ms)`,
    ],
  },
];

/** The newest schema version this server knows. */
export const SCHEMA_VERSION = MIGRATIONS.reduce((max, m) => Math.max(max, m.version), 0);

/** PostgreSQL advisory lock key held while migrating, so processes starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 27_027;

/**
 * Brings the database to SCHEMA_VERSION: each missing version in its own transaction (all of it or none). Several
 * processes may start at once: on PostgreSQL an advisory lock makes them take turns, on SQLite `BEGIN IMMEDIATE`
 * does. A database already at a newer version than this server knows is refused (an older server must not write
 * to a schema it does not understand). Returns the versions it applied.
 */
export async function migrate(db: Database, nowMs: number): Promise<number[]> {
  const applied: number[] = [];
  for (const migration of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
    const ran = await db.transaction(async (tx) => {
      if (tx.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY]);
      await tx.run(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
          version INTEGER PRIMARY KEY,
          name TEXT NOT NULL,
          applied_at_ms BIGINT NOT NULL
        )`,
      );
      const newest = await tx.get<{ version: number | null }>(
        'SELECT MAX(version) AS version FROM schema_migrations',
      );
      if ((newest?.version ?? 0) > SCHEMA_VERSION) {
        throw new Error(
          `the database is at schema version ${newest?.version}, newer than this server knows (${SCHEMA_VERSION})`,
        );
      }
      const done = await tx.get('SELECT version FROM schema_migrations WHERE version = ?', [
        migration.version,
      ]);
      if (done !== undefined) return false;
      const statements =
        typeof migration.statements === 'function' ? migration.statements(tx.dialect) : migration.statements;
      for (const statement of statements) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at_ms) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        nowMs,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
