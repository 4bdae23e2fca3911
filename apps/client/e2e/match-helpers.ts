import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PLAYER_KEY } from './helpers';

/**
 * The match server port of the running test's project (playwright.config.ts: each match server lane has its own
 * port and its own build pointed at it). Call it in a test or a hook.
 */
export function matchPort(): number {
  const port: unknown = test.info().project.metadata.matchPort;
  if (typeof port !== 'number') throw new Error(`project ${test.info().project.name} names no matchPort`);
  return port;
}

const CLIENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Short timings so a whole match takes seconds; the answer window stays generous for slow machines. */
export const E2E_TIMINGS = {
  connectingMs: 300,
  verifyingMs: 300,
  prepareMs: 500,
  roundDurationMs: 12_000,
  revealMs: 1_200,
  reconnectionWindowMs: 12_000,
  botAnswerDelayMs: { min: 400, max: 1_200 },
};

export interface MatchServer {
  /**
   * Drops every client socket abruptly (a "cut" line to the launcher), as a lost network would; with a
   * username, only that player's socket.
   */
  cutConnections(username?: string): void;
  /** Kills the server without warning (SIGKILL), as a crash would, and waits for the exit. */
  crash(): Promise<void>;
  /** Stops the server with SIGTERM (running matches become void) and waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the real match server (e2e/match-server.mjs) on the project's port (matchPort()) and waits for /health; `timings` changes
 * some of E2E_TIMINGS for one describe block, `env` adds to its environment.
 */
export async function startMatchServer(
  botWaitMs: number,
  timings: Partial<typeof E2E_TIMINGS> = {},
  env: Record<string, string> = {},
): Promise<MatchServer> {
  const port = matchPort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'e2e/match-server.mjs'], {
    cwd: CLIENT_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      BOT_WAIT_MS: String(botWaitMs),
      DUEL_TIMINGS: JSON.stringify({ ...E2E_TIMINGS, ...timings }),
      // Card reports go with the other test output, one file per match server port, never into the sources.
      REPORTS_FILE: path.join(CLIENT_DIR, 'test-results', `card-reports-${port}.jsonl`),
      TSX_TSCONFIG_PATH: path.join(CLIENT_DIR, '..', 'server', 'tsconfig.json'),
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const startedMs = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`match server exited early:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    // Generous: on a loaded 2-core machine tsx compiling the server took over 30 s (the hooks get 150 s).
    if (Date.now() - startedMs > 90_000) {
      child.kill('SIGKILL');
      throw new Error(`match server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    cutConnections(username) {
      child.stdin?.write(username === undefined ? 'cut\n' : `cut ${username}\n`);
    },
    async crash() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      // Wait for the exit even after SIGKILL: the next spec's server needs the port (on a loaded machine the
      // slow stop used to leave it taken, and that spec failed with "match server exited early").
      await exited;
    },
  };
}

/** Reads a part of the saved player (the web build saves it in localStorage). */
export async function savedPlayer(page: Page): Promise<{
  currencies: { moneys: number; tickets: number };
  stats: { gamesPlayed: number; wins: number; losses: number; draws: number; totalCorrectAnswers: number };
  inventory: { powerUps: { id: string; quantity: number }[] };
  recentPlayerIds: string[];
}> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), PLAYER_KEY);
  return JSON.parse(raw ?? '{}') as Awaited<ReturnType<typeof savedPlayer>>;
}

/** Sets power-up quantities in the save (test set-up), then reloads so the app reads them. */
export async function setPowerUps(page: Page, quantities: Record<string, number>): Promise<void> {
  await page.evaluate(
    ([key, wanted]) => {
      const record = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        inventory: { powerUps: { id: string; quantity: number }[] };
      };
      record.inventory.powerUps = record.inventory.powerUps.map((p) => ({
        ...p,
        quantity: wanted[p.id] ?? p.quantity,
      }));
      window.localStorage.setItem(key, JSON.stringify(record));
    },
    [PLAYER_KEY, quantities] as const,
  );
  await page.reload();
}

/** Presses Play on Home (the tournament selected beside it). */
export async function pressPlay(page: Page): Promise<void> {
  const play = page.locator('.gg-play-button');
  await expect(play).toBeVisible();
  // The button pulses forever, so it never counts as "stable": click it as a person would, mid-pulse.
  await play.click({ force: true });
}

export const resultTitle = (page: Page) => page.locator('#gg-result-title');

/**
 * Answers every round with the option at `pick` (the e2e server lists the correct answer first, so 0 is
 * right and 1 is wrong) from round `fromRound` until the result screen shows.
 */
export async function playToResult(page: Page, pick: number, fromRound = 1): Promise<void> {
  const result = resultTitle(page);
  for (let round = fromRound; round <= 5; round += 1) {
    await expect(page.getByText(`Question ${round} of 5`).or(result)).toBeVisible({ timeout: 30_000 });
    if (await result.isVisible()) return;
    // Already answered (or timed out) in this round, e.g. just before a reconnection.
    if (await page.locator('.gg-reveal').isVisible()) continue;
    const option = page.locator('.gg-options .gg-option').nth(pick);
    await expect(option).toBeEnabled();
    await option.click();
    // A tap the page did not take (a fresh clone's run at load 11 once left round 2 unanswered for 10 s with
    // its options enabled and no reveal, not reproduced alone) is tapped again, as a player would; the second
    // tap must be taken, and a round that ended meanwhile needs none.
    const reveal = page.locator('.gg-reveal');
    try {
      await expect(reveal).toBeVisible({ timeout: 8_000 });
    } catch {
      if (!(await page.getByText(`Question ${round} of 5`).isVisible()) || (await result.isVisible()))
        continue;
      if (!(await reveal.isVisible()) && (await option.isEnabled())) await option.click();
      await expect(reveal.or(result)).toBeVisible();
    }
  }
  await expect(result).toBeVisible({ timeout: 30_000 });
}

/**
 * The players of each test of a spec, each in a browser context of its own (its own storage), closed after the
 * test so finished players stop using the CPU. Call once at the top of a spec; the function it returns opens a
 * player's page and runs `start` on it (a first run, a returning player).
 */
export function playersClosedAfterEach(): (
  browser: Browser,
  start: (page: Page) => Promise<void>,
  options?: BrowserContextOptions,
) => Promise<Page> {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return async (browser, start, options) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    const page = await context.newPage();
    await start(page);
    return page;
  };
}
