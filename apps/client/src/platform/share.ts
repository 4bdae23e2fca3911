import { Share } from '@capacitor/share';

import { isNativePlatform } from './device';

/** How a share ended: the system sheet took it, the text was copied instead, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** Copies text with the async Clipboard API, falling back to a hidden textarea and execCommand. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard !== undefined) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    console.debug('Clipboard API refused', error);
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch (error) {
    console.debug('Copy fallback failed', error);
    return false;
  }
}

/**
 * Shares a text (and an optional link): Capacitor's Share plugin on native, the Web Share API in a browser that has
 * it, else a copy to the clipboard. A share the player cancels counts as `shared` (they saw the sheet; nothing is
 * lost), so the screen does not show an error for it.
 */
export async function shareText(text: string, url?: string): Promise<ShareOutcome> {
  const full = url === undefined ? text : `${text}\n${url}`;
  if (isNativePlatform()) {
    try {
      await Share.share({ text, ...(url === undefined ? {} : { url }) });
      return 'shared';
    } catch (error) {
      console.debug('Native share failed', error);
      return (await copyText(full)) ? 'copied' : 'failed';
    }
  }
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ text, ...(url === undefined ? {} : { url }) });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
      console.debug('Web share failed', error);
    }
  }
  return (await copyText(full)) ? 'copied' : 'failed';
}
