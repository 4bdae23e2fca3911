import { loadPlayers } from '@goalguessr/footballers';
import { createQuestionBank, dailyQuestion, type QuestionCard } from '@goalguessr/game-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { systemClock } from './clock';
import { startServer, type RunningServer } from './server';

/** 2026-11-24 15:00 UTC on the server clock. */
const NOW_MS = Date.UTC(2026, 10, 24, 15, 0, 0);

interface DailyBody {
  date?: string;
  card?: QuestionCard;
  options?: { id: string; name: string }[];
  correctIndex?: number;
  code?: string;
}

let running: RunningServer;
let http = '';

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: TEST_TIMINGS,
    // the date comes from the wall clock; everything that measures time stays on the real one
    clock: { ...systemClock(), wallNow: () => NOW_MS },
  });
  http = `http://127.0.0.1:${running.port}`;
});

afterAll(async () => {
  await running.close();
});

async function getDaily(query = ''): Promise<{ status: number; body: DailyBody; cors: string | null }> {
  const response = await fetch(`${http}/api/daily${query}`, { headers: { Origin: 'http://127.0.0.1:4173' } });
  return {
    status: response.status,
    body: (await response.json()) as DailyBody,
    cors: response.headers.get('access-control-allow-origin'),
  };
}

describe('GET /api/daily (the daily card chosen by the server)', () => {
  const bank = createQuestionBank(loadPlayers());

  it("gives today's UTC card: the same draw a device makes offline from the built-in data", async () => {
    const { status, body, cors } = await getDaily();
    expect(status).toBe(200);
    // part of the app's API under /api/: readable from the app's origins (any, in development)
    expect(cors).toBe('http://127.0.0.1:4173');
    const expected = dailyQuestion(bank, '2026-11-24');
    expect(body.date).toBe('2026-11-24');
    expect(body.card).toEqual(expected?.card);
    expect(body.options).toEqual(expected?.options);
    expect(body.correctIndex).toBe(expected?.correctIndex);
    // never the dataset id of the answer beyond the options, never a name on the card
    expect(JSON.stringify(body.card)).not.toContain(expected?.options[expected.correctIndex]?.name ?? '?');
  });

  it('gives an earlier date its own card, the same on every call', async () => {
    const first = await getDaily('?date=2026-11-01');
    const again = await getDaily('?date=2026-11-01');
    expect(first.status).toBe(200);
    expect(first.body).toEqual(again.body);
    expect(first.body.options).toEqual(dailyQuestion(bank, '2026-11-01')?.options);
    expect(first.body.options).not.toEqual((await getDaily()).body.options);
  });

  it.each([
    ['?date=2026-02-30', 400, 'invalid_date'],
    ['?date=tomorrow', 400, 'invalid_date'],
    ['?date=2026-11-25', 404, 'not_yet'],
  ])('%s → %d %s', async (query, status, code) => {
    const answer = await getDaily(query);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code });
  });
});
