import { describe, expect, it } from 'vitest';
import {
  ADMISSION_LOG_INTERVAL_MS,
  AdmissionGate,
  DEFAULT_ADMISSION,
  type AdmissionSettings,
} from './admission';

const SETTINGS: AdmissionSettings = {
  enabled: true,
  shedAt: 0.9,
  resumeBelow: 0.75,
  windowMs: 250,
  minShedMs: 500,
  retryAfterMs: { min: 1_000, max: 3_000 },
};

/** Drives a gate with 50 ms samples of a loop busy `share` of the time, from `state.atMs` for `forMs`. */
function run(
  gate: AdmissionGate,
  state: { atMs: number; busyMs: number },
  share: number,
  forMs: number,
): void {
  for (let t = 0; t < forMs; t += 50) {
    state.atMs += 50;
    state.busyMs += 50 * share;
    gate.sample(state.atMs, state.busyMs);
  }
}

describe('AdmissionGate: new joins refused while the event loop is overloaded', () => {
  it('admits while the loop has idle time, and sheds within one window of a wave', () => {
    const gate = new AdmissionGate(SETTINGS, () => 0.5);
    const loop = { atMs: 0, busyMs: 0 };
    run(gate, loop, 0.8, 2_000);
    expect(gate.utilization).toBeCloseTo(0.8);
    expect(gate.admit()).toBeNull();
    // a wave: the loop is busy all the time; after 100 ms the 250 ms window is still under 0.9, not at 150
    run(gate, loop, 1, 100);
    expect(gate.admit()).toBeNull();
    run(gate, loop, 1, 50);
    expect(gate.isShedding).toBe(true);
    expect(gate.admit()).toEqual({ retryAfterMs: 2_000 });
  });

  it('a stall the sampling timer only sees afterwards (one late sample) trips it too', () => {
    const gate = new AdmissionGate(SETTINGS);
    const loop = { atMs: 0, busyMs: 0 };
    run(gate, loop, 0.1, 1_000);
    gate.sample(loop.atMs + 600, loop.busyMs + 590);
    expect(gate.isShedding).toBe(true);
  });

  it('keeps shedding at least minShedMs, then until the loop is under resumeBelow (no flapping at the edge)', () => {
    const gate = new AdmissionGate(SETTINGS);
    const loop = { atMs: 0, busyMs: 0 };
    run(gate, loop, 0.2, 1_000);
    run(gate, loop, 1, 300);
    expect(gate.isShedding).toBe(true);
    // the refusals free the loop at once: still shed for the rest of minShedMs
    run(gate, loop, 0.2, 400);
    expect(gate.isShedding).toBe(true);
    run(gate, loop, 0.2, 100);
    expect(gate.isShedding).toBe(false);
    // between the two thresholds: shedding goes on once started, and does not start otherwise
    run(gate, loop, 1, 300);
    run(gate, loop, 0.8, 2_000);
    expect(gate.isShedding).toBe(true);
    run(gate, loop, 0.7, 300);
    expect(gate.isShedding).toBe(false);
    run(gate, loop, 0.85, 2_000);
    expect(gate.isShedding).toBe(false);
  });

  it('retry hints are spread over [min, max] (refused players do not come back as one wave)', () => {
    let draw = 0;
    const draws = [0, 0.25, 0.999];
    const gate = new AdmissionGate(SETTINGS, () => draws[draw++] ?? 0);
    const loop = { atMs: 0, busyMs: 0 };
    run(gate, loop, 1, 300);
    expect([gate.admit(), gate.admit(), gate.admit()].map((r) => r?.retryAfterMs)).toEqual([
      1_000, 1_500, 2_998,
    ]);
    expect(gate.refused).toBe(3);
  });

  it('turned off, it measures but admits every join', () => {
    const gate = new AdmissionGate({ ...SETTINGS, enabled: false });
    const loop = { atMs: 0, busyMs: 0 };
    run(gate, loop, 1, 1_000);
    expect(gate.utilization).toBe(1);
    expect(gate.admit()).toBeNull();
    expect(gate.isShedding).toBe(false);
  });

  it('logs a summary at most once per interval, and only when joins were refused', () => {
    const gate = new AdmissionGate(SETTINGS);
    const loop = { atMs: 0, busyMs: 0 };
    expect(gate.logLine(0)).toBeNull();
    run(gate, loop, 1, 300);
    for (let i = 0; i < 40; i++) gate.admit();
    const first = gate.logLine(loop.atMs);
    expect(first).toMatch(
      /^admission: 40 new join\(s\) refused \(server_busy\) since the start: .*100 % busy over 250 ms/,
    );
    gate.admit();
    expect(gate.logLine(loop.atMs + 1_000)).toBeNull();
    expect(gate.logLine(loop.atMs + ADMISSION_LOG_INTERVAL_MS)).toMatch(
      /^admission: 1 new join\(s\) refused .*in the last 10 s/,
    );
    expect(gate.logLine(loop.atMs + 3 * ADMISSION_LOG_INTERVAL_MS)).toBeNull();
  });

  it('refuses settings that cannot work', () => {
    expect(() => new AdmissionGate({ ...DEFAULT_ADMISSION, resumeBelow: 0.95 })).toThrow(/resumeBelow/);
    expect(() => new AdmissionGate({ ...DEFAULT_ADMISSION, retryAfterMs: { min: 5, max: 1 } })).toThrow(
      /min/,
    );
  });
});
