import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHostContext } from '../hooks/HostContext';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the site, or an absolute address (which is followed as a plain link). */
  to: string;
}

/** Whether a click is a plain left click that the page may handle itself. */
export function isPlainClick(event: MouseEvent | globalThis.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/**
 * A link inside the site: its href is real (open in a new tab, copy the address), and a plain
 * click navigates through the host (the site's router, or the address bar for an element).
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { href, navigate } = useHostContext();
  const internal = to.startsWith('/') && !to.startsWith('//');
  return (
    <a
      {...rest}
      target={target}
      href={internal ? href(to) : to}
      onClick={(event) => {
        onClick?.(event);
        if (!internal || target === '_blank' || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
