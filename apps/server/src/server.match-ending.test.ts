import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { DeviceIdentity } from '@goalguessr/game-core';
import { API_PATHS, type MatchEndingResponse } from '@goalguessr/protocol';
import { freePort, spawnServer, type Spawned } from './testing/child-process';
import { DuelClient } from './testing/duel-client';
import { newIdentity } from './testing/ladder';

/**
 * How a duel ended, asked by a device that could not get back into its seat (issue 25), against the real entry
 * point in a child process on a SQLite file: killed mid-match (SIGKILL, no void sent) and started again on the
 * same file, it has no ending for that match (`none`: the device voids it and refunds the fee) — before, the
 * device counted such a match as a loss; a match played out or forfeited answers each player with their side.
 */
const dir = mkdtempSync(joinPath(tmpdir(), 'goalguessr-endings-'));
const file = joinPath(dir, 'ladder.sqlite');
const servers: Spawned[] = [];
const clients: DuelClient[] = [];

async function start(): Promise<{ server: Spawned; url: string; http: string }> {
  const port = await freePort();
  const server = await spawnServer({
    PORT: String(port),
    DATABASE_FILE: file,
    BOT_WAIT_MS: '600000',
    DUEL_TIMINGS: JSON.stringify({
      connectingMs: 20,
      verifyingMs: 20,
      prepareMs: 20,
      revealMs: 50,
      roundDurationMs: 250,
    }),
  });
  servers.push(server);
  return { server, url: `ws://127.0.0.1:${port}`, http: `http://127.0.0.1:${port}` };
}

async function ask(
  http: string,
  identity: DeviceIdentity,
  roomId: string,
): Promise<{ status: number; body: MatchEndingResponse | { error: string } }> {
  const response = await fetch(`${http}${API_PATHS.matchEnding}`, {
    method: 'POST',
    body: JSON.stringify({ ...identity, roomId }),
  });
  return { status: response.status, body: (await response.json()) as MatchEndingResponse };
}

async function pair(
  url: string,
): Promise<{ a: DuelClient; b: DuelClient; ids: [DeviceIdentity, DeviceIdentity] }> {
  const ids: [DeviceIdentity, DeviceIdentity] = [newIdentity(), newIdentity()];
  const a = await DuelClient.join(url, { username: 'Annie', identity: ids[0] });
  const b = await DuelClient.join(url, { username: 'Benny', identity: ids[1] });
  clients.push(a, b);
  expect(b.room.roomId).toBe(a.room.roomId);
  await Promise.all([a.nth('match:round_start', 0, 10_000), b.nth('match:round_start', 0, 10_000)]);
  return { a, b, ids };
}

afterEach(() => {
  for (const client of clients.splice(0)) client.drop();
});

afterAll(() => {
  for (const server of servers.splice(0)) server.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('how a duel ended, asked after the seat is lost', () => {
  it('a match process killed mid-match and started again on the same database: no ending (void), never a loss', async () => {
    const first = await start();
    const { a, ids } = await pair(first.url);
    const roomId = a.room.roomId;
    // while it runs: ask again later
    expect(await ask(first.http, ids[0], roomId)).toEqual({ status: 200, body: { ending: 'running' } });

    first.server.child.kill('SIGKILL');
    await first.server.exited;
    const again = await start();
    for (const identity of ids) {
      expect(await ask(again.http, identity, roomId)).toEqual({ status: 200, body: { ending: 'none' } });
    }
    // only the player who proves their id gets an answer
    const wrongSecret = { ...ids[0], secret: ids[1].secret };
    expect(await ask(again.http, wrongSecret, roomId)).toEqual({
      status: 401,
      body: { error: 'identity_invalid' },
    });
    expect((await ask(again.http, newIdentity(), roomId)).status).toBe(404);
    again.server.kill();
  }, 60_000);

  it('a match played out, and one forfeited, answer each player with their own side — and nobody else', async () => {
    const { url, http, server } = await start();
    const played = await pair(url);
    const result = await played.a.nth('match:result', 0, 20_000);
    const roomId = played.a.room.roomId;
    expect(await ask(http, played.ids[0], roomId)).toEqual({
      status: 200,
      body: { ending: 'finished', outcome: result.outcome },
    });
    const other = (await played.b.nth('match:result', 0)).outcome;
    expect(await ask(http, played.ids[1], roomId)).toEqual({
      status: 200,
      body: { ending: 'finished', outcome: other },
    });
    // a registered player who was not in it learns no outcome: only that the room is still open (as a join by
    // its id would tell anyone)
    const stranger = newIdentity();
    const bystander = await DuelClient.join(url, {
      username: 'Stranger',
      identity: stranger,
      tournament: 'legendary',
    });
    clients.push(bystander);
    expect(await ask(http, stranger, roomId)).toEqual({ status: 200, body: { ending: 'running' } });

    const forfeited = await pair(url);
    forfeited.a.send('match:leave', {});
    expect(await forfeited.b.nth('match:result', 0, 10_000)).toMatchObject({
      outcome: 'win',
      reason: 'forfeit',
    });
    const forfeitRoom = forfeited.b.room.roomId;
    expect(await ask(http, forfeited.ids[0], forfeitRoom)).toEqual({
      status: 200,
      body: { ending: 'forfeit', outcome: 'lose' },
    });
    expect(await ask(http, forfeited.ids[1], forfeitRoom)).toEqual({
      status: 200,
      body: { ending: 'forfeit', outcome: 'win' },
    });
    server.kill();
  }, 60_000);
});
