import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TIMINGS, fakeQuestionSource } from '../match/test-support';
import { startServer, type RunningServer } from '../server';
import { joinOptions } from '../testing/duel-client';
import { playLeanMatch } from './lean-player';
import { Tally } from './tally';
import { noWireCounts } from './wire-socket';

/**
 * The lean generator honours admission control: a join the server sheds (503 `server_busy`) is counted as a
 * refusal, not an error, and retried after the hint; the player then joins and its join→paired time runs
 * from the first attempt.
 */
let running: RunningServer;

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 200 },
    // shedding lasts at least 300 ms and is retried after exactly 400 ms
    admission: {
      enabled: true,
      shedAt: 0.95,
      resumeBelow: 0.9,
      windowMs: 200,
      minShedMs: 300,
      retryAfterMs: { min: 400, max: 400 },
    },
  });
});
afterAll(async () => {
  await running.close();
});

describe('lean generator player under admission control', () => {
  it('counts a shed join as a refusal, retries after the hint, joins, and times join→paired from the first try', async () => {
    const tally = new Tally();
    const end = performance.now() + 500;
    while (performance.now() < end) {
      /* the event loop kept busy, as by a join wave */
    }
    await new Promise((resolve) => setTimeout(resolve, 60));
    const started = performance.now();
    const match = await playLeanMatch({
      url: running.url,
      joinOptions: joinOptions({ username: 'Lean' }),
      tally,
      live: { connected: 0, stopping: false },
      wire: noWireCounts(),
      answerWindowMs: 300,
      habits: { leaveMidMatch: 0, goldenShot: 0, whistle: 0 },
    });
    expect(tally.joinRefusals).toBeGreaterThanOrEqual(1);
    expect(tally.joinErrors).toBe(0);
    expect(match.joined).toBe(true);
    expect(match.paired).toBe(true);
    // paired with a bot 200 ms after joining, which came after at least one 400 ms wait
    expect(tally.pairLatencies[0]).toBeGreaterThanOrEqual(400 * tally.joinRefusals);
    expect(tally.pairLatencies[0]).toBeLessThanOrEqual(performance.now() - started + 1);
  });
});
