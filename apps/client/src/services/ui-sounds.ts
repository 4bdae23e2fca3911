import { SOUND_CUES, type SoundCue } from './audio-service';

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
