import { Client, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@goalguessr/protocol';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { corsAllowOrigin, startServer, type RunningServer } from './server';
import { joinOptions, waitUntil } from './testing/duel-client';

type SeatReservation = Parameters<Client['consumeSeatReservation']>[0];

function playersOf(room: Room): { username: string }[] {
  const state = (
    room.state as { toJSON(): { players?: Record<string, { username: string }> } } | undefined
  )?.toJSON();
  return Object.values(state?.players ?? {});
}

/** The web client served by `vite preview` on another port: another origin than the server. */
const WEB_ORIGIN = 'http://127.0.0.1:4173';

let running: RunningServer;
let http = '';

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000 },
  });
  http = `http://127.0.0.1:${running.port}`;
});

afterAll(async () => {
  await running.close();
});

describe('matchmaking over HTTP from another origin (CORS)', () => {
  it('answers the browser preflight for the matchmaking route', async () => {
    const response = await fetch(`${http}/matchmake/joinOrCreate/duel`, {
      method: 'OPTIONS',
      headers: {
        Origin: WEB_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('reserves a seat for a cross-origin POST, which the SDK then consumes', async () => {
    const response = await fetch(`${http}/matchmake/joinOrCreate/duel`, {
      method: 'POST',
      headers: { Origin: WEB_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(joinOptions({ tournament: 'legendary', username: 'Browser' })),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    const reservation = (await response.json()) as SeatReservation;
    expect(reservation.name).toBe('duel');
    // the browser would now open the WebSocket with this reservation
    const room = await new Client(running.url).consumeSeatReservation(reservation);
    try {
      await waitUntil(() => playersOf(room).some((p) => p.username === 'Browser'), 2_000, 'seated player');
      expect(room.sessionId).toBe(reservation.sessionId);
    } finally {
      await room.leave(true);
    }
  });

  it('gives a refused join its reason code, readable cross-origin', async () => {
    const response = await fetch(`${http}/matchmake/joinOrCreate/duel`, {
      method: 'POST',
      headers: { Origin: WEB_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(joinOptions({ username: 'abc' })),
    });
    expect(response.ok).toBe(false);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(JSON.stringify(await response.json())).toContain('username_too_short');
  });

  it('serves /health cross-origin with the protocol version', async () => {
    const response = await fetch(`${http}/health`, { headers: { Origin: WEB_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(await response.json()).toEqual({ status: 'ok', protocolVersion: PROTOCOL_VERSION });
  });
});

describe('corsAllowOrigin (CORS_ORIGINS allow-list)', () => {
  it('reflects only listed origins and answers others with a listed one, so browsers refuse them', () => {
    const allowed = ['https://goalguessr.example', WEB_ORIGIN];
    expect(corsAllowOrigin(allowed, WEB_ORIGIN)).toBe(WEB_ORIGIN);
    expect(corsAllowOrigin(allowed, 'https://evil.example')).toBe('https://goalguessr.example');
    expect(corsAllowOrigin(allowed, null)).toBe('https://goalguessr.example');
    expect(corsAllowOrigin([], WEB_ORIGIN)).toBe('null');
  });
});
