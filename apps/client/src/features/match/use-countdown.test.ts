import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDeadlinePassed } from './use-countdown';

describe('useDeadlinePassed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('turns true when the server-clock deadline passes, and false again for a new deadline', async () => {
    const { result, rerender } = renderHook<boolean, { target: number | null }>(
      ({ target }) => useDeadlinePassed(target, 500),
      { initialProps: { target: 1_002_000 } },
    );
    expect(result.current).toBe(false);
    // Server clock runs 500 ms ahead: the deadline is 1,500 ms away locally.
    await act(() => vi.advanceTimersByTimeAsync(1_499));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);

    rerender({ target: 1_010_000 });
    expect(result.current).toBe(false);
    rerender({ target: null });
    expect(result.current).toBe(false);
  });
});
