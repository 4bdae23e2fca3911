import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUE_STAGES, clueStagesShown, pointsForClues, type Question } from '@goalguessr/game-core';
import type { RoundStartPayload } from '@goalguessr/protocol';
import { fakeQuestions, TEST_TIMINGS } from './match/test-support';
import { startServer, type RunningServer } from './server';
import { answerFor } from './testing/answers';
import { DuelClient, sleep, waitUntil } from './testing/duel-client';

/**
 * Issue 13 on a real server with real SDK clients: the clue stages of a round go out one at a time at their
 * time and never earlier — in no message, no state patch, no sync — and a right answer pays less once more
 * clues are out. Every raw WebSocket frame a client receives is searched for each stage's marker.
 */
const ROUND_MS = 2_500;
const TIMINGS = { ...TEST_TIMINGS, botWaitMs: 60_000, roundDurationMs: ROUND_MS, revealMs: 300 };

/** Each stage of each round carries a string found nowhere else, so a frame that holds it can be told. */
const MARKERS = {
  world_cups: 'world_cups',
  clubs: (round: number) => `CLUBMARK${round}Z`,
  numbers: 'numbers',
  nation: (round: number) => `NATMARK${round}Z`,
};

function markedQuestions(): Question[] {
  return fakeQuestions().map((q, round) => ({
    ...q,
    card: {
      ...q.card,
      nation: MARKERS.nation(round),
      flag: null,
      worldCups: [{ year: 2006, number: 71 + round, club: MARKERS.clubs(round) }],
    },
  }));
}

let running: RunningServer;
const reportsFile = join(mkdtempSync(join(tmpdir(), 'gg-reports-')), 'card-reports.jsonl');

beforeAll(async () => {
  running = await startServer({ port: 0, questions: () => markedQuestions(), timings: TIMINGS, reportsFile });
});

afterAll(async () => {
  await running.close();
});

async function pair(): Promise<[DuelClient, DuelClient]> {
  const a = await DuelClient.join(running.url, { username: 'Alice1' });
  const b = await DuelClient.join(running.url, { username: 'Bruno2' });
  return [a, b];
}

/** The first moment (ms) each frame marker of `round` may be on the wire, from its round_start. */
function firstAllowedMs(start: RoundStartPayload): [string, number][] {
  const at = (stage: (typeof CLUE_STAGES)[number]) => start.clueRevealAtMs[CLUE_STAGES.indexOf(stage)] ?? 0;
  return [
    [MARKERS.world_cups, at('world_cups')],
    [MARKERS.clubs(start.roundIndex), at('clubs')],
    [MARKERS.numbers, at('numbers')],
    [MARKERS.nation(start.roundIndex), at('nation')],
  ];
}

/** Every raw frame (messages and state patches) that carries a marker before its stage's time. */
function earlyFrames(client: DuelClient, start: RoundStartPayload): string[] {
  const early: string[] = [];
  for (const frame of client.frames) {
    const text = frame.bytes.toString('latin1');
    for (const [marker, allowedAtMs] of firstAllowedMs(start))
      if (text.includes(marker) && frame.atMs < allowedAtMs)
        early.push(`${marker} ${allowedAtMs - frame.atMs} ms early`);
  }
  return early;
}

