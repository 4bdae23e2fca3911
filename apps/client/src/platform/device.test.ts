import { afterEach, describe, expect, it, vi } from 'vitest';

const native = vi.hoisted(() => ({
  isNative: false,
  lock: vi.fn((_options: { orientation: string }) => Promise.resolve()),
  hide: vi.fn(() => Promise.resolve()),
  listeners: [] as ((state: { isActive: boolean }) => void)[],
  remove: vi.fn(() => Promise.resolve()),
}));

vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => native.isNative } }));
vi.mock('@capacitor/screen-orientation', () => ({ ScreenOrientation: { lock: native.lock } }));
vi.mock('@capacitor/status-bar', () => ({ StatusBar: { hide: native.hide } }));
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: (_event: string, listener: (state: { isActive: boolean }) => void) => {
      native.listeners.push(listener);
      return Promise.resolve({ remove: native.remove });
    },
  },
}));

import { onNativeAppStateChange, onPageHidden, prepareNativeScreen } from './device';

afterEach(() => {
  native.isNative = false;
  native.listeners = [];
  vi.clearAllMocks();
});

describe('device (spec §2, §4)', () => {
  it('locks portrait and hides the status bar on native only', async () => {
    await prepareNativeScreen();
    expect(native.lock).not.toHaveBeenCalled();
    native.isNative = true;
    await prepareNativeScreen();
    expect(native.lock).toHaveBeenCalledWith({ orientation: 'portrait' });
    expect(native.hide).toHaveBeenCalledTimes(1);
  });

  it('a failed lock is only logged: start-up goes on', async () => {
    native.isNative = true;
    native.lock.mockRejectedValueOnce(new Error('not supported'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(prepareNativeScreen()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    expect(native.hide).toHaveBeenCalledTimes(1);
  });

  it('reports the native app going inactive and stops when removed', async () => {
    native.isNative = true;
    const changes: boolean[] = [];
    const stop = onNativeAppStateChange((isActive) => changes.push(isActive));
    native.listeners.forEach((listener) => listener({ isActive: false }));
    expect(changes).toEqual([false]);
    stop();
    await Promise.resolve();
    expect(native.remove).toHaveBeenCalledTimes(1);
  });

  it('on the web there is no native app-state listener', () => {
    onNativeAppStateChange(() => undefined);
    expect(native.listeners).toHaveLength(0);
  });

  it('flushes on pagehide and when the page becomes hidden, not when it becomes visible', () => {
    const flush = vi.fn();
    const stop = onPageHidden(flush);
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
  });
});
