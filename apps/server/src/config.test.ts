import { describe, expect, it } from 'vitest';
import { BOT_WAIT_MS, RECONNECTION_WINDOW_MS, ROUND_DURATION_MS } from '@goalguessr/game-core';
import { DEFAULT_PORT, readConfig } from './config';
import { DEFAULT_ADDRESS_LIMITS } from './security/address-guard';
import { DEFAULT_ADMISSION } from './matchmaking/admission';

describe('readConfig', () => {
  it('defaults to port 2567, in-memory matchmaking, any origin and the production timers', () => {
    const config = readConfig({});
    expect(DEFAULT_PORT).toBe(2567);
    expect(config.port).toBe(2567);
    expect(config.host).toBe('0.0.0.0');
    expect(config.redisUrl).toBeUndefined();
    expect(config.corsOrigins).toBeUndefined();
    expect(config.timings.botWaitMs).toBe(BOT_WAIT_MS);
    expect(config.timings.roundDurationMs).toBe(ROUND_DURATION_MS);
    expect(config.timings.reconnectionWindowMs).toBe(RECONNECTION_WINDOW_MS);
    expect(config.webRoot).toBeUndefined();
    expect(config.logFormat).toBe('text');
    expect(config.logLevel).toBe('info');
    expect(config.metricsToken).toBeUndefined();
    expect(config.addressLimits).toEqual(DEFAULT_ADDRESS_LIMITS);
    expect(config.maxHttpBodyBytes).toBe(40 * 1024);
    expect(config.trustedProxies).toEqual([]);
    expect(config.drainTimeoutMs).toBe(120_000);
    expect(config.database).toEqual({ url: undefined, file: 'data/goalguessr.sqlite' });
  });

  it('reads admission control: off by default, JOIN_SHEDDING=on turns it on, thresholds and retry range', () => {
    expect(readConfig({}).admission).toEqual(DEFAULT_ADMISSION);
    expect(DEFAULT_ADMISSION.enabled).toBe(false);
    expect(readConfig({ JOIN_SHEDDING: 'on' }).admission.enabled).toBe(true);
    expect(readConfig({ JOIN_SHEDDING: 'off' }).admission.enabled).toBe(false);
    expect(
      readConfig({
        JOIN_SHED_UTILIZATION: '0.95',
        JOIN_RESUME_UTILIZATION: '0.8',
        JOIN_SHED_WINDOW_MS: '500',
        JOIN_SHED_RETRY_MS: '2000-5000',
      }).admission,
    ).toEqual({
      ...DEFAULT_ADMISSION,
      shedAt: 0.95,
      resumeBelow: 0.8,
      windowMs: 500,
      retryAfterMs: { min: 2_000, max: 5_000 },
    });
    expect(() => readConfig({ JOIN_SHEDDING: 'maybe' })).toThrow(/JOIN_SHEDDING/);
    expect(() => readConfig({ JOIN_SHED_UTILIZATION: '0.5' })).toThrow(/JOIN_RESUME_UTILIZATION/);
    expect(() => readConfig({ JOIN_SHED_RETRY_MS: '3000-1000' })).toThrow(/min above max/);
    expect(() => readConfig({ JOIN_SHED_RETRY_MS: '3s' })).toThrow(/JOIN_SHED_RETRY_MS/);
  });

  it('reads the database: PostgreSQL from DATABASE_URL, else the SQLite DATABASE_FILE; refuses another URL', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://ladder:pw@db:5432/goalguessr' }).database).toEqual({
      url: 'postgres://ladder:pw@db:5432/goalguessr',
      file: 'data/goalguessr.sqlite',
    });
    expect(readConfig({ DATABASE_FILE: '/var/lib/goalguessr/ladder.sqlite' }).database.file).toBe(
      '/var/lib/goalguessr/ladder.sqlite',
    );
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/goalguessr' })).toThrow(/DATABASE_URL/);
    // a Unix socket directory as the host (no host name in the URL) is a PostgreSQL URL too
    const socket = 'postgres://ladder@/goalguessr?host=%2Fvar%2Frun%2Fpostgresql';
    expect(readConfig({ DATABASE_URL: socket }).database.url).toBe(socket);
  });

  it('reads the per-address limits, the body limit, the trusted proxies', () => {
    const config = readConfig({
      MAX_CONNECTIONS_PER_ADDRESS: '10',
      JOINS_PER_SECOND_PER_ADDRESS: '3',
      JOIN_BURST_PER_ADDRESS: '6',
      FLOOD_COOLDOWN_MS: '5000',
      MAX_HTTP_BODY_BYTES: '2048',
      TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2',
      DRAIN_TIMEOUT_MS: '30000',
    });
    expect(config.addressLimits).toEqual({
      maxConnectionsPerAddress: 10,
      joinsPerSecondPerAddress: 3,
      joinBurstPerAddress: 6,
      floodCooldownMs: 5000,
    });
    expect(config.maxHttpBodyBytes).toBe(2048);
    expect(config.trustedProxies).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.drainTimeoutMs).toBe(30_000);
  });

  it('logs JSON lines in production unless LOG_FORMAT says otherwise, and reads WEB_ROOT and METRICS_TOKEN', () => {
    expect(readConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(readConfig({ NODE_ENV: 'production', LOG_FORMAT: 'text' }).logFormat).toBe('text');
    const config = readConfig({
      WEB_ROOT: 'apps/client/dist',
      METRICS_TOKEN: 'a-long-enough-token',
      LOG_LEVEL: 'warn',
    });
    expect(config.webRoot).toBe('apps/client/dist');
    expect(config.metricsToken).toBe('a-long-enough-token');
    expect(config.logLevel).toBe('warn');
  });

  it('reads PORT, REDIS_URL, PUBLIC_ADDRESS, CORS_ORIGINS, BOT_WAIT_MS and DUEL_TIMINGS', () => {
    const config = readConfig({
      PORT: '3000',
      REDIS_URL: 'redis://127.0.0.1:6380',
      PUBLIC_ADDRESS: '10.0.0.5:3000',
      CORS_ORIGINS: ' http://localhost:4173 ,https://goalguessr.example,',
      BOT_WAIT_MS: '1000',
      DUEL_TIMINGS: '{"roundDurationMs":2000,"reconnectionWindowMs":1500}',
    });
    expect(config.port).toBe(3000);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6380');
    expect(config.publicAddress).toBe('10.0.0.5:3000');
    expect(config.corsOrigins).toEqual(['http://localhost:4173', 'https://goalguessr.example']);
    expect(config.timings.botWaitMs).toBe(1000);
    expect(config.timings.roundDurationMs).toBe(2000);
    expect(config.timings.reconnectionWindowMs).toBe(1500);
  });

  it('in production, CORS allows the native app by default and CORS_ORIGINS widens it', () => {
    expect(readConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([
      'https://localhost',
      'capacitor://localhost',
    ]);
    expect(
      readConfig({ NODE_ENV: 'production', CORS_ORIGINS: 'https://goalguessr.example' }).corsOrigins,
    ).toEqual(['https://localhost', 'capacitor://localhost', 'https://goalguessr.example']);
    expect(readConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(readConfig({}).production).toBe(false);
  });

  it.each([
    [{ PORT: '70000' }],
    [{ PORT: 'abc' }],
    [{ REDIS_URL: 'not a url' }],
    [{ DUEL_TIMINGS: '{"roundDurationMs":0}' }],
    [{ DUEL_TIMINGS: '{"warpSpeed":1}' }],
    [{ DUEL_TIMINGS: 'nope' }],
    [{ LOG_FORMAT: 'xml' }],
    [{ LOG_LEVEL: 'loud' }],
    [{ METRICS_TOKEN: 'short' }],
    [{ WEB_ROOT: '' }],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '0' }],
    [{ MAX_HTTP_BODY_BYTES: '99999999' }],
  ])('refuses a bad environment %j with a message', (env) => {
    expect(() => readConfig(env)).toThrow(/Invalid server environment/);
  });

  it('refuses REDIS_URL without PUBLIC_ADDRESS, naming the missing variable and what to put there', () => {
    expect(() => readConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /PUBLIC_ADDRESS is required with REDIS_URL[\s\S]*→ at PUBLIC_ADDRESS/,
    );
    expect(
      readConfig({ REDIS_URL: 'redis://127.0.0.1:6379', PUBLIC_ADDRESS: 'game.example.com/p1' })
        .publicAddress,
    ).toBe('game.example.com/p1');
  });
});
