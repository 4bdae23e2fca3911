import { describe, expect, it } from 'vitest';
import { QueuedExpiryPresence } from './local-presence';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Node timers the process holds now (`process.getActiveResourcesInfo()` names each one "Timeout"). */
function activeTimeouts(): number {
  return process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
}

describe('QueuedExpiryPresence: LocalPresence with its expiry queued', () => {
  it('expires each key at its time, as LocalPresence does', async () => {
    const presence = new QueuedExpiryPresence();
    presence.setex('short', 'a', 0.05);
    presence.setex('long', 'b', 0.25);
    await presence.incr('counter');
    presence.expire('counter', 0.05);
    presence.set('kept', 'c');
    expect(presence.get('short')).toBe('a');
    await sleep(120);
    expect(presence.get('short')).toBeUndefined();
    expect(await presence.exists('counter')).toBe(false);
    expect(presence.get('long')).toBe('b');
    await sleep(200);
    expect(presence.get('long')).toBeUndefined();
    expect(presence.get('kept')).toBe('c');
    expect(presence.expiryTimers).toBe(0);
  });

  it('a key whose expiry is set again lives to the new one; a key deleted and set again has none', async () => {
    const presence = new QueuedExpiryPresence();
    presence.setex('renewed', 'a', 0.05);
    presence.setex('gone', 'b', 0.05);
    await sleep(30);
    presence.setex('renewed', 'a2', 0.15);
    presence.del('gone');
    presence.set('gone', 'b2');
    await sleep(60);
    // past the first expiry of both: neither earlier entry removed what came after it
    expect(presence.get('renewed')).toBe('a2');
    expect(presence.get('gone')).toBe('b2');
    await sleep(120);
    expect(presence.get('renewed')).toBeUndefined();
    expect(presence.get('gone')).toBe('b2');
  });

  it('holds one timer per time to live, however many keys expire', async () => {
    const presence = new QueuedExpiryPresence();
    const before = activeTimeouts();
    for (let i = 0; i < 1_000; i++) presence.setex(`ticket:${i}`, `room-${i}`, 0.1);
    for (let i = 0; i < 1_000; i++) presence.setex(`turn:${i}`, `ticket-${i}`, 0.05);
    expect(activeTimeouts() - before).toBe(2);
    expect(presence.expiryTimers).toBe(2);
    await sleep(160);
    for (let i = 0; i < 1_000; i += 97) {
      expect(presence.get(`ticket:${i}`)).toBeUndefined();
      expect(presence.get(`turn:${i}`)).toBeUndefined();
    }
    expect(presence.expiryTimers).toBe(0);
    expect(activeTimeouts()).toBeLessThanOrEqual(before);
  });
});
