import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Protocol, matchMaker } from '@colyseus/core';
import { CLOSE_CODES } from '@goalguessr/protocol';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { startServer, type RunningServer } from './server';
import { collectingLogger, sleep, waitUntil } from './testing/duel-client';
import { RawDuelSocket, roomDataFrame } from './testing/raw-client';

/**
 * Nothing a client can send prints a stack trace: every refused frame or connection is one short line. Two
 * doors were open: a frame whose first byte carries Colyseus' modifier bits (the decoder masks them off, the
 * gate did not, so a bad payload reached msgpackr) and a WebSocket URL naming a room id such as
 * `constructor` (Colyseus looks rooms up in a plain object: `room.hasReservedSeat is not a function`).
 */
let running: RunningServer;
const serverLog = collectingLogger();
const sockets: RawDuelSocket[] = [];

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000 },
    logger: serverLog,
    // one attacker joins again and again after each cut: no join limit or flood cool-down in the way
    addressLimits: { joinBurstPerAddress: 1_000, joinsPerSecondPerAddress: 1_000, floodCooldownMs: 0 },
  });
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await running.close();
});

async function attacker(): Promise<RawDuelSocket> {
  const socket = await RawDuelSocket.join(running.port, { tournament: 'legendary' });
  sockets.push(socket);
  return socket;
}

/** Lines (since `from`) that look like a stack trace or an error dump rather than one short refusal line. */
function dumps(from: number): string[] {
  return serverLog.lines
    .slice(from)
    .filter((line) => line.includes('\n') || /\bat .+:\d+:\d+/.test(line) || line.length > 240);
}

describe('nothing a client sends prints a stack trace', () => {
  it('a room frame with modifier bits in its first byte is refused by the gate like any undecodable frame', async () => {
    const from = serverLog.lines.length;
    const frame = roomDataFrame('match:answer', { roundIndex: 0 });
    for (const modifier of [0x20, 0x40, 0x80, 0xe0]) {
      const socket = await attacker();
      // a valid type, then bytes msgpack cannot read (0xc1 is never used by msgpack)
      socket.raw(Uint8Array.from([Protocol.ROOM_DATA | modifier, ...frame.subarray(1, 14), 0xc1, 0xc1]));
      await waitUntil(() => socket.closeCode !== null, 5_000, 'the cut');
      expect(socket.closeCode).toBe(CLOSE_CODES.withError);
    }
    expect(dumps(from)).toEqual([]);
    expect(serverLog.lines.some((line) => line.startsWith('[refused] frame bad_payload'))).toBe(true);
  });

  it('a connection to a room id like "constructor" or "__proto__" is refused with one line, as an unknown room', async () => {
    const from = serverLog.lines.length;
    const { processId } = matchMaker;
    for (const roomId of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'noSuchRoom1']) {
      const ws = new WebSocket(`ws://127.0.0.1:${running.port}/${processId}/${roomId}?sessionId=abc`);
      const code = await new Promise<number>((resolve) => {
        ws.on('close', (closeCode) => resolve(closeCode));
        ws.on('error', () => {});
      });
      expect(code).toBe(CLOSE_CODES.withError);
    }
    expect(dumps(from)).toEqual([]);
    expect(serverLog.lines.slice(from).some((line) => line.includes('hasReservedSeat'))).toBe(false);
    expect(serverLog.lines.some((line) => line.startsWith('[refused] connection unknown_room'))).toBe(true);
  });

  it('1,000 random frames of any first byte: refused or handled, one short line at a time, never a dump', async () => {
    const from = serverLog.lines.length;
    const frames = fc.sample(
      fc.tuple(fc.integer({ min: 0, max: 255 }), fc.uint8Array({ minLength: 0, maxLength: 40 })),
      { seed: 26, numRuns: 1_000 },
    );
    let socket = await attacker();
    let sent = 0;
    for (const [first, rest] of frames) {
      if (!socket.open) socket = await attacker();
      socket.raw(Uint8Array.from([first, ...rest]));
      sent += 1;
      if (sent % 20 === 0) await sleep(5);
    }
    await sleep(200);
    expect(sent).toBe(1_000);
    const lines = serverLog.lines.slice(from);
    console.info(
      `refused frames: 1,000 random frames (${frames.length - sent} unsent) gave ${lines.length} log lines, ` +
        `the longest ${Math.max(0, ...lines.map((line) => line.length))} characters, ` +
        `${dumps(from).length} stack traces or dumps`,
    );
    expect(dumps(from)).toEqual([]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(240);
  });

  it('an answer sent as a request frame plays nothing (one handler per room answers requests "no_handler")', async () => {
    // rounds long enough that no deadline answers for the player while it waits
    const slow = await startServer({
      port: 0,
      questions: fakeQuestionSource(),
      timings: { ...TEST_TIMINGS, roundDurationMs: 30_000, botWaitMs: 60_000 },
      logger: collectingLogger(),
    });
    try {
      const join = (): Promise<RawDuelSocket> => RawDuelSocket.join(slow.port, { tournament: 'legendary' });
      const first = await join();
      const second = await join();
      sockets.push(first, second);
      const starts = (): { roundIndex: number; options: { token: string }[] }[] =>
        first.all('match:round_start') as { roundIndex: number; options: { token: string }[] }[];
      await waitUntil(() => starts().length > 0, 10_000, 'round 1');
      const round = starts()[0];
      const answer = { roundIndex: round?.roundIndex ?? 0, optionToken: round?.options[0]?.token ?? '' };
      const asRequest = roomDataFrame('match:answer', answer);
      first.raw(Uint8Array.from([Protocol.ROOM_REQUEST, 7, ...asRequest.subarray(1)]));
      await sleep(300);
      expect(first.all('match:answer_result')).toEqual([]);
      // the same answer as a plain message is played
      first.send('match:answer', answer);
      await waitUntil(() => first.all('match:answer_result').length === 1, 5_000, 'the answer result');
      expect(first.all('match:answer_result')[0]).toMatchObject({ kind: 'answered' });
    } finally {
      await slow.close();
    }
  });
});
