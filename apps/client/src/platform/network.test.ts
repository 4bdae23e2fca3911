import { afterEach, describe, expect, it, vi } from 'vitest';

const plugin = vi.hoisted(() => ({
  getStatus: vi.fn((): Promise<{ connected: boolean }> => Promise.resolve({ connected: true })),
}));

vi.mock('@capacitor/network', () => ({
  Network: { getStatus: plugin.getStatus, addListener: vi.fn(() => Promise.resolve({ remove: vi.fn() })) },
}));

import { isOnline, NETWORK_STATUS_TIMEOUT_MS } from './network';

function browserSays(onLine: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  plugin.getStatus.mockReset();
});

describe('isOnline (spec §8 "Internet connection required")', () => {
  it("takes the plugin's answer", async () => {
    browserSays(true);
    plugin.getStatus.mockResolvedValue({ connected: false });
    await expect(isOnline()).resolves.toBe(false);
  });

  it("falls back to the browser's flag when the plugin fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    browserSays(false);
    plugin.getStatus.mockRejectedValue(new Error('chunk failed to load'));
    await expect(isOnline()).resolves.toBe(false);
  });

  it("answers with the browser's flag when the plugin never answers, so Play never waits for good", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    browserSays(false);
    plugin.getStatus.mockReturnValue(new Promise(() => {}));
    let answer: boolean | undefined;
    void isOnline().then((online) => (answer = online));
    await vi.advanceTimersByTimeAsync(NETWORK_STATUS_TIMEOUT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
  });
});
