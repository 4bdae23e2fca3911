import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements of `container` that Tab reaches, in tab order. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

interface FocusTrapOptions {
  /** Escape: close or cancel the dialog; leave it out for a dialog that cannot be dismissed */
  onEscape?: () => void;
  /** where focus goes on opening (default: the first focusable element, else the dialog itself) */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside a modal dialog while it is mounted (WAI-ARIA dialog pattern): focus moves in on
 * opening, Tab and Shift+Tab wrap around its controls, focus that lands behind it (a click, a page entering
 * underneath) is brought back, Escape calls `onEscape`, and focus returns to what had it before once the dialog
 * closes. The dialog element needs `tabIndex={-1}` so it can hold focus when it has no control.
 * The listeners sit on the document, so they work wherever focus is.
 */
export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>, options: FocusTrapOptions = {}): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusFirst = () =>
      (latest.current.initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
    focusFirst();
    // A dialog on a page that is still entering (Ionic's transition keeps it hidden for a moment) cannot take
    // focus yet: try again on the next frames until it has it.
    let frame = 0;
    let retry = 0;
    const retryFocus = () => {
      if (dialog.contains(document.activeElement) || (retry += 1) > 120) return;
      focusFirst();
      frame = window.requestAnimationFrame(retryFocus);
    };
    frame = window.requestAnimationFrame(retryFocus);

    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) focusFirst();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (latest.current.onEscape === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      const active = document.activeElement;
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const outside = !(active instanceof Node) || !dialog.contains(active);
      if (event.shiftKey && (outside || active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown, true);
      // Return focus where it was, unless the opener is gone or focus already moved on by itself.
      const focusInsideOrLost =
        document.activeElement === null ||
        document.activeElement === document.body ||
        dialog.contains(document.activeElement);
      if (opener?.isConnected === true && opener !== document.body && focusInsideOrLost) opener.focus();
    };
  }, [dialogRef]);
}
