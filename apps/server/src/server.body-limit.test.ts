import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_PLAYERS_LIMIT } from '@goalguessr/game-core';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { startServer, type RunningServer } from './server';
import { DuelClient, collectingLogger, joinOptions } from './testing/duel-client';

let running: RunningServer;

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000 },
    logger: collectingLogger(),
  });
});

afterAll(async () => {
  await running.close();
});

function httpUrl(path: string): string {
  return `${running.url.replace(/^ws/, 'http')}${path}`;
}

describe('matchmaking HTTP body limit', () => {
  it('still admits the largest valid join: a regular player sends every recent answer id at its longest', async () => {
    // RECENT_PLAYERS_LIMIT ids of the longest length the protocol accepts (64 characters)
    const recentPlayerIds = Array.from({ length: RECENT_PLAYERS_LIMIT }, (_, i) => `p${i}`.padEnd(64, 'x'));
    const options = joinOptions({ username: 'Regular', recentPlayerIds });
    expect(JSON.stringify(options).length).toBeGreaterThan(30_000);
    const client = await DuelClient.join(running.url, options);
    try {
      expect(client.room.roomId).toBeTruthy();
    } finally {
      await client.leave().catch(() => {});
    }
  });

  it('refuses a body past the limit with 413 before reading it all', async () => {
    const response = await fetch(httpUrl('/matchmake/joinOrCreate/duel'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1_000_000) }),
    });
    expect(response.status).toBe(413);
  });
});
