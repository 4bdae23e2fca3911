import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '@goalguessr/protocol';
import { freePort, spawnRedis, spawnServer, type Spawned } from './testing/child-process';
import { DuelClient, sleep } from './testing/duel-client';

/**
 * Deploy without voiding: SIGTERM to the real entry point (a child process, the real question bank) while a
 * match runs. Durations are printed; the bounds asserted are generous (the machine is shared).
 */
const processes: Spawned[] = [];
const clients: DuelClient[] = [];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
  for (const spawned of processes.splice(0).reverse()) spawned.kill();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const TIMINGS = JSON.stringify({
  connectingMs: 20,
  verifyingMs: 20,
  prepareMs: 20,
  revealMs: 100,
  roundDurationMs: 8_000,
});

async function startChild(
  env: Record<string, string>,
  port?: number,
): Promise<{ server: Spawned; url: string; port: number }> {
  port ??= await freePort();
  const server = await spawnServer({
    PORT: String(port),
    BOT_WAIT_MS: '60000',
    DUEL_TIMINGS: TIMINGS,
    ...env,
  });
  processes.push(server);
  return { server, url: `ws://127.0.0.1:${port}`, port };
}

async function joinAs(url: string, username: string, tournament = 'rookie' as const): Promise<DuelClient> {
  const client = await DuelClient.join(url, { tournament, username });
  clients.push(client);
  return client;
}

async function pairUp(url: string): Promise<[DuelClient, DuelClient]> {
  const a = await joinAs(url, 'Alice');
  const b = await joinAs(url, 'Bobby');
  expect(b.room.roomId).toBe(a.room.roomId);
  await Promise.all([a.nth('match:round_start', 0, 10_000), b.nth('match:round_start', 0, 10_000)]);
  return [a, b];
}

/** Both players answer every round (the first and the last option shown) after `thinkMs`, until the result. */
async function playToResult(a: DuelClient, b: DuelClient, thinkMs = 0): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const next = await Promise.race([
      Promise.all([
        a.nth('match:round_start', round, 15_000),
        b.nth('match:round_start', round, 15_000),
      ]).then(() => true),
      a.nth('match:result', 0, 15_000).then(() => false),
    ]);
    if (!next) return;
    await sleep(thinkMs);
    a.send('match:answer', { roundIndex: round, optionToken: a.roundStart(round).options[0]?.token });
    b.send('match:answer', { roundIndex: round, optionToken: b.roundStart(round).options[3]?.token });
    await a.nth('match:round_end', round, 15_000);
  }
}

async function health(port: number): Promise<{ status: number; body: { status?: string } }> {
  const response = await fetch(`http://127.0.0.1:${port}/health`);
  return { status: response.status, body: (await response.json()) as { status?: string } };
}

