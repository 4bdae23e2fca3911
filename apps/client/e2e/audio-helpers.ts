import type { Page } from '@playwright/test';

/**
 * Records every howler `play()` in the page: howler publishes `window.Howl`, so a setter wraps its play
 * method the moment the app's bundle defines it.
 */
export async function recordPlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __played: string[]; __Howl?: unknown };
    w.__played = [];
    Object.defineProperty(window, 'Howl', {
      configurable: true,
      get: () => w.__Howl,
      set: (HowlClass: { prototype: { play: (...args: unknown[]) => unknown; _src?: unknown } }) => {
        const original = HowlClass.prototype.play;
        HowlClass.prototype.play = function (this: { _src?: unknown }, ...args: unknown[]) {
          w.__played.push(String(this._src));
          return original.apply(this, args);
        };
        w.__Howl = HowlClass;
      },
    });
  });
}

/** The sound files played since the last call (and forgets them). */
export const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { __played: string[] }).__played.splice(0));

/** Whether a looping track whose file name contains `id` is sounding now. */
export const musicPlaying = (page: Page, id: string) =>
  page.evaluate((track) => {
    const howler = (window as unknown as { Howler?: { _howls: { _src: string; playing(): boolean }[] } })
      .Howler;
    return howler?._howls.some((h) => String(h._src).includes(track) && h.playing()) ?? false;
  }, id);
