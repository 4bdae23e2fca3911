/**
 * One query layer over two drivers (issue 27): an embedded SQLite file (Node's built-in `node:sqlite`, the default:
 * `npm start` needs no database server) or PostgreSQL (`DATABASE_URL`, for several processes). Queries are written
 * once, in the SQL both accept, with `?` placeholders (rewritten to `$1…` for PostgreSQL); the few places where the
 * two differ ask `dialect`.
 */

/** What a query parameter or a column may hold: text, a number, or null (booleans are stored as 0/1). */
export type SqlValue = string | number | null;

export type Dialect = 'sqlite' | 'postgres';

/** Runs statements, alone or inside a transaction. */
export interface Queryable {
  readonly dialect: Dialect;
  /** every row; columns come back under their (lower-case) names, numbers as numbers */
  all<T extends object>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** the first row, or undefined */
  get<T extends object>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** a statement without rows: how many rows it changed */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

/** A database connection (SQLite) or pool (PostgreSQL). */
export interface Database extends Queryable {
  /**
   * Runs `work` as one transaction: committed when it resolves, rolled back when it throws (nothing it wrote
   * stays). Statements inside must go through the `tx` it gets. On SQLite transactions run one at a time (and
   * other statements wait for them); on PostgreSQL each takes its own connection from the pool.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** where the data lives, for logs (never a password) */
  readonly description: string;
  close(): Promise<void>;
}

/** Where the database is: PostgreSQL when `url` is set, else a SQLite file (`:memory:` keeps it in memory). */
export interface DatabaseLocation {
  url?: string | undefined;
  file?: string | undefined;
}

/** Default SQLite file of `npm start`, relative to the working directory (DATABASE_FILE changes it). */
export const DEFAULT_DATABASE_FILE = 'data/goalguessr.sqlite';

/** `?` placeholders as PostgreSQL's `$1, $2, …` (our SQL has no `?` inside string literals). */
export function numberedPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}
