import { Network } from '@capacitor/network';

/**
 * Network reachability (spec §8 "Internet connection required"). Native apps ask the OS through
 * @capacitor/network; on the web the plugin reads `navigator.onLine` and the online/offline events. A failing
 * plugin falls back to the browser's own `navigator.onLine` (the plugin's web part is a chunk of its own, which
 * cannot load once the network is gone), else counts as online: the socket itself is the final judge.
 */
export async function isOnline(): Promise<boolean> {
  try {
    return (await Network.getStatus()).connected;
  } catch (error: unknown) {
    console.warn('Network status unavailable', error);
    return typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean'
      ? true
      : navigator.onLine;
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
