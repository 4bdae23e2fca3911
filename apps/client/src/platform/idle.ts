/**
 * Calls `start` once the page has loaded and the browser is then idle (at the latest `timeoutMs` after the load
 * event), so work the first screen does not need never competes with it. Returns a cancel function.
 */
export function afterLoadAndIdle(start: () => void, timeoutMs = 3_000): () => void {
  let idle: number | undefined;
  const onLoad = (): void => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: timeoutMs })
        : window.setTimeout(start, 1_000);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
