import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Protocol, matchMaker } from '@colyseus/core';
import { MAX_MESSAGE_BYTES } from '@goalguessr/game-core';
import { MATCH_ERROR_CODES, type RoundStartPayload } from '@goalguessr/protocol';
import type { DuelRoom } from './rooms/duel-room';
import type { RunningServer } from './server';
import { startHostileTestServer } from './testing/hostile-server';
import { DuelClient, sleep } from './testing/duel-client';
import { consistencyProblems } from './testing/consistency';
import { RawDuelSocket, roomDataFrame } from './testing/raw-client';
import { answerFor } from './testing/answers';

let running: RunningServer;
/** what the server logs while attacked, kept out of the test output and checked below */
let serverLog: Awaited<ReturnType<typeof startHostileTestServer>>['log'];

beforeAll(async () => {
  ({ running, log: serverLog } = await startHostileTestServer(4_000));
});

afterAll(async () => {
  await running.close();
});

/** Message types: every registered one, the wildcard itself, prototype keys, odd strings and numbers. */
const TYPES: (string | number)[] = [
  'match:answer',
  'match:power_up',
  'match:leave',
  '*',
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'match:*',
  'match:answer\u0000',
  'MATCH:ANSWER',
  '\u202e',
  'x'.repeat(1_000),
  0,
  1,
  -1,
  255,
  65_535,
  2 ** 31,
  4.5,
];

/** Payloads with hostile toString/valueOf, prototype keys, wrong types and sizes. */
const PAYLOADS: unknown[] = [
  undefined,
  null,
  true,
  0,
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  'match:answer',
  '',
  [],
  [0, 0],
  {},
  { toString: 1 },
  { valueOf: 1 },
  { toString: {}, valueOf: {} },
  { toJSON: 1, then: 1 },
  { roundIndex: { valueOf: 0 }, option: { toString: 'a' } },
  { roundIndex: { toString: 1 }, powerUp: { valueOf: 1 } },
  JSON.parse('{"__proto__": {"polluted": 1}, "roundIndex": 0, "option": "x"}') as unknown,
  { constructor: { prototype: { polluted: 1 } } },
  { roundIndex: 0, powerUp: '__proto__' },
  { roundIndex: 0, powerUp: 'toString' },
  { roundIndex: 0, powerUp: 'constructor' },
  { roundIndex: '0', option: 0 },
  { roundIndex: 0, option: '__proto__' },
  { roundIndex: 0, option: 'constructor' },
  { roundIndex: 0, optionIndex: 0 },
  { roundIndex: -1, powerUp: 'whistle' },
  { roundIndex: 1e308, powerUp: 'golden_shot' },
  new Uint8Array([1, 2, 3, 255]),
  'y'.repeat(3_000),
  [[[[[[[[[[[]]]]]]]]]]],
];

const RAW_PROTOCOL_CODES = [
  Protocol.ROOM_DATA,
  Protocol.ROOM_DATA_BYTES,
  Protocol.ROOM_REQUEST,
  Protocol.LEAVE_ROOM,
  Protocol.JOIN_ROOM,
  Protocol.PING,
  0,
  1,
  99,
  255,
];

/** An honest player: answers every round right after a short think, so its match spans the attack. */
async function playHonestly(player: DuelClient, thinkMs: number): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const start: RoundStartPayload = await player.nth('match:round_start', round, 30_000);
    await sleep(thinkMs);
    player.send('match:answer', answerFor(start, true));
    await player.nth('match:answer_result', round, 30_000);
  }
}

