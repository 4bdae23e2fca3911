import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { Database, Queryable, SqlValue } from './database';

/** Most prepared statements kept per connection (ours are a few dozen; a bound keeps a bug from leaking). */
const STATEMENT_CACHE_LIMIT = 200;

/**
 * SQLite through Node's built-in `node:sqlite` (synchronous, in process). One connection: transactions run one at a
 * time (`BEGIN IMMEDIATE`), and a statement that arrives while one is open waits for it, so it never lands inside
 * another caller's transaction. WAL journal, foreign keys on, and a busy timeout in case another process (a bench,
 * a backup) holds the file.
 */
export class SqliteDatabase implements Database {
  readonly dialect = 'sqlite' as const;
  readonly description: string;
  private readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  /** settles when the running transaction (if any) and everything queued behind it are done */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly direct: Queryable;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.description = `sqlite ${file}`;
    this.db.exec('PRAGMA foreign_keys = ON');
    this.db.exec('PRAGMA busy_timeout = 5000');
    if (file !== ':memory:') {
      this.db.exec('PRAGMA journal_mode = WAL');
      this.db.exec('PRAGMA synchronous = NORMAL');
    }
    const now = <T>(fn: () => T): Promise<T> => {
      try {
        return Promise.resolve(fn());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    this.direct = {
      dialect: 'sqlite',
      all: <T extends object>(sql: string, params: readonly SqlValue[] = []) =>
        now(() => this.prepare(sql).all(...(params as SQLInputValue[])) as T[]),
      get: <T extends object>(sql: string, params: readonly SqlValue[] = []) =>
        now(() => this.prepare(sql).get(...(params as SQLInputValue[])) as T | undefined),
      run: (sql: string, params: readonly SqlValue[] = []) =>
        now(() => Number(this.prepare(sql).run(...(params as SQLInputValue[])).changes)),
    };
  }

  all<T extends object>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return this.enqueue(() => this.direct.all<T>(sql, params));
  }

  get<T extends object>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return this.enqueue(() => this.direct.get<T>(sql, params));
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return this.enqueue(() => this.direct.run(sql, params));
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.enqueue(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this.direct);
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  close(): Promise<void> {
    return this.enqueue(() => {
      this.statements.clear();
      if (this.db.isOpen) this.db.close();
      return Promise.resolve();
    });
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private prepare(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      if (this.statements.size >= STATEMENT_CACHE_LIMIT) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