describe('drain on SIGTERM (the real entry point in a child process)', () => {
  it('lets the running match finish, refuses new players cleanly, then exits', async () => {
    const { server, url, port } = await startChild({ DRAIN_TIMEOUT_MS: '60000' });
    const [a, b] = await pairUp(url);
    expect((await health(port)).body.status).toBe('ok');

    const signalledAtMs = Date.now();
    server.child.kill('SIGTERM');
    const exit = server.exited.then((code) => ({ code, atMs: Date.now() }));

    // health turns "draining" (503: a load balancer stops sending players here), a new join is refused
    await expect.poll(async () => (await health(port)).status, { timeout: 5_000 }).toBe(503);
    expect((await health(port)).body.status).toBe('draining');
    // readiness says draining too, liveness stays 200: an orchestrator must not restart a draining process
    expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(503);
    const live = await fetch(`http://127.0.0.1:${port}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok', draining: true });
    await expect(DuelClient.join(url, { tournament: 'rookie', username: 'Late' })).rejects.toThrow(
      /server_draining/,
    );
    await expect(DuelClient.join(url, { tournament: 'legendary', username: 'Later' })).rejects.toThrow(
      /server_draining/,
    );

    // the match plays on to its end (a second of thought per round), counted: a result for both, no void
    await playToResult(a, b, 1_000);
    const [resultA, resultB] = await Promise.all([
      a.nth('match:result', 0, 15_000),
      b.nth('match:result', 0),
    ]);
    const mirrored = { win: 'lose', lose: 'win', draw: 'draw' } as const;
    expect(resultB.outcome).toBe(mirrored[resultA.outcome]);
    expect(a.all('match:void')).toEqual([]);
    expect(b.all('match:void')).toEqual([]);

    const { code, atMs } = await exit;
    expect(code).toBe(0);
    console.info(
      `drain: SIGTERM to exit ${atMs - signalledAtMs} ms; the running match finished meanwhile ` +
        `(${resultA.rounds.length} rounds, ${resultA.outcome}/${resultB.outcome}), 2 late joins refused`,
    );
    expect(server.output()).toMatch(/draining: no new players; waiting for 1 running match/);
    expect(server.output()).toMatch(/drained in \d+ ms; 0 match\(es\) still running/);
  }, 90_000);

  it('voids what still runs at DRAIN_TIMEOUT_MS (the ticket is refunded), then exits', async () => {
    const { server, url } = await startChild({ DRAIN_TIMEOUT_MS: '1000' });
    const [a, b] = await pairUp(url);
    const signalledAtMs = Date.now();
    server.child.kill('SIGTERM');
    // nobody answers: the round (8 s) outlasts the drain limit
    for (const client of [a, b]) {
      expect(await client.nth('match:void', 0, 10_000)).toEqual({ reason: 'server_shutdown' });
      expect(await client.left(10_000)).toBe(CLOSE_CODES.serverShutdown);
      expect(client.all('match:result')).toEqual([]);
    }
    expect(await server.exited).toBe(0);
    const tookMs = Date.now() - signalledAtMs;
    console.info(`drain limit: voided and exited ${tookMs} ms after SIGTERM (DRAIN_TIMEOUT_MS 1000)`);
    expect(tookMs).toBeGreaterThanOrEqual(900);
  }, 45_000);

  it('voids a friend duel waiting alone at once (refunded): the drain does not wait for a friend who cannot come', async () => {
    const { server, url } = await startChild({ DRAIN_TIMEOUT_MS: '60000' });
    const host = await DuelClient.hostFriendDuel(url, { tournament: 'rookie', username: 'Hosting' });
    clients.push(host);
    await host.nth('friend:code', 0);
    const signalledAtMs = Date.now();
    server.child.kill('SIGTERM');
    expect(await host.nth('match:void', 0, 5_000)).toEqual({ reason: 'server_shutdown' });
    expect(await host.left(5_000)).toBe(CLOSE_CODES.serverShutdown);
    expect(await server.exited).toBe(0);
    const tookMs = Date.now() - signalledAtMs;
    console.info(
      `drain: a friend host waiting alone voided and the process exited ${tookMs} ms after SIGTERM`,
    );
    // it held the drain for its code's life (or the 120 s limit) before
    expect(tookMs).toBeLessThan(10_000);
    expect(server.output()).toMatch(/drained in \d+ ms; 0 match\(es\) still running/);
  }, 45_000);

  it('with Redis, sends new players to the other process while one drains', async () => {
    const redisDir = mkdtempSync(join(tmpdir(), 'goalguessr-redis-'));
    folders.push(redisDir);
    const redisPort = await freePort();
    processes.push(await spawnRedis(redisPort, redisDir));
    const shared = (port: number) => ({
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      DRAIN_TIMEOUT_MS: '60000',
    });
    const portA = await freePort();
    const first = await startChild(shared(portA), portA);
    // paired before the second process starts, so their room is surely on the first one
    const [a, b] = await pairUp(first.url);
    const portB = await freePort();
    const second = await startChild(shared(portB), portB);
    const signalledAtMs = Date.now();
    first.server.child.kill('SIGTERM');
    await expect.poll(async () => (await health(portA)).status, { timeout: 5_000 }).toBe(503);

    // a player who reaches the draining process is seated on the other one: a second player who asks the
    // other process directly meets them there, and their match outlives the draining process
    const late = await joinAs(first.url, 'LateOne', 'rookie');
    const other = await joinAs(second.url, 'OtherOne', 'rookie');
    expect(other.room.roomId).toBe(late.room.roomId);

    await playToResult(a, b);
    await a.nth('match:result', 0, 15_000);
    expect(a.all('match:void')).toEqual([]);
    expect(await first.server.exited).toBe(0);
    console.info(
      `drain with Redis: the draining process exited ${Date.now() - signalledAtMs} ms after SIGTERM`,
    );

    await late.nth('match:round_start', 0, 10_000);
    await sleep(200);
    expect(late.leftWithCode).toBeNull();
    expect(late.all('match:void')).toEqual([]);
    expect((await health(portB)).body.status).toBe('ok');
  }, 120_000);
});