describe('hostile clients', () => {
  it('survive ≥ 10 000 hostile inputs while two honest matches finish normally', async () => {
    const honest = await Promise.all(
      (['champions', 'champions', 'legendary', 'legendary'] as const).map((tournament, i) =>
        DuelClient.join(running.url, { tournament, username: `Honest${i}` }),
      ),
    );
    const [h0, h1, h2, h3] = honest as [DuelClient, DuelClient, DuelClient, DuelClient];
    expect(h1.room.roomId).toBe(h0.room.roomId);
    expect(h3.room.roomId).toBe(h2.room.roomId);
    const honestPlay = Promise.all(honest.map((player, i) => playHonestly(player, 150 + i * 20)));

    let inputs = 0;
    let attacker = await RawDuelSocket.join(running.port, { tournament: 'rookie', username: 'Attacker' });
    const roomIds = new Set([attacker.roomId]);
    const attack = async (send: (socket: RawDuelSocket) => void): Promise<void> => {
      if (!attacker.open) {
        attacker = await RawDuelSocket.join(running.port, { tournament: 'rookie', username: 'Attacker' });
        roomIds.add(attacker.roomId);
      }
      send(attacker);
      inputs += 1;
      if (inputs % 50 === 0) await sleep(2);
    };

    // 1. every type × every payload, three times over (the match moves on between passes)
    for (let pass = 0; pass < 3; pass++) {
      for (const type of TYPES) {
        for (const payload of PAYLOADS) {
          await attack((socket) => socket.send(type, payload));
        }
      }
    }
    // 2. random structures and strings behind the registered types
    const randomMessage = fc.record({
      type: fc.oneof(fc.constantFrom('match:answer', 'match:power_up', '*'), fc.string({ maxLength: 20 })),
      payload: fc.anything({ maxDepth: 3, maxKeys: 6, withObjectString: true, withNullPrototype: true }),
    });
    for (const message of fc.sample(randomMessage, { seed: 11, numRuns: 6_000 })) {
      await attack((socket) => socket.send(message.type, message.payload));
    }
    // 3. raw binary frames: random bytes behind every protocol code; text frames; requests to "*"
    const rawFrame = fc.tuple(
      fc.constantFrom(...RAW_PROTOCOL_CODES),
      fc.uint8Array({ minLength: 0, maxLength: 48 }),
    );
    for (const [code, bytes] of fc.sample(rawFrame, { seed: 5, numRuns: 1_500 })) {
      await attack((socket) => socket.raw(Uint8Array.from([code, ...bytes])));
    }
    for (let i = 0; i < 50; i++) {
      await attack((socket) => socket.raw(`text frame ${i} {"toString":1}`));
      const star = roomDataFrame('*', { toString: 1 });
      await attack((socket) => socket.raw(Uint8Array.from([Protocol.ROOM_REQUEST, 7, ...star.subarray(1)])));
    }
    // 4. oversized frames: refused by the transport (1009), never buffered whole
    let oversizedClosed = 0;
    for (let i = 0; i < 20; i++) {
      await attack((socket) => socket.raw(new Uint8Array(MAX_MESSAGE_BYTES * 4 + i)));
      const closedBy = attacker;
      await waitFor(() => closedBy.closeCode !== null, 5_000);
      if (closedBy.closeCode === 1009) oversizedClosed += 1;
    }

    expect(inputs).toBeGreaterThanOrEqual(10_000);
    expect(oversizedClosed).toBe(20);
    console.info(`hostile inputs tried: ${inputs}`);

    // the honest matches finish normally: every answer right, a completed result
    await honestPlay;
    for (const player of honest) {
      const result = await player.nth('match:result', 0, 30_000);
      expect(result.reason).toBe('completed');
      expect(result.me.correctCount).toBe(5);
      expect(player.all('match:error')).toEqual([]);
    }

    // nothing polluted, every room consistent, the process still serves
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const roomId of roomIds) {
      const room = matchMaker.getLocalRoomById(roomId) as DuelRoom | undefined;
      if (room !== undefined) expect(consistencyProblems(room)).toEqual([]);
    }
    for (const message of attacker.messages) {
      if (message.type === 'match:error') {
        expect(MATCH_ERROR_CODES).toContain((message.payload as { code: string }).code);
      }
    }
    const health = await fetch(`http://127.0.0.1:${running.port}/health`);
    expect(health.status).toBe(200);
    const after = await RawDuelSocket.join(running.port, { tournament: 'legendary', username: 'Later' });
    expect(after.open).toBe(true);
    after.close();

    // operators get short lines, never a stack trace, and not one line per input
    const stackLines = serverLog.lines.filter((line) => /\n\s+at /.test(line));
    expect(stackLines).toEqual([]);
    expect(serverLog.lines.length).toBeLessThan(100);
    console.info(`log lines for them: ${serverLog.lines.length}\n${serverLog.lines.join('\n')}`);
    attacker.close();
    await Promise.all(honest.map((c) => c.leave().catch(() => {})));
  }, 120_000);

  it('answers the literal "*" type and hostile toString payloads with match:error, nothing else', async () => {
    const a = await DuelClient.join(running.url, { tournament: 'legendary', username: 'Star1' });
    a.send('*', { toString: 1 });
    a.send('*', { valueOf: 1, toString: 1 });
    a.send('constructor', { toString: 1 });
    a.send('__proto__', {});
    a.send('match:answer', { toString: 1 });
    const errors = [0, 1, 2, 3, 4].map((n) => a.nth('match:error', n));
    expect(await Promise.all(errors)).toEqual([
      { code: 'unknown_message', type: '*' },
      { code: 'unknown_message', type: '*' },
      { code: 'unknown_message', type: 'constructor' },
      { code: 'unknown_message', type: '__proto__' },
      { code: 'invalid_message', type: 'match:answer' },
    ]);
    expect(a.all('match:void')).toEqual([]);
    expect(a.leftWithCode).toBeNull();
    await a.leave();
  });
});

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!check() && Date.now() - started < timeoutMs) await sleep(5);
}
