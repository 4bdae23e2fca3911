import pg from 'pg';
import { numberedPlaceholders, type Database, type Queryable, type SqlValue } from './database';

/** Connections per process: a match's writes and the API's reads are short; more would only queue in the server. */
const POOL_SIZE = 8;

/** int8 (COUNT(*), BIGINT columns) as a JavaScript number: our values (times in ms, counts) stay below 2^53. */
const INT8_OID = 20;
const parseInt8 = (text: string): number => Number(text);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : (pg.types.getTypeParser(oid, format ?? 'text') as unknown)) as typeof pg.types.getTypeParser,
};

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  const rows = async <T extends object>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> =>
    (await client.query<T>(numberedPlaceholders(sql), params as SqlValue[])).rows;
  return {
    dialect: 'postgres',
    all: rows,
    get: async <T extends object>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> =>
      (await rows<T>(sql, params))[0],
    run: async (sql, params = []) =>
      (await client.query(numberedPlaceholders(sql), params as SqlValue[])).rowCount ?? 0,
  };
}

/** The connection string without its password, for logs. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return `postgres ${parsed.host}${parsed.pathname}${parsed.search}`;
  } catch {
    return 'postgres (unparsable DATABASE_URL)';
  }
}

/** PostgreSQL through `pg`'s pool: several server processes share one database. */
export class PostgresDatabase implements Database {
  readonly dialect = 'postgres' as const;
  readonly description: string;
  private readonly pool: pg.Pool;
  private readonly direct: Queryable;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
    // an idle connection that breaks (server restart) must not become an uncaught error that stops the process
    this.pool.on('error', () => {});
    this.direct = queryable(this.pool);
    this.description = describeUrl(url);
  }

  all<T extends object>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return this.direct.all<T>(sql, params);
  }

  get<T extends object>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return this.direct.get<T>(sql, params);
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return this.direct.run(sql, params);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // a connection whose ROLLBACK failed is broken: the pool must drop it rather than hand it out again
    let broken = false;
    try {
      await client.query('BEGIN');
      try {
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
