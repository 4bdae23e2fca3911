import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { startPostgresCluster } from './postgres';

/** The two databases every database test runs against. */
export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * A fresh, migrated database of `kind`: an in-memory SQLite, or a new database on the test run's one PostgreSQL
 * cluster (started by the first caller, see `postgres-global-setup.ts`).
 */
export async function freshDatabase(kind: DatabaseKind, nowMs = Date.now()): Promise<Database> {
  if (kind === 'sqlite') return (await openDatabase({ file: ':memory:' }, nowMs)).db;
  return (await openDatabase({ url: await freshPostgresUrl() }, nowMs)).db;
}

/** A new empty PostgreSQL database on the run's cluster: its URL. */
export async function freshPostgresUrl(): Promise<string> {
  return startPostgresCluster(inject('postgresDir')).createDatabase();
}
