import type { AnchorHTMLAttributes } from 'react';
import { isPlainClick, useLink } from '../hooks/useLink';

export { isPlainClick };

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the site, or an absolute address (which is followed as a plain link). */
  to?: string;
  /** With no `to`: the route of the venue's site the link leads to by default (useLink). */
  sitePath?: string;
}

/**
 * A link inside the site: its href is real (open in a new tab, copy the address), and a plain
 * click navigates through the host (the site's router, or the address bar for an element).
 */
export function Link({ to, sitePath, onClick, ...rest }: LinkProps) {
  const link = useLink(to, sitePath);
  return (
    <a
      {...rest}
      href={link.href}
      onClick={(event) => {
        onClick?.(event);
        link.onClick(event);
      }}
    />
  );
}
