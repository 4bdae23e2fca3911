import { Network } from '@capacitor/network';

/**
 * How long the plugin may take to answer before the browser's own flag decides. Its web part is a chunk loaded on
 * first use: a load cut by the network going away can leave the call pending for good, and a Play that waits on
 * it would stay on "Getting your … match ready…" (seen once in the e2e suite, a page taken offline right after
 * its first load).
 */
export const NETWORK_STATUS_TIMEOUT_MS = 1_500;

/** The browser's own flag; anything unknown counts as online (the socket itself is the final judge). */
function browserOnline(): boolean {
  return typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine;
}

/**
 * Network reachability (spec §8 "Internet connection required"). Native apps ask the OS through
 * @capacitor/network; on the web the plugin reads `navigator.onLine` and the online/offline events. A failing
 * plugin, or one that has not answered within NETWORK_STATUS_TIMEOUT_MS, falls back to the browser's own
 * `navigator.onLine`, else counts as online: the socket itself is the final judge.
 */
export async function isOnline(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NETWORK_STATUS_TIMEOUT_MS);
  });
  try {
    const status = await Promise.race([Network.getStatus(), late]);
    if (status !== null) return status.connected;
    console.warn(`Network status: no answer within ${NETWORK_STATUS_TIMEOUT_MS} ms`);
    return browserOnline();
  } catch (error: unknown) {
    console.warn('Network status unavailable', error);
    return browserOnline();
  } finally {
    clearTimeout(timer);
  }
}

/** Calls `onChange(connected)` when the device goes on- or offline. Returns a function removing the listener. */
export function onNetworkChange(onChange: (connected: boolean) => void): () => void {
  const handle = Network.addListener('networkStatusChange', (status) => onChange(status.connected)).catch(
    (error: unknown) => {
      console.warn('Network listener unavailable', error);
      return null;
    },
  );
  return () => {
    void handle.then((h) => h?.remove());
  };
}
