import { HOUSE_AD_DURATION_MS } from '@goalguessr/game-core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { initI18n } from '../../i18n';
import { HOUSE_AD_DURATION_OVERRIDE_KEY, houseAdDurationMs, houseAds } from '../../platform/ads-house';
import { HouseAdHost } from './HouseAdHost';
import { HouseAdPlayer } from './HouseAdPlayer';

beforeAll(() => initI18n());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('house ad player', () => {
  it('counts down and ends as completed only at the end', async () => {
    const onEnd = vi.fn();
    render(<HouseAdPlayer kind="rewarded" durationMs={3000} onEnd={onEnd} />);
    expect(screen.getByRole('dialog', { name: 'GoalGuessr' })).toHaveTextContent('Advertisement');
    expect(screen.getByRole('timer')).toHaveTextContent('Ad ends in 3 s');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('timer')).toHaveTextContent('Ad ends in 2 s');
    expect(onEnd).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('completed');
  });

  it('a rewarded ad closed early ends as closed_early; an interstitial has no close button', () => {
    const onEnd = vi.fn();
    const view = render(<HouseAdPlayer kind="rewarded" durationMs={3000} onEnd={onEnd} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close ad (no reward)' }));
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('closed_early');
    view.unmount();
    render(<HouseAdPlayer kind="interstitial" durationMs={3000} onEnd={onEnd} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the web ads adapter plays through the host: watched, not fully watched, error without a host', async () => {
    expect(await houseAds.showRewarded()).toBe('error');
    render(<HouseAdHost />);
    const watched = houseAds.showRewarded();
    await act(() => Promise.resolve());
    expect(screen.getByRole('timer')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(HOUSE_AD_DURATION_MS - 500));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(await watched).toBe('watched');

    const early = houseAds.showRewarded();
    await act(() => Promise.resolve());
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.click(screen.getByRole('button', { name: 'Close ad (no reward)' }));
    expect(await early).toBe('not_fully_watched');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes its length from HOUSE_AD_DURATION_MS unless a valid override is stored', () => {
    expect(houseAdDurationMs()).toBe(HOUSE_AD_DURATION_MS);
    window.localStorage.setItem(HOUSE_AD_DURATION_OVERRIDE_KEY, '300');
    expect(houseAdDurationMs()).toBe(300);
    window.localStorage.setItem(HOUSE_AD_DURATION_OVERRIDE_KEY, '-5');
    expect(houseAdDurationMs()).toBe(HOUSE_AD_DURATION_MS);
  });
});
