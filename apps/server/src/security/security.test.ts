import { describe, expect, it } from 'vitest';
import { Protocol } from '@colyseus/core';
import { pack } from 'msgpackr';
import { roomDataFrame } from '../testing/raw-client';
import { AddressGuard, addressKey, clientAddress } from './address-guard';
import { ClientGate } from './client-gate';
import { frameProblem } from './frame-gate';
import { RefusalLog, printable } from './refusal-log';

const limits = {
  maxConnectionsPerAddress: 2,
  joinsPerSecondPerAddress: 2,
  joinBurstPerAddress: 3,
  floodCooldownMs: 1_000,
};

describe('AddressGuard', () => {
  it('caps open connections per address and frees them on close', () => {
    const guard = new AddressGuard(limits);
    expect(guard.openConnection('a')).toBe(true);
    expect(guard.openConnection('a')).toBe(true);
    expect(guard.openConnection('a')).toBe(false);
    expect(guard.openConnection('b')).toBe(true);
    guard.closeConnection('a');
    expect(guard.openConnection('a')).toBe(true);
  });

  it('allows a burst of joins, then the per-second rate', () => {
    const guard = new AddressGuard(limits);
    expect([0, 0, 0, 0].map(() => guard.takeJoin('a', 0))).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
    expect(guard.takeJoin('b', 0)).toBe('ok');
    expect(guard.takeJoin('a', 499)).toBe('rate_limited');
    expect(guard.takeJoin('a', 500)).toBe('ok');
  });

  it('refuses joins of a flooding address until its cool-down is over', () => {
    const guard = new AddressGuard(limits);
    guard.coolDown('a', 0);
    expect(guard.takeJoin('a', 999)).toBe('cooling_down');
    expect(guard.takeJoin('b', 999)).toBe('ok');
    expect(guard.takeJoin('a', 1_000)).toBe('ok');
  });
});

describe('clientAddress', () => {
  const proxies = new Set(['10.0.0.1']);
  it('is the socket address unless that is a trusted proxy', () => {
    expect(clientAddress('1.2.3.4', '9.9.9.9', proxies)).toBe('1.2.3.4');
    expect(clientAddress('::ffff:1.2.3.4', undefined, proxies)).toBe('1.2.3.4');
  });
  it('behind a trusted proxy, believes only the right-most entry the proxy appended', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 5.5.5.5', proxies)).toBe('5.5.5.5');
    expect(clientAddress('10.0.0.1', '5.5.5.5, 10.0.0.1', proxies)).toBe('5.5.5.5');
    expect(clientAddress('10.0.0.1', undefined, proxies)).toBe('10.0.0.1');
  });
});

describe('addressKey (what per-address limits count)', () => {
  it('groups IPv6 addresses by their /64 and keeps IPv4 as it is', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:1:3::7')).not.toBe(addressKey('2001:db8:1:2::7'));
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('unknown')).toBe('unknown');
  });

  it('one /64 shares one join allowance, whichever of its addresses asks', () => {
    const guard = new AddressGuard(limits);
    const verdicts = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2::4'].map(
      (address) => guard.takeJoin(addressKey(address), 0),
    );
    expect(verdicts).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
    expect(guard.takeJoin(addressKey('2001:db8:1:3::1'), 0)).toBe('ok');
  });
});

describe('frameProblem', () => {
  it('passes the frames the SDK builds and other protocol codes', () => {
    expect(frameProblem(roomDataFrame('match:answer', { roundIndex: 0 }))).toBeNull();
    expect(frameProblem(roomDataFrame('match:leave'))).toBeNull();
    expect(frameProblem(roomDataFrame(7, [1]))).toBeNull();
    expect(frameProblem(Uint8Array.from([Protocol.PING]))).toBeNull();
    expect(frameProblem(Uint8Array.from([Protocol.JOIN_ROOM]))).toBeNull();
  });
  it('names what is wrong with an undecodable frame', () => {
    expect(frameProblem(new Uint8Array())).toBe('empty_frame');
    expect(frameProblem(Uint8Array.from([Protocol.ROOM_DATA, 0xa5, 0x61]))).toBe('bad_message_type');
    expect(frameProblem(Uint8Array.from([Protocol.ROOM_DATA, 0xa2, 0xc3, 0x28]))).toBe('bad_message_type');
    const type = roomDataFrame('x');
    expect(frameProblem(Uint8Array.from([...type, 0x92, 1]))).toBe('bad_payload');
    expect(frameProblem(Uint8Array.from([...type, ...pack({ a: 'long string' }).subarray(0, 4)]))).toBe(
      'bad_payload',
    );
    expect(frameProblem(Uint8Array.from([Protocol.ROOM_REQUEST, 0xc1]))).toBe('bad_request_id');
  });
});

describe('ClientGate', () => {
  it('cuts a client off at the (limit + 1)th frame within a second, then drops what it still sends', () => {
    const gate = new ClientGate(3);
    const client = {};
    const frame = roomDataFrame('match:answer', {});
    expect([0, 10, 20].map((t) => gate.admit(client, frame, t))).toEqual(['pass', 'pass', 'pass']);
    expect(gate.admit({}, frame, 30)).toBe('pass');
    expect(gate.admit(client, frame, 999)).toBe('flood');
    expect(gate.admit(client, frame, 5_000)).toBe('drop');
  });
  it('starts a new window after a second', () => {
    const gate = new ClientGate(2);
    const client = {};
    const frame = roomDataFrame('match:answer', {});
    expect([0, 1, 1_000, 1_001].map((t) => gate.admit(client, frame, t))).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
    ]);
  });
  it('cuts a client off on an undecodable frame', () => {
    const gate = new ClientGate(100);
    const client = {};
    expect(gate.admit(client, Uint8Array.from([Protocol.ROOM_DATA, 0xa5]), 0)).toBe('bad_message_type');
    expect(gate.admit(client, roomDataFrame('match:answer', {}), 1)).toBe('drop');
  });
});

describe('RefusalLog', () => {
  it('prints one line per kind and reason per window, then how many were held back', () => {
    const lines: string[] = [];
    let now = 0;
    const log = new RefusalLog({ warn: (line) => lines.push(line), windowMs: 1_000, now: () => now });
    for (let i = 0; i < 50; i++) log.refused(`room r${i}`, 'message', 'unknown_message');
    log.refused('room r1', 'frame', 'bad_payload');
    expect(lines).toEqual([
      '[refused] message unknown_message (room r0)',
      '[refused] frame bad_payload (room r1)',
    ]);
    now = 1_000;
    log.refused('room r9', 'message', 'unknown_message');
    expect(lines[2]).toBe('[refused] message unknown_message (room r9) (+49 more in the previous 1 s)');
    expect(log.counted).toBe(52);
  });
  it('never calls what a client sent, and keeps lines on one line', () => {
    expect(printable({ toString: 1 })).toBe('<object>');
    expect(printable('a\nb')).toBe('a?b');
    expect(printable('x'.repeat(100), 5)).toBe('xxxxx…');
  });
});
