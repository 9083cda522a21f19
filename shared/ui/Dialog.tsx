import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { nl } from '../nl';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** label of the close button; 'Sluiten' by default */
  closeLabel?: string;
  className?: string;
  /** buttons beside the close button (a question's answer); with them the close button is the quiet one */
  actions?: ReactNode;
  /** where focus goes on closing when the opener is gone (the dialog's action removed it) */
  returnFocus?: () => HTMLElement | null;
}

/**
 * A modal popup on the native <dialog> with showModal(): the browser keeps focus inside and makes the
 * page behind it inert. Esc, the close button and a click on the backdrop close it; focus then returns
 * to the element that opened it (browsers differ in whether they restore it, so we do it ourselves).
 * Controlled: `open` says whether it shows, `onClose` asks the owner to set it to false.
 */
export function Dialog({ open, title, onClose, children, closeLabel = nl.close, className, actions, returnFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // read when closing, also by the unmount cleanup: always the latest one
  const fallback = useRef(returnFocus);
  fallback.current = returnFocus;
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      closeButton.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      restoreFocus();
    }
  }, [open]);

  // Closing by unmounting (the page moves on) also gives focus back.
  useEffect(() => {
    const dialog = ref.current; // React has cleared the ref by the time the cleanup runs
    return () => {
      if (dialog?.open) {
        dialog.close();
        restoreFocus();
      }
    };
  }, []);

  function restoreFocus() {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
    else fallback.current?.()?.focus();
  }

  // Esc: close through our state, so React and the element agree on whether it is open.
  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  // A click on the backdrop lands on the <dialog> itself (its content sits in an inner box).
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  // The element closed without us (a form with method="dialog"): tell the owner.
  function handleNativeClose() {
    if (open) onClose();
  }

  return (
    <dialog
      ref={ref}
      className={`sport-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={open ? bodyId : undefined}
      onClose={handleNativeClose}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      {open ? (
        <div className="sport-dialog__box">
          <h2 id={titleId} className="sport-dialog__title">
            {title}
          </h2>
          <div id={bodyId} className="sport-dialog__body">
            {children}
          </div>
          <div className="sport-dialog__footer">
            {actions}
            <button ref={closeButton} type="button" className={`sport-button${actions ? '' : ' sport-button--primary'}`} onClick={onClose}>
              {closeLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
