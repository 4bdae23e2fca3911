import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerResultPayload } from '@goalguessr/protocol';
import { fakeQuestionSource, TEST_TIMINGS } from './match/test-support';
import { startServer } from './server';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { spawnServer, freePort, type Spawned } from './testing/child-process';
import { DuelClient, sleep } from './testing/duel-client';
import { playerWithRating } from './testing/ladder';
import { SkipClock } from './testing/skip-clock';

/**
 * The machine's clock set back or forward by an hour while matches run: the real entry point in a child
 * process whose `Date` is shifted on command (`testing/shift-date.mjs`, as a step of the system clock would do;
 * `performance.now()` and timers do not move). Nothing that measures a duration may notice: a round still ends
 * at its deadline and an answer inside it still counts, joins and messages are not taken for a flood, a
 * friend's code does not expire early, and pairing windows do not open.
 */
const HOUR = 3_600_000;
const ROUND_MS = 3_000;
const SHIFT_DATE = fileURLToPath(new URL('./testing/shift-date.mjs', import.meta.url));
let server: Spawned;
let url = '';
let http = '';
const clients: DuelClient[] = [];
/** the server's ladder, a SQLite file this test also opens (to give a player a rating the server keeps) */
const ladderDir = mkdtempSync(joinPath(tmpdir(), 'goalguessr-clock-ladder-'));
let ladder: Database;

beforeAll(async () => {
  const port = await freePort();
  const file = joinPath(ladderDir, 'ladder.sqlite');
  ladder = (await openDatabase({ file })).db;
  server = await spawnServer(
    {
      PORT: String(port),
      DATABASE_FILE: file,
      // a bot never comes here, and the pairing windows open slowly (they scale with the bot's wait)
      BOT_WAIT_MS: '600000',
      DUEL_TIMINGS: JSON.stringify({
        connectingMs: 20,
        verifyingMs: 20,
        prepareMs: 20,
        revealMs: 300,
        roundDurationMs: ROUND_MS,
      }),
    },
    { nodeArgs: ['--import', SHIFT_DATE], ipc: true },
  );
  url = `ws://127.0.0.1:${port}`;
  http = `http://127.0.0.1:${port}`;
}, 40_000);

afterAll(async () => {
  for (const client of clients.splice(0)) client.drop();
  server.kill();
  await ladder.close();
  rmSync(ladderDir, { recursive: true, force: true });
});

/** Sets the server's wall clock `ms` away from the real one (0: back to the truth). */
async function shiftServerClock(ms: number): Promise<void> {
  const applied = new Promise<void>((resolve) => {
    const onMessage = (message: unknown): void => {
      if ((message as { shiftedDateMs?: number }).shiftedDateMs !== ms) return;
      server.child.off('message', onMessage);
      resolve();
    };
    server.child.on('message', onMessage);
  });
  server.child.send({ shiftDateMs: ms });
  await applied;
}

async function join(
  username: string,
  overrides: Parameters<typeof DuelClient.join>[1] = {},
): Promise<DuelClient> {
  const client = await DuelClient.join(url, { username, ...overrides });
  clients.push(client);
  return client;
}

async function pair(tournament: 'rookie' | 'champions' | 'legendary'): Promise<[DuelClient, DuelClient]> {
  const a = await join('Annie', { tournament });
  const b = await join('Benny', { tournament });
  expect(b.room.roomId).toBe(a.room.roomId);
  await Promise.all([a.nth('match:round_start', 0, 10_000), b.nth('match:round_start', 0, 10_000)]);
  return [a, b];
}

function answerFirstOption(client: DuelClient, round: number): void {
  client.send('match:answer', { roundIndex: round, optionToken: client.roundStart(round).options[0]?.token });
}

