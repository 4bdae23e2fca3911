import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ROUND_DURATION_MS, SOLO_CLUE_WINDOW_MS } from '../constants';
import { CLUE_STAGES, clueRevealOffsetsMs, clueStagesShown } from '../questions/clues';
import {
  clueClockElapsedMs,
  clueClockNextAtMs,
  clueClockStages,
  pauseClueClock,
  resumeClueClock,
  revealNextClue,
  startClueClock,
} from './clues';

const T0 = 1_700_000_000_000;

describe('solo clue clock (issue 13: the duel reveal rule, time passed in)', () => {
  it('uses the duel round length: stages at 0, 3, 6, 9 and 12 s', () => {
    expect(SOLO_CLUE_WINDOW_MS).toBe(ROUND_DURATION_MS);
    const clock = startClueClock(T0);
    const seen = [0, 2_999, 3_000, 5_999, 6_000, 9_000, 11_999, 12_000, 60_000].map((ms) =>
      clueClockStages(clock, T0 + ms),
    );
    expect(seen).toEqual([1, 1, 2, 2, 3, 4, 4, 5, 5]);
    expect(clueClockNextAtMs(clock, T0)).toBe(T0 + 3_000);
    expect(clueClockNextAtMs(clock, T0 + 9_500)).toBe(T0 + 12_000);
    expect(clueClockNextAtMs(clock, T0 + 12_000)).toBeNull();
  });

  it('follows the duel rule for any elapsed time (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 40_000 }), (ms) => {
        expect(clueClockStages(startClueClock(T0), T0 + ms)).toBe(
          clueStagesShown(Math.max(0, ms), SOLO_CLUE_WINDOW_MS),
        );
      }),
    );
  });

  it('a clock that reads an earlier time or nonsense shows the first stage only', () => {
    const clock = startClueClock(T0);
    expect(clueClockStages(clock, T0 - 10_000)).toBe(1);
    expect(clueClockElapsedMs(clock, Number.NaN)).toBe(0);
    expect(clueClockStages(startClueClock(Number.NaN), T0)).toBe(CLUE_STAGES.length);
  });

  it('pausing stops the reveal; resuming goes on where it stood', () => {
    let clock = startClueClock(T0);
    clock = pauseClueClock(clock, T0 + 2_000);
    // A minute paused: still the first stage, and no countdown to the next.
    expect(clueClockStages(clock, T0 + 62_000)).toBe(1);
    expect(clueClockNextAtMs(clock, T0 + 62_000)).toBeNull();
    expect(pauseClueClock(clock, T0 + 70_000)).toBe(clock);
    clock = resumeClueClock(clock, T0 + 62_000);
    expect(clueClockElapsedMs(clock, T0 + 62_000)).toBe(2_000);
    expect(clueClockStages(clock, T0 + 62_999)).toBe(1);
    expect(clueClockStages(clock, T0 + 63_000)).toBe(2);
    expect(clueClockNextAtMs(clock, T0 + 63_000)).toBe(T0 + 66_000);
    expect(resumeClueClock(clock, T0 + 70_000)).toBe(clock);
  });

  it('time paused never counts, whatever the pauses (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 60_000 })), {
          maxLength: 8,
        }),
        (spans) => {
          let clock = startClueClock(T0);
          let now = T0;
          let running = 0;
          for (const [run, paused] of spans) {
            now += run;
            running += run;
            clock = pauseClueClock(clock, now);
            now += paused;
            expect(clueClockElapsedMs(clock, now)).toBe(running);
            clock = resumeClueClock(clock, now);
          }
          expect(clueClockElapsedMs(clock, now)).toBe(running);
        },
      ),
    );
  });

  it('asking for the next clue shows it now; the ones after keep their spacing', () => {
    let clock = startClueClock(T0);
    clock = revealNextClue(clock, T0 + 1_000);
    expect(clueClockStages(clock, T0 + 1_000)).toBe(2);
    expect(clueClockNextAtMs(clock, T0 + 1_000)).toBe(T0 + 4_000);
    for (let i = 0; i < 10; i++) clock = revealNextClue(clock, T0 + 1_000);
    expect(clueClockStages(clock, T0 + 1_000)).toBe(CLUE_STAGES.length);
    expect(revealNextClue(clock, T0 + 1_000)).toBe(clock);
    const paused = pauseClueClock(startClueClock(T0), T0 + 500);
    expect(revealNextClue(paused, T0 + 600)).toBe(paused);
  });

  it('asking shows exactly one more stage, never fewer (property)', () => {
    const offsets = clueRevealOffsetsMs(SOLO_CLUE_WINDOW_MS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (ms) => {
        const clock = startClueClock(T0);
        const before = clueClockStages(clock, T0 + ms);
        const after = clueClockStages(revealNextClue(clock, T0 + ms), T0 + ms);
        expect(after).toBe(Math.min(CLUE_STAGES.length, before + 1));
        expect(offsets).toHaveLength(CLUE_STAGES.length);
      }),
    );
  });
});
