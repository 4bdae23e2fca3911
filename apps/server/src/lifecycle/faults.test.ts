import { ReplyError } from 'ioredis';
import MaxRetriesPerRequestError from 'ioredis/built/errors/MaxRetriesPerRequestError.js';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { createFaultHandler, isRedisFault } from './faults';

describe('faults nothing caught', () => {
  it('tells a failed Redis command from a bug', () => {
    expect(isRedisFault(new MaxRetriesPerRequestError(20))).toBe(true);
    const replyError = new (ReplyError as unknown as new (message: string) => Error)('READONLY replica');
    expect(isRedisFault(replyError)).toBe(true);
    expect(isRedisFault(new Error('Connection is closed.'))).toBe(true);
    expect(isRedisFault(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isRedisFault(new Error('Connection is closed. Or is it?'))).toBe(false);
    expect(isRedisFault('Connection is closed.')).toBe(false);
    expect(isRedisFault(undefined)).toBe(false);
  });

  it('a Redis fault is one line per 10 s with a count and never stops the process; anything else stops it', () => {
    const clock = new FakeClock();
    const lines: string[] = [];
    const stopped: unknown[] = [];
    const handle = createFaultHandler({
      clock,
      warn: (line) => lines.push(line),
      stop: (e) => stopped.push(e),
    });
    for (let i = 0; i < 5; i++) handle(new MaxRetriesPerRequestError(20));
    clock.advance(10_000);
    handle(new Error('Connection is closed.'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^redis command failed, the process goes on: MaxRetriesPerRequestError/);
    expect(lines[1]).toMatch(/\(\+4 more in the previous 10 s\)$/);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    expect(stopped).toEqual([]);
    const bug = new TypeError('x is not a function');
    handle(bug);
    expect(stopped).toEqual([bug]);
  });
});
