/**
 * One tab per match (issue 25): the tab that plays the device's open match holds a Web Lock
 * (`navigator.locks`, shared by every tab and window of this origin, released by the browser when the tab
 * closes). Another tab sees it held and leaves that match alone: it neither rejoins it (which would take the seat
 * from the first tab) nor settles it as abandoned. Where the browser has no Web Locks, every tab may play (the
 * rule cannot be kept there).
 */
const MATCH_LOCK = 'goalguessr.match';

/** Ends this tab's hold; null when it holds nothing. */
let release: (() => void) | null = null;

function locks(): LockManager | undefined {
  return typeof navigator === 'undefined' || !('locks' in navigator) ? undefined : navigator.locks;
}

/** Takes the match lock for this tab (kept until `releaseMatchLock`): false when another tab holds it. */
export function takeMatchLock(): Promise<boolean> {
  const manager = locks();
  if (release !== null || manager === undefined) return Promise.resolve(true);
  return new Promise((resolve) => {
    manager
      .request(MATCH_LOCK, { ifAvailable: true }, (lock) => {
        if (lock === null) {
          resolve(false);
          return undefined;
        }
        return new Promise<void>((done) => {
          release = () => {
            release = null;
            done();
          };
          resolve(true);
        });
      })
      .catch((error: unknown) => {
        console.warn('The match lock is unavailable', error);
        resolve(true);
      });
  });
}

/** This tab no longer plays a match. */
export function releaseMatchLock(): void {
  release?.();
}

/** Whether another tab of this browser holds the match lock now. */
export async function matchHeldElsewhere(): Promise<boolean> {
  const manager = locks();
  if (release !== null || manager === undefined) return false;
  try {
    const state = await manager.query();
    return (state.held ?? []).some((lock) => lock.name === MATCH_LOCK);
  } catch {
    return false;
  }
}
