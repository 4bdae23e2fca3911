import { useId, useRef, type ReactNode } from 'react';

import { useFocusTrap } from '../../lib/focus-trap';

import './confirm-dialog.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The purchase confirmation ("confirming" state of spec §4): a modal alert dialog; focus moves into it and
 * Escape cancels; Tab stays inside and focus returns to the opener afterwards (useFocusTrap). Plain HTML rather than IonAlert so its buttons are real, testable in jsdom, and styled by us.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, { onEscape: onCancel, initialFocus: confirmRef });
  return (
    <div className="gg-dialog-backdrop">
      <div
        ref={dialogRef}
        className="gg-dialog gg-pop-in"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="gg-dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="gg-dialog__body">
          {children}
        </div>
        <div className="gg-dialog__actions">
          <button type="button" className="gg-button gg-button--ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button ref={confirmRef} type="button" className="gg-button gg-button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
