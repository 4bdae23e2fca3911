import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { configuredSecrets, createLogger, redactLine, REDACTED, routeConsoleTo } from './logger';

function collecting(secrets: string[] = [], format: 'json' | 'text' = 'json') {
  const lines: string[] = [];
  const logger = createLogger({ format, level: 'debug', secrets, sink: (line) => lines.push(line) });
  return { logger, lines };
}

const original = { ...console };
afterEach(() => Object.assign(console, original));

describe('the logger', () => {
  it('writes one {"time","level","msg",…} JSON object per line, fields beside msg', () => {
    const { logger, lines } = collecting();
    logger.event('info', 'match started', { roomId: 'r1', tournament: 'rookie' });
    logger.warn('a %s warning', 'formatted');
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({ level: 'info', msg: 'match started', roomId: 'r1', tournament: 'rookie' });
    expect(Number.isNaN(Date.parse(String(first?.time)))).toBe(false);
    expect(second).toMatchObject({ level: 'warn', msg: 'a formatted warning' });
  });

  it('keeps an Error argument with its stack in err', () => {
    const { logger, lines } = collecting();
    logger.error('failed:', new Error('boom'));
    const parsed = JSON.parse(lines[0] ?? '') as { msg: string; err: { message: string; stack: string } };
    expect(parsed.msg).toContain('boom');
    expect(parsed.err.message).toBe('boom');
    expect(parsed.err.stack).toContain('logger.test.ts');
  });

  it('honours the level', () => {
    const lines: string[] = [];
    const logger = createLogger({ format: 'json', level: 'warn', sink: (line) => lines.push(line) });
    logger.info('hidden');
    logger.debug('hidden');
    logger.warn('shown');
    expect(lines).toHaveLength(1);
  });

  it('never writes a configured secret, a URL password or a bearer token, in the message, fields or errors', () => {
    const redisPassword = 'r3dis-"pass\\word';
    const token = 'metrics-token-0123456789';
    const dbPassword = 'db pass/word';
    const secrets = configuredSecrets({
      REDIS_URL: `redis://:${encodeURIComponent(redisPassword)}@10.0.0.2:6379`,
      DATABASE_URL: `postgres://ladder:${encodeURIComponent(dbPassword)}@db.internal:5432/goalguessr`,
      METRICS_TOKEN: token,
    });
    const { logger, lines } = collecting(secrets);
    logger.info(`connecting to redis://:${encodeURIComponent(redisPassword)}@10.0.0.2:6379`);
    logger.event('warn', 'options', { redis: { password: redisPassword }, note: `pw is ${redisPassword}` });
    logger.event('info', 'request', {
      req: { headers: { authorization: `Bearer ${token}`, cookie: 'a=b' } },
    });
    logger.error('db failed', new Error(`auth failed for ${dbPassword} at postgres://x:y@db`));
    logger.info(`header was Authorization: Bearer ${token}`);
    logger.info('an unconfigured URL password: amqp://guest:hunter22@mq:5672');
    const text = lines.join('\n');
    for (const secret of [redisPassword, JSON.stringify(redisPassword), token, dbPassword, 'hunter22']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(encodeURIComponent(dbPassword));
    expect(text).not.toContain(encodeURIComponent(redisPassword));
    // what is left still says where: scheme, user, host
    expect(text).toContain(`redis://:${REDACTED}@10.0.0.2:6379`);
    expect(text).toContain(`amqp://guest:${REDACTED}@mq:5672`);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });

  it('censors credential-named fields at every place pino redact paths named, and leaves the caller its object', () => {
    const { logger, lines } = collecting();
    const fields = {
      token: 't0',
      cookie: null,
      password: undefined,
      req: {
        authorization: 'a1',
        password: 'p1',
        token: 't1',
        cookie: 'c1',
        headers: { authorization: 'a2', cookie: 'c2', 'set-cookie': ['c3'], 'x-api-key': 'k2', host: 'h' },
        options: { password: 'p2', token: 'kept-t2', user: 'u' },
      },
      list: [{ password: 'p3' }, 'kept'],
      deep: { a: { b: { password: 'kept-p4' } } },
      plain: 'kept-plain',
    };
    const before = JSON.stringify(fields);
    logger.event('info', 'censored', fields);
    expect(JSON.stringify(fields)).toBe(before);
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({
      token: REDACTED,
      cookie: REDACTED,
      req: {
        authorization: REDACTED,
        password: REDACTED,
        token: REDACTED,
        cookie: REDACTED,
        headers: {
          authorization: REDACTED,
          cookie: REDACTED,
          'set-cookie': REDACTED,
          'x-api-key': REDACTED,
          host: 'h',
        },
        options: { password: REDACTED, token: 'kept-t2', user: 'u' },
      },
      list: [{ password: REDACTED }, 'kept'],
      deep: { a: { b: { password: 'kept-p4' } } },
      plain: 'kept-plain',
    });
    expect('password' in line).toBe(false);
    // a match's flat fields go through untouched (and uncopied)
    logger.event('info', 'match ended', {
      roomId: 'r1',
      tournament: 'rookie',
      private: false,
      durationMs: 5,
    });
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ roomId: 'r1', tournament: 'rookie', durationMs: 5 });
  });

  it('redacts the text format too', () => {
    const { logger, lines } = collecting(['s3cret-value'], 'text');
    logger.event('info', 'hello s3cret-value', { url: 'redis://u:p4ss@h' });
    expect(lines[0]).toMatch(/INFO {2}hello \[REDACTED\]/);
    expect(lines[0]).not.toContain('p4ss');
  });

  it('takes over console.*, so a library printing an error (ioredis) writes one redacted JSON line', () => {
    const { logger, lines } = collecting(['pa55word']);
    routeConsoleTo(logger);
    console.error(
      '[ioredis] Unhandled error event:',
      'Error: connect ECONNREFUSED redis://:pa55word@h\n    at x',
    );
    console.log('plain');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0] ?? '') as { level: string; msg: string };
    expect(first.level).toBe('error');
    expect(first.msg).toContain('[ioredis] Unhandled error event');
    expect(first.msg).not.toContain('pa55word');
  });
});