describe('clues revealed by the server', () => {
  it('sends each stage at its time to both players, and no frame holds a clue before it', async () => {
    const [a, b] = await pair();
    try {
      // Nobody answers round 0: it runs to its deadline with every stage sent.
      const start = await a.nth('match:round_start', 0, 10_000);
      expect(start.clues).toHaveLength(1);
      // the opening stage: position and the decade of birth (issue 23); the exact year, height and foot later
      expect(start.clues[0]?.map((c) => c.kind)).toEqual(['position', 'era']);
      expect(start.clueRevealAtMs.map((t) => t - start.roundStartedAtMs)).toEqual([0, 500, 1000, 1500, 2000]);
      expect(JSON.stringify(start)).not.toMatch(/CLUBMARK|NATMARK|"numbers"|world_cups/);
      await Promise.all([a.nth('match:round_end', 0, 10_000), b.nth('match:round_end', 0, 10_000)]);
      for (const client of [a, b]) {
        const clues = client.all('match:clue').filter((c) => c.roundIndex === 0);
        expect(clues.map((c) => c.stage)).toEqual([1, 2, 3, 4]);
        expect(clues.map((c) => c.clues.map((x) => x.kind))).toEqual([
          ['world_cups'],
          ['clubs'],
          ['numbers', 'born', 'height', 'foot'],
          ['nation'],
        ]);
        expect(clues[3]?.clues[0]).toMatchObject({ kind: 'nation', nation: MARKERS.nation(0) });
        const received = client.messages.filter((m) => m.type === 'match:clue');
        for (const [i, message] of received.slice(0, 4).entries())
          expect(message.atMs).toBeGreaterThanOrEqual(start.clueRevealAtMs[i + 1] ?? Infinity);
        expect(earlyFrames(client, start)).toEqual([]);
        // The markers did reach the wire, so the search above can fail.
        expect(client.frames.some((f) => f.bytes.toString('latin1').includes(MARKERS.nation(0)))).toBe(true);
        // The closed round carries the whole card and each option's facts, keyed by the round's tokens.
        const end = client.all('match:round_end')[0];
        expect(end?.clues.map((c) => c.kind)).toEqual([
          'position',
          'era',
          'world_cups',
          'clubs',
          'numbers',
          'born',
          'height',
          'foot',
          'nation',
        ]);
        expect(Object.keys(end?.optionFacts ?? {}).sort()).toEqual(start.options.map((o) => o.token).sort());
        for (const option of start.options) expect(end?.optionFacts[option.token]?.position).toBe('FW');
      }
    } finally {
      await Promise.all([a.leave().catch(() => {}), b.leave().catch(() => {})]);
    }
  }, 30_000);

  it('a client that reconnects mid-round gets only the stages already out', async () => {
    const [a, b] = await pair();
    try {
      const start = await a.nth('match:round_start', 0, 10_000);
      // After the World Cups (500 ms), before the clubs (1,000 ms).
      await waitUntil(() => a.all('match:clue').length >= 1, 5_000, 'the first clue');
      a.drop();
      await sleep(50);
      await a.reconnect();
      const sync = await a.nth('match:sync', 0, 5_000);
      const now = Date.now();
      expect(sync.round?.roundIndex).toBe(0);
      const stagesOut = sync.round?.clues.length ?? 0;
      // As many stages as were due when the sync left, never one more.
      expect(stagesOut).toBeGreaterThanOrEqual(2);
      expect(stagesOut).toBeLessThanOrEqual(start.clueRevealAtMs.filter((t) => t <= now).length);
      await Promise.all([a.nth('match:round_end', 0, 10_000), b.nth('match:round_end', 0, 10_000)]);
      expect(earlyFrames(a, start)).toEqual([]);
      // The reconnected client still gets the stages after its return, each once.
      const stages = a
        .all('match:clue')
        .filter((c) => c.roundIndex === 0)
        .map((c) => c.stage);
      expect(new Set(stages).size).toBe(stages.length);
      expect(Math.max(...stages, stagesOut - 1)).toBe(4);
    } finally {
      await Promise.all([a.leave().catch(() => {}), b.leave().catch(() => {})]);
    }
  }, 30_000);

  it('pays fewer points for a right answer once more clues are out, and the points follow the rule', async () => {
    const [a, b] = await pair();
    try {
      const first = await a.nth('match:round_start', 0, 10_000);
      a.send('match:answer', answerFor(first, true));
      const early = await a.nth('match:answer_result', 0);
      b.send('match:answer', answerFor(await b.nth('match:round_start', 0), false));
      const second = await a.nth('match:round_start', 1, 10_000);
      // Wait until the shirt numbers are out (stage 3), then answer right.
      await waitUntil(
        () => a.all('match:clue').filter((c) => c.roundIndex === 1).length >= 3,
        10_000,
        'clues',
      );
      a.send('match:answer', answerFor(second, true));
      const late = await a.nth('match:answer_result', 1);
      expect(early.correct && late.correct).toBe(true);
      for (const r of [early, late])
        expect(r.points).toBe(pointsForClues(clueStagesShown(r.answerTimeMs ?? 0, ROUND_MS)));
      expect(early.points).toBeGreaterThanOrEqual(175);
      expect(late.points).toBeLessThanOrEqual(125);
      expect(late.points).toBeLessThan(early.points);
      // The round that closed early (both answered) sent no clue after its close.
      const end = await a.nth('match:round_end', 0);
      expect(end.points[a.sessionId]).toBe(early.points);
      const roundEndAt = a.messages.find((m) => m.type === 'match:round_end')?.atMs ?? 0;
      expect(
        a.messages.filter(
          (m) =>
            m.type === 'match:clue' &&
            (m.payload as { roundIndex: number }).roundIndex === 0 &&
            m.atMs > roundEndAt,
        ),
      ).toEqual([]);
    } finally {
      await Promise.all([a.leave().catch(() => {}), b.leave().catch(() => {})]);
    }
  }, 30_000);
});

describe('Report this card', () => {
  it('accepts one report per closed round, refuses the rest, and appends it to the reports file', async () => {
    const [a, b] = await pair();
    try {
      const start = await a.nth('match:round_start', 0, 10_000);
      a.send('match:report', { roundIndex: 0 });
      expect(await a.nth('match:report_result', 0)).toEqual({
        ok: false,
        roundIndex: 0,
        reason: 'round_not_closed',
      });
      a.send('match:answer', answerFor(start, false));
      b.send('match:answer', answerFor(await b.nth('match:round_start', 0), false));
      await a.nth('match:round_end', 0, 10_000);
      a.send('match:report', { roundIndex: 0 });
      expect(await a.nth('match:report_result', 1)).toEqual({ ok: true, roundIndex: 0 });
      a.send('match:report', { roundIndex: 0 });
      expect(await a.nth('match:report_result', 2)).toEqual({
        ok: false,
        roundIndex: 0,
        reason: 'already_reported',
      });
      // The other player may report the same card once too.
      b.send('match:report', { roundIndex: 0 });
      expect(await b.nth('match:report_result', 0)).toEqual({ ok: true, roundIndex: 0 });
      // Bad payloads change nothing and get the protocol's error.
      a.send('match:report', { roundIndex: 0, note: 'x'.repeat(50) });
      a.send('match:report', { roundIndex: 9 });
      a.send('match:report', 'round 0');
      await waitUntil(() => a.all('match:error').length >= 3, 5_000, 'errors');
      expect(a.all('match:error').map((e) => e.code)).toEqual([
        'invalid_message',
        'invalid_message',
        'invalid_message',
      ]);
      await sleep(200);
      const lines = readFileSync(reportsFile, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(2);
      const report = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
      expect(report).toMatchObject({
        roundIndex: 0,
        tournament: 'rookie',
        answerId: 'q0-0',
        answerName: 'Player 0-0',
        reporter: a.sessionId,
      });
      expect(report.options).toEqual(start.options.map((o) => o.name));
      expect(JSON.stringify(report.clues)).toContain(MARKERS.nation(0));
    } finally {
      await Promise.all([a.leave().catch(() => {}), b.leave().catch(() => {})]);
    }
  }, 30_000);
});
