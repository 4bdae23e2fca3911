import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL cluster (Debian's `postgresql`, installed by `.ci/run` and `scripts/ensure-system-deps.mjs`)
 * for tests and the leaderboard bench: `initdb` into `dir/data` and a server listening on a Unix socket in `dir`
 * only (no TCP port to collide with), fsync off. `initdb` refuses to run as root, so as root both run as the
 * `postgres` user, which must own `dir`. Fails, never skips, when PostgreSQL is not installed.
 */
export interface PostgresCluster {
  /** the socket directory (also the cluster's parent directory) */
  dir: string;
  /** a connection URL to `database` on this cluster */
  url(database?: string): string;
  /** a fresh, empty database on this cluster: its URL */
  createDatabase(prefix?: string): Promise<string>;
}

/** The port only names the socket file (`.s.PGSQL.<port>`) in the cluster's own directory. */
const SOCKET_PORT = 5432;

/** The newest installed PostgreSQL's bin directory (`/usr/lib/postgresql/<version>/bin`). */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): run `node scripts/ensure-system-deps.mjs` ' +
        'as root, or `apt-get install -y postgresql`',
    );
  }
  return join(root, newest, 'bin');
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool, as the `postgres` user when we are root. */
function runTool(tool: string, args: readonly string[]): void {
  const binary = join(postgresBinDir(), tool);
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, [...args]];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}

function clusterAt(dir: string): PostgresCluster {
  const url = (database = 'postgres'): string =>
    `postgres://postgres@/${database}?host=${encodeURIComponent(dir)}&port=${SOCKET_PORT}`;
  return {
    dir,
    url,
    async createDatabase(prefix = 'test') {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
  };
}

/** Whether the cluster in `dir` is up (its postmaster.pid names a live process). */
function isRunning(dir: string): boolean {
  const pidFile = join(dir, 'data', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The cluster in `dir`, started if it is not running yet (initdb the first time). `dir` must exist; as root it is
 * given to the `postgres` user. About 3 s the first time on the 2-core machine, nothing after.
 */
export function startPostgresCluster(dir: string): PostgresCluster {
  if (isRunning(dir)) return clusterAt(dir);
  mkdirSync(dir, { recursive: true });
  // Test files run side by side (vitest.config.ts) may both be first: one starts the cluster, the others wait
  // until it is ready (the lock is removed once `pg_ctl -w` returns) and start it only if it did not come up.
  const lock = join(dir, 'starting');
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const deadline = Date.now() + START_WAIT_MS;
    while (existsSync(lock)) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL in ${dir}: still starting after ${START_WAIT_MS} ms`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
    return startPostgresCluster(dir);
  }
  try {
    // Another file may have started it between the check above and taking the lock.
    if (!isRunning(dir)) startLocked(dir);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return clusterAt(dir);
}

/** How long a test file waits for another one starting the cluster (`pg_ctl` itself waits up to 60 s). */
const START_WAIT_MS = 90_000;

/** initdb (the first time) and `pg_ctl start`, with the start lock held. */
function startLocked(dir: string): void {
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    runTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  }
  const serverOptions = [
    `-k ${dir}`,
    "-c listen_addresses=''",
    `-p ${SOCKET_PORT}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  runTool('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    serverOptions,
    'start',
  ]);
}

/** Stops the cluster in `dir` if it runs (immediate: its data is thrown away anyway). */
export function stopPostgresCluster(dir: string): void {
  if (!isRunning(dir)) return;
  runTool('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
}
