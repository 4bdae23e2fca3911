import type { PlayerRecord } from '@goalguessr/game-core';

import { SOUND_CUES, type SoundCue } from './audio-service';

const TOTAL = (items: readonly { quantity: number }[]): number =>
  items.reduce((sum, i) => sum + i.quantity, 0);

/**
 * The cue a saved-player change deserves, so results, rewards, purchases and power-ups sound the same
 * whichever screen made them (screens only cue what is not saved: taps, answers, timers).
 *
 * - a new level (reached at the end of a match): reward, the most festive sound, instead of the result;
 * - a finished match: win / lose / draw (its coin reward stays silent, the result cue says it all);
 * - something bought (a currency went down while an item, tickets or diamonds went up): purchase;
 * - coins received otherwise (rewarded ad, bonus): coin;
 * - a power-up spent with no currency change: powerUp.
 * Ticket refills and entry fees make no sound. Returns null when nothing deserves a sound.
 */
export function cueForRecordChange(before: PlayerRecord, after: PlayerRecord): SoundCue | null {
  if (after.profile.level > before.profile.level) return 'reward';
  if (after.stats.gamesPlayed > before.stats.gamesPlayed) {
    if (after.stats.wins > before.stats.wins) return 'win';
    if (after.stats.losses > before.stats.losses) return 'lose';
    return 'draw';
  }
  const b = before.currencies;
  const a = after.currencies;
  const spent = a.moneys < b.moneys || a.diamonds < b.diamonds;
  const powerUpsBefore = TOTAL(before.inventory.powerUps);
  const powerUpsAfter = TOTAL(after.inventory.powerUps);
  const gainedItem =
    a.tickets > b.tickets ||
    a.diamonds > b.diamonds ||
    after.inventory.shirts.length > before.inventory.shirts.length ||
    after.inventory.cleats.length > before.inventory.cleats.length ||
    powerUpsAfter > powerUpsBefore;
  if (spent && gainedItem) return 'purchase';
  if (a.moneys > b.moneys) return 'coin';
  if (!spent && powerUpsAfter < powerUpsBefore) return 'powerUp';
  return null;
}

/** Elements whose click makes a sound, most specific first. */
const CLICKABLE =
  'button, a[href], [role="button"], [role="switch"], [role="radio"], [role="tab"], [role="option"], ion-button, ion-back-button, ion-tab-button, ion-item[button], ion-segment-button';

/**
 * The cue for a click on `target` (app-wide tap sounds): switches toggle, radios/options select, tabs tab,
 * links and back buttons navigate, tutorial paging swipes, any other button taps. `data-sound="<cue>"` on the element overrides,
 * `data-sound="none"` silences. Disabled controls and non-interactive areas give null.
 */
export function cueForClick(target: EventTarget | null): SoundCue | null {
  if (!(target instanceof Element)) return null;
  const el = target.closest(CLICKABLE);
  if (!el) return null;
  if (el.matches(':disabled, [aria-disabled="true"], [disabled]')) return null;
  const own = el.closest('[data-sound]')?.getAttribute('data-sound');
  if (own === 'none') return null;
  if (own && own in SOUND_CUES) return own as SoundCue;
  // Paging through a tutorial (components/tutorial) sounds like turning a card.
  if (el.closest('.gg-tutorial__actions')) return 'swipe';
  const role = el.getAttribute('role');
  if (role === 'switch') return 'toggle';
  if (role === 'radio' || role === 'option') return 'select';
  if (role === 'tab' || el.matches('ion-segment-button, ion-tab-button')) return 'tab';
  if (el.matches('a[href], ion-back-button')) return 'navigate';
  return 'tap';
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** Ionic overlays sit in the page hidden until presented: they announce themselves with events instead. */
const IONIC_OVERLAY = 'ion-alert, ion-modal, ion-popover, ion-action-sheet, ion-loading, ion-toast';
/** The events Ionic overlays fire when they are shown (the `open` cue). */
export const IONIC_PRESENT_EVENTS = [
  'ionAlertWillPresent',
  'ionModalWillPresent',
  'ionPopoverWillPresent',
  'ionActionSheetWillPresent',
] as const;

/**
 * Whether an element just added to the page opens one of our dialogs or tutorials (the `open` cue). Dialog
 * markup inside an Ionic overlay does not count: it is added hidden (see IONIC_PRESENT_EVENTS).
 */
export function opensDialog(node: Node): boolean {
  if (!(node instanceof Element) || node.closest(IONIC_OVERLAY)) return false;
  const dialogs = node.matches(DIALOG) ? [node] : [...node.querySelectorAll(DIALOG)];
  return dialogs.some((dialog) => !dialog.closest(IONIC_OVERLAY));
}