describe('redactLine', () => {
  it('leaves a line without secrets alone', () => {
    const line =
      '{"level":"info","msg":"GoalGuessr match server on ws://0.0.0.0:2567 (redis 10.0.0.2:6379)"}';
    expect(redactLine(line, ['unrelated-secret'])).toBe(line);
  });

  it("censors a URL password whatever the scheme's case, and a bearer token, on the same line", () => {
    const line = '{"msg":"REDIS://app:pa55word@10.0.0.2:6379 refused; Authorization: Bearer abc.DEF-123"}';
    expect(redactLine(line)).toBe(
      `{"msg":"REDIS://app:${REDACTED}@10.0.0.2:6379 refused; Authorization: Bearer ${REDACTED}"}`,
    );
  });
});

describe('standard output', () => {
  const written: string[] = [];
  const realWrite = process.stdout.write.bind(process.stdout);
  afterEach(() => {
    process.stdout.write = realWrite;
    written.length = 0;
  });
  function captureStdout(): void {
    process.stdout.write = (chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    };
  }

  it('writes the lines of one turn of the event loop in one write, a warning at once after what waits', async () => {
    const log = createLogger({ format: 'json', level: 'info' });
    captureStdout();
    log.event('info', 'match started', { roomId: 'a' });
    log.event('info', 'match started', { roomId: 'b' });
    log.info('match ended');
    expect(written).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toHaveLength(1);
    expect(
      written[0]
        ?.split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual(['match started', 'match started', 'match ended']);
    log.info('before');
    log.warn('careful');
    expect(written).toHaveLength(2);
    expect(
      written[1]
        ?.split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual(['before', 'careful']);
  });

  it.each([
    ['process.exit', `log.info('last words'); process.exit(3);`, 3],
    ['an uncaught exception', `log.info('last words'); throw new Error('boom');`, 1],
  ])('writes the lines still waiting when the process ends by %s', (_how, ending, exitCode) => {
    const script = `import { createLogger } from ${JSON.stringify(new URL('./logger.ts', import.meta.url).pathname)};
const log = createLogger({ format: 'json', level: 'info' });
${ending}`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.status).toBe(exitCode);
    expect(child.stdout).toContain('"msg":"last words"');
  });
});
