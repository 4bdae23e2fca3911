import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DUEL_ROOM_NAME, serverBusyRetryAfterMs } from '@goalguessr/protocol';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { METRIC } from './production/metrics';
import { startServer, type RunningServer } from './server';
import { DuelClient, collectingLogger, joinOptions, sleep, waitUntil } from './testing/duel-client';
import { metricValue } from './testing/metrics-text';

/**
 * Admission control against the real server (in this process, so the test can really overload its event loop
 * by keeping it busy): while shedding, a new quick-play join is refused 503 `server_busy` with a retry hint, but
 * a running match keeps answering, a reconnection and a friend duel get in; once the loop is calm, joins are
 * admitted again. `minShedMs` is long here only so the checks fit inside one shedding period on a busy machine.
 */
let running: RunningServer;
let http: string;
const serverLog = collectingLogger();
const clients: DuelClient[] = [];

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000, roundDurationMs: 20_000, reconnectionWindowMs: 20_000 },
    admission: { enabled: true, shedAt: 0.95, resumeBelow: 0.5, windowMs: 200, minShedMs: 4_000 },
    logger: serverLog,
  });
  http = `http://127.0.0.1:${running.port}`;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
});

afterAll(async () => {
  await running.close();
});

/** Keeps the event loop busy for `ms`, as a join wave does. */
function busyLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* busy */
  }
}

function quickPlayJoin(): Promise<Response> {
  return fetch(`${http}/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(joinOptions({ username: 'Wave' })),
  });
}

async function scrape(): Promise<string> {
  return (await fetch(`${http}/metrics`)).text();
}

/** Waits until the gate sheds nothing (starting the server and a match, in this process, may trip it). */
async function calm(): Promise<void> {
  let calmReads = 0;
  for (let tries = 0; tries < 100 && calmReads < 3; tries++) {
    await sleep(100);
    const text = await scrape();
    const quiet =
      metricValue(text, METRIC.admissionShedding) === 0 &&
      (metricValue(text, METRIC.admissionLoopUtilization) ?? 1) < 0.5;
    calmReads = quiet ? calmReads + 1 : 0;
  }
  expect(calmReads).toBe(3);
}

describe('admission control: new joins are shed while the event loop is overloaded', () => {
  it('refuses new quick-play joins with server_busy and a retry hint; matches, reconnections and friends go on', async () => {
    await calm();
    const a = await DuelClient.join(running.url, { username: 'Alice' });
    const b = await DuelClient.join(running.url, { username: 'Bobby' });
    clients.push(a, b);
    expect(b.room.roomId).toBe(a.room.roomId);
    await Promise.all([a.nth('match:round_start', 0), b.nth('match:round_start', 0)]);
    a.drop();
    await waitUntil(() => b.state().players[a.sessionId]?.connection === 'reconnecting', 5_000, 'a dropped');

    await calm();
    // The gate samples every ADMISSION_SAMPLE_MS (50): the first sample after the busy loop spans it and up to 50 ms
    // of calm before it, so its utilisation is at least busy / (busy + 50), which must reach shedAt (0.95) on any
    // phase of the sampler: 1,500 ms gives ≥ 0.968 (700 ms gave ≥ 0.933, and a fresh clone's run once met it)
    busyLoop(1_500);
    // the sampling timer (overdue) runs first, then the requests
    await sleep(60);

    const refused = await quickPlayJoin();
    expect(refused.status).toBe(503);
    const retryAfterS = Number(refused.headers.get('retry-after'));
    const body = (await refused.json()) as {
      code: number;
      error: string;
      message: string;
      retryAfterMs: number;
    };
    expect(body.code).toBe(503);
    expect(body.error).toBe('server_busy');
    expect(body.retryAfterMs).toBeGreaterThanOrEqual(1_000);
    expect(body.retryAfterMs).toBeLessThanOrEqual(3_000);
    expect(retryAfterS).toBe(Math.ceil(body.retryAfterMs / 1000));
    expect(serverBusyRetryAfterMs(body.message)).toBe(body.retryAfterMs);

    // the real SDK surfaces it as a matchmaking error: the HTTP status and the message with the hint
    const sdkError = await DuelClient.join(running.url, { username: 'Carla' }).then(
      () => null,
      (error: unknown) => error as { name: string; code: number; message: string },
    );
    expect(sdkError?.name).toBe('MatchMakeError');
    expect(sdkError?.code).toBe(503);
    expect(sdkError?.message.split(':')[0]).toBe('server_busy');
    expect(serverBusyRetryAfterMs(sdkError?.message ?? '')).toBeGreaterThanOrEqual(1_000);

    // the running match keeps answering, the dropped player gets its seat back, a friend duel opens
    b.answer(0, true);
    const result = await b.nth('match:answer_result', 0);
    expect(result.correct).toBe(true);
    await a.reconnect();
    expect((await a.nth('match:sync', 0)).phase).toBe('round');
    const host = await DuelClient.hostFriendDuel(running.url, { username: 'Hosty' });
    clients.push(host);

    const shedding = await scrape();
    expect(metricValue(shedding, METRIC.admissionShedding)).toBe(1);
    expect(metricValue(shedding, METRIC.joinRefusals, { code: 'server_busy' })).toBe(2);

    // once the loop is calm again (and minShedMs is over), joins are admitted again
    let admitted: Response | null = null;
    for (let tries = 0; tries < 60 && admitted === null; tries++) {
      await sleep(200);
      const answer = await quickPlayJoin();
      if (answer.status === 200) admitted = answer;
      else await answer.body?.cancel();
    }
    expect(admitted?.status).toBe(200);
    await admitted?.body?.cancel();
    const later = await DuelClient.join(running.url, { username: 'Diego', tournament: 'legendary' });
    clients.push(later);
    expect(metricValue(await scrape(), METRIC.admissionShedding)).toBe(0);
    // one summary line for the refusals, not one per refusal
    expect(serverLog.lines.filter((line) => line.startsWith('admission:'))).toHaveLength(1);
    expect(serverLog.lines.find((line) => line.startsWith('admission:'))).toMatch(/refused \(server_busy\)/);
  });
});
