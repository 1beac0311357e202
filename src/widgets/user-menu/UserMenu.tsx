import { logout } from '../../api/account';
import { useUser } from '../../hooks/useSession';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Link } from '../../ui/Link';
import css from './user-menu.css';

export interface UserMenuProps {
  /** Where 'Log in' leads (default /login). */
  loginUrl?: string;
  /** Where the member's profile is (default /profile). */
  profileUrl?: string;
}

/**
 * 'Log in' for visitors; for members their thumbnail and name, a Profile link and 'Log out',
 * with a Staff mark for admins. Every menu on the page and in other tabs changes at once.
 */
export function UserMenu({ loginUrl, profileUrl }: UserMenuProps) {
  useStyles(css);
  const t = useT();
  const user = useUser();
  if (!user)
    return (
      <nav className="user-menu" part="base" aria-label={t('account.menu_label')}>
        <Link className="user-login" part="login" to={loginUrl} sitePath="/login">
          {t('account.log_in')}
        </Link>
      </nav>
    );
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <nav className="user-menu" part="base" aria-label={t('account.menu_label')}>
      {user.thumbnail ? (
        <img className="user-thumb" part="thumbnail" src={user.thumbnail} alt="" width={32} height={32} />
      ) : (
        <span className="user-thumb user-initials" part="thumbnail" aria-hidden="true">
          {(user.first_name[0] ?? user.email[0] ?? '?').toUpperCase()}
        </span>
      )}
      <span className="user-name" part="name">
        {name}
      </span>
      {user.is_admin && (
        <span className="user-admin" part="admin">
          {t('account.admin')}
        </span>
      )}
      <Link to={profileUrl} sitePath="/profile" part="profile">
        {t('account.profile')}
      </Link>
      <button type="button" className="user-logout" part="logout" onClick={() => void logout()}>
        {t('account.log_out')}
      </button>
    </nav>
  );
}
