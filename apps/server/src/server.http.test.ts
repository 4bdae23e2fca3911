import { Client, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@goalguessr/protocol';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { startServer, type RunningServer } from './server';
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

  it('answers CORS on no route but matchmaking and the app API: not health, metrics or the web build', async () => {
    for (const path of ['/health', '/metrics', '/', '/daily']) {
      const response = await fetch(`${http}${path}`, { headers: { Origin: WEB_ORIGIN } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      await response.arrayBuffer();
    }
    const health = await fetch(`${http}/health`);
    expect(await health.json()).toEqual({ status: 'ok', protocolVersion: PROTOCOL_VERSION });
  });

  it('never allows credentials, and every answer carries the anti-framing and referrer headers', async () => {
    for (const [path, init] of [
      ['/matchmake/joinOrCreate/duel', { method: 'OPTIONS' }],
      ['/api/friend/ABCD2345', {}],
      ['/health', {}],
      ['/nothing-here', {}],
    ] as const) {
      const response = await fetch(`${http}${path}`, { ...init, headers: { Origin: WEB_ORIGIN } });
      await response.arrayBuffer();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe("CORS_ORIGINS: only the listed origins, the server's own and (production) the native app", () => {
  it('reflects an allowed origin on matchmaking and the /api/ routes and answers others nothing', async () => {
    await running.close();
    running = await startServer({
      port: 0,
      questions: fakeQuestionSource(),
      timings: { ...TEST_TIMINGS, botWaitMs: 60_000 },
      corsOrigins: ['https://goalguessr.example', 'capacitor://localhost'],
    });
    http = `http://127.0.0.1:${running.port}`;
    const preflight = async (
      origin: string,
      path = '/matchmake/joinOrCreate/duel',
    ): Promise<string | null> => {
      const response = await fetch(`${http}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      return response.headers.get('access-control-allow-origin');
    };
    expect(await preflight('https://goalguessr.example')).toBe('https://goalguessr.example');
    expect(await preflight('capacitor://localhost')).toBe('capacitor://localhost');
    expect(await preflight('https://evil.example')).toBeNull();
    expect(await preflight('https://evil.example', '/api/friend/ABCD2345')).toBeNull();
    // the ladder's API is the app's too (the native app reads the leaderboard from its WebView)
    expect(await preflight('capacitor://localhost', '/api/me')).toBe('capacitor://localhost');
    expect(await preflight('https://evil.example', '/api/me')).toBeNull();
    // the server's own origin (a same-origin POST carries Origin too)
    expect(await preflight(http)).toBe(http);
    const lookup = await fetch(`${http}/api/friend/ABCD2345`, {
      headers: { Origin: 'https://goalguessr.example' },
    });
    expect(lookup.status).toBe(404);
    expect(lookup.headers.get('access-control-allow-origin')).toBe('https://goalguessr.example');
  });
});
