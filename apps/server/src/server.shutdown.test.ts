import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '@goalguessr/protocol';
import { freePort, spawnServer, type Spawned } from './testing/child-process';
import { DuelClient, waitUntil } from './testing/duel-client';

const processes: Spawned[] = [];
const clients: DuelClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
  for (const spawned of processes.splice(0)) spawned.kill();
});

describe('server shutdown (SIGINT to the real entry point: dev, no drain)', () => {
  it('declares running and searching matches void, tells every client, closes them and exits cleanly', async () => {
    const port = await freePort();
    const server = await spawnServer({
      PORT: String(port),
      BOT_WAIT_MS: '60000',
      DUEL_TIMINGS: JSON.stringify({
        connectingMs: 20,
        verifyingMs: 20,
        prepareMs: 20,
        roundDurationMs: 10_000,
      }),
    });
    processes.push(server);
    const url = `ws://127.0.0.1:${port}`;

    const a = await DuelClient.join(url, { tournament: 'rookie', username: 'Alice' });
    const b = await DuelClient.join(url, { tournament: 'rookie', username: 'Bobby' });
    const searching = await DuelClient.join(url, { tournament: 'legendary', username: 'Lonely' });
    clients.push(a, b, searching);
    expect(b.room.roomId).toBe(a.room.roomId);
    await Promise.all([a.nth('match:round_start', 0, 10_000), b.nth('match:round_start', 0, 10_000)]);
    await waitUntil(() => searching.state().phase === 'searching', 5_000, 'the lone player searching');

    // SIGINT (Ctrl-C) stays quick; SIGTERM drains first (server.drain.test.ts)
    server.child.kill('SIGINT');

    for (const client of [a, b, searching]) {
      expect(await client.nth('match:void', 0, 10_000)).toEqual({ reason: 'server_shutdown' });
      expect(await client.left(10_000)).toBe(CLOSE_CODES.serverShutdown);
      expect(client.all('match:result')).toEqual([]);
    }
    expect(await server.exited).toBe(0);
  }, 45_000);
});
