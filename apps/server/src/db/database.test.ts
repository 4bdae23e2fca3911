import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, freshDatabase, freshPostgresUrl, type DatabaseKind } from '../testing/databases';
import type { Database } from './database';
import { numberedPlaceholders } from './database';
import { MIGRATIONS, SCHEMA_VERSION, migrate } from './migrations';
import { openDatabase } from './open';

const open: Database[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
});

async function fresh(kind: DatabaseKind): Promise<Database> {
  const db = await freshDatabase(kind);
  open.push(db);
  return db;
}

it('rewrites ? placeholders to PostgreSQL numbers', () => {
  expect(numberedPlaceholders('SELECT a FROM t WHERE b = ? AND c IN (?, ?)')).toBe(
    'SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)',
  );
});

describe.each(DATABASE_KINDS)('the query layer on %s', (kind) => {
  it('migrates a new database to the current schema once; a second start applies nothing', async () => {
    const db = await fresh(kind);
    const versions = await db.all<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(db, Date.now())).toEqual([]);
  });

  it('refuses a database whose schema is newer than this server knows', async () => {
    const db = await fresh(kind);
    await db.run('INSERT INTO schema_migrations (version, name, applied_at_ms) VALUES (?, ?, ?)', [
      SCHEMA_VERSION + 1,
      'from the future',
      0,
    ]);
    await expect(migrate(db, Date.now())).rejects.toThrow(/newer than this server knows/);
  });

  it('gives numbers back as numbers (BIGINT, COUNT, DOUBLE PRECISION) and text as text', async () => {
    const db = await fresh(kind);
    const bigMs = 1_790_000_000_123;
    await db.run(
      'INSERT INTO players (id, secret_hash, username, public_name, created_at_ms, last_seen_at_ms) VALUES (?, ?, ?, ?, ?, ?)',
      ['p1', 'h', 'Alice', null, bigMs, bigMs],
    );
    await db.run(
      'INSERT INTO ratings (player_id, tournament, rating, rd, volatility, matches, updated_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ['p1', 'rookie', 1612.75, 201.5, 0.06, 1, bigMs],
    );
    const row = await db.get<{ created: number; n: number; rating: number; name: string | null }>(
      `SELECT p.created_at_ms AS created, (SELECT COUNT(*) FROM ratings) AS n, r.rating AS rating,
        p.public_name AS name FROM players p JOIN ratings r ON r.player_id = p.id WHERE p.id = ?`,
      ['p1'],
    );
    expect(row).toEqual({ created: bigMs, n: 1, rating: 1612.75, name: null });
  });

  it('rolls a failed transaction back whole: nothing it wrote stays', async () => {
    const db = await fresh(kind);
    await expect(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO server_secrets (name, value) VALUES ('a', '1')");
        await tx.run("INSERT INTO server_secrets (name, value) VALUES ('b', '2')");
        throw new Error('crash between two writes');
      }),
    ).rejects.toThrow('crash between two writes');
    expect(await db.all('SELECT name FROM server_secrets')).toEqual([]);
    // and the connection is usable afterwards
    await db.transaction((tx) => tx.run("INSERT INTO server_secrets (name, value) VALUES ('c', '3')"));
    expect(await db.all('SELECT name FROM server_secrets')).toEqual([{ name: 'c' }]);
  });

  it('keeps simultaneous read-modify-write transactions from losing an update', async () => {
    const db = await fresh(kind);
    await db.run("INSERT INTO server_secrets (name, value) VALUES ('counter', '0')");
    const lock = kind === 'postgres' ? ' FOR UPDATE' : '';
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const row = await tx.get<{ value: string }>(
            `SELECT value FROM server_secrets WHERE name = 'counter'${lock}`,
          );
          await tx.run("UPDATE server_secrets SET value = ? WHERE name = 'counter'", [
            String(Number(row?.value) + 1),
          ]);
        }),
      ),
    );
    expect(await db.get('SELECT value FROM server_secrets')).toEqual({ value: '20' });
  });

  it('deletes what references a player with the player (foreign keys cascade)', async () => {
    const db = await fresh(kind);
    await db.run(
      "INSERT INTO players (id, secret_hash, username, public_name, created_at_ms, last_seen_at_ms) VALUES ('p1', 'h', 'Alice', 'Alice', 0, 0)",
    );
    await db.run("INSERT INTO recent_addresses (address_hash, player_id, seen_at_ms) VALUES ('x', 'p1', 0)");
    await db.run("DELETE FROM players WHERE id = 'p1'");
    expect(await db.all('SELECT * FROM recent_addresses')).toEqual([]);
  });
});

describe('several processes starting on one PostgreSQL database', () => {
  it('migrate one at a time: each version is applied exactly once', async () => {
    const url = await freshPostgresUrl();
    const starts = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    open.push(...starts.map((s) => s.db));
    // which process applied which version depends on who took the lock first: each exactly once, in any order
    const applied = starts.map((s) => s.migrated).flat();
    expect(applied.sort((a, b) => a - b)).toEqual(MIGRATIONS.map((m) => m.version));
  });
});
