import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomTimer } from './room-timer';

describe('RoomTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once at its time on Node timers, with nothing else ticking it', () => {
    const fired: number[] = [];
    const timer = new RoomTimer(() => {});
    timer.set(120, () => fired.push(Date.now()));
    const start = Date.now();
    vi.advanceTimersByTime(119);
    expect(fired).toEqual([]);
    expect(timer.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([start + 120]);
    expect(timer.pending).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(fired).toHaveLength(1);
  });

  it('set replaces what was pending; setOnce keeps it; clear cancels', () => {
    const fired: string[] = [];
    const timer = new RoomTimer(() => {});
    timer.set(100, () => fired.push('first'));
    timer.set(50, () => fired.push('second'));
    timer.setOnce(10, () => fired.push('ignored'));
    vi.advanceTimersByTime(200);
    expect(fired).toEqual(['second']);
    timer.setOnce(10, () => fired.push('third'));
    timer.clear();
    vi.advanceTimersByTime(200);
    expect(fired).toEqual(['second']);
    expect(timer.pending).toBe(false);
  });

  it('treats a delay in the past as due now', () => {
    const fired: string[] = [];
    const timer = new RoomTimer(() => {});
    timer.set(-500, () => fired.push('late'));
    vi.advanceTimersByTime(0);
    expect(fired).toEqual(['late']);
  });

  it('hands what a callback throws to the room, and stays usable', () => {
    const errors: unknown[] = [];
    const timer = new RoomTimer((error) => errors.push(error));
    const fault = new Error('boom');
    timer.set(5, () => {
      throw fault;
    });
    vi.advanceTimersByTime(5);
    expect(errors).toEqual([fault]);
    const fired: string[] = [];
    timer.set(5, () => fired.push('again'));
    vi.advanceTimersByTime(5);
    expect(fired).toEqual(['again']);
  });

  it('setAt keeps the pending Node timer when the due time is unchanged, and moves it otherwise', () => {
    const fired: string[] = [];
    const timer = new RoomTimer(() => {});
    const now = Date.now();
    const spy = vi.spyOn(globalThis, 'setTimeout');
    timer.setAt(now + 100, now, () => fired.push('first'));
    vi.advanceTimersByTime(10);
    timer.setAt(now + 100, Date.now(), () => fired.push('same time, new callback'));
    expect(spy).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    timer.setAt(now + 60, Date.now(), () => fired.push('sooner'));
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    vi.advanceTimersByTime(39);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['sooner']);
    // fired: the next setAt at the same time arms a new timer
    timer.setAt(now + 60, Date.now(), () => fired.push('again'));
    vi.advanceTimersByTime(0);
    expect(fired).toEqual(['sooner', 'again']);
  });
});
