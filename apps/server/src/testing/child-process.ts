import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, where `src/index.ts` (the real entry point) lives. */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback (the OS picks it; the socket is closed again at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A spawned process with its collected output, so a failing test can show what it printed. */
export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Kills it with SIGKILL if it is still running (cleanup). */
  kill(): void;
}

function track(child: ChildProcess): Spawned {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  return {
    child,
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Resolves when `pattern` appears in the process output; rejects with the output when it exits or times out. */
export function waitForOutput(spawned: Spawned, pattern: RegExp, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (pattern.test(spawned.output())) return done();
      if (Date.now() - started > timeoutMs)
        return done(new Error(`timed out waiting for ${String(pattern)}`));
      if (spawned.child.exitCode !== null || spawned.child.signalCode !== null) {
        return done(new Error(`process ended before ${String(pattern)}`));
      }
    }, 20);
    const started = Date.now();
    function done(error?: Error): void {
      clearInterval(timer);
      if (error === undefined) return resolve();
      reject(new Error(`${error.message}\n--- output ---\n${spawned.output()}`));
    }
  });
}

export interface SpawnServerOptions {
  /** node options before the entry (a `--import` preload) */
  nodeArgs?: readonly string[];
  /** an IPC channel to the child (`child.send`), for a preload that takes orders */
  ipc?: boolean;
}

/**
 * Starts the real entry point (`src/index.ts`, through tsx on this Node) as a child process with `env` added
 * to the environment, and waits until it listens. `GOALGUESSR_TEST_SERVER_DIR` runs another checkout's
 * apps/server instead (a test run against older code, to watch it fail).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: SpawnServerOptions = {},
): Promise<Spawned> {
  const spawned = track(
    spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/index.ts'], {
      cwd: process.env.GOALGUESSR_TEST_SERVER_DIR ?? SERVER_DIR,
      env: { ...process.env, HOST: '127.0.0.1', DATABASE_FILE: ':memory:', ...env },
      stdio: options.ipc === true ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    }),
  );
  try {
    await waitForOutput(spawned, /GoalGuessr match server on ws:\/\//, 30_000);
  } catch (error) {
    spawned.kill();
    throw error;
  }
  return spawned;
}

/**
 * A fresh folder for a test build, inside the repository's node_modules (the bundle's npm imports resolve
 * from its own location upwards, so a build under /tmp would not find Colyseus).
 */
export function testBuildDir(): string {
  const parent = join(SERVER_DIR, '..', '..', 'node_modules', '.cache', 'goalguessr-server-builds');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, 'build-'));
}

/**
 * Builds the production bundle (`build.mjs`, as `npm run build` does) into `outdir` with this Node, and returns
 * the path of its entry (`<outdir>/server/index.mjs`).
 */
export async function buildServer(outdir: string): Promise<string> {
  const spawned = track(
    spawn(process.execPath, ['build.mjs', '--outdir', outdir], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const code = await spawned.exited;
  if (code !== 0) throw new Error(`build.mjs failed (${String(code)}):\n${spawned.output()}`);
  return join(outdir, 'server', 'index.mjs');
}

/**
 * Starts a built server (`node <entry>`, no tsx: as `npm run start:prod` runs it) with NODE_ENV=production and
 * `env` added, and waits until it listens.
 */
export async function spawnBuiltServer(
  entry: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<Spawned> {
  const spawned = startBuiltServer(entry, env, nodeArgs);
  try {
    await waitForOutput(spawned, /GoalGuessr match server on ws:\/\//, 30_000);
  } catch (error) {
    spawned.kill();
    throw error;
  }
  return spawned;
}

/**
 * Starts a built server without waiting (for tests of a refused start); `nodeArgs` go before the entry (the
 * load bench's `--cpu-prof`).
 */
export function startBuiltServer(
  entry: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Spawned {
  return track(
    spawn(process.execPath, [...nodeArgs, entry], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', DATABASE_FILE: ':memory:', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** Where Debian installs redis-server; CI installs it (scripts/ensure-system-deps.mjs). */
export const REDIS_SERVER_BINARY = '/usr/bin/redis-server';

/** `REDIS_SERVER_BIN`, else Debian's path, else the first `redis-server` on PATH; undefined when none. */
export function findRedisServer(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [
    env.REDIS_SERVER_BIN,
    REDIS_SERVER_BINARY,
    ...(env.PATH ?? '').split(delimiter).map((dir) => (dir === '' ? undefined : join(dir, 'redis-server'))),
  ];
  return candidates.find((path): path is string => path !== undefined && path !== '' && existsSync(path));
}

/**
 * Starts a throw-away redis-server on `port` with its files in `dir` and no persistence (`extraArgs`: more
 * options, e.g. `--requirepass`). Throws a clear
 * error when the binary is missing: the multi-process test must fail, not skip.
 */
export async function spawnRedis(
  port: number,
  dir: string,
  extraArgs: readonly string[] = [],
): Promise<Spawned> {
  const binary = findRedisServer();
  if (binary === undefined) {
    throw new Error(
      `redis-server not found (looked at $REDIS_SERVER_BIN, ${REDIS_SERVER_BINARY} and PATH): install it ` +
        '(apt-get install redis-server) — the multi-process matchmaking test needs a real Redis',
    );
  }
  const spawned = track(
    spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        ...extraArgs,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  try {
    await waitForOutput(spawned, /Ready to accept connections/i, 10_000);
    await canConnect(port);
  } catch (error) {
    spawned.kill();
    throw error;
  }
  return spawned;
}

function canConnect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
    socket.connect(port, '127.0.0.1');
  });
}
