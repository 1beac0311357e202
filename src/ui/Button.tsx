import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../hooks/useT';
import { useStyles } from '../hooks/useStyles';
import buttonCss from './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** primary (filled, brand colour; the default), secondary (outlined) or link (looks like a link). */
  variant?: ButtonVariant;
  /** In flight: shows a spinner and ignores clicks, so a double click never submits twice. */
  busy?: boolean;
  /** Spans its container's width. */
  fullWidth?: boolean;
  /** When it returns a promise, the button is busy until the promise settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  children?: ReactNode;
}

/**
 * A button (type="button" unless told otherwise). While busy it is announced as unavailable
 * (aria-disabled) and swallows clicks — including the click a browser fakes when Enter submits a
 * form — but keeps keyboard focus, which a native `disabled` would drop to the page.
 * `disabled` itself is the native attribute.
 * @csspart button - The button.
 */
export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  type = 'button',
  onClick,
  className,
  children,
  ...rest
}: ButtonProps) {
  useStyles(buttonCss);
  const t = useT();
  const [pending, setPending] = useState(false);
  // A ref, not state: two clicks in one frame must both see the first one.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const isBusy = busy || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy || inFlight.current) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const result = onClick?.(event);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      inFlight.current = true;
      setPending(true);
      const settle = () => {
        inFlight.current = false;
        if (mounted.current) setPending(false);
      };
      (result as Promise<unknown>).then(settle, settle);
    }
  };

  return (
    <button
      {...rest}
      type={type}
      part="button"
      className={['button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
      data-busy={isBusy || undefined}
      aria-disabled={isBusy || undefined}
      onClick={handleClick}
    >
      {isBusy ? <span className="button-spinner" aria-hidden="true" /> : null}
      <span className="button-label">{children}</span>
      {isBusy ? <span className="sr-only">{t('common.loading')}</span> : null}
    </button>
  );
}
