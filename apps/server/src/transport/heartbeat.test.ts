import { describe, expect, it } from 'vitest';
import { Heartbeat, pingIfDueSoon, startHeartbeat, type HeartbeatSocket } from './heartbeat';

const INTERVAL_MS = 3_000;
const MAX_RETRIES = 2;

/** A socket that logs its pings and answers each with a pong after `pongAfterMs` (never, when null). */
function fakeSocket(clock: { nowMs: number }, pongAfterMs: number | null) {
  const pings: number[] = [];
  const pongs: number[] = [];
  let terminatedAtMs: number | null = null;
  const socket: HeartbeatSocket = {
    pingCount: 0,
    readyState: 1,
    ping() {
      pings.push(clock.nowMs);
      if (pongAfterMs !== null) pongs.push(clock.nowMs + pongAfterMs);
    },
    terminate() {
      terminatedAtMs = clock.nowMs;
    },
  };
  return {
    socket,
    pings,
    terminatedAt: () => terminatedAtMs,
    /** Colyseus' pong handler: the count starts again */
    deliverPongs() {
      while (pongs.length > 0 && (pongs[0] ?? Infinity) <= clock.nowMs) {
        pongs.shift();
        socket.pingCount = 0;
      }
    },
  };
}

/**
 * Runs `durationMs` in 100-ms steps: the sweep visits the socket every interval (from `firstVisitMs`), and room
 * events write to it every `eventEveryMs` (none when null).
 */
function run(options: { durationMs: number; eventEveryMs: number | null; pongAfterMs: number | null }) {
  const clock = { nowMs: 0 };
  const heartbeat = new Heartbeat(INTERVAL_MS, MAX_RETRIES, () => clock.nowMs);
  const socket = fakeSocket(clock, options.pongAfterMs);
  startHeartbeat(socket.socket);
  const firstVisitMs = 200;
  for (clock.nowMs = 0; clock.nowMs <= options.durationMs; clock.nowMs += 100) {
    socket.deliverPongs();
    if (socket.terminatedAt() !== null) break;
    if (clock.nowMs >= firstVisitMs && (clock.nowMs - firstVisitMs) % INTERVAL_MS === 0) {
      heartbeat.visit(socket.socket);
    }
    if (options.eventEveryMs !== null && clock.nowMs % options.eventEveryMs === 0) {
      pingIfDueSoon(socket.socket, clock.nowMs);
    }
  }
  return socket;
}

describe('Heartbeat', () => {
  it('pings an idle socket at each visit and cuts it after 2 unanswered pings, as Colyseus does', () => {
    const answered = run({ durationMs: 30_000, eventEveryMs: null, pongAfterMs: 50 });
    expect(answered.pings).toEqual([
      200, 3_200, 6_200, 9_200, 12_200, 15_200, 18_200, 21_200, 24_200, 27_200,
    ]);
    expect(answered.terminatedAt()).toBeNull();

    const silent = run({ durationMs: 30_000, eventEveryMs: null, pongAfterMs: null });
    expect(silent.pings).toEqual([200, 3_200]);
    expect(silent.terminatedAt()).toBe(6_200);
  });

  it('sends a ping due soon in an event’s write instead, still one per interval', () => {
    const socket = run({ durationMs: 30_000, eventEveryMs: 700, pongAfterMs: 50 });
    // the first at the first visit; then each rides in the first event within half an interval of its visit
    expect(socket.pings[0]).toBe(200);
    const early = socket.pings.slice(1);
    // one for each later visit (at 3.2 s … 27.2 s), and the last ahead of the visit at 30.2 s
    expect(early.length).toBe(10);
    for (const atMs of early) expect(atMs % 700).toBe(0);
    // never closer than half an interval, never further apart than one and a half
    for (let i = 1; i < socket.pings.length; i++) {
      const gap = (socket.pings[i] ?? 0) - (socket.pings[i - 1] ?? 0);
      expect(gap).toBeGreaterThanOrEqual(INTERVAL_MS / 2);
      expect(gap).toBeLessThanOrEqual(INTERVAL_MS * 1.5);
    }
    expect(socket.terminatedAt()).toBeNull();
  });

  it('cuts a socket that stops answering no sooner after its latest ping than the sweep alone would', () => {
    // events every 700 ms; the peer answers nothing: the first ping (at the first visit) stays unanswered, so no
    // ping rides along, and the sweep cuts it at the third visit, as with no events
    const silent = run({ durationMs: 30_000, eventEveryMs: 700, pongAfterMs: null });
    expect(silent.pings).toEqual([200, 3_200]);
    expect(silent.terminatedAt()).toBe(6_200);
  });

  it('gives an early ping a whole interval for its pong', () => {
    // pongs take 2.5 s: an early ping's pong lands after the visit it stood for; the socket stays
    const slow = run({ durationMs: 30_000, eventEveryMs: 700, pongAfterMs: 2_500 });
    expect(slow.terminatedAt()).toBeNull();
  });

  it('leaves alone a socket never visited, one not open, and anything else', () => {
    const clock = { nowMs: 0 };
    const fresh = fakeSocket(clock, 10);
    pingIfDueSoon(fresh.socket, 60_000);
    startHeartbeat(fresh.socket);
    pingIfDueSoon(fresh.socket, 60_000);
    expect(fresh.pings).toEqual([]);

    const heartbeat = new Heartbeat(INTERVAL_MS, MAX_RETRIES, () => clock.nowMs);
    const closing = fakeSocket(clock, 10);
    heartbeat.visit(closing.socket);
    closing.deliverPongs();
    closing.socket.pingCount = 0;
    Object.assign(closing.socket, { readyState: 2 });
    pingIfDueSoon(closing.socket, 2_000);
    expect(closing.pings).toEqual([0]);

    for (const other of [undefined, null, 'socket', 42, {}])
      expect(() => pingIfDueSoon(other, 2_000)).not.toThrow();
  });
});
