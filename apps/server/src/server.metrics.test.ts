import { afterEach, describe, expect, it } from 'vitest';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { METRIC } from './production/metrics';
import { startServer, type RunningServer } from './server';
import { DuelClient, waitUntil } from './testing/duel-client';
import { metricValue } from './testing/metrics-text';

let running: RunningServer | undefined;
const clients: DuelClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
  await running?.close();
  running = undefined;
});

async function scrape(headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${running?.port ?? 0}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

describe('GET /metrics', () => {
  it('follows players, rooms by phase, joins, refusals and pairing waits as they happen', async () => {
    running = await startServer({
      port: 0,
      questions: fakeQuestionSource(),
      timings: { ...TEST_TIMINGS, botWaitMs: 60_000, roundDurationMs: 10_000 },
    });
    const url = running.url;
    let text = await scrape();
    expect(metricValue(text, METRIC.players)).toBe(0);
    expect(metricValue(text, METRIC.rooms, { phase: 'searching' })).toBe(0);

    const a = await DuelClient.join(url, { tournament: 'champions', username: 'Metric1' });
    clients.push(a);
    text = await scrape();
    expect(metricValue(text, METRIC.players)).toBe(1);
    expect(metricValue(text, METRIC.rooms, { phase: 'searching' })).toBe(1);

    await expect(DuelClient.join(url, { username: 'abc' })).rejects.toThrow(/username_too_short/);
    const b = await DuelClient.join(url, { tournament: 'champions', username: 'Metric2' });
    clients.push(b);
    await a.nth('match:round_start', 0, 15_000);
    a.send('match:answer', { roundIndex: 0, optionIndex: 9 });
    a.send('match:nonsense', {});
    await waitUntil(() => a.all('match:error').length === 2, 15_000, 'two match:error');

    text = await scrape();
    expect(metricValue(text, METRIC.players)).toBe(2);
    expect(metricValue(text, METRIC.rooms, { phase: 'searching' })).toBe(0);
    expect(metricValue(text, METRIC.rooms, { phase: 'round' })).toBe(1);
    expect(metricValue(text, METRIC.joins, { tournament: 'champions' })).toBe(2);
    expect(metricValue(text, METRIC.joinRefusals, { code: 'username_too_short' })).toBe(1);
    expect(metricValue(text, `${METRIC.matchmakingWait}_count`, { tournament: 'champions' })).toBe(1);
    expect(metricValue(text, METRIC.refusedMessages, { reason: 'invalid_message' })).toBe(1);
    expect(metricValue(text, METRIC.refusedMessages, { reason: 'unknown_message' })).toBe(1);
    expect(metricValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(metricValue(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);

    a.send('match:leave');
    await waitUntil(() => b.all('match:result').length === 1, 15_000, 'the forfeit result');
    await b.leave();
    await waitUntil(() => a.leftWithCode !== null, 15_000, 'A to leave');
    text = await scrape();
    expect(metricValue(text, METRIC.players)).toBe(0);
  }, 60_000);

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    running = await startServer({
      port: 0,
      questions: fakeQuestionSource(),
      metricsToken: 'scrape-secret-123456',
    });
    const url = `http://127.0.0.1:${running.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: 'Bearer wrong-secret-12345678' } })).status).toBe(
      401,
    );
    const text = await scrape({ Authorization: 'Bearer scrape-secret-123456' });
    expect(metricValue(text, METRIC.players)).toBe(0);
  });

  it('is closed in production without METRICS_TOKEN (it was open to anyone, and 1,000 scrapes a second slowed a match)', async () => {
    running = await startServer({ port: 0, questions: fakeQuestionSource(), production: true });
    const response = await fetch(`http://127.0.0.1:${running.port}/metrics`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('METRICS_TOKEN');
  });
});