describe('the machine clock jumps an hour', () => {
  it('set back 1 h: the open round still ends at its deadline, joins and messages go on, windows stay shut', async () => {
    const [a, b] = await pair('rookie');
    const roundStartedAt = a.messages.find((m) => m.type === 'match:round_start')?.atMs ?? Date.now();
    // a frame before the jump, so a flood counter's one-second window began on the old time
    a.send('match:report', { roundIndex: 4 });
    await a.nth('match:report_result', 0);
    await shiftServerClock(-HOUR);

    // nobody answers round 0: its deadline still closes it (it froze for the hour before)
    const timeout: AnswerResultPayload = await a.nth('match:answer_result', 0, ROUND_MS + 5_000);
    expect(timeout).toMatchObject({ kind: 'timeout', roundIndex: 0 });
    expect(Date.now() - roundStartedAt).toBeLessThan(ROUND_MS + 4_000);

    // an address seen before still joins (its join allowance went to about -36,000)
    const late = await join('Latecomer', { tournament: 'legendary' });
    // 30 messages in two bursts a second apart are not a flood (the counter's window lasted the hour)
    for (let burst = 0; burst < 2; burst++) {
      for (let i = 0; i < 15; i++) a.send('match:report', { roundIndex: 4 });
      await sleep(1_100);
    }
    await a.nth('match:report_result', 30, 5_000);
    expect(a.leftWithCode).toBeNull();

    // a far rating is not paired at once with the lone waiter: the window is measured on server time
    const farAway = await playerWithRating(ladder, 'legendary', { rating: 2500, rd: 80 });
    const far = await join('FarAway', { tournament: 'legendary', identity: farAway });
    expect(far.room.roomId).not.toBe(late.room.roomId);

    // the clock restored: the match goes on and a timely answer counts
    await shiftServerClock(0);
    await a.nth('match:round_start', 1, 5_000);
    answerFirstOption(a, 1);
    expect(await a.nth('match:answer_result', 1)).toMatchObject({ kind: 'answered', roundIndex: 1 });
    answerFirstOption(b, 1);
    await b.nth('match:round_end', 1);
  }, 40_000);

  it('set forward 1 h: an answer inside the round counts, and a waiting friend code does not expire', async () => {
    const host = await DuelClient.hostFriendDuel(url, { tournament: 'champions', username: 'Hosting' });
    clients.push(host);
    const { code } = await host.nth('friend:code', 0);
    const [a, b] = await pair('rookie');
    await shiftServerClock(HOUR);

    // every open round timed out at once before; now the answer is taken as usual
    answerFirstOption(a, 0);
    expect(await a.nth('match:answer_result', 0)).toMatchObject({ kind: 'answered', roundIndex: 0 });
    answerFirstOption(b, 0);
    expect(await b.nth('match:answer_result', 0)).toMatchObject({ kind: 'answered', roundIndex: 0 });
    await a.nth('match:round_end', 0);

    // the 10-minute code is still good an hour of wall clock later, and lets the friend in
    const found = await fetch(`${http}/api/friend/${code}`);
    expect(found.status).toBe(200);
    const friend = await DuelClient.joinById(url, host.room.roomId, {
      tournament: 'champions',
      username: 'Friendly',
      friendCode: code,
    });
    clients.push(friend);
    await host.nth('match:round_start', 0, 10_000);
    await shiftServerClock(0);
  }, 40_000);
});

describe('the injected clock: its wall time jumps, its server time does not (in-process, fake clock)', () => {
  it('rounds end at their deadlines, joins go on, codes keep their life; only the calendar date follows', async () => {
    const clock = new SkipClock();
    const running = await startServer({
      port: 0,
      clock,
      questions: fakeQuestionSource(),
      timings: { ...TEST_TIMINGS, botWaitMs: 60_000, roundDurationMs: 60_000 },
    });
    const local: DuelClient[] = [];
    try {
      const dailyDate = async (): Promise<string> =>
        ((await (await fetch(`http://127.0.0.1:${running.port}/api/daily`)).json()) as { date: string }).date;
      const before = await dailyDate();
      const host = await DuelClient.hostFriendDuel(running.url, { tournament: 'champions' });
      local.push(host);
      const { code } = await host.nth('friend:code', 0);
      const a = await DuelClient.join(running.url, { username: 'Annie' });
      const b = await DuelClient.join(running.url, { username: 'Benny' });
      local.push(a, b);
      await a.nth('match:round_start', 0);
      clock.jumpWall(-25 * HOUR);
      expect(await dailyDate()).not.toBe(before);
      // a minute of server time: the round's deadline, whatever the wall says
      clock.skip(60_000);
      expect(await a.nth('match:answer_result', 0)).toMatchObject({ kind: 'timeout', roundIndex: 0 });
      clock.jumpWall(50 * HOUR);
      local.push(await DuelClient.join(running.url, { tournament: 'legendary', username: 'Later' }));
      expect((await fetch(`http://127.0.0.1:${running.port}/api/friend/${code}`)).status).toBe(200);
    } finally {
      for (const client of local) client.drop();
      await running.close();
    }
  });
});
