import { Network } from '@capacitor/network';

/**
 * Network reachability (spec §8 "Internet connection required"). Native apps ask the OS through
 * @capacitor/network; on the web the plugin reads `navigator.onLine` and the online/offline events.
 * A failing plugin counts as online: the socket itself is the final judge.
 */
export async function isOnline(): Promise<boolean> {
  try {
    return (await Network.getStatus()).connected;
  } catch (error: unknown) {
    console.warn('Network status unavailable', error);
    return true;
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
