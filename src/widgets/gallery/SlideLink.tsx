import type { ReactNode } from 'react';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import buttonCss from '../../ui/button.css';
import { Link } from '../../ui/Link';
import { linkKind, routeOf } from './settings';

export interface SlideLinkProps {
  link: string | null | undefined;
  target?: string | null;
  className?: string;
  /** Looks like a button (the slide's link_button_text, the hero's button). */
  button?: boolean;
  /** A colour name for a button (brand, success, …): data-colour for the caller's sheet. */
  colour?: string;
  children: ReactNode;
}

/**
 * A link a CMS author set: a route inside the site navigates through the host (`<Link>`); an
 * absolute address or target 'blank' opens in a new tab, and says so to screen readers.
 */
export function SlideLink({ link, target, className, button, colour, children }: SlideLinkProps) {
  useStyles(buttonCss);
  const t = useT();
  if (!link) return null;
  const classes = [button ? 'button' : '', className].filter(Boolean).join(' ') || undefined;
  const shared = {
    className: classes,
    part: button ? 'button' : 'link',
    'data-colour': colour,
    'data-variant': button ? 'primary' : undefined,
  };
  if (linkKind(link, target) === 'new-tab')
    return (
      <a {...shared} href={link} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> {t('media.new_tab')}</span>
      </a>
    );
  return (
    <Link {...shared} to={routeOf(link)}>
      {children}
    </Link>
  );
}
