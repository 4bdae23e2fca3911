import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { MATCH_ERROR_CODES, POWER_UP_REFUSAL_REASONS } from '@goalguessr/protocol';
import type { DuelRoom } from './rooms/duel-room';
import type { RunningServer } from './server';
import { startHostileTestServer } from './testing/hostile-server';
import { consistencyProblems } from './testing/consistency';
import { DuelClient, sleep } from './testing/duel-client';

const CLIENTS = 8;
const MESSAGES_PER_CLIENT = 1_300;
const TOTAL_MESSAGES = CLIENTS * MESSAGES_PER_CLIENT;
const RAW_FRAMES = 1_500;
/** Colyseus protocol codes a client may send (room data, bytes, request, leave…) plus unknown ones. */
const RAW_PROTOCOL_CODES = [10, 12, 13, 17, 19, 20, 21, 13 | 32, 21 | 64, 0, 1, 9, 99, 255];

let running: RunningServer;
/** what the server logs while attacked, kept out of the test output and checked below */
let serverLog: Awaited<ReturnType<typeof startHostileTestServer>>['log'];

beforeAll(async () => {
  ({ running, log: serverLog } = await startHostileTestServer(250));
});

afterAll(async () => {
  await running.close();
});

/** Near-valid and wild message types and payloads, deterministic by seed. */
const messageType = fc.oneof(
  { weight: 300, arbitrary: fc.constantFrom('match:answer', 'match:power_up') },
  // rare: a valid leave forfeits, and the fuzzer must rejoin
  { weight: 2, arbitrary: fc.constant('match:leave') },
  { weight: 100, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 50, arbitrary: fc.integer({ min: -5, max: 300 }) },
);
const smallNumber = fc.oneof(
  fc.integer({ min: -2, max: 6 }),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, 0.5),
);
/** well-formed tokens that are no option's, and ill-formed ones */
const token = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{12}$/), fc.string({ maxLength: 40 }));
const payload = fc.oneof(
  { weight: 4, arbitrary: fc.record({ roundIndex: smallNumber, optionToken: token }) },
  { weight: 1, arbitrary: fc.record({ roundIndex: smallNumber, optionIndex: smallNumber }) },
  {
    weight: 3,
    arbitrary: fc.record({
      roundIndex: smallNumber,
      powerUp: fc.oneof(
        fc.constantFrom('golden_shot', 'energy_drink', 'whistle'),
        fc.string({ maxLength: 12 }),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ roundIndex: smallNumber, optionToken: token, extra: fc.anything() }),
  },
  { weight: 3, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, null, '', [], {}, 'match:answer', true) },
);
const fuzzMessage = fc.record({ type: messageType, payload });

describe('fuzz', () => {
  it(`survives ${TOTAL_MESSAGES} random and malformed messages with every room consistent`, async () => {
    expect(TOTAL_MESSAGES).toBeGreaterThanOrEqual(10_000);
    const tournaments = ['rookie', 'champions', 'legendary'] as const;
    const fuzzers: DuelClient[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      // consecutive joins of one tournament share a room; the rest get bots
      fuzzers.push(
        await DuelClient.join(running.url, {
          tournament: tournaments[i % 3] ?? 'rookie',
          username: `Fuzz${i}`,
        }),
      );
    }
    const roomIds = new Set(fuzzers.map((f) => f.room.roomId));
    let sent = 0;
    await Promise.all(
      fuzzers.map(async (fuzzer, index) => {
        const messages = fc.sample(fuzzMessage, { seed: 1_000 + index, numRuns: MESSAGES_PER_CLIENT });
        for (const [n, message] of messages.entries()) {
          if (fuzzer.leftWithCode !== null) {
            // it forfeited with a valid `match:leave`, or its finished room closed: it comes back as a new player
            fuzzer = await DuelClient.join(running.url, { username: `Back${index}` });
            fuzzers[index] = fuzzer;
            roomIds.add(fuzzer.room.roomId);
          }
          try {
            fuzzer.send(message.type, message.payload);
            sent += 1;
          } catch {
            // the SDK refuses to encode a few values (e.g. symbols): they never reach the server
          }
          if (n % 25 === 0) await sleep(2);
        }
      }),
    );
    expect(sent).toBeGreaterThanOrEqual(10_000 - 50);
    await sleep(300);

    for (const roomId of roomIds) {
      const room = matchMaker.getLocalRoomById(roomId) as DuelRoom | undefined;
      if (room === undefined) continue; // already closed after its match
      expect(consistencyProblems(room)).toEqual([]);
    }
    for (const fuzzer of fuzzers) {
      for (const error of fuzzer.all('match:error')) expect(MATCH_ERROR_CODES).toContain(error.code);
      for (const result of fuzzer.all('match:power_up_result')) {
        if (!result.ok) expect(POWER_UP_REFUSAL_REASONS).toContain(result.reason);
      }
      // one own result per round at most, one final result at most
      const rounds = fuzzer.all('match:answer_result').map((r) => r.roundIndex);
      expect(new Set(rounds).size).toBe(rounds.length);
      expect(fuzzer.all('match:result').length).toBeLessThanOrEqual(1);
      expect(fuzzer.all('match:round_end').length).toBeLessThanOrEqual(5);
    }

    // Raw frames below the SDK: random bytes behind each protocol code (cut strings, bad msgpack, unknown
    // codes). A client sending an undecodable frame may be disconnected; the server and the rooms must not care.
    const rawFrame = fc.tuple(
      fc.constantFrom(...RAW_PROTOCOL_CODES),
      fc.uint8Array({ minLength: 0, maxLength: 64 }),
    );
    let rawSent = 0;
    let raw = await DuelClient.join(running.url, { tournament: 'champions', username: 'RawFuzz' });
    const rawRoomIds = new Set([raw.room.roomId]);
    for (const [code, bytes] of fc.sample(rawFrame, { seed: 7, numRuns: RAW_FRAMES })) {
      if (raw.leftWithCode !== null) {
        raw = await DuelClient.join(running.url, { tournament: 'champions', username: 'RawFuzz' });
        rawRoomIds.add(raw.room.roomId);
      }
      raw.room.connection.send(Uint8Array.from([code, ...bytes]));
      rawSent += 1;
      if (rawSent % 25 === 0) await sleep(2);
    }
    expect(rawSent).toBe(RAW_FRAMES);
    // the frames did reach the decoder (which logged what it refused)
    expect(serverLog.lines.length).toBeGreaterThan(0);
    await sleep(200);
    for (const roomId of rawRoomIds) {
      const room = matchMaker.getLocalRoomById(roomId) as DuelRoom | undefined;
      if (room !== undefined) expect(consistencyProblems(room)).toEqual([]);
    }
    await raw.leave().catch(() => {});

    // the server still plays a clean match afterwards (with rounds long enough not to race the answers)
    running.timings.roundDurationMs = 5_000;
    const a = await DuelClient.join(running.url, { tournament: 'legendary', username: 'After1' });
    const b = await DuelClient.join(running.url, { tournament: 'legendary', username: 'After2' });
    expect(b.room.roomId).toBe(a.room.roomId);
    await Promise.all([a.nth('match:round_start', 0), b.nth('match:round_start', 0)]);
    a.answer(0, true);
    b.answer(0, false);
    const end = await a.nth('match:round_end', 0);
    expect(end.correctCount).toEqual({ [a.sessionId]: 1, [b.sessionId]: 0 });
    await Promise.all([...fuzzers, a, b].map((c) => c.leave().catch(() => {})));
  }, 60_000);
});
