import { describe, expect, it } from 'vitest';
import { boundedBy, loopLatenessMs, type SideLoad } from './bound';

const idle: SideLoad = { cpuPercent: 30, cores: 1, loopP99Ms: 4, waitPercent: 1 };

describe('boundedBy (which side held a load-bench step back)', () => {
  it('names neither side while both have CPU to spare and responsive event loops', () => {
    const verdict = boundedBy(idle, idle);
    expect(verdict.bound).toBe('neither');
    expect(verdict.text).not.toMatch(/other work/);
  });

  it('names the generators when their core is full or their loop lags past 10 ms', () => {
    expect(boundedBy(idle, { ...idle, cpuPercent: 90 }).bound).toBe('generators');
    expect(boundedBy(idle, { ...idle, loopP99Ms: 12 }).bound).toBe('generators');
    // two generators on two cores at 90 % together are not saturated
    expect(boundedBy(idle, { ...idle, cpuPercent: 90, cores: 2 }).bound).toBe('neither');
  });

  it('names the server when its core is full or its loop lags past 50 ms, and both when both are', () => {
    expect(boundedBy({ ...idle, cpuPercent: 95 }, idle).bound).toBe('server');
    expect(boundedBy({ ...idle, loopP99Ms: 80 }, idle).bound).toBe('server');
    expect(boundedBy({ ...idle, cpuPercent: 95 }, { ...idle, loopP99Ms: 30 }).bound).toBe('both');
  });

  it('says when other work took the CPU from either side', () => {
    expect(boundedBy({ ...idle, waitPercent: 25 }, idle).text).toMatch(/other work took CPU/);
    expect(boundedBy(idle, { ...idle, waitPercent: 12 }).text).toMatch(/other work took CPU/);
  });

  it("reads an event-loop figure as the delay beyond the histogram's sampling interval", () => {
    // an idle loop sampled every 10 ms records ~10 ms between callbacks: no delay
    expect(loopLatenessMs(10.2, 10)).toBeCloseTo(0.2);
    expect(loopLatenessMs(9.4, 10)).toBe(0);
    expect(loopLatenessMs(24.5, 10)).toBeCloseTo(14.5);
    // a scrape that did not answer stays unknown
    expect(loopLatenessMs(Number.NaN, 10)).toBeNaN();
  });
});
