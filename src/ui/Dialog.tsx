import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useT } from '../hooks/useT';
import { useStyles } from '../hooks/useStyles';
import dialogCss from './dialog.css';

export interface DialogProps {
  /** Shown as a modal while true. */
  open: boolean;
  /** Called when the user dismisses the dialog (Esc, backdrop, close button, timeout); set `open` false in it. */
  onClose: () => void;
  /** The heading; it names the dialog (aria-labelledby). Without it, pass `label`. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  label?: string;
  /** Lifts the 500 px height limit (001 §9): the dialog may fill the viewport. */
  fullHeight?: boolean;
  /** Closes on its own after this many milliseconds (the update banner, a lightbox). */
  timeoutMs?: number;
  /** Actions below the scrolling body (an 'Enter Event' button); they stay visible. */
  footer?: ReactNode;
  /** Extra class on the <dialog>, for a caller's own sheet. */
  className?: string;
  children?: ReactNode;
}

/** The element focused inside open shadow roots, not just the host the document reports. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal: the native <dialog> inside the element's own shadow root, opened with showModal()
 * so it sits in the top layer, traps focus and closes on Esc. Focus moves to its first control
 * (the close button) and returns to whatever opened it. It also closes on a backdrop click, its
 * close button ('Close') and an optional timeout. The body scrolls; the dialog is at most
 * 500 px high unless `fullHeight` (001 §9). Children render only while open.
 *
 * @csspart dialog - The <dialog> box.
 * @cssproperty --venue-dialog-width - Its width (default 36em, never wider than the viewport).
 */
export function Dialog({ open, onClose, title, label, fullHeight = false, timeoutMs, footer, className, children }: DialogProps) {
  useStyles(dialogCss);
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOutside = useRef(false);
  // Read inside the native `close` event, which fires after React has moved on.
  const state = useRef({ open, onClose });
  state.current = { open, onClose };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog?.isConnected || !open) return;
    opener.current = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      const back = opener.current;
      opener.current = null;
      // Chromium restores focus itself on close(); this also covers an unmounted dialog.
      if (back?.isConnected && deepActiveElement() !== back) back.focus({ preventScroll: true });
    };
  }, [open]);

  useEffect(() => {
    if (!open || !timeoutMs || timeoutMs <= 0) return;
    const timer = setTimeout(() => state.current.onClose(), timeoutMs);
    return () => clearTimeout(timer);
  }, [open, timeoutMs]);

  // Esc closes the native dialog by itself; tell the owner so its state follows.
  const onNativeClose = () => {
    if (state.current.open) state.current.onClose();
  };

  // A click counts as a backdrop click only when it both started and ended outside the box,
  // so selecting text and releasing over the backdrop does not close it.
  const outside = (event: { target: EventTarget; currentTarget: HTMLDialogElement; clientX: number; clientY: number }) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOutside.current = outside(event);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOutside.current && outside(event)) onClose();
    pressedOutside.current = false;
  };

  return (
    <dialog
      ref={ref}
      part="dialog"
      className={['dialog', className].filter(Boolean).join(' ')}
      data-full-height={fullHeight || undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      onClose={onNativeClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {open ? (
        <>
          <div className="dialog-header">
            {title ? (
              <h2 className="dialog-title" id={titleId}>
                {title}
              </h2>
            ) : null}
            <button type="button" className="dialog-close" part="dialog-close" aria-label={t('common.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="dialog-body">{children}</div>
          {footer ? <div className="dialog-footer">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
