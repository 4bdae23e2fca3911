import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { RoomTimer } from './room-timer';

describe('RoomTimer', () => {
  it('fires once at its time on the clock, with nothing else ticking it', () => {
    const clock = new FakeClock();
    const fired: number[] = [];
    const timer = new RoomTimer(clock, () => {});
    const start = clock.now();
    timer.setAt(start + 120, () => fired.push(clock.now()));
    clock.advance(119);
    expect(fired).toEqual([]);
    expect(timer.pending).toBe(true);
    clock.advance(1);
    expect(fired).toEqual([start + 120]);
    expect(timer.pending).toBe(false);
    clock.advance(1_000);
    expect(fired).toHaveLength(1);
  });

  it('setAt replaces what was pending; clear cancels', () => {
    const clock = new FakeClock();
    const fired: string[] = [];
    const timer = new RoomTimer(clock, () => {});
    timer.setAt(clock.now() + 100, () => fired.push('first'));
    timer.setAt(clock.now() + 50, () => fired.push('second'));
    clock.advance(200);
    expect(fired).toEqual(['second']);
    timer.setAt(clock.now() + 10, () => fired.push('third'));
    timer.clear();
    clock.advance(200);
    expect(fired).toEqual(['second']);
    expect(timer.pending).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('treats a time in the past as due now', () => {
    const clock = new FakeClock();
    const fired: string[] = [];
    const timer = new RoomTimer(clock, () => {});
    timer.setAt(clock.now() - 500, () => fired.push('late'));
    clock.advance(0);
    expect(fired).toEqual(['late']);
  });

  it('hands what a callback throws to the room, and stays usable', () => {
    const clock = new FakeClock();
    const errors: unknown[] = [];
    const timer = new RoomTimer(clock, (error) => errors.push(error));
    const fault = new Error('boom');
    timer.setAt(clock.now() + 5, () => {
      throw fault;
    });
    clock.advance(5);
    expect(errors).toEqual([fault]);
    const fired: string[] = [];
    timer.setAt(clock.now() + 5, () => fired.push('again'));
    clock.advance(5);
    expect(fired).toEqual(['again']);
  });

  it('keeps the pending clock timer when the due time is unchanged, and moves it otherwise', () => {
    const clock = new FakeClock();
    const fired: string[] = [];
    const timer = new RoomTimer(clock, () => {});
    const now = clock.now();
    const spy = vi.spyOn(clock, 'setTimer');
    timer.setAt(now + 100, () => fired.push('first'));
    clock.advance(10);
    timer.setAt(now + 100, () => fired.push('same time, new callback'));
    expect(spy).toHaveBeenCalledTimes(1);
    clock.advance(10);
    timer.setAt(now + 60, () => fired.push('sooner'));
    expect(spy).toHaveBeenCalledTimes(2);
    clock.advance(39);
    expect(fired).toEqual([]);
    clock.advance(1);
    expect(fired).toEqual(['sooner']);
    // fired: the next setAt at the same time arms a new timer
    timer.setAt(now + 60, () => fired.push('again'));
    clock.advance(0);
    expect(fired).toEqual(['sooner', 'again']);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('a jump of the wall clock moves nothing: the timer runs on server time', () => {
    const clock = new FakeClock();
    const fired: string[] = [];
    const timer = new RoomTimer(clock, () => {});
    timer.setAt(clock.now() + 1_000, () => fired.push('due'));
    clock.jumpWall(-3_600_000);
    clock.advance(999);
    expect(fired).toEqual([]);
    clock.jumpWall(7_200_000);
    clock.advance(1);
    expect(fired).toEqual(['due']);
  });
});
