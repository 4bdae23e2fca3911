import type { Database, DatabaseLocation } from './database';
import { migrate } from './migrations';
import { PostgresDatabase } from './postgres';
import { SqliteDatabase } from './sqlite';

/**
 * Opens the database (PostgreSQL when `url` is set, else the SQLite `file`, `:memory:` by default) and migrates it
 * to the current schema. A database that cannot be reached or migrated rejects: the server does not start.
 */
export async function openDatabase(
  location: DatabaseLocation,
  nowMs: number = Date.now(),
): Promise<{ db: Database; migrated: number[] }> {
  const db: Database =
    location.url !== undefined
      ? new PostgresDatabase(location.url)
      : new SqliteDatabase(location.file ?? ':memory:');
  try {
    return { db, migrated: await migrate(db, nowMs) };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
