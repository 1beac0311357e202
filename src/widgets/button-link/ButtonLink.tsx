import type { MouseEvent } from 'react';
import { rememberRedirect } from '../../api/account';
import { currentPath } from '../../core/navigation';
import { useNavigate } from '../../hooks/HostContext';
import { useUser } from '../../hooks/useSession';
import { useStyles } from '../../hooks/useStyles';
import { Link } from '../../ui/Link';
import buttonCss from '../../ui/button.css';
import css from './button-link.css';

export interface ButtonLinkProps {
  text?: string;
  /** A path inside the site or an absolute address (a document, another site). */
  to?: string;
  /** One of white, black, brand, success, info, warning, danger. */
  colour?: string;
  newTab?: boolean;
  fullWidth?: boolean;
  /** A visitor goes to /login first and comes back here afterwards (001 §2). */
  loginRedirect?: boolean;
}

/** button_link (001 §2): a page by slug, a document or an external url, as a button. */
export function ButtonLink({ text, to, colour, newTab = false, fullWidth = false, loginRedirect = false }: ButtonLinkProps) {
  useStyles(buttonCss, css);
  const navigate = useNavigate();
  const user = useUser();
  if (!text || !to) return null;
  const onClick = (event: MouseEvent) => {
    if (!loginRedirect || user || event.defaultPrevented) return;
    event.preventDefault();
    rememberRedirect(currentPath());
    navigate('/login');
  };
  const external = /^https?:/i.test(to);
  return (
    <Link
      to={to}
      className="button site-button"
      part="button"
      data-variant="primary"
      data-colour={colour || undefined}
      data-full-width={fullWidth || undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab || external ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      {text}
    </Link>
  );
}
